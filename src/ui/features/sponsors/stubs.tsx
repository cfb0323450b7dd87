// TEMPORARY (session 3 wiring): replaced by the sponsorship helper's real components.
import type { GroupView } from '../../../domain/groups/types';
export function SponsorButton(_p: { group: GroupView; signedIn: boolean }) { return null; }
export function SponsorsTab(_p: { group: GroupView; sponsorId?: string | undefined }) { return null; }
export function GroupSponsorsList(_p: { companyGroupId: string }) { return null; }
export function MyAdBanners() { return null; }
export function MySponsorInvites() { return null; }
export function SponsorSubscriptionsList() { return null; }
