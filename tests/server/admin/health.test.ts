// The health check: the public route says only ok (a load balancer polls it); the admin route measures each
// component when asked and marks it red or green against its threshold: mail outbox, cron runs, the newest event
// not yet pushed, open sockets.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { trackCron } from '../../../server/src/admin/cron-runs';
import { HEALTH_THRESHOLDS } from '../../../server/src/admin/health';
import { recordRun } from '../../../server/src/shared/jobs/runs';
import { newMember } from '../harness';

const H = '/api/v1/company/admin/health-checks';
type Check = { name: string; ok: boolean; value: string; threshold: string };

import { adminServer } from './setup';
const w = adminServer();

const health = async () => {
  const r = await w.api.get<{ ok: boolean; checks: Check[] }>(H, w.admin);
  expect(r.status).toBe(200);
  return { ok: r.body.ok, check: (name: string) => r.body.checks.find((c) => c.name === name) as Check, names: r.body.checks.map((c) => c.name) };
};


describe('health check', () => {
  it('answers a load balancer ok without a token, and the details to site admins only', async () => {
    expect(await w.api.get('/api/v1/cron/health')).toEqual({ status: 200, body: { status: 'ok' } });
    const m = await newMember(w.api, 'health');
    expect((await w.api.get(H, m.accessToken)).status).toBe(403);
    expect((await w.api.get(H)).status).toBe(401);
    const h = await health();
    expect(h.names).toEqual([
      'Database', 'Event log size', 'Newest event not yet pushed', 'Open sockets', 'Mail outbox waiting', 'Mail outbox failed',
      'Cron: billing', 'Cron: sponsors', 'Cron: sitemap', 'Cron: tagAlertDigest', 'Cron: crmCampaigns', 'Cron: syncMirrors', 'Cron: ads', 'Uploads disk use',
    ]);
    expect(h.check('Database')).toMatchObject({ ok: true, value: expect.stringMatching(/^reachable, \d+ ms$/) });
    const events = Number((await w.s.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(h.check('Event log size').value).toBe(`${events} events`);
    expect(h.check('Cron: billing')).toMatchObject({ ok: true, value: 'not run yet' });
  });

  it('a failed mail turns the outbox red; the public route stays ok', async () => {
    expect((await health()).check('Mail outbox failed')).toMatchObject({ ok: true, value: '0 mails' });
    await w.s.db.insertInto('mails').values({ id: 'health-failed', to: 'x@example.test', subject: 's', text: 't', created_at: w.s.clock.now(), sent_at: null, last_error: 'SMTP refused' }).execute();
    const h = await health();
    expect(h.check('Mail outbox failed')).toMatchObject({ ok: false, value: '1 mails' });
    expect(h.ok).toBe(false);
    expect((await w.api.get('/api/v1/cron/health')).body).toEqual({ status: 'ok' });
    await w.s.db.deleteFrom('mails').where('id', '=', 'health-failed').execute();
  });

  it('shows each cron job\'s last run and result, red when it failed or is overdue', async () => {
    await expect(trackCron(w.s.ctx, 'billing', async () => { throw new Error('gateway down'); })).rejects.toThrow('gateway down');
    expect((await health()).check('Cron: billing')).toMatchObject({ ok: false, value: 'failed: gateway down, 0 s ago' });
    await trackCron(w.s.ctx, 'billing', async () => 1);
    expect((await health()).check('Cron: billing')).toMatchObject({ ok: true, value: 'succeeded, 0 s ago' });
    w.s.clock.advance(60_000 * HEALTH_THRESHOLDS.cronIntervals + 1000);
    expect((await health()).check('Cron: billing')).toMatchObject({ ok: false, value: 'succeeded, 181 s ago' });
    expect((await health()).check('Cron: sponsors')).toMatchObject({ ok: false, value: 'not run yet' });
  });

  it('lists each job of the queue: its schedule, last run (time, outcome), next run and failures with the last error', async () => {
    const at = w.s.clock.now();
    const run = { job: 'billing', tick: null, kind: 'KICK' as const, runner: 'test', startedAt: at, finishedAt: at };
    await recordRun(w.s.db, { ...run, attempt: 1, ok: false, error: 'gateway down' });
    await recordRun(w.s.db, { ...run, attempt: 2, ok: true, error: null });
    const r = await w.api.get<{ jobs: { name: string; schedule: string; lastRunAt: number | null; lastOutcome: string | null; lastError: string | null; nextRunAt: number; failures: number }[] }>(H, w.admin);
    expect(r.body.jobs.map((j) => j.name).sort()).toEqual(['ads', 'billing', 'crmCampaigns', 'sitemap', 'sponsors', 'syncMirrors', 'tagAlertDigest']);
    const billing = r.body.jobs.find((j) => j.name === 'billing')!;
    expect(billing).toMatchObject({ schedule: '* * * * *', lastRunAt: at, lastOutcome: 'succeeded', failures: 1, lastError: 'gateway down' });
    expect(billing.nextRunAt).toBeGreaterThan(Date.now() - 5_000);
    expect(billing.nextRunAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(r.body.jobs.find((j) => j.name === 'sitemap')).toMatchObject({ schedule: '0 * * * *', failures: 0, lastError: null });
    expect(r.body.jobs.find((j) => j.name === 'tagAlertDigest')?.schedule).toBe('*/10 * * * *');
  });

  it('counts this process\'s open sockets and their users, and the lag of an event committed but not pushed', async () => {
    const m = await newMember(w.api, 'sock');
    const ws = new WebSocket(`${w.s.url.replace('http', 'ws')}/ws`, ['v12.stomp']);
    const frames: string[] = [];
    ws.on('message', (d) => frames.push(d.toString('utf8')));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(`CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${m.accessToken}\nheart-beat:0,0\n\n\0`);
    ws.send('SUBSCRIBE\nid:0\ndestination:/user/topic/mtz\n\n\0');
    await expect.poll(async () => (await health()).check('Open sockets').value).toBe('1 sockets of 1 users');
    ws.close();
    await expect.poll(async () => (await health()).check('Open sockets').value).toBe('0 sockets of 0 users');

    expect((await health()).check('Newest event not yet pushed')).toMatchObject({ ok: true, value: 'none waiting' });
    await w.s.db.insertInto('events').values({ user_id: m.id, seq: 1_000_000, resource_type: 'ADMIN', action: 'UPDATED', resource: '{}', created_at: w.s.clock.now() }).execute();
    w.s.clock.advance(HEALTH_THRESHOLDS.pushLagMs + 1);
    expect((await health()).check('Newest event not yet pushed')).toMatchObject({ ok: false, value: `waiting ${HEALTH_THRESHOLDS.pushLagMs + 1} ms` });
    await w.s.db.deleteFrom('events').where('user_id', '=', m.id).where('seq', '=', 1_000_000).execute();
  });
});
