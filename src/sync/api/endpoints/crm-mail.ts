// REST calls of the CRM's e-mail layouts and campaigns, and the public one-click unsubscribe (merged in ../types.ts
// and ../routes.ts once the server routes exist).
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';
import type { EmailCampaign, EmailCampaignDraft, EmailLayout, EmailLayoutDraft, RecipientPage, RecipientState, UnsubscribeInfo } from '../../../domain/crm/campaigns';

type Ok = { ok: true };

export type CrmMailEndpoints = {
  'crm.layouts.list': { in: void; out: EmailLayout[] };
  'crm.layouts.get': { in: { id: string }; out: EmailLayout };
  'crm.layouts.create': { in: EmailLayoutDraft; out: EmailLayout };
  'crm.layouts.update': { in: EmailLayoutDraft & { id: string }; out: EmailLayout };
  'crm.layouts.delete': { in: { id: string }; out: Ok };
  'crm.campaigns.list': { in: void; out: EmailCampaign[] };
  'crm.campaigns.get': { in: { id: string }; out: EmailCampaign };
  'crm.campaigns.create': { in: EmailCampaignDraft; out: EmailCampaign };
  /** only while DRAFT */
  'crm.campaigns.update': { in: EmailCampaignDraft & { id: string }; out: EmailCampaign };
  'crm.campaigns.delete': { in: { id: string }; out: Ok };
  /** renders the campaign for the caller and mails it to the caller's own address */
  'crm.campaigns.test': { in: { id: string }; out: { to: string } };
  /** DRAFT -> SENDING: the group's contacts become recipients; the cron sends them in batches */
  'crm.campaigns.send': { in: { id: string }; out: EmailCampaign };
  'crm.campaigns.recipients': { in: { id: string; state?: RecipientState; skip?: number; limit?: number }; out: RecipientPage };
  'unsubscribe.info': { in: { token: string }; out: UnsubscribeInfo };
  'unsubscribe.confirm': { in: { token: string }; out: UnsubscribeInfo };
};


const enc = encodeURIComponent;
const get = 'GET' as const;

export const crmMailRoutes: RoutesOf<CrmMailEndpoints> = {
  'crm.layouts.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: () => ({ path: '/email-layouts' }) },
  'crm.layouts.get': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: ({ id }) => ({ path: `/email-layouts/${enc(id)}` }) },
  'crm.layouts.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/email-layouts', body }) },
  'crm.layouts.update': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/email-layouts/${enc(id)}`, body }) },
  'crm.layouts.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/email-layouts/${enc(id)}` }) },
  'crm.campaigns.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: () => ({ path: '/email-campaigns' }) },
  'crm.campaigns.get': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: ({ id }) => ({ path: `/email-campaigns/${enc(id)}` }) },
  'crm.campaigns.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/email-campaigns', body }) },
  'crm.campaigns.update': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/email-campaigns/${enc(id)}`, body }) },
  'crm.campaigns.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/email-campaigns/${enc(id)}` }) },
  'crm.campaigns.test': { service: 'company', method: 'POST', authed: true, build: ({ id }) => ({ path: `/email-campaigns/${enc(id)}/test-send` }) },
  'crm.campaigns.send': { service: 'company', method: 'POST', authed: true, build: ({ id }) => ({ path: `/email-campaigns/${enc(id)}/send` }) },
  'crm.campaigns.recipients': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: ({ id, ...query }) => ({ path: `/email-campaigns/${enc(id)}/recipients`, query }) },
  'unsubscribe.info': { service: 'company', method: get, authed: false, stale: NEVER, build: ({ token }) => ({ path: '/unsubscribe', query: { token } }) },
  'unsubscribe.confirm': { service: 'company', method: 'POST', authed: false, build: ({ token }) => ({ path: '/unsubscribe', query: { token } }) },
};
