// Demo data of group donations: Alice's Northern Traders takes donations of $5, $10 or $25.
import { randomUUID } from 'node:crypto';
import { inTransaction, type AppContext } from '../context';

export const DONATION_GROUP = { profileName: 'northern-traders', title: 'Support Northern Traders', amounts: [500, 1000, 2500] } as const;

export async function seedDonations(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    const group = await trx.selectFrom('company_groups').select('id').where('profile_name', '=', DONATION_GROUP.profileName).executeTakeFirst();
    if (!group) return;
    const id = randomUUID();
    const row = await trx.insertInto('cg_donations').values({
      id, company_group_id: group.id, title: DONATION_GROUP.title, description: 'Your donation keeps our meetings and trade fairs free for every member.',
      as_enabled: true, created_at: now, updated_at: now,
    }).onConflict((oc) => oc.column('company_group_id').doNothing()).returning('id').executeTakeFirst();
    if (!row) return;
    await trx.insertInto('cg_donation_prices').values(DONATION_GROUP.amounts.map((cents) => ({ id: randomUUID(), cg_donation_id: id, cents, created_at: now }))).execute();
  });
}
