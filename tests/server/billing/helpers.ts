// Shared steps of the billing server tests.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import { randomUUID } from 'node:crypto';
import type { Api, TestServer } from '../harness';

export const P = '/api/v1/payment';
export const C = '/api/v1/company';
export const GOOD = '4242424242424242';
export const DECLINED = '4000000000000002';
export const INSUFFICIENT = '4000000000009995';

export async function addCard(api: Api, token: string, number = GOOD, name = 'My card') {
  const tok = await api.post(`${P}/sandbox/tokens`, { number, expMonth: 12, expYear: 2035, cvc: '123' });
  if (tok.status !== 201) throw new Error(JSON.stringify(tok));
  const r = await api.post(`${P}/cards`, { name, tmpToken: tok.body.id }, token);
  if (r.status !== 201) throw new Error(JSON.stringify(r));
  return r.body.card as { id: string; asDefault: boolean };
}

export const key = () => randomUUID();

export async function depositCents(api: Api, token: string, cents: number) {
  const r = await api.post(`${P}/wallet-deposits`, { cents, paymentMethod: 'CARD', idempotencyKey: key() }, token);
  if (r.status !== 201) throw new Error(JSON.stringify(r));
  return r.body;
}

export async function countRows(s: TestServer) {
  const c = async (t: 'pay_ledger' | 'pay_orders' | 'pay_sandbox_charges' | 'pay_coupons' | 'pay_cards' | 'cg_member_plan_subscriptions' | 'cg_member_plan_orders' | 'company_group_members') =>
    Number((await s.db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c);
  return {
    ledger: await c('pay_ledger'), orders: await c('pay_orders'), gateway: await c('pay_sandbox_charges'), coupons: await c('pay_coupons'), cards: await c('pay_cards'),
    subs: await c('cg_member_plan_subscriptions'), memberOrders: await c('cg_member_plan_orders'), members: await c('company_group_members'),
  };
}

export async function ledgerFor(s: TestServer, userId: string) {
  return s.db.selectFrom('pay_ledger').selectAll().where('user_id', '=', userId).execute();
}

export async function rawPost(s: { url: string }, path: string, body: unknown, token: string, headers: Record<string, string> = {}) {
  const r = await fetch(`${s.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers }, body: JSON.stringify(body) });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : undefined } as { status: number; body: any };
}
