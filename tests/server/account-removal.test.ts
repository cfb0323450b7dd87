// Account removal (/me/account/removal; rules in docs/account-removal.md), on the demo's Bob: his data export holds
// his records and nobody else's private data; after the removal he cannot sign in, his address registers again,
// his subscriptions are ended, his company and groups are handed over or closed, his chat message stays signed
// 'Removed user', and nothing of his is readable. Then the confirmation (password, or the code mailed to the
// account's address; wrong and expired codes answered with the codes' wording) and the refusals (bad input, a site
// admin, money in the wallet, a payment on its way), each writing nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '../../server/src/identity/removal-export';
import type { TagAlertTables } from '../../server/src/tagalerts/tables';
import { backends, client, latestCode, login, newMember, PASSWORD, registration, type Api, type TestServer } from './harness';

const C = '/api/v1/company';
const ME = `${C}/user`;
const BOB = { email: 'bob@mtz.test', password: 'Bob12345!' };

describe.each(backends())('account removal on $name', (backend) => {
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

  it('exports, then removes an account with everything the rules say', async () => {
    const bob = await login(api, BOB.email, BOB.password);
    const alice = await login(api, 'alice@mtz.test', 'Alice123!');
    const bobRow = await s.db.selectFrom('users').select(['id', 'profile_name']).where('email', '=', BOB.email).executeTakeFirstOrThrow();
    const aliceId = (await s.db.selectFrom('users').select('id').where('email', '=', 'alice@mtz.test').executeTakeFirstOrThrow()).id;
    const x = await newMember(api, 'heir-x');
    const y = await newMember(api, 'heir-y');
    const now = s.clock.now();
    // Bob's company gets two members: X joined first and inherits it
    const company = await s.db.selectFrom('companies').select(['id', 'name']).where('owner_id', '=', bobRow.id).orderBy('created_at').executeTakeFirstOrThrow();
    const members = s.db.withTables<{ company_members: { id: string; company_id: string; user_id: string; created_at: number } }>();
    await members.insertInto('company_members').values([
      { id: randomUUID(), company_id: company.id, user_id: x.id, created_at: now - 2000 },
      { id: randomUUID(), company_id: company.id, user_id: y.id, created_at: now - 1000 },
    ]).execute();
    // two groups of Bob's: one with admins (Y became admin first), one with a plain member who pays for it
    const group = async (name: string, admins: [string, number][], plain: string[]) => {
      const id = randomUUID();
      await s.db.insertInto('company_groups').values({
        id, name, profile_name: `${name.toLowerCase().replace(/ /g, '-')}-${id.slice(0, 6)}`, description: '', owner_id: bobRow.id, as_private: false, as_premium: false,
        as_member_approval_required: false, as_member_self_hide_allowed: false, as_member_hidden_by_default: false, meta: '{}', logo_url: null, banner_url: null, created_at: now,
      }).execute();
      const row = (user_id: string, role: string, at: number) => ({ id: randomUUID(), company_group_id: id, user_id, role, hidden: false, group_category_ids: '[]', created_at: at });
      await s.db.insertInto('company_group_members').values([row(bobRow.id, 'ADMIN', now - 5000), ...admins.map(([u, at]) => row(u, 'ADMIN', at)), ...plain.map((u) => row(u, 'MEMBER', now))]).execute();
      return id;
    };
    const handedGroup = await group('Handed Over', [[x.id, now - 1000], [y.id, now - 3000]], []);
    const closedGroup = await group('Closed Club', [], [x.id]);
    const priceId = randomUUID();
    await s.db.insertInto('cg_member_plan_prices').values({ id: priceId, company_group_id: closedGroup, cents: 500, type: 'month', description: 'm', month_number: null, as_deactivated: false, created_at: now }).execute();
    const xSub = randomUUID();
    await s.db.insertInto('cg_member_plan_subscriptions').values({
      id: xSub, user_id: x.id, company_group_id: closedGroup, cg_member_plan_price_id: priceId, cents: 500, payment_method: 'WALLET', payment_instrument_id: null,
      next_expired_at: now + 86_400_000, cancelled: false, ended_at: null, payment_error: null, created_at: now,
    }).execute();
    // Bob's MTZ plan
    const planId = randomUUID();
    await s.db.insertInto('mtz_plans').values({ id: planId, name: 'Test plan', description: '', cents: 900, type: 'month', created_at: now }).execute();
    await s.db.insertInto('mtz_plan_subscriptions').values({
      id: randomUUID(), user_id: bobRow.id, mtz_plan_id: planId, cancelled: false, ready: true, payment_method: 'WALLET', payment_instrument_id: null,
      next_expired_at: now + 86_400_000, ended_at: null, payment_error: null, created_at: now,
    }).execute();
    // a connection, a group post, and a chat with Alice: Bob's message and hers
    await s.db.insertInto('connections').values({ id: randomUUID(), from_user_id: bobRow.id, to_user_id: x.id, activated: true, created_at: now, updated_at: now }).execute();
    const tags = s.db.withTables<TagAlertTables>();
    await tags.insertInto('tag_alerts').values({ id: randomUUID(), user_id: bobRow.id, kind: 'KEYWORD', keyword: 'bolts', category_id: null, created_at: now }).execute();
    await s.db.insertInto('social_links').values({ provider: 'GOOGLE', subject: `bob-${randomUUID()}`, user_id: bobRow.id, email: BOB.email, created_at: now }).execute();
    await s.db.insertInto('cg_posts').values({ id: randomUUID(), company_group_id: handedGroup, owner_id: bobRow.id, content: 'Bob posts here', deactivated: false, created_at: now, updated_at: now }).execute();
    const room = await api.post('/api/v1/chat/direct-rooms', { toMemberId: aliceId }, bob.accessToken);
    const roomId = room.status === 201 ? room.body.id : (await s.db.selectFrom('chat_rooms').select('id').where('type', '=', 'DIRECTROOM').where('creator_id', 'in', [aliceId, bobRow.id]).executeTakeFirstOrThrow()).id;
    expect((await api.post('/api/v1/chat/messages', { roomId, content: 'Bob was here' }, bob.accessToken)).status).toBe(201);
    expect((await api.post('/api/v1/chat/messages', { roomId, content: 'Alice private reply' }, alice.accessToken)).status).toBe(201);

    // the export: his records, others only by their public card
    const exp = await fetch(`${s.url}${ME}/export`, { headers: { authorization: `Bearer ${bob.accessToken}` } });
    expect(exp.status).toBe(200);
    expect(exp.headers.get('content-disposition')).toContain('attachment');
    const text = await exp.text();
    const data = JSON.parse(text);
    expect(accountExportSchema.safeParse(data).error).toBeUndefined(); // the answer is what the OpenAPI document says
    expect(data.profile).toMatchObject({ id: bobRow.id, email: BOB.email });
    expect(data.companies.map((c: { id: string }) => c.id)).toContain(company.id);
    expect(data.messages.map((m: { content: string }) => m.content)).toContain('Bob was here');
    expect(data.groupPosts.map((p: { content: string }) => p.content)).toContain('Bob posts here');
    expect(data.connections).toEqual(expect.arrayContaining([expect.objectContaining({ direction: 'SENT', user: expect.objectContaining({ id: x.id, firstname: 'Test' }) })]));
    expect(data.groups.map((g: { id: string }) => g.id)).toEqual(expect.arrayContaining([handedGroup, closedGroup]));
    for (const key of ['products', 'follows', 'orders', 'notifications', 'rfqs', 'companyPosts']) expect(Array.isArray(data[key]), key).toBe(true);
    for (const secret of ['Alice private reply', x.email, y.email, 'alice@mtz.test', 'password', 'token']) expect(text, secret).not.toContain(secret);
    expect((await fetch(`${s.url}${ME}/export`)).status).toBe(401);

    const other = await login(api, BOB.email, BOB.password);
    expect((await api.post(`${ME}/removal`, { password: BOB.password }, bob.accessToken)).body).toEqual({ message: 'Your account was removed' });

    // cannot sign in, no session lives on, the address registers again
    expect((await api.auth('LOGIN', BOB)).body).toEqual({ message: 'Invalid login' });
    for (const t of [bob, other]) {
      expect((await api.get(ME, t.accessToken)).status).toBe(401);
      expect((await api.auth('REFRESH_TOKEN', { refreshToken: t.refreshToken })).status).toBe(401);
    }
    expect((await api.post(`${C}/users`, registration(BOB.email))).status).toBe(201);
    expect(await s.db.selectFrom('users').select(['firstname', 'lastname', 'logo', 'activated']).where('id', '=', bobRow.id).executeTakeFirstOrThrow())
      .toEqual({ firstname: 'Removed', lastname: 'user', logo: null, activated: false });
    // nothing of his is readable: his profile page is gone, his group post hidden, his connection and memberships ended
    expect((await api.get(`${C}/user-profiles/${bobRow.profile_name}`)).status).toBe(404);
    expect((await s.db.selectFrom('cg_posts').select('deactivated').where('owner_id', '=', bobRow.id).executeTakeFirstOrThrow()).deactivated).toBe(true);
    expect(await s.db.selectFrom('connections').select('id').where((eb) => eb.or([eb('from_user_id', '=', bobRow.id), eb('to_user_id', '=', bobRow.id)])).execute()).toEqual([]);
    expect(await s.db.selectFrom('company_group_members').select('id').where('user_id', '=', bobRow.id).execute()).toEqual([]);
    expect(await s.db.selectFrom('social_links').select('subject').where('user_id', '=', bobRow.id).execute()).toEqual([]);
    expect(await tags.selectFrom('tag_alerts').select('id').where('user_id', '=', bobRow.id).execute()).toEqual([]);
    expect(await s.db.selectFrom('metric_viewer_settings').select('user_id').where('user_id', '=', bobRow.id).execute()).toEqual([]);
    // his chat message stays, signed by a removed user
    const msgs = await api.get(`/api/v1/chat/messages?roomIds=${roomId}`, alice.accessToken);
    expect(JSON.stringify(msgs.body)).toContain('Bob was here');
    const cards = await api.get(`${C}/users?ids=${bobRow.id}`, alice.accessToken);
    expect(cards.body).toEqual([expect.objectContaining({ id: bobRow.id, firstname: 'Removed', lastname: 'user' })]);
    // his company went to X (its longest-standing member), the group with admins to Y (the longest-standing admin)
    expect((await s.db.selectFrom('companies').select(['owner_id', 'deactivated']).where('id', '=', company.id).executeTakeFirstOrThrow())).toEqual({ owner_id: x.id, deactivated: false });
    expect(await members.selectFrom('company_members').select('user_id').where('company_id', '=', company.id).execute()).toEqual([{ user_id: y.id }]);
    expect((await s.db.selectFrom('company_groups').select(['owner_id', 'deactivated']).where('id', '=', handedGroup).executeTakeFirstOrThrow())).toEqual({ owner_id: y.id, deactivated: false });
    const xBell = await api.get('/api/v1/alert/notifications?skip=0&limit=10', x.accessToken);
    expect(JSON.stringify(xBell.body)).toContain(`You are now the owner of ${company.name}`);
    // the group without another admin is closed, and its members' plans cancelled
    expect((await s.db.selectFrom('company_groups').select('deactivated').where('id', '=', closedGroup).executeTakeFirstOrThrow()).deactivated).toBe(true);
    expect((await s.db.selectFrom('cg_member_plan_subscriptions').select('cancelled').where('id', '=', xSub).executeTakeFirstOrThrow()).cancelled).toBe(true);
    // his own subscriptions (the demo's sponsorship and membership, the MTZ plan) have ended
    for (const table of ['cg_sponsor_subscriptions', 'cg_member_plan_subscriptions', 'mtz_plan_subscriptions'] as const) {
      const live = await s.db.selectFrom(table).select('id').where('user_id', '=', bobRow.id).where('ended_at', 'is', null).execute();
      expect(live, table).toEqual([]);
      const all = await s.db.selectFrom(table).select('cancelled').where('user_id', '=', bobRow.id).execute();
      expect(all.length, table).toBeGreaterThan(0);
      expect(all.every((r) => r.cancelled), table).toBe(true);
    }
    // a second removal with the old token is refused
    expect((await api.post(`${ME}/removal`, { password: BOB.password }, bob.accessToken)).status).toBe(401);
  }, 120_000);

  const userRow = (id: string) => s.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('refuses a wrong password, a wrong or expired code and bad input, writing nothing', async () => {
    const m = await newMember(api);
    const before = await userRow(m.id);
    const cases: [unknown, string][] = [
      [{ password: 'Wrong-pass-1' }, 'Invalid password'],
      [{ code: '000000' }, 'Invalid code'], // no code was asked for
      [{}, ''],
      [{ password: PASSWORD, code: '123456' }, ''],
      [{ code: '12' }, ''],
    ];
    for (const [body, message] of cases) {
      const r = await api.post(`${ME}/removal`, body, m.accessToken);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect(await api.post(`${ME}/removal-code`, {}, m.accessToken)).toEqual({ status: 200, body: { message: 'A 6-digit code was sent to your e-mail' } });
    const code = await latestCode(api, m.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.post(`${ME}/removal`, { code: wrong }, m.accessToken)).toEqual({ status: 400, body: { message: 'Invalid code' } });
    s.clock.advance(5 * 60 * 1000);
    expect(await api.post(`${ME}/removal`, { code }, m.accessToken)).toEqual({ status: 400, body: { message: 'Code expired. Please request a new code' } });
    expect(await userRow(m.id)).toMatchObject({ email: before.email, firstname: before.firstname, profile_name: before.profile_name, deactivated_at: null });
    expect((await api.get(ME, m.accessToken)).status).toBe(200);
    expect((await api.post(`${ME}/removal`, { password: PASSWORD })).status).toBe(401);
  });

  it('removes the account with the mailed code', async () => {
    const m = await newMember(api);
    await api.post(`${ME}/removal-code`, {}, m.accessToken);
    const r = await api.post(`${ME}/removal`, { code: await latestCode(api, m.email) }, m.accessToken);
    expect(r).toEqual({ status: 200, body: { message: 'Your account was removed' } });
    expect((await api.get(ME, m.accessToken)).status).toBe(401);
    expect((await api.auth('LOGIN', { email: m.email, password: PASSWORD })).body).toEqual({ message: 'Invalid login' });
  });

  it('refuses while the wallet holds money or a payment is on its way, and for a site admin', async () => {
    const m = await newMember(api);
    await s.db.insertInto('pay_wallets').values({ user_id: m.id, cents: 250, updated_at: 0 }).execute();
    expect(await api.post(`${ME}/removal`, { password: PASSWORD }, m.accessToken)).toEqual({
      status: 400, body: { message: 'Your wallet still holds money: pay it out before removing your account' },
    });
    await s.db.updateTable('pay_wallets').set({ cents: 0 }).where('user_id', '=', m.id).execute();
    await s.db.insertInto('pay_intents').values({
      id: 'intent-removal', idempotency_key: 'k-removal', buyer_user_id: m.id, cents: 100, card_ref: 'tok', pays_for: JSON.stringify({ op: 'x', args: null }),
      status: 'PENDING', charge_ref: null, message: null, created_at: 0, updated_at: 0,
    }).execute();
    expect((await api.post(`${ME}/removal`, { password: PASSWORD }, m.accessToken)).body).toEqual({ message: 'A payment of yours is still being processed: try again in a few minutes' });
    expect((await userRow(m.id)).deactivated_at).toBeNull();
    const admin = await login(api, 'admin@mtz.test', 'Admin123!');
    // a site admin's token reaches no member route (spec 6, the registry): the removal answers with that refusal first
    expect(await api.post(`${ME}/removal`, { password: 'Admin123!' }, admin.accessToken)).toEqual({ status: 403, body: { message: 'ADMIN can only access admin pages, and the login page' } });
    expect((await api.post(`${ME}/removal-code`, {}, admin.accessToken)).status).toBe(403);
  });
});
