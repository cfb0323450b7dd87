// URL builders of the CRM's e-mail layouts and campaigns (spec 2) and the public one-click unsubscribe page,
// merged into `links` in links.ts.
import { withQuery } from './query';

export const crmMailLinks = {
  crmEmailLayouts: () => '/me/crm/email-layouts',
  crmEmailLayout: (id: string) => `/me/crm/email-layouts/${encodeURIComponent(id)}`,
  crmEmailCampaigns: () => '/me/crm/email-campaigns',
  crmEmailCampaign: (id: string) => `/me/crm/email-campaigns/${encodeURIComponent(id)}`,
  unsubscribe: (token: string) => withQuery('/unsubscribe', { token }),
};
