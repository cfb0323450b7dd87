// TEMPORARY (session 3 wiring): replaced by the donations helper's real components.
import type { GroupView } from '../../../domain/groups/types';
export function DonateButton(_p: { group: GroupView; signedIn: boolean }) { return null; }
export function DonationSettingsModal(_p: { group: GroupView; open: boolean; onClose(): void }) { return null; }
