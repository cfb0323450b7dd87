// Group donation widgets mounted by the group header.
export { DonateButton } from './DonateButton';
export { DonationSettingsModal } from './DonationSettingsModal';
export { donationActors } from './donationActors';
