// Shared steps of the sponsorship server tests: a fresh group with an owner, a group ADMIN, a member and
// plans made through the API, and row counts for "nothing written".
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import { randomUUID } from 'node:crypto';
import { login, newMember, type Api, type TestServer } from '../harness';

export const C = '/api/v1/company';
export { addCard, depositCents, key, DECLINED, INSUFFICIENT } from '../billing/helpers';

export type Person = Awaited<ReturnType<typeof newMember>>;

/** A fresh token (the clock moves in these tests; old tokens expire). */
export const fresh = async (api: Api, p: { email: string; password: string }) => (await login(api, p.email, p.password)).accessToken;

export async function newGroup(s: TestServer, api: Api, opts: { private?: boolean } = {}) {
  const owner = await newMember(api, 'owner');
  const admin = await newMember(api, 'gadmin');
  const member = await newMember(api, 'gmember');
  const id = randomUUID();
  const profile = `sp-${id.slice(0, 8)}`;
  await s.db.insertInto('company_groups').values({
    id, name: `Sponsored ${id.slice(0, 4)}`, profile_name: profile, description: '', owner_id: owner.id, as_private: opts.private ?? false, as_premium: false,
    as_member_approval_required: false, as_member_self_hide_allowed: false, as_member_hidden_by_default: false, meta: '{}', logo_url: null, banner_url: null, created_at: s.clock.now(),
  }).execute();
  const members = [[owner.id, 'ADMIN'], [admin.id, 'ADMIN'], [member.id, 'MEMBER']] as const;
  for (const [userId, role] of members) {
    await s.db.insertInto('company_group_members').values({ id: randomUUID(), company_group_id: id, user_id: userId, role, hidden: false, group_category_ids: '[]', created_at: s.clock.now() }).execute();
  }
  return { id, profile, name: (await s.db.selectFrom('company_groups').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name, owner, admin, member };
}

export type Group = Awaited<ReturnType<typeof newGroup>>;

/** A plan with prices, made by the owner through the API. */
export async function newPlan(api: Api, g: Group, p: { name: string; rank: number; max: number; prices: [number, 'month' | 'year'][] }) {
  const plan = await api.post(`${C}/cg-sponsor-plans`, { companyGroupId: g.id, name: p.name, description: `${p.name} sponsor plan`, subscriptionMax: p.max, rank: p.rank }, g.owner.accessToken);
  if (plan.status !== 201) throw new Error(JSON.stringify(plan));
  const prices: any[] = [];
  for (const [cents, type] of p.prices) {
    const r = await api.post(`${C}/cg-sponsor-plan-prices`, { cgSponsorPlanId: plan.body.id, cents, type }, g.owner.accessToken);
    if (r.status !== 201) throw new Error(JSON.stringify(r));
    prices.push(r.body);
  }
  return { ...plan.body, prices } as { id: string; rank: number; prices: { id: string; cents: number; type: string }[] };
}

export async function countSponsorRows(s: TestServer) {
  const c = async (t: 'pay_ledger' | 'pay_orders' | 'pay_sandbox_charges' | 'cg_sponsor_plans' | 'cg_sponsor_plan_prices' | 'cg_sponsor_subscriptions' | 'company_group_sponsors' | 'cg_sponsor_invites' | 'notifications') =>
    Number((await s.db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c);
  return {
    ledger: await c('pay_ledger'), orders: await c('pay_orders'), charges: await c('pay_sandbox_charges'), plans: await c('cg_sponsor_plans'), prices: await c('cg_sponsor_plan_prices'),
    subs: await c('cg_sponsor_subscriptions'), sponsors: await c('company_group_sponsors'), invites: await c('cg_sponsor_invites'), notifications: await c('notifications'),
  };
}

export const subscribeBody = (priceId: string, over: Record<string, unknown> = {}) =>
  ({ cgSponsorPlanPriceId: priceId, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes: [], idempotencyKey: randomUUID(), ...over });
