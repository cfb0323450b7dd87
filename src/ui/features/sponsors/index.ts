// Group sponsorship widgets mounted by the groups, events, /me/groups and billing pages.
export { SponsorButton, SponsorsTab, GroupSponsorsList, MyAdBanners, MySponsorInvites, SponsorSubscriptionsList } from './stubs';
