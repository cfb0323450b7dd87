// The authorization matrix's world: eight roles and the things they are tried against. People sign up through the
// API; groups, events, posts, plans, sponsors, donations, companies and billing records are made through the API by
// their owners. Only what the API has no route for is written to the database: promoting a member to group ADMIN,
// and users who never sign in (requesters, removable members) so that destructive cells get a fresh target each.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the fixtures short */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { login, newMember, type Api, type TestServer } from '../harness';
import { addCard, key } from '../billing/helpers';

export const C = '/api/v1/company';
export const P = '/api/v1/payment';

export const ROLES = ['visitor', 'member', 'nonMember', 'groupMember', 'groupAdmin', 'groupOwner', 'companyOwner', 'siteAdmin'] as const;
export type Role = (typeof ROLES)[number];
/** What each role is, for the printed table. */
export const ROLE_NOTES: Record<Role, string> = {
  visitor: 'no token',
  member: 'signed-in stranger: no group, no company',
  nonMember: 'admin of another group and owner of another company, not of these',
  groupMember: 'MEMBER of both groups',
  groupAdmin: 'group ADMIN of both groups',
  groupOwner: 'owner of both groups',
  companyOwner: 'owner of the company and the billing records',
  siteAdmin: 'admin@mtz.test (spec 6: admin portal only)',
};

export type Person = { id: string; email: string; accessToken: string; refreshToken: string };

/** One group and its things, all made by its owner (the post by the group member). */
export type GroupFx = {
  id: string; profile: string; private: boolean;
  categoryId: string; eventId: string; eventProfile: string; resourceId: string; postId: string; memberId: string; interestId: string;
  planId: string; priceId: string; sponsorId: string; sponsorSubId: string; sponsorInviteId: string;
  donationId: string; donationPriceId: string; memberPlanPriceId: string; memberPlanOncePriceId: string;
};

export type World = {
  s: TestServer;
  api: Api;
  people: Record<Exclude<Role, 'visitor'>, Person>;
  /** the role's token; none for the visitor */
  token(role: Role): string | undefined;
  /** someone outside the roles who sponsors both groups and holds a sponsor subscription */
  sponsor: Person;
  /** the private group and the public one: the same owner, ADMIN and MEMBER in both */
  priv: GroupFx;
  pub: GroupFx;
  company: { id: string; postId: string; hiddenPostId: string; fileId: string };
  billing: { cardId: string; addressId: string; couponId: string; orderId: string };
  /** the sponsor's paid membership of the public group (a member plan subscription) */
  memberPlanSubId: string;
  /** a user row no one signs in as: requesters, removable members, invitees */
  dbUser(): Promise<{ id: string; email: string }>;
  /** a fresh group of the same owner, ADMIN and MEMBER (donations, joins: cells that use a group up) */
  freshGroup(asPrivate: boolean): Promise<{ id: string; profile: string }>;
  uniq(): string;
};

