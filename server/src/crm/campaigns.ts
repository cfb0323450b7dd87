// The company's e-mail campaigns (spec 2: /me/crm/email-campaigns): a name, a subject and a body with
// placeholders, a layout and a contact group. Editable (and deletable) while DRAFT; a test send mails the caller
// with their own values; Send (DRAFT -> SENDING) snapshots the group's contacts as recipients in one transaction
// (the unsubscribed ones as UNSUBSCRIBED, never mailed) and the sender (./campaign-sender.ts) mails the rest.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { CAMPAIGN_MESSAGES, type EmailCampaign, type EmailCampaignDraft } from '../../../src/domain/crm/campaigns';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, okSchema, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute, type Caller } from '../http/registry';
import { BASE, type Db } from '../companies/shared';
import { CRM_TAG, crmCompany, emitCrm, type CrmOwner } from './access';
import { campaignMail, linkOrigin, runCampaignSender } from './campaign-sender';
import { recipientPage, totalsOf } from './campaign-recipients';
import { groupOr404 } from './contacts';
import { layoutOr404 } from './email-layouts';
import { campaignDraft, campaignSchema, recipientPageSchema, recipientStateSchema, toCampaign, type CampaignRow } from './mail-schemas';

const P = `${BASE}/email-campaigns`;
export const CAMPAIGN_NOT_FOUND = 'Email campaign not found';
export const CAMPAIGN_SENDING = 'This campaign is being sent and cannot be deleted until it is sent';

async function withTotals(db: Db, rows: CampaignRow[]): Promise<EmailCampaign[]> {
  const totals = await totalsOf(db, rows.filter((r) => r.state !== 'DRAFT').map((r) => r.id));
  return rows.map((r) => toCampaign(r, totals.get(r.id)));
}

