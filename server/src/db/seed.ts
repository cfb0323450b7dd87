// Demo data, written once on first start (only when there are no users yet).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction, type AppContext } from '../context';
import { hashPassword } from '../identity/crypto';

export const DEMO_LOGINS = [
  { role: 'site admin', email: 'admin@mtz.test', password: 'Admin123!', firstname: 'Ada', lastname: 'Admin', admin: true, profileName: 'mtz-admin' },
  { role: 'member', email: 'alice@mtz.test', password: 'Alice123!', firstname: 'Alice', lastname: 'Andersen', admin: false, profileName: 'alice' },
  { role: 'member', email: 'bob@mtz.test', password: 'Bob12345!', firstname: 'Bob', lastname: 'Berzins', admin: false, profileName: 'bob' },
] as const;

export const BUSINESS_TYPES = ['Manufacturer', 'Wholesaler', 'Distributor', 'Retailer', 'Service Provider', 'Importer', 'Exporter', 'Professional'];

/** Categories are reference data: ensured on every start, so a database seeded without users still has them. */
export async function ensureCategories(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx }) => {
    for (const [i, name] of BUSINESS_TYPES.entries()) {
      await trx.insertInto('categories').values({ id: `cat-${i + 1}`, name, position: i + 1 }).onConflict((oc) => oc.column('id').doNothing()).execute();
    }
  });
}

/** Returns true when it seeded. */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  const hashes = await Promise.all(DEMO_LOGINS.map((l) => hashPassword(l.password)));
  return inTransaction(ctx, async (uow) => {
    const { trx, now } = uow;
    // Two processes starting on one empty PostgreSQL: the lock makes the second see the first's users.
    await sql`SELECT pg_advisory_xact_lock(727275)`.execute(trx);
    const any = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    const ids: Record<string, string> = {};
    for (const [i, l] of DEMO_LOGINS.entries()) {
      ids[l.profileName] = randomUUID();
      await trx
        .insertInto('users')
        .values({
          id: ids[l.profileName], email: l.email, firstname: l.firstname, lastname: l.lastname, password_hash: hashes[i],
          admin: l.admin, activated: true, logo: null, profile_name: l.profileName, meta: JSON.stringify({ seeded: true }), created_at: now,
        })
        .execute();
    }
    const companies = [
      { name: 'Acme Trading', profile: 'acme-trading', owner: ids.alice, cats: ['cat-2', 'cat-3'] },
      { name: 'Baltic Parts', profile: 'baltic-parts', owner: ids.bob, cats: ['cat-1', 'cat-7'] },
    ];
    for (const c of companies) {
      await trx.insertInto('companies').values({ id: randomUUID(), name: c.name, profile_name: c.profile, owner_id: c.owner, category_ids: JSON.stringify(c.cats), created_at: now }).execute();
    }
    const groupId = randomUUID();
    await trx
      .insertInto('company_groups')
      .values({
        id: groupId, name: 'Northern Traders', profile_name: 'northern-traders',
        description: 'Importers, wholesalers and makers around the Baltic and the North Sea.',
        owner_id: ids.alice, as_private: false, as_premium: false, as_member_approval_required: true,
        as_member_self_hide_allowed: true, as_member_hidden_by_default: false,
        meta: JSON.stringify({ sponsorMessage: 'Sponsor the Northern Traders meet-ups.', memSubHeader: 'Welcome to Northern Traders!' }),
        logo_url: null, banner_url: null, created_at: now,
      })
      .execute();
    await trx
      .insertInto('company_group_members')
      .values([
        { id: randomUUID(), company_group_id: groupId, user_id: ids.alice, role: 'ADMIN', hidden: false, group_category_ids: '[]', created_at: now },
        { id: randomUUID(), company_group_id: groupId, user_id: ids.bob, role: 'MEMBER', hidden: false, group_category_ids: '[]', created_at: now },
      ])
      .execute();
    const notes = [
      { content: 'Welcome to MTZ, Alice! Complete your company profile to be found by buyers.', link: '/me/company', at: now - 60 * 60 * 1000 },
      { content: 'Bob Berzins joined your group Northern Traders.', link: '/groups/northern-traders/members', at: now - 5 * 60 * 1000 },
    ];
    for (const n of notes) {
      await trx.insertInto('notifications').values({ id: randomUUID(), receiver_id: ids.alice, content: n.content, link: n.link, has_read: false, created_at: n.at }).execute();
    }
    return true;
  });
}
