// Tag alerts' routes (/me/tag-alerts): a member's own keywords and categories (normalised, whole words), the daily
// digest setting; owner-only removal; bad input is a 400 with a message and nothing written; at most 50 per member.
import { describe, expect, it } from 'vitest';
import { TAG_ALERTS_MAX, TAG_ALERT_MESSAGES } from '../../src/domain/tagalerts/match';
import { withTagAlerts } from '../../server/src/tagalerts/tables';
import { backends, login, newMember } from './harness';
import { companyAreaServer } from './companies/setup';

const T = '/api/v1/alert/tag-alerts';

describe.each(backends())('tag alerts routes on $name', (backend) => {
  const t = companyAreaServer(backend);
  const alertRows = async (userId?: string) => {
    let q = withTagAlerts(t.state.s.db).selectFrom('tag_alerts').select((eb) => eb.fn.countAll<string>().as('n'));
    if (userId) q = q.where('user_id', '=', userId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('a member adds keywords and categories, reads them back, removes their own; others and visitors are refused', async () => {
    const { api } = t.state;
    const m = await newMember(api, 'watcher');
    const other = await newMember(api, 'other');
    expect((await api.get(T)).status).toBe(401);
    expect((await api.post(T, { keyword: 'bolts' })).status).toBe(401);
    const kw = await api.post(T, { keyword: '  Stainless   BOLTS ' }, m.accessToken);
    expect(kw).toMatchObject({ status: 201, body: { kind: 'KEYWORD', keyword: 'stainless bolts', categoryId: null } });
    const cat = await api.post(T, { categoryId: 'cat-1' }, m.accessToken);
    expect(cat).toMatchObject({ status: 201, body: { kind: 'CATEGORY', keyword: null, categoryId: 'cat-1' } });
    expect(cat.body.categoryName).toEqual(expect.any(String));
    expect((await api.post(T, { keyword: 'stainless-bolts' }, m.accessToken))).toMatchObject({ status: 409, body: { message: TAG_ALERT_MESSAGES.duplicate } });
    expect((await api.post(T, { categoryId: 'cat-1' }, m.accessToken)).status).toBe(409);
    const page = await api.get(T, m.accessToken);
    expect(page.body).toMatchObject({ dailyDigest: false, recent: [] });
    expect(page.body.alerts.map((a: { id: string }) => a.id)).toEqual([kw.body.id, cat.body.id]);
    expect((await api.get(T, other.accessToken)).body.alerts).toEqual([]);

    expect((await api.call('DELETE', `${T}/${kw.body.id}`)).status).toBe(401);
    expect(await api.call('DELETE', `${T}/${kw.body.id}`, undefined, other.accessToken)).toMatchObject({ status: 403, body: { message: TAG_ALERT_MESSAGES.notYours } });
    expect(await alertRows(m.id)).toBe(2);
    expect((await api.call('DELETE', `${T}/no-such-alert`, undefined, m.accessToken)).status).toBe(404);
    expect((await api.call('DELETE', `${T}/${kw.body.id}`, undefined, m.accessToken)).status).toBe(200);
    expect((await api.get(T, m.accessToken)).body.alerts).toMatchObject([{ id: cat.body.id }]);
  });

  it('bad input is a 400 with a message and writes nothing', async () => {
    const { api } = t.state;
    const m = await newMember(api, 'bad');
    const before = await alertRows();
    const cases: [unknown, string | RegExp][] = [
      [{ keyword: 'x' }, TAG_ALERT_MESSAGES.keywordLength],
      [{ keyword: 'x'.repeat(41) }, TAG_ALERT_MESSAGES.keywordLength],
      [{ keyword: '   ' }, TAG_ALERT_MESSAGES.keywordLength],
      [{ keyword: '!!!' }, TAG_ALERT_MESSAGES.keywordWords],
      [{ keyword: 'one two three four' }, TAG_ALERT_MESSAGES.keywordWords],
      [{}, TAG_ALERT_MESSAGES.oneOf],
      [{ keyword: 'bolts', categoryId: 'cat-1' }, TAG_ALERT_MESSAGES.oneOf],
      [{ categoryId: 'no-such-category' }, TAG_ALERT_MESSAGES.noCategory],
      [{ keyword: 42 }, /keyword/],
      [{ keyword: 'bolts', extra: true }, /extra|Unrecognized/i],
      [{ keyword: 'y'.repeat(500) }, /keyword/],
    ];
    for (const [body, message] of cases) {
      const r = await api.post(T, body, m.accessToken);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await api.call('POST', T, undefined, m.accessToken, '{not json')).status).toBe(400);
    expect((await api.patch(`${T}/settings`, { dailyDigest: 'yes' }, m.accessToken)).status).toBe(400);
    expect((await api.patch(`${T}/settings`, {}, m.accessToken)).status).toBe(400);
    expect(await alertRows()).toBe(before);
    expect((await api.get(T, m.accessToken)).body.dailyDigest).toBe(false);
  });

  it(`a member keeps at most ${TAG_ALERTS_MAX} alerts, even when asking at once`, async () => {
    const { api } = t.state;
    const m = await newMember(api, 'many');
    const words = Array.from({ length: TAG_ALERTS_MAX + 5 }, (_, i) => `word${i}`);
    const answers = await Promise.all(words.map((keyword) => api.post(T, { keyword }, m.accessToken)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(TAG_ALERTS_MAX);
    for (const r of answers.filter((a) => a.status !== 201)) expect(r).toMatchObject({ status: 400, body: { message: TAG_ALERT_MESSAGES.tooMany } });
    expect(await alertRows(m.id)).toBe(TAG_ALERTS_MAX);
  });

  it('the demo: Alice watches two keywords and sees the demo products they match, without notifications made for them', async () => {
    const { api } = t.state;
    const alice = await login(api, 'alice@mtz.test', 'Alice123!');
    const page = (await api.get(T, alice.accessToken)).body;
    expect(page.alerts.map((a: { keyword: string }) => a.keyword)).toEqual(['steel shafts', 'laser cutting']);
    expect(page.recent.map((r: { title: string }) => r.title).sort()).toEqual(['Laser cutting service', 'Precision steel shafts']);
    const notices = (await api.get('/api/v1/alert/notifications?limit=100', alice.accessToken)).body as { content: string }[];
    expect(notices.filter((n) => n.content.includes('tag alert'))).toEqual([]);
  });

  it('the daily digest is off until the member turns it on', async () => {
    const { api } = t.state;
    const m = await newMember(api, 'digest');
    expect((await api.patch(`${T}/settings`, { dailyDigest: true })).status).toBe(401);
    expect((await api.patch(`${T}/settings`, { dailyDigest: true }, m.accessToken)).body).toEqual({ dailyDigest: true });
    expect((await api.get(T, m.accessToken)).body.dailyDigest).toBe(true);
    expect((await api.patch(`${T}/settings`, { dailyDigest: false }, m.accessToken)).body).toEqual({ dailyDigest: false });
    expect((await api.get(T, m.accessToken)).body.dailyDigest).toBe(false);
  });
});