export function campaignRoutes(ctx: AppContext): AnyRoute[] {
  const mine = async (id: string, caller: Caller) => {
    const owner = await crmCompany(ctx.db, caller);
    const c = await ctx.db.selectFrom('crm_email_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
    if (!c || c.company_id !== owner.companyId) throw new HttpError(404, CAMPAIGN_NOT_FOUND);
    return { owner, campaign: c };
  };
  /** The layout and group a draft picks must be the company's. */
  const checkLinks = async (d: EmailCampaignDraft, owner: CrmOwner) => {
    if (d.layoutId) await layoutOr404(ctx.db, d.layoutId, owner.companyId);
    if (d.contactGroupId) await groupOr404(ctx.db, d.contactGroupId, owner.companyId);
  };
  const draftColumns = (d: EmailCampaignDraft) => ({ name: d.name, subject: d.subject, body: d.body, layout_id: d.layoutId, contact_group_id: d.contactGroupId });
  const one = async (id: string) => (await withTotals(ctx.db, [await ctx.db.selectFrom('crm_email_campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow()]))[0];
  return [
    defineRoute({
      method: 'get', path: P, tag: CRM_TAG, auth: 'user', summary: "The company's e-mail campaigns with their totals, newest first", response: z.array(campaignSchema),
      handler: async ({ caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        return withTotals(ctx.db, await ctx.db.selectFrom('crm_email_campaigns').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').execute());
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'One e-mail campaign with its totals', params: idParam, response: campaignSchema,
      handler: async ({ params, caller }) => (await withTotals(ctx.db, [(await mine(params.id, caller)).campaign]))[0],
    }),
    defineRoute({
      method: 'post', path: P, tag: CRM_TAG, auth: 'user', status: 201, summary: 'Create a draft campaign',
      body: campaignDraft, response: campaignSchema,
      handler: async ({ body, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        await checkLinks(body, owner);
        const now = ctx.clock.now();
        const row: CampaignRow = { id: randomUUID(), company_id: owner.companyId, ...draftColumns(body), state: 'DRAFT', layout_html: null, link_origin: null, created_at: now, updated_at: now, started_at: null, finished_at: null };
        await inTransaction(ctx, async (uow) => {
          await uow.trx.insertInto('crm_email_campaigns').values(row).execute();
          await emitCrm(uow, owner, 'CREATED', { kind: 'EMAILCAMPAIGN', id: row.id });
        });
        return toCampaign(row);
      },
    }),
    defineRoute({
      method: 'patch', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'Change a draft campaign (a campaign sent or being sent cannot change)',
      params: idParam, body: campaignDraft, response: campaignSchema,
      handler: async ({ params, body, caller }) => {
        const { owner, campaign } = await mine(params.id, caller);
        await checkLinks(body, owner);
        await inTransaction(ctx, async (uow) => {
          const r = await uow.trx.updateTable('crm_email_campaigns').set({ ...draftColumns(body), updated_at: uow.now }).where('id', '=', campaign.id).where('state', '=', 'DRAFT').executeTakeFirst();
          if (Number(r.numUpdatedRows) === 0) throw new HttpError(409, CAMPAIGN_MESSAGES.notDraft);
          await emitCrm(uow, owner, 'UPDATED', { kind: 'EMAILCAMPAIGN', id: campaign.id });
        });
        return one(campaign.id);
      },
    }),
    defineRoute({
      method: 'delete', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'Delete a campaign (a draft, or one sent; not while it is being sent)',
      params: idParam, response: okSchema,
      handler: async ({ params, caller }) => {
        const { owner, campaign } = await mine(params.id, caller);
        await inTransaction(ctx, async (uow) => {
          const r = await uow.trx.deleteFrom('crm_email_campaigns').where('id', '=', campaign.id).where('state', '!=', 'SENDING').executeTakeFirst();
          if (Number(r.numDeletedRows) === 0) throw new HttpError(409, CAMPAIGN_SENDING);
          await emitCrm(uow, owner, 'DELETED', { kind: 'EMAILCAMPAIGN', id: campaign.id });
        });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'post', path: `${P}/{id}/test-send`, tag: CRM_TAG, auth: 'user', summary: "Mail the campaign, rendered with the caller's own name and address, to the caller",
      params: idParam, response: z.object({ to: z.string() }),
      handler: async ({ params, caller }) => {
        const { owner, campaign } = await mine(params.id, caller);
        const me = await ctx.db.selectFrom('users').select(['email', 'firstname', 'lastname']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
        const company = await ctx.db.selectFrom('companies').select('name').where('id', '=', owner.companyId).executeTakeFirstOrThrow();
        const layout = campaign.layout_html ?? (campaign.layout_id ? (await layoutOr404(ctx.db, campaign.layout_id, owner.companyId)).html : null);
        const mail = campaignMail({ ...campaign, layout_html: layout }, { ...me, companyName: company.name }, company.name, null);
        await inTransaction(ctx, (uow) => uow.mail(mail));
        return { to: me.email };
      },
    }),
    defineRoute({
      method: 'post', path: `${P}/{id}/send`, tag: CRM_TAG, auth: 'user', summary: "Send a draft campaign: its group's contacts become its recipients, mailed in batches",
      params: idParam, response: campaignSchema,
      handler: async ({ params, caller, request }) => {
        const { owner, campaign } = await mine(params.id, caller);
        if (campaign.state !== 'DRAFT') throw new HttpError(409, CAMPAIGN_MESSAGES.notDraft);
        if (!campaign.contact_group_id) throw new HttpError(400, CAMPAIGN_MESSAGES.noGroup);
        const groupId = campaign.contact_group_id;
        const layout = campaign.layout_id ? (await layoutOr404(ctx.db, campaign.layout_id, owner.companyId)).html : null;
        await inTransaction(ctx, async (uow) => {
          const started = await uow.trx.updateTable('crm_email_campaigns').set({ state: 'SENDING', started_at: uow.now, updated_at: uow.now, layout_html: layout, link_origin: linkOrigin(request) })
            .where('id', '=', campaign.id).where('state', '=', 'DRAFT').executeTakeFirst();
          if (Number(started.numUpdatedRows) === 0) throw new HttpError(409, CAMPAIGN_MESSAGES.notDraft);
          const added = await uow.trx.insertInto('crm_campaign_recipients')
            .columns(['id', 'campaign_id', 'contact_id', 'email', 'firstname', 'lastname', 'state', 'created_at'])
            .expression((eb) => eb.selectFrom('crm_contact_group_members as m').innerJoin('crm_contacts as k', 'k.id', 'm.contact_id')
              .select([sql<string>`gen_random_uuid()::text`.as('id'), sql<string>`${campaign.id}`.as('campaign_id'), 'k.id as contact_id', 'k.email', 'k.firstname', 'k.lastname',
                sql<string>`CASE WHEN k.unsubscribed THEN 'UNSUBSCRIBED' ELSE 'QUEUED' END`.as('state'), sql<number>`${uow.now}::int8`.as('created_at')])
              .where('m.group_id', '=', groupId).where('k.company_id', '=', owner.companyId))
            .onConflict((oc) => oc.columns(['campaign_id', 'contact_id']).doNothing()).executeTakeFirst();
          if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) throw new HttpError(400, CAMPAIGN_MESSAGES.emptyGroup);
          await emitCrm(uow, owner, 'UPDATED', { kind: 'EMAILCAMPAIGN', id: campaign.id });
        });
        runCampaignSender(ctx, 1, campaign.id).catch((err: unknown) => ctx.log('campaign sender failed', err));
        return one(campaign.id);
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/{id}/recipients`, tag: CRM_TAG, auth: 'user', summary: "A campaign's recipients with their states, by e-mail",
      params: idParam, query: z.object({ state: recipientStateSchema.optional(), ...skipLimit }), response: recipientPageSchema,
      handler: async ({ params, query, caller }) => recipientPage(ctx.db, (await mine(params.id, caller)).campaign.id, query),
    }),
  ];
}
