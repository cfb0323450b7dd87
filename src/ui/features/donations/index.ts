// Group donation widgets mounted by the group header.
export { DonateButton, DonationSettingsModal } from './stubs';
