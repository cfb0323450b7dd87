// Demo chat: a group room, a direct room and (with the catalog seed) an RFQ room between Alice and Bob, so a newcomer sees a live chat at once.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction, type AppContext } from '../context';
import { BACKFILL_READS_SQL } from './read-marks';

const MINUTE = 60_000;

export async function seedChat(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    const users = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', ['alice@mtz.test', 'bob@mtz.test']).execute();
    const alice = users.find((u) => u.email === 'alice@mtz.test')?.id;
    const bob = users.find((u) => u.email === 'bob@mtz.test')?.id;
    if (!alice || !bob) return;
    const group = await trx.selectFrom('company_groups').select('id').where('profile_name', '=', 'northern-traders').executeTakeFirst();
    // Bob's RFQ from the catalog seed, when there is one: Alice quotes as the supplier.
    const { rows: rfqTable } = await sql<{ t: string | null }>`SELECT to_regclass('public.rfqs')::text AS t`.execute(trx);
    const rfq = rfqTable[0]?.t
      ? (await sql<{ id: string; title: string }>`SELECT id, title FROM rfqs WHERE owner_id = ${bob} ORDER BY created_at, id LIMIT 1`.execute(trx)).rows[0]
      : undefined;
    const rooms: { id: string; name: string; type: 'REGULARROOM' | 'DIRECTROOM' | 'RFQROOM'; groupId: string | null; rfq: string | null; lines: readonly (readonly [string, string])[] }[] = [
      {
        id: randomUUID(), name: 'Northern Traders lounge', type: 'REGULARROOM' as const, groupId: group?.id ?? null, rfq: null,
        lines: [
          [alice, 'Welcome to the Northern Traders lounge! Share leads and logistics tips here.'],
          [bob, 'Thanks Alice. Anyone shipping to Gdansk next month? We have spare container space.'],
          [alice, 'We might: two pallets of fasteners. I will confirm by Friday.'],
          [bob, 'Great, just send me the dimensions when you know them.'],
        ] as const,
      },
      {
        id: randomUUID(), name: 'Alice Andersen, Bob Berzins', type: 'DIRECTROOM' as const, groupId: null, rfq: null,
        lines: [
          [bob, 'Hi Alice, did you get the price list for the M8 bolts?'],
          [alice, 'Yes, thank you! The volume discount looks good.'],
          [bob, 'Let me know if you need samples before ordering.'],
        ] as const,
      },
      ...(rfq
        ? [{
          id: randomUUID(), name: `RFQ: ${rfq.title}`.slice(0, 100), type: 'RFQROOM' as const, groupId: null, rfq: rfq.id,
          lines: [
            [alice, 'Hello Bob, Acme Trading can supply this. Do you need mill certificates?'],
            [bob, 'Yes, EN 10204 3.1 please. What lead time can you offer?'],
          ] as const,
        }]
        : []),
    ];
    for (const room of rooms) {
      const start = now - (room.lines.length + 10) * MINUTE;
      const last = start + room.lines.length * MINUTE;
      await trx
        .insertInto('chat_rooms')
        .values({
          id: room.id, name: room.name, logo_path: null, creator_id: alice, type: room.type,
          rfq_id: room.rfq, supplier_id: room.rfq ? alice : null, company_group_id: room.groupId, created_at: start, last_message_at: last,
        })
        .execute();
      await trx.insertInto('chat_room_members').values([alice, bob].map((user_id) => ({ room_id: room.id, user_id, joined_at: start }))).execute();
      for (const [i, [owner, content]] of room.lines.entries()) {
        const at = start + (i + 1) * MINUTE;
        // Alice has read everything but the last message of each room: a newcomer signing in as her sees a badge.
        const lastOne = i === room.lines.length - 1;
        const viewers = lastOne ? [owner] : [alice, bob];
        await trx
          .insertInto('chat_messages')
          .values({ id: randomUUID(), room_id: room.id, owner_id: owner, content, viewer_ids: viewers, message_file_id: null, created_at: at, updated_at: at })
          .execute();
      }
    }
    // the reads above, as the unread counts see them (views and read markers)
    await sql.raw(BACKFILL_READS_SQL).execute(trx);
  });
}
