// Demo CRM data so a fresh demo's pages are not empty: feedback (/me/crm/feedbacks, /report, /mtz-admin/feedbacks),
// a few for Alice's company over the last three weeks (the newest unread), one for the platform; and an e-mail
// layout and a draft campaign for Alice's company (/me/crm/email-layouts, /email-campaigns).
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { inTransaction, type AppContext } from '../context';
import type { DB } from '../db/schema';

/** The demo owner's CRM company (Alice's oldest). */
const aliceCompany = (trx: Transaction<DB>) => trx.selectFrom('companies as c').innerJoin('users as u', 'u.id', 'c.owner_id').select('c.id')
  .where('u.email', '=', 'alice@mtz.test').orderBy('c.created_at').orderBy('c.id').limit(1).executeTakeFirst();

const DEMO_FEEDBACKS: { daysAgo: number; email: string; message: string; rating: number | null }[] = [
  { daysAgo: 20, email: 'jonas@example.test', message: 'The product sheets were clear and the samples came fast.', rating: 5 },
  { daysAgo: 12, email: 'marta@example.test', message: 'Please add prices in euro to the catalogue.', rating: 3 },
  { daysAgo: 5, email: 'li.wei@example.test', message: 'Quick answer to our RFQ, thank you.', rating: 4 },
  { daysAgo: 1, email: 'peter@example.test', message: 'Could you list the minimum order quantities?', rating: null },
];

/** Demo feedback so a fresh demo's Feedbacks pages are not empty: a few for Alice's company, one for the platform. */
export async function seedFeedbacks(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    if (await trx.selectFrom('crm_feedbacks').select('id').limit(1).executeTakeFirst()) return;
    const company = await aliceCompany(trx);
    if (!company) return;
    const day = 24 * 3600_000;
    await trx.insertInto('crm_feedbacks').values([
      ...DEMO_FEEDBACKS.map((f) => ({ id: randomUUID(), company_id: company.id, source: 'FOOTER' as const, form_id: null, email: f.email, message: f.message, rating: f.rating, read_at: f.daysAgo > 1 ? now - f.daysAgo * day : null, created_at: now - f.daysAgo * day })),
      { id: randomUUID(), company_id: null, source: 'FOOTER' as const, form_id: null, email: 'visitor@example.test', message: 'A dark mode would be nice.', rating: 4, read_at: null, created_at: now - 2 * day },
    ]).execute();
  });
}

const DEMO_LAYOUT = '<h2>{companyName} news</h2><p>Hello {firstname},</p>{content}<p>Kind regards,<br>the sales team</p>';
const DEMO_BODY = 'Our new catalogue is out, with prices in euro and minimum order quantities.\n\nReply to this e-mail for samples.';

/** One e-mail layout and one draft campaign using it, for Alice's company. */
export async function seedCampaigns(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    if (await trx.selectFrom('crm_email_layouts').select('id').limit(1).executeTakeFirst()) return;
    const company = await aliceCompany(trx);
    if (!company) return;
    const layout = { id: randomUUID(), company_id: company.id, name: 'Newsletter', html: DEMO_LAYOUT, created_at: now, updated_at: now };
    await trx.insertInto('crm_email_layouts').values(layout).execute();
    await trx.insertInto('crm_email_campaigns').values({
      id: randomUUID(), company_id: company.id, name: 'Spring catalogue', subject: 'Our spring catalogue, {firstname}', body: DEMO_BODY, layout_id: layout.id,
      contact_group_id: null, state: 'DRAFT', layout_html: null, link_origin: null, created_at: now, updated_at: now, started_at: null, finished_at: null,
    }).execute();
  });
}
