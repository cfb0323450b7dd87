// Demo data of the groups module: categories, an approval-required and a free group, events (one
// upcoming, one ended) and posts.
import { randomUUID } from 'node:crypto';
import { isoDay } from '../../../src/domain/groups/stats';
import { inTransaction, type AppContext } from '../context';

const DAY = 24 * 3600 * 1000;

export async function seedGroups(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    const users = await trx.selectFrom('users').select(['id', 'profile_name']).execute();
    const uid = (p: string) => users.find((u) => u.profile_name === p)?.id;
    const alice = uid('alice');
    const bob = uid('bob');
    const northern = await trx.selectFrom('company_groups').select('id').where('profile_name', '=', 'northern-traders').executeTakeFirst();
    if (!alice || !bob || !northern) return;
    const category = async (groupId: string, name: string, description: string) =>
      trx.insertInto('cg_categories').values({ id: randomUUID(), company_group_id: groupId, name, description, created_at: now }).execute();
    for (const [n, d] of [['Importers', 'Bring goods into the region'], ['Wholesalers', 'Sell in bulk'], ['Logistics', 'Move and store goods']]) await category(northern.id, n, d);

    const group = async (name: string, profile: string, owner: string, approval: boolean, description: string, welcome: string) => {
      const id = randomUUID();
      await trx.insertInto('company_groups').values({
        id, name, profile_name: profile, description, owner_id: owner, as_private: false, as_premium: false, as_member_approval_required: approval,
        as_member_self_hide_allowed: true, as_member_hidden_by_default: false, meta: JSON.stringify({ memSubHeader: welcome }), logo_url: null, banner_url: null, created_at: now,
      }).execute();
      await trx.insertInto('company_group_members').values({ id: randomUUID(), company_group_id: id, user_id: owner, role: 'ADMIN', hidden: false, group_category_ids: '[]', created_at: now }).execute();
      return id;
    };
    await group('Baltic Buyers Club', 'baltic-buyers-club', bob, true, '<p>Buyers of the Baltic states compare suppliers and share tenders.</p>', 'Welcome, buyer!');
    const free = await group('Hanseatic Makers', 'hanseatic-makers', bob, false, '<p>An open circle of makers and small manufacturers. Everyone may join.</p>', 'Welcome to the makers!');
    for (const [n, d] of [['Metalwork', 'Metal parts and tools'], ['Textiles', 'Fabrics and garments']]) await category(free, n, d);

    const event = async (groupId: string, name: string, profile: string, start: number, hours: number, type: 'ONLINE' | 'PHYSICAL' | 'BOTH', city: string) => {
      const end = start + hours * 3600 * 1000;
      const hm = (t: number) => new Date(t).toISOString().slice(11, 16);
      await trx.insertInto('cg_events').values({
        id: randomUUID(), company_group_id: groupId, name, profile_name: profile, description: `<p>${name}: meet the members of the group.</p>`, type,
        start_date: isoDay(start), start_time: hm(start), end_date: isoDay(end), end_time: hm(end), time_zone: 'UTC', start_time_millis: start, end_time_millis: end,
        address: type === 'ONLINE' ? '' : 'Harbour Street 1', city, state: '', country: type === 'ONLINE' ? '' : 'Latvia', zip_code: '', lat: type === 'ONLINE' ? null : 56.9496, lng: type === 'ONLINE' ? null : 24.1052,
        online_url: type === 'PHYSICAL' ? '' : 'https://meet.example.test/northern', banner_url: null, created_at: now,
      }).execute();
    };
    const startOfDay = Math.floor(now / DAY) * DAY;
    await event(northern.id, 'Baltic Trade Fair', 'baltic-trade-fair', startOfDay + 30 * DAY + 9 * 3600 * 1000, 8, 'BOTH', 'Riga');
    await event(northern.id, 'Winter Meetup', 'winter-meetup', startOfDay - 10 * DAY + 18 * 3600 * 1000, 3, 'PHYSICAL', 'Riga');

    const post = async (groupId: string, owner: string, content: string, at: number) =>
      trx.insertInto('cg_posts').values({ id: randomUUID(), company_group_id: groupId, owner_id: owner, content, deactivated: false, created_at: at, updated_at: at }).execute();
    await post(northern.id, alice, '<p>Welcome to <b>Northern Traders</b>! Introduce your company in a post.</p>', now - 2 * DAY);
    await post(northern.id, bob, '<p>Looking for a freight partner Riga to Hamburg, <a href="https://example.test/tender">see the tender</a>.</p>', now - DAY);
    for (let i = 1; i <= 20; i++) await trx.insertInto('cg_visits').values({ company_group_id: northern.id, visitor_id: null, created_at: now - (i % 10) * DAY - i * 1000 }).execute();
  });
}
