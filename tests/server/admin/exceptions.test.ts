// Exceptions: client errors reported by the app and server errors (a failed cron run logged with its error) grouped
// by message and place with counts, first and last seen and one example; secrets never stored; admins only.
import { describe, expect, it } from 'vitest';
import { scrubSecrets } from '../../../src/domain/admin/scrub';
import { newMember } from '../harness';

const E = '/api/v1/company/admin/exceptions';
const REPORT = '/api/v1/metric/client-errors';

import { adminServer } from './setup';
const w = adminServer();
const groups = async () => Number((await w.s.db.selectFrom('admin_exceptions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);


describe('exceptions', () => {
  it('groups client errors by message and place, counting and keeping the latest example, without secrets', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJlc2lnbmF0dXJl';
    const body = { message: 'x is undefined', place: '/assets/index.js:10:5', stack: `at f (index.js:10:5) Bearer ${jwt}`, path: '/me?accessToken=abc123def', userAgent: 'test' };
    expect((await w.api.post(REPORT, body)).status).toBe(201);
    w.s.clock.advance(5000);
    expect((await w.api.post(REPORT, { ...body, stack: `at g password=Hunter2 code 123456 ${jwt}` })).status).toBe(201);
    const list = await w.api.get(`${E}?source=CLIENT&keyword=undefined`, w.admin);
    expect(list.body.total).toBe(1);
    const g = list.body.items[0];
    expect(g).toMatchObject({ source: 'CLIENT', message: 'x is undefined', place: '/assets/index.js:10:5', count: 2 });
    expect(g.lastSeen - g.firstSeen).toBe(5000);
    const stored = JSON.stringify(await w.s.db.selectFrom('admin_exceptions').selectAll().execute());
    for (const secret of [jwt, 'Hunter2', '123456', 'abc123def']) expect(stored).not.toContain(secret);
    expect(g.example.stack).toBe('at g password=[redacted] code [redacted] [redacted]');
  });

  it('records a background job\'s logged failure as a server error', async () => {
    w.s.ctx.log('billing cron failed', new Error('gateway timeout after 30 s'));
    await expect.poll(async () => (await w.api.get(`${E}?source=SERVER&keyword=gateway timeout`, w.admin)).body.items[0]?.place).toBe('billing cron failed');
  });

  it('refuses members, and bad reports are 400 with nothing written', async () => {
    const m = await newMember(w.api, 'exc');
    expect((await w.api.get(E, m.accessToken)).status).toBe(403);
    expect((await w.api.get(E)).status).toBe(401);
    const before = await groups();
    for (const bad of [{}, { message: 'm' }, { message: 'm', place: 'p', extra: 1 }, { message: 'x'.repeat(2001), place: 'p' }, null]) {
      expect((await w.api.post(REPORT, bad)).status).toBe(400);
    }
    expect(await groups()).toBe(before);
  });

  it('scrubs tokens, passwords, keys and codes', () => {
    expect(scrubSecrets('Authorization: Bearer abc.def refreshToken=zzz key: sk_live_1234 code=654321 ok')).toBe('Authorization: [redacted] [redacted] refreshToken=[redacted] key: [redacted] code=[redacted] ok');
  });
});
