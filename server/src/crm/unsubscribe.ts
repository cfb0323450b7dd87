// The one-click unsubscribe of campaign mails (public: the link in every campaign mail, and the RFC 8058 POST a
// mail client sends from the List-Unsubscribe header). The token is the recipient's, signed. Unsubscribing marks
// the contact (no campaign of the company mails them again) and the recipient (UNSUBSCRIBED, queued or sent).
// Asking again changes nothing. The page shows the address masked: a forwarded link should not reveal it whole.
import type { UnsubscribeInfo } from '../../../src/domain/crm/campaigns';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, type Db } from '../companies/shared';
import { CRM_TAG, emitCrm } from './access';
import { emitCampaign, recipientOfToken } from './campaign-sender';
import { tokenQuery, unsubscribeInfoSchema } from './mail-schemas';

export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid';

/** a***@example.com: the first character of the local part, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

async function recipientOf(ctx: AppContext, db: Db, token: string) {
  const id = recipientOfToken(ctx.jwtSecret, token);
  const r = id && await db.selectFrom('crm_campaign_recipients as r').innerJoin('crm_email_campaigns as c', 'c.id', 'r.campaign_id').innerJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('crm_contacts as k', 'k.id', 'r.contact_id')
    .select(['r.id', 'r.campaign_id', 'r.email', 'r.state', 'r.contact_id', 'k.unsubscribed', 'c.company_id', 'co.name as company_name', 'co.owner_id'])
    .where('r.id', '=', id).executeTakeFirst();
  if (!r) throw new HttpError(404, BAD_UNSUBSCRIBE_LINK);
  return r;
}

const info = (r: { company_name: string; email: string; unsubscribed: boolean | null; state: string }): UnsubscribeInfo => ({
  companyName: r.company_name, email: maskEmail(r.email), unsubscribed: r.unsubscribed ?? r.state === 'UNSUBSCRIBED',
});

export function unsubscribeRoutes(ctx: AppContext): AnyRoute[] {
  const P = `${BASE}/unsubscribe`;
  return [
    defineRoute({
      method: 'get', path: P, tag: CRM_TAG, auth: 'none', summary: 'Whom a campaign mail\'s unsubscribe link is for (the e-mail masked) and whether they have unsubscribed',
      query: tokenQuery, response: unsubscribeInfoSchema,
      handler: async ({ query }) => info(await recipientOf(ctx, ctx.db, query.token)),
    }),
    defineRoute({
      method: 'post', path: P, tag: CRM_TAG, auth: 'none', summary: 'One-click unsubscribe (RFC 8058): the contact gets no more campaign mails of the company',
      query: tokenQuery, response: unsubscribeInfoSchema,
      handler: async ({ query }) => {
        const changed = await inTransaction(ctx, async (uow) => {
          const r = await recipientOf(ctx, uow.trx, query.token);
          const contact = r.contact_id ? await uow.trx.updateTable('crm_contacts').set({ unsubscribed: true, updated_at: uow.now }).where('id', '=', r.contact_id).where('unsubscribed', '=', false).executeTakeFirst() : null;
          // a recipient whose mail went keeps its sent time: the campaign page shows who unsubscribed through it
          const recipient = await uow.trx.updateTable('crm_campaign_recipients').set({ state: 'UNSUBSCRIBED' }).where('id', '=', r.id).where('state', 'in', ['QUEUED', 'SENT']).executeTakeFirst();
          const any = Number(contact?.numUpdatedRows ?? 0) + Number(recipient.numUpdatedRows) > 0;
          if (any) await emitCrm(uow, { companyId: r.company_id, ownerId: r.owner_id, delegate: false }, 'UPDATED', { kind: 'CONTACT', id: r.contact_id ?? undefined });
          return { r, recipientChanged: Number(recipient.numUpdatedRows) > 0 };
        });
        // the campaign's totals change; the last QUEUED recipient unsubscribing ends the campaign
        if (changed.recipientChanged) await emitCampaign(ctx, [changed.r.campaign_id], changed.r.state === 'QUEUED');
        return { ...info(changed.r), unsubscribed: true };
      },
    }),
  ];
}
