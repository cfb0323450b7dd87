// Group sponsorship widgets mounted by the groups, events, /me/groups and billing pages.
export { SponsorButton } from './SponsorButton';
export { SponsorsTab } from './SponsorsTab';
export { GroupSponsorsList } from './GroupSponsorsList';
export { MyAdBanners, MySponsorInvites, SponsorSubscriptionsList } from './MePages';
export { SponsorDetailsForm } from './SponsorDetailsForm';
export { sponsorPaymentActors, sponsorshipActors } from './actors';
export { sponsorPaths } from './paths';
