// Test servers for the server tests. initdb costs seconds, so the first test file to need one migrates
// and seeds a database once and dumps it to a file; every test server then starts an in-memory PGlite
// from that dump (measured: load ~1.3 s against ~3.5-7 s for initdb). Tests isolate by fresh e-mails.
// With DATABASE_URL set, `backends()` adds a real PostgreSQL run of the same tests, each test file on its
// own copy of a template database.
import { createHash, randomUUID } from 'node:crypto';
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer, type RunningServer, type StartOptions } from '../../server/src/app';
import { manualClock, type ManualClock } from '../../server/src/clock';
import { BUSINESS_TYPES, DEMO_LOGINS } from '../../server/src/db/seed';
import { allMigrations, MODULES } from '../../server/src/modules';
import { runSyncMirrors } from '../../server/src/admin/syncs';
import { scaledRateLimits } from '../../server/src/security/rate-limit';
import { databaseUrlFor } from './pg-cluster';

// The suites run each periodic job themselves on a manual clock: the job queue's ticks (and the catch-up of ticks a
// template database saw) stay off; kicks still run. tests/server/jobs*.test.ts turn them on.
process.env.JOBS_CRON ??= 'off';

export type TestServer = RunningServer & { clock: ManualClock };
export type Backend = { name: 'pglite' | 'postgres'; start(opts?: StartOptions): Promise<TestServer> };

/** The text of every seed source file (a seed may call helpers in other files: hashing only m.seed missed them). */
const serverSrc = join(dirname(fileURLToPath(import.meta.url)), '../../server/src');
const seedSources = readdirSync(serverSrc, { recursive: true, encoding: 'utf8' }).filter((f) => /seed[^/]*\.ts$/.test(f)).sort()
  .map((f) => readFileSync(join(serverSrc, f), 'utf8'));
const templateKey = createHash('sha256').update(JSON.stringify([allMigrations(), DEMO_LOGINS, BUSINESS_TYPES, MODULES.map((m) => String(m.seed)), seedSources])).digest('hex').slice(0, 16);
const templatePath = join(tmpdir(), `mtz-pg-template-${templateKey}.tar`);
let template: Promise<Blob> | null = null;

async function buildTemplate(): Promise<Blob> {
  if (existsSync(templatePath)) return new Blob([await readFile(templatePath)]);
  const s = await startServer({ port: 0, dataDir: 'memory://', log: false });
  const pglite = s.database.pglite;
  if (!pglite) throw new Error('expected PGlite');
  // the sync mirrors' first run starts with the server: let it finish, or destroying the pool under its queries
  // leaves it waiting forever and close() with it (every server suite then timed out building the template)
  await runSyncMirrors(s.ctx);
  await s.db.destroy();
  const dump = await pglite.dumpDataDir('none');
  await s.close().catch(() => {});
  const tmp = `${templatePath}.${process.pid}.${randomUUID()}`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, templatePath); // atomic: parallel files never read half a dump
  return dump;
}

/**
 * Test servers read codes from the dev mailbox, and register and sign in far more often from one address
 * than a person does: rate limits stay on, a thousand times looser (tests/server/rate-limits.test.ts tests them).
 */
const TEST_DEFAULTS: StartOptions = { devEndpoints: true, rateLimits: scaledRateLimits(1000) };

export function pgliteTemplate(): Promise<Blob> {
  template ??= buildTemplate();
  return template;
}

export async function startPglite(opts: StartOptions = {}): Promise<TestServer> {
  const clock = manualClock(Date.UTC(2030, 0, 1));
  return (await startServer({ port: 0, dataDir: 'memory://', pgliteTemplate: await pgliteTemplate(), clock, log: false, ...TEST_DEFAULTS, ...opts })) as TestServer;
}

/**
 * A new database on the DATABASE_URL server: a copy of the template the global setup migrated and seeded
 * (tests/server/pg-global-setup.ts), or an empty one (`empty`, or without a template).
 */
