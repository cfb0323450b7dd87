// Demo posts for the timeline: a few company posts of the seeded companies that the demo members follow (Bob follows
// Acme Trading, Alice follows Baltic Parts), so a fresh demo's /timeline shows posts next to the seeded activity.
import { randomUUID } from 'node:crypto';
import { inTransaction, type AppContext } from '../context';
import { withOwner } from '../companies/tables';

const DEMO_POSTS = [
  { company: 'acme-trading', title: 'M8 bolts back in stock', content: '<p>Our <b>M8 hex bolts</b> (zinc plated, DIN 933) are back in stock: 40,000 pieces ready to ship from Riga this week.</p>', minutesAgo: 90 },
  { company: 'acme-trading', title: 'Trade fair in Vilnius', content: '<p>Meet us at the Baltic industry fair, hall 2, stand 14. Ask for a sample pack of our fasteners.</p>', minutesAgo: 60 * 26 },
  { company: 'baltic-parts', title: 'New CNC line', content: '<p>We added a 5-axis CNC line: custom aluminium parts from 50 pieces, two weeks lead time.</p>', minutesAgo: 45 },
] as const;

export async function seedTimeline(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    const companies = await trx.selectFrom('companies').select(['id', 'profile_name']).where('profile_name', 'in', [...new Set(DEMO_POSTS.map((p) => p.company))]).execute();
    const ids = new Map(companies.map((c) => [c.profile_name, c.id]));
    const rows = DEMO_POSTS.flatMap((p) => {
      const companyId = ids.get(p.company);
      const at = now - p.minutesAgo * 60_000;
      return companyId ? [{ id: randomUUID(), company_id: companyId, title: p.title, content: p.content, images: '[]', deactivated: false, created_at: at, updated_at: at }] : [];
    });
    if (rows.length) await withOwner(trx).insertInto('company_posts').values(rows).execute();
  });
}
