// The CRM dashboard's counts (spec 2: Tracking Codes, Notes, Contacts, Contact Groups, Form Builders, Email
// Layouts, Email Campaigns, RFIs). Kinds this server keeps no records of yet answer null.
import { z } from 'zod';
import type { CrmCounts } from '../../../src/domain/crm/types';
import type { AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE } from '../companies/shared';
import { CRM_TAG, crmCompany } from './access';

const n = z.number().nullable();

export const dashboardRoutes = (ctx: AppContext): AnyRoute[] => [
  defineRoute({
    method: 'get', path: `${BASE}/crm/stats`, tag: CRM_TAG, auth: 'user',
    summary: "Counts of the caller's CRM records for the dashboard tiles (null: not kept on this server)",
    response: z.object({ trackingCodes: z.number(), notes: z.number(), contacts: z.number(), contactGroups: z.number(), formBuilders: n, emailLayouts: n, emailCampaigns: n, rfis: z.number() }),
    handler: async ({ caller }): Promise<CrmCounts> => {
      const { companyId } = await crmCompany(ctx.db, caller);
      const c = (r: { n: string }) => Number(r.n);
      const [notes, contacts, groups, rfis, codes, forms, layouts, campaigns] = await Promise.all([
        ctx.db.selectFrom('company_notes').select((eb) => eb.fn.countAll<string>().as('n')).where('author_id', '=', caller.userId).executeTakeFirstOrThrow(),
        ctx.db.selectFrom('crm_contacts').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
        ctx.db.selectFrom('crm_contact_groups').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
        ctx.db.selectFrom('rfis').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
        ctx.db.selectFrom('crm_tracking_codes').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
        ctx.db.selectFrom('crm_forms').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
        ctx.db.selectFrom('crm_email_layouts').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
        ctx.db.selectFrom('crm_email_campaigns').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
      ]);
      return { trackingCodes: c(codes), notes: c(notes), contacts: c(contacts), contactGroups: c(groups), formBuilders: c(forms), emailLayouts: c(layouts), emailCampaigns: c(campaigns), rfis: c(rfis) };
    },
  }),
];