const ok = <T = any>(r: { status: number; body: T }, what: string, status = [200, 201]): T => {
  if (!status.includes(r.status)) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

export async function buildWorld(s: TestServer, api: Api): Promise<World> {
  const now = () => s.clock.now();
  const uniq = () => randomUUID().slice(0, 8);
  const [member, nonMember, groupMember, groupAdmin, groupOwner, companyOwner, sponsor] = await Promise.all(
    ['stranger', 'nonmember', 'gmember', 'gadmin', 'gowner', 'cowner', 'sponsor'].map((t) => newMember(api, `authz-${t}`)),
  );
  const admin = await s.db.selectFrom('users').select(['id', 'email']).where('email', '=', 'admin@mtz.test').executeTakeFirstOrThrow();
  const siteAdmin = { ...admin, ...(await login(api, 'admin@mtz.test', 'Admin123!')) };
  const people = { member, nonMember, groupMember, groupAdmin, groupOwner, companyOwner, siteAdmin };
  const token = (role: Role) => (role === 'visitor' ? undefined : people[role].accessToken);

  async function dbUser() {
    const id = randomUUID();
    const email = `authz-db-${id.slice(0, 8)}@example.test`;
    await s.db.insertInto('users').values({
      id, email, firstname: 'Db', lastname: 'User', password_hash: '!', logo: null, profile_name: `authz-db-${id}`, meta: '{}', created_at: now(), activated: true,
    }).execute();
    return { id, email };
  }
  const addMember = (groupId: string, userId: string, role: 'ADMIN' | 'MEMBER') => s.db.insertInto('company_group_members')
    .values({ id: randomUUID(), company_group_id: groupId, user_id: userId, role, hidden: false, group_category_ids: '[]', created_at: now() })
    .onConflict((oc) => oc.columns(['company_group_id', 'user_id']).doUpdateSet({ role })).execute();

  async function freshGroup(asPrivate: boolean) {
    const g = ok(await api.post(`${C}/company-groups`, { name: `Authz ${uniq()}`, asPrivate, asMemberApprovalRequired: true }, groupOwner.accessToken), 'group');
    await addMember(g.id, groupAdmin.id, 'ADMIN');
    await addMember(g.id, groupMember.id, 'MEMBER');
    return { id: g.id as string, profile: g.profileName as string };
  }

  await addCard(api, sponsor.accessToken);
  await addCard(api, companyOwner.accessToken);

  async function group(asPrivate: boolean): Promise<GroupFx> {
    const g = await freshGroup(asPrivate);
    const owner = groupOwner.accessToken;
    const categoryId = ok(await api.post(`${C}/company-group-categories`, { companyGroupId: g.id, name: 'Importers' }, owner), 'category').id;
    const ev = ok(await api.post(`${C}/company-group-events`, {
      companyGroupId: g.id, name: 'Fair', type: 'ONLINE', startDate: '2030-03-01', startTime: '09:00', endDate: '2030-03-01', endTime: '17:00', timeZone: 'UTC',
    }, owner), 'event');
    const resourceId = ok(await api.post(`${C}/company-group-resources`, { companyGroupId: g.id, title: 'Guide', url: 'https://example.test/guide' }, owner), 'resource').id;
    const postId = ok(await api.post(`${C}/company-group-posts`, { companyGroupId: g.id, content: '<p>Hello</p>' }, groupMember.accessToken), 'post').id;
    const memberRow = await s.db.selectFrom('company_group_members').select('id').where('company_group_id', '=', g.id).where('user_id', '=', groupMember.id).executeTakeFirstOrThrow();
    const interestId = ok(await api.post(`${C}/company-group-event-interests`, { cgEventId: ev.id }, groupMember.accessToken), 'interest').id;
    const plan = ok(await api.post(`${C}/cg-sponsor-plans`, { companyGroupId: g.id, name: 'Gold', description: 'Gold sponsors', subscriptionMax: 100, rank: 1 }, owner), 'plan');
    const price = ok(await api.post(`${C}/cg-sponsor-plan-prices`, { cgSponsorPlanId: plan.id, cents: 1000, type: 'month' }, owner), 'price');
    // the sponsor is invited first: a private group's plans reach only those it invites
    ok(await api.post(`${C}/cg-sponsor-invites`, { companyGroupId: g.id, email: sponsor.email }, owner), 'sponsor invite');
    const sub = ok(await api.post(`${C}/cg-sponsor-subscriptions`, {
      cgSponsorPlanPriceId: price.id, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes: [], idempotencyKey: key(),
    }, sponsor.accessToken), 'sponsor subscription').subscription;
    const sponsorInviteId = ok(await api.post(`${C}/cg-sponsor-invites`, { companyGroupId: g.id, email: (await dbUser()).email }, owner), 'invite').id;
    const donation = ok(await api.post(`${C}/cg-donations`, { companyGroupId: g.id, title: 'Help', asEnabled: true }, owner), 'donation').donation;
    const donationPrice = ok(await api.post(`${C}/cg-donation-prices`, { cgDonationId: donation.id, cents: 500 }, owner), 'donation price').price;
    const memberPlanPrice = ok(await api.post(`${C}/cg-member-plan-prices`, { companyGroupId: g.id, cents: 900, type: 'month' }, owner), 'member plan price');
    const oncePrice = ok(await api.post(`${C}/cg-member-plan-prices`, { companyGroupId: g.id, cents: 5000, type: 'one_time', monthNumber: 12 }, owner), 'one-time price');
    return {
      id: g.id, profile: g.profile, private: asPrivate, categoryId, eventId: ev.id, eventProfile: ev.profileName, resourceId, postId, memberId: memberRow.id, interestId,
      planId: plan.id, priceId: price.id, sponsorId: sub.sponsorId, sponsorSubId: sub.id, sponsorInviteId, donationId: donation.id, donationPriceId: donationPrice.id,
      memberPlanPriceId: memberPlanPrice.id, memberPlanOncePriceId: oncePrice.id,
    };
  }
  const priv = await group(true);
  const pub = await group(false);

  // the non-member administers a group and owns a company of its own
  await api.post(`${C}/company-groups`, { name: `Other ${uniq()}` }, nonMember.accessToken);
  ok(await api.post(`${C}/companies`, { name: `Other Co ${uniq()}`, categoryIds: ['cat-1'] }, nonMember.accessToken), 'other company');

  const co = companyOwner.accessToken;
  const company = ok(await api.post(`${C}/companies`, { name: `Authz Co ${uniq()}`, categoryIds: ['cat-1'] }, co), 'company');
  const postId = ok(await api.post(`${C}/company-posts`, { companyId: company.id, content: '<p>News</p>' }, co), 'company post').id;
  const hiddenPostId = ok(await api.post(`${C}/company-posts`, { companyId: company.id, content: '<p>Draft</p>' }, co), 'hidden post').id;
  ok(await api.patch(`${C}/company-posts/${hiddenPostId}`, { deactivated: true }, co), 'deactivate post');
  const fileId = ok(await api.post(`${C}/company-private-files`, { companyId: company.id, name: 'Price list', base64: 'data:text/plain;base64,aGVsbG8=' }, co), 'file').id;

  const cardId = ok(await api.get(`${P}/cards`, co), 'cards')[0].id;
  const addressId = ok(await api.post(`${P}/billing-addresses`, { name: 'HQ', line1: 'Main St 1', city: 'Riga', country: 'LV' }, co), 'address').id;
  const couponId = ok(await api.post(`${P}/coupons`, couponDraft(uniq()), co), 'coupon').id;
  const order = ok(await api.post(`${P}/donations`, donationBody(pub.id, companyOwner.email), co), 'donation order').order;
  const memberPlanSub = ok(await api.post(`${C}/cg-member-plan-subscriptions`, {
    cgMemberPlanPriceId: pub.memberPlanPriceId, paymentMethod: 'CARD', couponCodes: [], idempotencyKey: key(),
  }, sponsor.accessToken), 'member plan subscription').subscription;

  return {
    s, api, people, token, sponsor, priv, pub,
    company: { id: company.id, postId, hiddenPostId, fileId },
    billing: { cardId, addressId, couponId, orderId: order.id },
    memberPlanSubId: memberPlanSub.id,
    dbUser, freshGroup, uniq,
  };
}

export const couponDraft = (code: string) => ({ code: `az${code.replace(/[^a-z0-9]/g, "")}`, type: 'PERCENTAGE', value: 10 });

/** A direct card donation of $5 to a group (an order whose seller is the group's owner). */
export const donationBody = (groupId: string, email: string) => ({
  companyGroupId: groupId, cents: 500, buyerUserEmail: email, buyerUserFirstname: 'Casey', buyerUserLastname: 'Owner', paymentMethod: 'CARD', couponCodes: [], idempotencyKey: key(),
});

/** A company member no one signs in as, for removal cells. */
export async function companyMember(w: World): Promise<string> {
  const u = await w.dbUser();
  const id = randomUUID();
  await sql`INSERT INTO company_members (id, company_id, user_id, created_at) VALUES (${id}, ${w.company.id}, ${u.id}, ${w.s.clock.now()})`.execute(w.s.db);
  return id;
}

/** A pending company member invite to someone no one signs in as. */
export async function companyInvite(w: World): Promise<string> {
  const r = ok(await w.api.post(`${C}/companies/${w.company.id}/member-invites`, { emails: [(await w.dbUser()).email] }, w.people.companyOwner.accessToken), 'company invite');
  return r[0].id;
}
