// Syncs: each record's copy in its mirror (search index, payment gateway) compared with the record. A record never
// synced is out of sync; Re-sync writes the copy (audited) and a second Re-sync changes nothing; a copy changed
// behind the record's back (written here directly) shows its differences field by field until re-synced. Lists are
// searched, filtered and sorted on the server; non-admins are refused; bad input is 4xx with nothing written.
// The syncMirrors cron (run at server start, and here by hand) copies every record missing or differing, in
// batches, unaudited; a record edited since shows its differences until the next run.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runSyncMirrors } from '../../../server/src/admin/syncs';
import { backends, newMember } from '../harness';
import { adminServer, rowCount, type AdminWorld } from './setup';

// the cron's own timer stays out of these tests (each run below is started by hand; the run at start is awaited)
process.env.SYNC_MIRRORS_CRON_MS = String(24 * 3_600_000);

const S = '/api/v1/company/admin/syncs';
const C = '/api/v1/company';
/** Copies in the mirrors now. */
const mirrorsOf = async (w: AdminWorld) => Number((await w.s.db.selectFrom('admin_sync_mirrors' as never).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
/** Changes a copy in the mirror directly, as a mirror drifting from its record would. */
async function driftMirror(w: AdminWorld, kind: string, id: string, patch: Record<string, unknown>) {
  await sql`UPDATE admin_sync_mirrors SET doc = doc || ${JSON.stringify(patch)}::jsonb WHERE kind = ${kind} AND record_id = ${id}`.execute(w.s.db);
}

describe.each(backends())('admin syncs on $name', (backend) => {
  const w = adminServer(backend.start);
  const mirrors = () => mirrorsOf(w);
  const outOfSync = async (kind: string) => (await w.api.get(`${S}/${kind}?outOfSync=true&limit=1`, w.admin)).body.total as number;
  const KINDS = ['users', 'companies', 'products', 'mtz-plan-subscriptions'];
  const nothing = { users: 0, companies: 0, products: 0, 'mtz-plan-subscriptions': 0 };

  it('the cron copies every record (unaudited); an edited record is out of sync until the next run; a second run writes nothing', async () => {
    await runSyncMirrors(w.s.ctx);
    for (const kind of KINDS) expect(await outOfSync(kind)).toBe(0);
    expect(await mirrors()).toBeGreaterThan(0);
    expect(await runSyncMirrors(w.s.ctx)).toEqual(nothing);
    const run = await w.s.db.selectFrom('cron_runs').selectAll().where('job', '=', 'syncMirrors').executeTakeFirstOrThrow();
    expect(run).toMatchObject({ ok: true, message: null });

    const owner = await newMember(w.api, 'croncopy');
    const co = (await w.api.post(`${C}/companies`, { name: `Cron Copy ${Date.now().toString(36)}`, categoryIds: ['cat-1'] }, owner.accessToken)).body;
    expect(await runSyncMirrors(w.s.ctx)).toEqual({ ...nothing, users: 1, companies: 1 });
    const before = (await w.api.get(`${S}/companies/${co.id}`, w.admin)).body;
    expect(before).toMatchObject({ inSync: true, differences: [], audit: [] });

    const audits = await rowCount(w.s, 'admin_audit');
    expect((await w.api.call('PATCH', `${C}/companies/${co.id}`, { description: 'Edited since the last run' }, owner.accessToken)).status).toBe(200);
    expect((await w.api.get(`${S}/companies/${co.id}`, w.admin)).body).toMatchObject({
      inSync: false, syncedAt: before.syncedAt, differences: [{ field: 'description', source: 'Edited since the last run', mirror: '' }],
    });
    expect(await outOfSync('companies')).toBe(1);
    w.s.clock.advance(5_000);
    expect(await runSyncMirrors(w.s.ctx)).toEqual({ ...nothing, companies: 1 });
    const after = (await w.api.get(`${S}/companies/${co.id}`, w.admin)).body;
    expect(after).toMatchObject({ inSync: true, differences: [], mirror: { description: 'Edited since the last run' }, audit: [] });
    expect(after.syncedAt).toBe(before.syncedAt + 5_000);
    const copies = await mirrors();
    expect(await runSyncMirrors(w.s.ctx)).toEqual(nothing);
    expect([await rowCount(w.s, 'admin_audit'), await mirrors()]).toEqual([audits, copies]);
    expect((await w.api.get(`${S}/companies/${co.id}`, w.admin)).body.syncedAt).toBe(after.syncedAt);
  });

  it('a run copies at most its batch per kind, copies never written first', async () => {
    await runSyncMirrors(w.s.ctx);
    const users = (await w.s.db.selectFrom('users').select('id').orderBy('id').limit(3).execute()).map((u) => u.id);
    await sql`DELETE FROM admin_sync_mirrors WHERE kind = 'users' AND record_id IN (${sql.join(users)})`.execute(w.s.db);
    await driftMirror(w, 'products', (await w.s.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow()).id, { name: 'Stale' });
    expect(await outOfSync('users')).toBe(3);
    expect(await runSyncMirrors(w.s.ctx, 2)).toEqual({ ...nothing, users: 2, products: 1 });
    expect(await outOfSync('users')).toBe(1);
    expect(await runSyncMirrors(w.s.ctx, 2)).toEqual({ ...nothing, users: 1 });
    expect(await runSyncMirrors(w.s.ctx, 2)).toEqual(nothing);
    for (const kind of KINDS) expect(await outOfSync(kind)).toBe(0);
  });

  it('a company: never synced, re-synced (audited), idempotent, drifted and shown field by field, re-synced again', async () => {
    const owner = await newMember(w.api, 'syncco');
    const name = `Syncable ${Date.now().toString(36)}`;
    const co = (await w.api.post(`${C}/companies`, { name, categoryIds: ['cat-1'] }, owner.accessToken)).body;
    const first = await w.api.get(`${S}/companies/${co.id}`, w.admin);
    expect(first).toMatchObject({ status: 200, body: { id: co.id, label: name, system: 'SEARCH_INDEX', syncedAt: null, inSync: false, mirror: null, source: { name, active: true } } });
    expect(first.body.differences.map((d: { field: string }) => d.field)).toEqual(['name', 'profileName', 'description', 'active']);

    const audits = await rowCount(w.s, 'admin_audit');
    const synced = await w.api.post(`${S}/companies/${co.id}/resync`, {}, w.admin);
    expect(synced).toMatchObject({ status: 200, body: { changed: true, inSync: true, differences: [], mirror: { name, active: true } } });
    expect(synced.body.syncedAt).toBeGreaterThan(0);
    expect(synced.body.audit[0]).toMatchObject({ action: 'RESYNC', actorName: 'Ada Admin', before: null, after: { name } });
    const [afterFirst, mirrorCount] = [await rowCount(w.s, 'admin_audit'), await mirrors()];
    expect(afterFirst).toBe(audits + 1);

    const again = await w.api.post(`${S}/companies/${co.id}/resync`, {}, w.admin);
    expect(again).toMatchObject({ status: 200, body: { changed: false, inSync: true, syncedAt: synced.body.syncedAt } });
    expect([await rowCount(w.s, 'admin_audit'), await mirrors()]).toEqual([afterFirst, mirrorCount]);

    await driftMirror(w, 'companies', co.id, { name: 'Stale name', active: false });
    const drifted = await w.api.get(`${S}/companies/${co.id}`, w.admin);
    expect(drifted.body).toMatchObject({ inSync: false, differences: [{ field: 'name', source: name, mirror: 'Stale name' }, { field: 'active', source: true, mirror: false }] });
    const onlyOut = await w.api.get(`${S}/companies?outOfSync=true&keyword=${encodeURIComponent(name)}&skip=0&limit=16`, w.admin);
    expect(onlyOut.body).toMatchObject({ total: 1, items: [{ id: co.id, inSync: false }] });

    const fixed = await w.api.post(`${S}/companies/${co.id}/resync`, {}, w.admin);
    expect(fixed).toMatchObject({ status: 200, body: { changed: true, inSync: true, mirror: { name, active: true } } });
    expect(fixed.body.audit[0]).toMatchObject({ action: 'RESYNC', before: { name: 'Stale name', active: false }, after: { name, active: true } });
    expect((await w.api.get(`${S}/companies?outOfSync=true&keyword=${encodeURIComponent(name)}`, w.admin)).body).toEqual({ total: 0, items: [] });
    expect((await w.api.get(`${S}/companies?keyword=${encodeURIComponent(name)}`, w.admin)).body).toMatchObject({ total: 1, items: [{ id: co.id, inSync: true }] });

    // the record changes: its copy is out of date until re-synced
    expect((await w.api.call('PATCH', `${C}/companies/${co.id}`, { description: 'Now with a description' }, owner.accessToken)).status).toBe(200);
    expect((await w.api.get(`${S}/companies/${co.id}`, w.admin)).body).toMatchObject({ inSync: false, differences: [{ field: 'description', source: 'Now with a description', mirror: '' }] });
  });

  it('users, products and MTZ plan subscriptions: each kind lists, sorts and re-syncs', async () => {
    const m = await newMember(w.api, 'syncusr');
    w.s.clock.advance(1_000);
    const user = await w.api.get(`${S}/users/${m.id}`, w.admin);
    expect(user.body).toMatchObject({ kind: 'users', source: { email: m.email, active: true }, inSync: false });
    expect((await w.api.post(`${S}/users/${m.id}/resync`, {}, w.admin)).body).toMatchObject({ changed: true, inSync: true });
    const byLabel = await w.api.get(`${S}/users?sort=label&dir=asc&skip=0&limit=128`, w.admin);
    const labels = byLabel.body.items.map((i: { label: string }) => i.label.toLowerCase());
    expect(labels).toEqual([...labels].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const bySynced = await w.api.get(`${S}/users?sort=syncedAt&dir=desc&limit=1`, w.admin);
    expect(bySynced.body.items[0]).toMatchObject({ id: m.id });

    const product = (await w.s.db.selectFrom('products').select(['id', 'name']).limit(1).executeTakeFirstOrThrow());
    await driftMirror(w, 'products', product.id, { name: 'Stale product' });
    expect((await w.api.post(`${S}/products/${product.id}/resync`, {}, w.admin)).body).toMatchObject({ changed: true, inSync: true, mirror: { name: product.name } });

    // a subscription of the member (written directly: the payment journey has its own tests)
    const sub = { id: `sub-${m.id}`, user_id: m.id, mtz_plan_id: 'mtz-starter', payment_method: 'CARD' as const, next_expired_at: 1_900_000_000_000, created_at: 1, ready: true, cancelled: false };
    await w.s.db.insertInto('mtz_plan_subscriptions').values(sub).execute();
    expect((await w.api.get(`${S}/mtz-plan-subscriptions/${sub.id}`, w.admin)).body).toMatchObject({
      system: 'PAYMENT_GATEWAY', inSync: false, source: { plan: 'mtz-starter', cents: 900, interval: 'month', status: 'ACTIVE', nextRenewalAt: 1_900_000_000_000 },
    });
    expect((await w.api.post(`${S}/mtz-plan-subscriptions/${sub.id}/resync`, {}, w.admin)).body).toMatchObject({ changed: true, inSync: true });
    await driftMirror(w, 'mtz-plan-subscriptions', sub.id, { cents: 1, status: 'CANCELLED' });
    expect((await w.api.get(`${S}/mtz-plan-subscriptions/${sub.id}`, w.admin)).body.differences).toEqual([
      { field: 'cents', source: 900, mirror: 1 }, { field: 'status', source: 'ACTIVE', mirror: 'CANCELLED' },
    ]);
    expect((await w.api.post(`${S}/mtz-plan-subscriptions/${sub.id}/resync`, {}, w.admin)).body).toMatchObject({ changed: true, inSync: true, mirror: { cents: 900 } });
    expect((await w.api.get(`${S}/mtz-plan-subscriptions?outOfSync=true`, w.admin)).status).toBe(200);
  });

  it('refuses non-admins and bad input with nothing written', async () => {
    const m = await newMember(w.api, 'syncnon');
    const [audits, copies] = [await rowCount(w.s, 'admin_audit'), await mirrors()];
    expect((await w.api.get(`${S}/users`, m.accessToken)).status).toBe(403);
    expect((await w.api.get(`${S}/users/${m.id}`, m.accessToken)).status).toBe(403);
    expect((await w.api.post(`${S}/users/${m.id}/resync`, {}, m.accessToken)).status).toBe(403);
    expect((await w.api.post(`${S}/users/${m.id}/resync`, {})).status).toBe(401);
    expect((await w.api.get(`${S}/groups`, w.admin)).status).toBe(400);
    expect((await w.api.get(`${S}/users?sort=nope`, w.admin)).status).toBe(400);
    expect((await w.api.get(`${S}/users?outOfSync=maybe`, w.admin)).status).toBe(400);
    expect((await w.api.get(`${S}/users?limit=100000`, w.admin)).status).toBe(400);
    expect(await w.api.post(`${S}/users/nobody/resync`, {}, w.admin)).toMatchObject({ status: 404, body: { message: 'Record not found' } });
    expect((await w.api.get(`${S}/products/nothing`, w.admin)).status).toBe(404);
    expect([await rowCount(w.s, 'admin_audit'), await mirrors()]).toEqual([audits, copies]);
  });

  it('an admin without the Syncs section is refused its routes', async () => {
    const m = await newMember(w.api, 'syncadm');
    expect((await w.api.patch(`${C}/admin/users/${m.id}`, { admin: true }, w.admin)).status).toBe(200);
    expect((await w.api.get(`${S}/users`, m.accessToken)).status).toBe(200);
    expect((await w.api.patch(`${C}/admin/permissions/${m.id}`, { denied: ['syncs'] }, w.admin)).status).toBe(200);
    expect((await w.api.get(`${S}/users`, m.accessToken)).status).toBe(403);
    expect((await w.api.post(`${S}/users/${m.id}/resync`, {}, m.accessToken)).status).toBe(403);
  });
});
