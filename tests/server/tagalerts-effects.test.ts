// Tag alerts' effects: a published company, product, RFQ or group event (or a group made public) that matches a member's keyword (whole words,
// any case) or category gives that member one notification with its NOTIFICATION event; nothing for non-matching
// items, the publisher's own items, or a private group's events to outsiders; at most one e-mail digest per member
// and day, even when two runs race.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTagAlertDigests } from '../../server/src/tagalerts/digest';
import { tagAlertsSettled } from '../../server/src/tagalerts/publish';
import { backends, client, login, newMember, type Api, type TestServer } from './harness';
import { C } from './companies/setup';
import { newGroup } from './sponsors/helpers';

const T = '/api/v1/alert/tag-alerts';
const DAY = 24 * 3600 * 1000;
type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(backends())('tag alert effects on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
  }, 240_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  const watch = async (m: Member, body: { keyword: string } | { categoryId: string }) => {
    const r = await api.post(T, body, m.accessToken);
    if (r.status !== 201) throw new Error(JSON.stringify(r));
  };
  const owner = async (name: string, categoryIds: string[] = ['cat-1']) => {
    const m = await newMember(api, 'publisher');
    const c = await api.post(`${C}/companies`, { name, categoryIds }, m.accessToken);
    if (c.status !== 201) throw new Error(JSON.stringify(c));
    await tagAlertsSettled(s.ctx);
    return { ...m, companyId: c.body.id as string, profileName: c.body.profileName as string };
  };
  let skuN = 0;
  const product = async (o: { accessToken: string; companyId: string }, name: string, description = '') => {
    const r = await api.post(`${C}/products`, { companyId: o.companyId, name, sku: `SKU-${++skuN}`, description }, o.accessToken);
    if (r.status !== 201) throw new Error(JSON.stringify(r));
    await tagAlertsSettled(s.ctx);
    return r.body as { id: string; sku: string };
  };
  const notices = async (m: Member) => (await api.get(`/api/v1/alert/notifications?limit=100`, m.accessToken)).body as { content: string; link: string }[];
  const noticeEvents = async (m: Member) => ((await api.get('/api/v1/alert/events?afterSeq=0', m.accessToken)).body.events as { resourceType: string }[])
    .filter((e) => e.resourceType === 'NOTIFICATION');

  it('a matching product gives one notification (and its event), however many alerts match; others get none', async () => {
    const watcher = await newMember(api, 'watcher');
    const bystander = await newMember(api, 'bystander');
    await watch(watcher, { keyword: 'Bolts' });
    await watch(watcher, { keyword: 'steel bolts' });
    await watch(watcher, { categoryId: 'cat-3' });
    await watch(bystander, { keyword: 'bolt' });
    const o = await owner('Fastener Works', ['cat-3']);
    // the company itself matched the category
    expect((await notices(watcher)).map((n) => n.content)).toEqual([expect.stringContaining('Fastener Works')]);
    s.clock.advance(1000);
    const p = await product(o, 'Steel BOLTS M8', 'Zinc plated, box of 100');
    const got = await notices(watcher);
    expect(got).toHaveLength(2);
    expect(got[0]).toMatchObject({ content: expect.stringMatching(/^New product matching your tag alert '.+': Steel BOLTS M8$/), link: `/products/${o.profileName}/${p.sku}` });
    expect(await noticeEvents(watcher)).toHaveLength(2);
    expect(await notices(bystander)).toEqual([]);
    // deactivated and reactivated: still one notification for that product
    await api.patch(`${C}/products/${p.id}/deactivate`, undefined, o.accessToken);
    await api.patch(`${C}/products/${p.id}/reactivate`, undefined, o.accessToken);
    await tagAlertsSettled(s.ctx);
    expect(await notices(watcher)).toHaveLength(2);
    expect((await api.get(T, watcher.accessToken)).body.recent.map((r: { itemType: string }) => r.itemType)).toEqual(['PRODUCT', 'COMPANY']);
  });

  it('non-matching items and the publisher\'s own items give none', async () => {
    const watcher = await newMember(api, 'watcher2');
    await watch(watcher, { keyword: 'hinges' });
    const o = await owner('Hinge Makers');
    await watch(o, { keyword: 'hinges' });
    await product(o, 'Door hinge', 'a hingeset, not the plural');
    await product(o, 'Washers', 'for HINGESX');
    expect(await notices(watcher)).toEqual([]);
    await product(o, 'Brass hinges');
    expect(await notices(watcher)).toHaveLength(1);
    expect(await notices(o)).toEqual([]);
  });

  it('RFQs, companies and group events match too; a private group\'s event reaches its members only', async () => {
    const watcher = await newMember(api, 'watcher3');
    await watch(watcher, { keyword: 'pallets' });
    const buyer = await newMember(api, 'buyer');
    const rfq = await api.post(`${C}/rfqs`, { title: 'Need pallets', description: 'EUR size', base64Imgs: [] }, buyer.accessToken);
    expect(rfq.status).toBe(201);
    await tagAlertsSettled(s.ctx);
    expect(await notices(watcher)).toMatchObject([{ content: "New RFQ matching your tag alert 'pallets': Need pallets", link: `/rfqs/${rfq.body.id}` }]);
    await owner('Pallets Ltd');
    expect(await notices(watcher)).toHaveLength(2);

    const pub = await newGroup(s, api);
    const priv = await newGroup(s, api, { private: true });
    await watch(pub.member, { keyword: 'pallets' });
    await watch(priv.member, { keyword: 'pallets' });
    const event = (gid: string, name: string) => ({
      companyGroupId: gid, name, description: '<p>Bring your <b>pallets</b></p>', type: 'PHYSICAL', startDate: '2030-03-01', startTime: '09:00', endDate: '2030-03-01', endTime: '17:00',
      timeZone: 'Europe/Riga', city: 'Riga', country: 'Latvia',
    });
    expect((await api.post(`${C}/company-group-events`, event(pub.id, 'Open fair'), pub.admin.accessToken)).status).toBe(201);
    expect((await api.post(`${C}/company-group-events`, event(priv.id, 'Closed fair'), priv.admin.accessToken)).status).toBe(201);
    await tagAlertsSettled(s.ctx);
    expect((await notices(watcher)).map((n) => n.content)).toEqual([expect.stringContaining('Open fair'), expect.stringContaining('Pallets Ltd'), expect.stringContaining('Need pallets')]);
    expect((await notices(priv.member)).map((n) => n.content)).toEqual([expect.stringContaining('Open fair'), expect.stringContaining('Closed fair')].reverse());
    expect(await notices(priv.admin)).toEqual([]);
    // the private group is made public: its upcoming event now reaches the other watchers, its members not twice
    expect((await api.patch(`${C}/company-groups/${priv.id}`, { asPrivate: false }, priv.owner.accessToken)).status).toBe(200);
    await tagAlertsSettled(s.ctx);
    expect((await notices(watcher)).map((n) => n.content)).toEqual([expect.stringContaining('Closed fair'), expect.stringContaining('Open fair'), expect.stringContaining('Pallets Ltd'), expect.stringContaining('Need pallets')]);
    expect(await notices(priv.member)).toHaveLength(2);
    // other edits of a public group alert no one again
    expect((await api.patch(`${C}/company-groups/${priv.id}`, { name: 'Renamed fair group' }, priv.owner.accessToken)).status).toBe(200);
    await tagAlertsSettled(s.ctx);
    expect(await notices(watcher)).toHaveLength(4);
  });

  it('a fan-out to more watchers than one transaction of events: each gets one notification and one event; a deactivated account none', async () => {
    const n = 60;
    const tag = `fan${Date.now().toString(36)}`;
    await sql`INSERT INTO users (id, email, firstname, lastname, password_hash, profile_name, meta, created_at)
      SELECT ${tag} || '-' || g, ${tag} || g || '@example.test', 'Fan', 'Out', 'x', ${tag} || '-' || g, '{}'::jsonb, 0 FROM generate_series(1, ${n}) g`.execute(s.db);
    await sql`INSERT INTO tag_alerts (id, user_id, kind, keyword, created_at)
      SELECT ${tag} || '-a' || g, ${tag} || '-' || g, 'KEYWORD', 'rivets', 0 FROM generate_series(1, ${n}) g`.execute(s.db);
    await s.db.updateTable('users').set({ deactivated_at: s.clock.now() }).where('id', '=', `${tag}-1`).execute();
    const o = await owner('Rivet Co');
    await product(o, 'Blind rivets');
    const counted = async (table: 'notifications' | 'events') => {
      const col = table === 'notifications' ? 'receiver_id' : 'user_id';
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(col)} LIKE ${`${tag}-%`}`.execute(s.db);
      return Number(rows[0].n);
    };
    expect(await counted('notifications')).toBe(n - 1);
    expect(await counted('events')).toBe(n - 1);
  });

  it('the digest: one mail a day with the previous day\'s matches, for members who want it, never two even when runs race', async () => {
    const day0 = s.clock.now();
    const wants = await newMember(api, 'digest-on');
    const quiet = await newMember(api, 'digest-off');
    for (const m of [wants, quiet]) await watch(m, { keyword: 'anchors' });
    await api.patch(`${T}/settings`, { dailyDigest: true }, wants.accessToken);
    const o = await owner('Anchor Co');
    const nextDay = Math.floor(day0 / DAY) * DAY + DAY;
    s.clock.set(nextDay + 3600_000);
    Object.assign(o, await login(api, o.email, o.password)); // the clock moved past the token's life
    await product(o, 'Wall anchors');
    await product(o, 'Ceiling anchors');
    const mails = async (m: Member) => (await api.get(`/api/v1/alert/dev/mails?to=${encodeURIComponent(m.email)}`)).body as { subject: string; text: string }[];
    const before = (await mails(wants)).length;
    expect(await runTagAlertDigests(s.ctx)).toBe(0); // today's matches wait for tomorrow
    s.clock.set(nextDay + DAY + 60_000);
    const raced = await Promise.all([runTagAlertDigests(s.ctx), runTagAlertDigests(s.ctx)]);
    expect(raced[0] + raced[1]).toBe(1);
    const got = (await mails(wants)).slice(0, (await mails(wants)).length - before);
    expect(got).toHaveLength(1);
    expect(got[0].subject).toBe('Your tag alerts: 2 new matches');
    expect(got[0].text).toContain('Wall anchors');
    expect(got[0].text).toContain('Ceiling anchors');
    expect(got[0].text).not.toContain('Anchor Co'); // the company matched the day before
    expect((await mails(quiet)).filter((m) => m.subject.startsWith('Your tag alerts'))).toEqual([]);
    // a later match the same day waits; the next run that day writes nothing more
    Object.assign(o, await login(api, o.email, o.password));
    await product(o, 'Sea anchors');
    s.clock.advance(3600_000);
    expect(await runTagAlertDigests(s.ctx)).toBe(0);
    expect((await mails(wants)).length - before).toBe(1);
  });
});