export async function createPgDatabase(opts: { empty?: boolean } = {}): Promise<string> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const template = opts.empty ? undefined : process.env.MTZ_PG_TEMPLATE;
  const name = `${process.env.MTZ_PG_RUN ?? 'mtz_test'}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await c.end();
  }
  return databaseUrlFor(base, name);
}

let fileDatabase: Promise<string> | null = null;

/**
 * This test file's database: test files run in parallel and some count rows, so each has its own copy;
 * every PostgreSQL server a file starts shares it (the two-process tests rely on that).
 */
export function pgDatabaseUrl(): Promise<string> {
  fileDatabase ??= createPgDatabase();
  return fileDatabase;
}

/** A server on this file's database (or `databaseUrl`), with uploads in a folder of its own (removed when it closes). */
export async function startPostgres(opts: StartOptions = {}): Promise<TestServer> {
  const databaseUrl = opts.databaseUrl ?? (await pgDatabaseUrl());
  const uploadsDir = join(tmpdir(), `mtz-uploads-${randomUUID()}`);
  return (await startServer({ port: 0, clock: manualClock(Date.UTC(2030, 0, 1)), log: false, uploadsDir, ...TEST_DEFAULTS, ...opts, databaseUrl })) as TestServer;
}

/** PGlite, and a real PostgreSQL when DATABASE_URL is set (the global setup sets it when it finds one). */
export function backends(): Backend[] {
  const out: Backend[] = [{ name: 'pglite', start: startPglite }];
  if (process.env.DATABASE_URL) out.push({ name: 'postgres', start: startPostgres });
  return out;
}

/** Tests of two server processes on one database: they need a real PostgreSQL. */
export const hasPostgres = () => Boolean(process.env.DATABASE_URL);

export type Res<T = any> = { status: number; body: T };

export function client(s: { url: string }) {
  const call = async <T = any>(method: string, path: string, body?: unknown, token?: string, raw?: string): Promise<Res<T>> => {
    const r = await fetch(`${s.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'tracking-codes': '', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await r.text();
    // JSON answers parsed; the few that are not (GET /sitemap.xml) kept as their text
    const json = (r.headers.get('content-type') ?? '').includes('json');
    return { status: r.status, body: text ? (json ? JSON.parse(text) : text) : undefined };
  };
  return {
    call,
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, undefined, token),
    post: <T = any>(path: string, body: unknown, token?: string) => call<T>('POST', path, body, token),
    patch: <T = any>(path: string, body: unknown, token?: string) => call<T>('PATCH', path, body, token),
    auth: <T = any>(type: string, data: unknown) => call<T>('POST', '/api/v1/company/auth', { type, data }),
  };
}

export type Api = ReturnType<typeof client>;

export const freshEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.test`;
export const PASSWORD = 'Secret123';

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return { firstname: 'Test', lastname: 'User', email, password: PASSWORD, confirmType: 'CODE', meta: { companyName: 'Test Co', categoryIds: 'cat-1,cat-2' }, ...overrides };
}

/** The 6-digit code of the newest mail to `email`, from the dev mailbox (test servers switch it on: devEndpoints). */
export async function latestCode(api: Api, email: string): Promise<string> {
  const r = await api.get<{ text: string; subject: string }[]>(`/api/v1/alert/dev/mails?to=${encodeURIComponent(email)}`);
  const text = r.body[0]?.text ?? '';
  const codes = text.match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1) throw new Error(`expected exactly one 6-digit code in: ${text}`);
  return codes[0];
}

/** Registers and confirms a fresh user: returns its e-mail, password and tokens. */
export async function newMember(api: Api, tag = 'member') {
  const email = freshEmail(tag);
  const reg = await api.post('/api/v1/company/users', registration(email));
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg)}`);
  const confirmed = await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: await latestCode(api, email) });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed)}`);
  return { id: reg.body.id as string, email, password: PASSWORD, ...(confirmed.body as { accessToken: string; refreshToken: string }) };
}

export async function login(api: Api, email: string, password: string) {
  const r = await api.auth('LOGIN', { email, password });
  if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r)}`);
  return r.body as { accessToken: string; refreshToken: string };
}
