// Shared steps of the event ticket server tests: a group with an owner, an admin and a member, an event in it,
// a ticket type on sale, and row counts to show that a refusal wrote nothing.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { client, newMember, type Api, type TestServer } from './harness';

export const C = '/api/v1/company';
export type U = Awaited<ReturnType<typeof newMember>>;
const HOUR = 3_600_000;

/** A public group owned by `owner`, with `admin` as group ADMIN and `members` as plain members. */
export async function groupOf(s: TestServer, owner: U, admin: U, members: U[] = []): Promise<string> {
  const id = randomUUID();
  await s.db.insertInto('company_groups').values({
    id, name: `Fair ${id.slice(0, 6)}`, profile_name: `fair-${id.slice(0, 8)}`, description: '', owner_id: owner.id, as_private: false, as_premium: false,
    as_member_approval_required: false, as_member_self_hide_allowed: false, as_member_hidden_by_default: false, meta: '{}', logo_url: null, banner_url: null, created_at: 1,
  }).execute();
  const m = (userId: string, role: 'ADMIN' | 'MEMBER') => ({ id: randomUUID(), company_group_id: id, user_id: userId, role, hidden: false, group_category_ids: '[]', created_at: 1 });
  await s.db.insertInto('company_group_members').values([m(owner.id, 'ADMIN'), m(admin.id, 'ADMIN'), ...members.map((u) => m(u.id, 'MEMBER'))]).execute();
  return id;
}

/** An event of the group starting `inHours` from the server's now, lasting 4 hours. */
export async function eventOf(s: TestServer, groupId: string, inHours = 48): Promise<{ id: string; start: number; end: number }> {
  const id = randomUUID();
  const start = s.clock.now() + inHours * HOUR;
  const end = start + 4 * HOUR;
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const hm = (t: number) => new Date(t).toISOString().slice(11, 16);
  await s.db.insertInto('cg_events').values({
    id, company_group_id: groupId, name: `Expo ${id.slice(0, 4)}`, profile_name: `expo-${id.slice(0, 8)}`, description: '', type: 'PHYSICAL',
    start_date: day(start), start_time: hm(start), end_date: day(end), end_time: hm(end), time_zone: 'UTC', start_time_millis: start, end_time_millis: end,
    address: 'Harbour Street 1', city: 'Riga', state: '', country: 'Latvia', zip_code: '', lat: null, lng: null, online_url: '', banner_url: null, created_at: s.clock.now(),
  }).execute();
  return { id, start, end };
}

/** A ticket type on sale from now until the event starts. */
export async function ticketTypeOf(api: Api, s: TestServer, token: string, ev: { id: string; start: number }, fields: { cents: number; quantity: number; name?: string }) {
  const r = await api.post(`${C}/cg-event-ticket-types`, { cgEventId: ev.id, name: fields.name ?? 'Standard', cents: fields.cents, quantity: fields.quantity, salesStartAt: s.clock.now(), salesEndAt: ev.start }, token);
  if (r.status !== 201) throw new Error(JSON.stringify(r));
  return r.body.ticketType as { id: string; remaining: number };
}

export const buy = (api: Api, token: string, typeId: string, extra: Record<string, unknown> = {}) =>
  api.post(`${C}/cg-event-ticket-orders`, { cgEventTicketTypeId: typeId, quantity: 1, paymentMethod: 'CARD', idempotencyKey: randomUUID(), ...extra }, token);

export async function ticketCounts(s: TestServer) {
  const c = async (t: 'tk_ticket_types' | 'tk_orders' | 'tk_tickets' | 'pay_orders' | 'pay_sandbox_charges' | 'pay_operations') =>
    Number((await s.db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c);
  return { types: await c('tk_ticket_types'), orders: await c('tk_orders'), tickets: await c('tk_tickets'), payOrders: await c('pay_orders'), gateway: await c('pay_sandbox_charges'), ops: await c('pay_operations') };
}

export const remainingOf = async (api: Api, eventId: string, typeId: string): Promise<number> =>
  ((await api.get(`${C}/cg-event-ticket-types?cgEventId=${eventId}`)).body as any[]).find((t) => t.id === typeId).remaining;

export type TicketWorld = { s: TestServer; api: Api; owner: U; admin: U; member: U; stranger: U; groupId: string };

/** A server with a group (owner, admin, member) and a stranger for a describe block; no server error allowed at its end. */
export function ticketWorld(backend: { start(): Promise<TestServer> }, tag: string): TicketWorld {
  const w = {} as TicketWorld;
  beforeAll(async () => {
    w.s = await backend.start();
    w.api = client(w.s);
    [w.owner, w.admin, w.member, w.stranger] = await Promise.all(['own', 'adm', 'mem', 'str'].map((r) => newMember(w.api, `${tag}${r}`)));
    w.groupId = await groupOf(w.s, w.owner, w.admin, [w.member]);
  });
  afterAll(async () => {
    expect(w.s.serverErrors()).toBe(0);
    await w.s.close();
  });
  return w;
}
