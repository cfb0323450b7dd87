// URL builders of advertising under /me/advertisement (spec 2), merged into `links` in links.ts.
const e = encodeURIComponent;

export const adsLinks = {
  advertisement: () => '/me/advertisement',
  adCampaigns: () => '/me/advertisement/ad-campaigns',
  adCampaignAdd: () => '/me/advertisement/ad-campaigns/add',
  adCampaign: (id: string) => `/me/advertisement/ad-campaigns/${e(id)}`,
  adCampaignClicks: (id: string) => `/me/advertisement/ad-campaigns/${e(id)}/clicks`,
  adGroupSponsors: () => '/me/advertisement/group-sponsors',
  adOrganicListings: () => '/me/advertisement/organic-listings',
  adTemplates: () => '/me/advertisement/ad-templates',
};
