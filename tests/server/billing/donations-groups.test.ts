// Group donations on the server: who may write (owner, group ADMIN yes; member, stranger, site admin, visitor no), the
// amount rules (min $2, at most 5, sorted ascending, managed only while enabled) and bad input answered 4xx with
// nothing written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { C } from './helpers';

type U = Awaited<ReturnType<typeof newMember>>;

describe.each(backends())('group donations: settings and amounts on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  const rows = async () => ({
    donations: Number((await s.db.selectFrom('cg_donations').select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c),
    prices: Number((await s.db.selectFrom('cg_donation_prices').select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c),
  });
  /** A group owned by `owner` with `admin` as group ADMIN and `member` as plain member. */
  async function groupOf(owner: U, admin: U, member: U): Promise<string> {
    const id = randomUUID();
    await s.db.insertInto('company_groups').values({
      id, name: `Donors ${id.slice(0, 6)}`, profile_name: `donors-${id.slice(0, 8)}`, description: '', owner_id: owner.id, as_private: false, as_premium: false,
      as_member_approval_required: false, as_member_self_hide_allowed: false, as_member_hidden_by_default: false, meta: '{}', logo_url: null, banner_url: null, created_at: 1,
    }).execute();
    const m = (userId: string, role: 'ADMIN' | 'MEMBER') => ({ id: randomUUID(), company_group_id: id, user_id: userId, role, hidden: false, group_category_ids: '[]', created_at: 1 });
    await s.db.insertInto('company_group_members').values([m(owner.id, 'ADMIN'), m(admin.id, 'ADMIN'), m(member.id, 'MEMBER')]).execute();
    return id;
  }

  it('the seeded donation of Northern Traders is public: $5, $10, $25 ascending, enabled', async () => {
    const g = await s.db.selectFrom('company_groups').select('id').where('profile_name', '=', 'northern-traders').executeTakeFirstOrThrow();
    const r = await api.get(`${C}/cg-donations?companyGroupId=${g.id}`);
    expect(r.status).toBe(200);
    expect(r.body.asEnabled).toBe(true);
    expect(r.body.prices.map((p: { cents: number }) => p.cents)).toEqual([500, 1000, 2500]);
    expect((await api.get(`${C}/cg-donations?companyGroupId=nope`)).status).toBe(404);
    const byIds = await api.get(`${C}/cg-donation-prices?cgDonationIds=${r.body.id},nope`);
    expect([byIds.status, byIds.body.map((p: { cents: number }) => p.cents)]).toEqual([200, [500, 1000, 2500]]);
  });

  it('create and update: member, stranger, site admin and visitor refused; group ADMIN creates, owner updates; bad input 4xx with nothing written', async () => {
    const [owner, admin, member, stranger] = await Promise.all([newMember(api, 'own'), newMember(api, 'adm'), newMember(api, 'mem'), newMember(api, 'str')]);
    const groupId = await groupOf(owner, admin, member);
    expect((await api.get(`${C}/cg-donations?companyGroupId=${groupId}`)).body).toBeNull();
    const draft = { companyGroupId: groupId, title: 'Help us', description: 'Pays the hall', asEnabled: true };
    const before = await rows();
    const refused: [string | undefined, Record<string, unknown>, number, string][] = [
      [member.accessToken, draft, 403, 'Only a group admin may do this'],
      [stranger.accessToken, draft, 403, 'Only a group admin may do this'],
      [undefined, draft, 401, 'Unauthorized'],
      [owner.accessToken, { ...draft, title: '  ' }, 400, 'Title is required'],
      [owner.accessToken, { ...draft, description: 'x'.repeat(1001) }, 400, 'Description can be at most 1000 characters'],
      [owner.accessToken, { ...draft, companyGroupId: 'nope' }, 404, 'Invalid group!'],
    ];
    for (const [t, body, status, message] of refused) {
      const r = await api.post(`${C}/cg-donations`, body, t);
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    expect(await rows()).toEqual(before);
    const created = await api.post(`${C}/cg-donations`, { ...draft, description: 'd'.repeat(1000) }, admin.accessToken);
    expect([created.status, created.body.message, created.body.donation.prices]).toEqual([201, 'Donation created', []]);
    const again = await api.post(`${C}/cg-donations`, draft, owner.accessToken);
    expect([again.status, again.body.message]).toEqual([409, 'This group has a donation already']);
    const id = created.body.donation.id as string;
    for (const t of [member.accessToken, stranger.accessToken]) expect((await api.patch(`${C}/cg-donations/${id}`, { title: 'Mine' }, t)).status).toBe(403);
    expect((await api.patch(`${C}/cg-donations/${id}`, { description: 'y'.repeat(1001) }, owner.accessToken)).status).toBe(400);
    const byOwner = await api.patch(`${C}/cg-donations/${id}`, { title: 'Keep the hall open' }, owner.accessToken);
    expect([byOwner.status, byOwner.body.donation.title, byOwner.body.message]).toEqual([200, 'Keep the hall open', 'Donation updated']);
    const site = await login(api, 'admin@mtz.test', 'Admin123!');
    const bySiteAdmin = await api.patch(`${C}/cg-donations/${id}`, { asEnabled: false }, site.accessToken);
    expect([bySiteAdmin.status, bySiteAdmin.body.message]).toEqual([403, 'ADMIN can only access admin pages, and the login page']); // spec 6
    const byAdmin = await api.patch(`${C}/cg-donations/${id}`, { asEnabled: false }, admin.accessToken);
    expect([byAdmin.status, byAdmin.body.donation.asEnabled]).toEqual([200, false]);
    const stored = await s.db.selectFrom('cg_donations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([stored.title, stored.as_enabled, stored.description.length]).toEqual(['Keep the hall open', false, 1000]);
  });

  it('amounts: min $2, at most 5, no duplicates, sorted ascending, managed only while enabled, by group admins only', async () => {
    const [owner, admin, member] = await Promise.all([newMember(api, 'own'), newMember(api, 'adm'), newMember(api, 'mem')]);
    const groupId = await groupOf(owner, admin, member);
    const id = (await api.post(`${C}/cg-donations`, { companyGroupId: groupId, title: 'Help', asEnabled: true }, owner.accessToken)).body.donation.id as string;
    const add = (cents: number, t = owner.accessToken) => api.post(`${C}/cg-donation-prices`, { cgDonationId: id, cents }, t);
    let before = await rows();
    for (const [cents, t, status, message] of [
      [199, owner.accessToken, 400, 'Amount minimum is $2'],
      [0, owner.accessToken, 400, 'Amount minimum is $2'],
      [500, member.accessToken, 403, 'Only a group admin may do this'],
    ] as const) {
      const r = await add(cents, t);
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    expect((await api.post(`${C}/cg-donation-prices`, { cgDonationId: id, cents: 250.5 }, owner.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/cg-donation-prices`, { cgDonationId: id, cents: 500 })).status).toBe(401);
    expect(await rows()).toEqual(before);
    for (const cents of [2500, 200, 1000]) expect((await add(cents)).status).toBe(201);
    expect((await add(777, admin.accessToken)).status).toBe(201);
    const dup = await add(1000);
    expect([dup.status, dup.body.message]).toEqual([400, 'This amount exists already']);
    const fifth = await add(5000);
    expect([fifth.status, fifth.body.donation.prices.map((p: { cents: number }) => p.cents)]).toEqual([201, [200, 777, 1000, 2500, 5000]]);
    before = await rows();
    const sixth = await add(9900);
    expect([sixth.status, sixth.body.message]).toEqual([400, 'At most 5 amounts']);
    expect(await rows()).toEqual(before);
    const prices = fifth.body.donation.prices as { id: string; cents: number }[];
    const first = prices[0]!;
    // change and delete: group admins only, same rules
    expect((await api.patch(`${C}/cg-donation-prices/${first.id}`, { cents: 150 }, owner.accessToken)).body.message).toBe('Amount minimum is $2');
    expect((await api.patch(`${C}/cg-donation-prices/${first.id}`, { cents: 1000 }, owner.accessToken)).body.message).toBe('This amount exists already');
    expect((await api.patch(`${C}/cg-donation-prices/${first.id}`, { cents: 300 }, member.accessToken)).status).toBe(403);
    const changed = await api.patch(`${C}/cg-donation-prices/${first.id}`, { cents: 9000 }, admin.accessToken);
    expect(changed.body.donation.prices.map((p: { cents: number }) => p.cents)).toEqual([777, 1000, 2500, 5000, 9000]);
    expect((await api.call('DELETE', `${C}/cg-donation-prices/${first.id}`, undefined, member.accessToken)).status).toBe(403);
    // disabled: amounts are not manageable
    await api.patch(`${C}/cg-donations/${id}`, { asEnabled: false }, owner.accessToken);
    before = await rows();
    for (const r of [
      await add(300),
      await api.patch(`${C}/cg-donation-prices/${first.id}`, { cents: 400 }, owner.accessToken),
      await api.call('DELETE', `${C}/cg-donation-prices/${first.id}`, undefined, owner.accessToken),
    ]) expect([r.status, r.body.message]).toEqual([400, 'Amounts can be managed only when the donation is enabled']);
    expect(await rows()).toEqual(before);
    await api.patch(`${C}/cg-donations/${id}`, { asEnabled: true }, owner.accessToken);
    const del = await api.call('DELETE', `${C}/cg-donation-prices/${first.id}`, undefined, owner.accessToken);
    expect([del.status, del.body.message, del.body.donation.prices.length]).toEqual([200, 'Amount deleted', 4]);
    expect((await rows()).prices).toBe(before.prices - 1);
    expect((await api.call('DELETE', `${C}/cg-donation-prices/${first.id}`, undefined, owner.accessToken)).status).toBe(404);
  });
});
