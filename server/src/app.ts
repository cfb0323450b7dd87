// The app factory: database, services, HTTP routes, STOMP endpoint and (optionally) the built client.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { alertRoutes } from './alert/routes';
import { createMailer } from './alert/mailer';
import { systemClock, type Clock } from './clock';
import { authenticate } from './identity/users';
import { callerScope } from './identity/request-caller';
import { identityRoutes } from './identity/routes';
import { newSecret, verifyAccessToken } from './identity/crypto';
import { dispatcherFor, type AppContext } from './context';
import { openDatabase, type Database } from './db/database';
import { DEFAULT_EVENT_LOG_POLICY, type EventLogPolicy } from './db/events';
import { migrate } from './db/migrations';
import type { DB } from './db/schema';
import { ensureCategories, seedDemoData } from './db/seed';
import { HttpError } from './http/errors';
import { defineRoute, mountRoutes, openApiDocument, type AnyRoute } from './http/registry';
import { mountSecurity, parseCorsOrigins } from './http/security';
import { rateLimit, rateLimitsFromEnv, type RateLimits } from './security/rate-limit';
import { mountStatic } from './http/static';
import { LocalBroadcaster, type Broadcaster } from './realtime/broadcaster';
import { PgBroadcaster } from './realtime/pg-broadcaster';
import { startBroker } from './realtime/broker';
import { attachStomp, type StompEndpoint } from './realtime/stomp-server';
import { reportServerError } from './admin/exceptions';
import { granteeConfinement } from './admin/grantee';
import { adminSectionGuard } from './content/permissions';
import { openStorage, s3SettingsFromEnv, type S3Settings } from './shared/storage';
import { allMigrations, MODULES } from './modules';

export type { Clock } from './clock';

export type StartOptions = {
  /** 0 = a free port; default 8080 */
  port?: number;
  host?: string;
  /** PGlite directory (default ./data), or 'memory://' */
  dataDir?: string;
  /** a PostgreSQL server instead of PGlite */
  databaseUrl?: string;
  clock?: Clock;
  /** the built client (SPA fallback to index.html); none when absent */
  staticDir?: string;
  /** seed demo data when the users table is empty (default true) */
  seed?: boolean;
  /** log requests' failures and start-up to the console (default true) */
  log?: boolean;
  /** tests: start an in-memory PGlite from this dump (already migrated) */
  pgliteTemplate?: Blob;
  /** default: JWT_SECRET, else a secret generated once and kept in the database */
  jwtSecret?: string;
  /** default: ACCESS_TOKEN_TTL_SECONDS or 900 */
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  eventLog?: Partial<EventLogPolicy>;
  /** STOMP heart-beat this server offers and asks for (default 10000 ms) */
  stompHeartbeatMs?: number;
  stompHeartbeatGraceMs?: number;
  /** default: NODE_ENV === 'production' */
  production?: boolean;
  /**
   * development endpoints (the dev mailbox), answering loopback clients only; default: DEV_ENDPOINTS=1
   * (never with NODE_ENV=production), so a plain start has none
   */
  devEndpoints?: boolean;
  /** default: SMTP_URL */
  smtpUrl?: string;
  /** uploaded files (default: UPLOADS_DIR, else {dataDir}/uploads; a temporary folder for memory://) */
  uploadsDir?: string;
  /** uploaded files in S3-compatible object storage; default: the S3_* variables (none: the uploads folder) */
  s3?: S3Settings | null;
  /** limits on sign-in, codes, resend, reset and registration; default: RATE_LIMITS (on, 'off', or a factor) */
  rateLimits?: RateLimits | false;
  /** the client address for rate limits is the last X-Forwarded-For entry (one proxy in front); default: TRUST_PROXY=1 */
  trustProxy?: boolean;
  /** origins allowed to call the API from a browser (CORS); default: CORS_ORIGINS, comma-separated; none */
  corsOrigins?: string[];
  /** realtime fan-out: 'postgres' (LISTEN/NOTIFY, for several processes) is the default with a PostgreSQL server */
  fanout?: 'local' | 'postgres';
  /** live events between processes through this broker (nats://…); default: BROKER_URL; unset: the fan-out above */
  brokerUrl?: string;
};

export type RunningServer = {
  url: string;
  port: number;
  close(): Promise<void>;
  clock: Clock;
  ctx: AppContext;
  db: Kysely<DB>;
  database: Database;
  routes: AnyRoute[];
  stomp: StompEndpoint;
  /** how many requests ended in a 500 since start (tests assert none) */
  serverErrors(): number;
  seeded: boolean;
  startupMs: number;
};

/** Largest multipart request body accepted on /api/* (a 10 MB file plus its form fields). */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

/** Reads and drops the rest of a body of at most 64 kB (1 s at most); true when it ended. */
function drainSmallBody(incoming: IncomingMessage): Promise<boolean> {
  const length = Number(incoming.headers['content-length']);
  if (!(length <= 64 * 1024) || incoming.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('end', onEnd).off('error', onFail).off('close', onFail);
      resolve(ended);
    };
    const onEnd = () => done(true);
    const onFail = () => done(incoming.readableEnded);
    const timer = setTimeout(onFail, 1000);
    incoming.on('end', onEnd).on('error', onFail).on('close', onFail);
    incoming.resume();
  });
}

function uploadsDirFor(given: string | undefined, dataDir: string): string {
  if (given) return given;
  if (dataDir.startsWith('memory://')) return join(tmpdir(), `mtz-uploads-${randomUUID()}`);
  return join(dataDir, 'uploads');
}

async function loadSecret(db: Kysely<DB>, given: string | undefined): Promise<Buffer> {
  if (given) return Buffer.from(given, 'utf8');
  await db.insertInto('settings').values({ key: 'jwt_secret', value: newSecret() }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const started = performance.now();
  const env = process.env;
  const clock = opts.clock ?? systemClock;
  const verbose = opts.log ?? true;
  const log = (msg: string, err?: unknown) => {
    if (verbose) console.error(msg, err ?? '');
  };
  const database = await openDatabase({ dataDir: opts.dataDir ?? env.DATA_DIR, databaseUrl: opts.databaseUrl, pgliteTemplate: opts.pgliteTemplate });
  const db = database.db;
  try {
    await migrate(db, allMigrations());
  } catch (err) {
    await database.close();
    throw err;
  }
  const fanout = opts.fanout ?? (database.kind === 'postgres' ? 'postgres' : 'local');
  const brokerUrl = opts.fanout === 'local' ? undefined : opts.brokerUrl ?? (env.BROKER_URL || undefined);
  const broadcaster: Broadcaster = brokerUrl ? await startBroker(brokerUrl, log)
    : fanout === 'postgres' ? await PgBroadcaster.start(database.pool, db, log) : new LocalBroadcaster();
  const uploadsDir = uploadsDirFor(opts.uploadsDir ?? env.UPLOADS_DIR, opts.dataDir ?? env.DATA_DIR ?? './data');
  const ctx: AppContext = {
    db,
    clock,
    broadcaster,
    mailer: createMailer(db, clock, { smtpUrl: opts.smtpUrl ?? env.SMTP_URL, from: env.MAIL_FROM, log, print: verbose ? (text) => console.log(text) : undefined }),
    jwtSecret: await loadSecret(db, opts.jwtSecret ?? env.JWT_SECRET),
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? (Number(env.ACCESS_TOKEN_TTL_SECONDS) || 900),
    refreshTokenTtlSeconds: opts.refreshTokenTtlSeconds ?? 30 * 24 * 3600,
    eventLog: { ...DEFAULT_EVENT_LOG_POLICY, ...opts.eventLog },
    production: opts.production ?? env.NODE_ENV === 'production',
    uploadsDir,
    storage: openStorage(uploadsDir, opts.s3 !== undefined ? opts.s3 : s3SettingsFromEnv(env)),
    log,
  };
  const dispatcher = dispatcherFor(ctx);
  dispatcher.start(); // the outbox sweep: rows a crashed process left are dispatched within FANOUT_SWEEP_MS
  await ensureCategories(ctx);
  const seeded = opts.seed === false ? false : await seedDemoData(ctx);
  if (seeded) for (const m of MODULES) await m.seed?.(ctx);
  const stoppers = MODULES.map((m) => m.start?.(ctx)).filter((s) => s !== undefined);

  const devEndpoints = opts.devEndpoints ?? (env.DEV_ENDPOINTS === '1' && env.NODE_ENV !== 'production');
  if (devEndpoints) log('Development endpoints are on (DEV_ENDPOINTS=1), for loopback clients only');
  const routes: AnyRoute[] = [...identityRoutes(ctx), ...alertRoutes(ctx), ...MODULES.flatMap((m) => m.routes(ctx))].filter((r) => devEndpoints || !r.dev);
  let openapi: unknown = null;
  routes.push(
    defineRoute({
      method: 'get', path: '/api/v1/openapi.json', tag: 'meta', auth: 'none',
      summary: 'This document',
      response: z.record(z.string(), z.unknown()),
      handler: async () => (openapi ??= openApiDocument(routes, { title: 'MTZ reference API', version: '1.0.0' })) as Record<string, unknown>,
    }),
  );

  let serverErrors = 0;
  const app = new Hono();
  // An early answer (401/403/404/413) to a request whose body has not all arrived: a small body is read
  // to its end (the socket stays alive); otherwise the answer says the socket closes, rather than
  // keep-alive followed by a close while the unread body drains (a client reusing the socket failed).
  app.use('*', async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && !incoming.complete && !(await drainSmallBody(incoming))) c.header('Connection', 'close');
  });
  mountSecurity(app, { corsOrigins: opts.corsOrigins ?? parseCorsOrigins(env.CORS_ORIGINS) });
  // JSON bodies up to 1 MB; multipart uploads up to UPLOAD_BODY_LIMIT (each upload route checks its own file size).
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ message: 'Request body is too large' }, 413) });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: (c) => c.json({ message: 'File is too large' }, 413) });
  app.use('/api/*', (c, next) => (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '') ? uploadLimit(c, next) : jsonLimit(c, next)));
  app.use('/api/*', callerScope()); // the caller's row is read once per request, whoever asks (identity/request-caller.ts)
  const limits = opts.rateLimits ?? rateLimitsFromEnv(env.RATE_LIMITS);
  if (limits) app.use('/api/v1/company/*', rateLimit({ db, clock, limits, trustProxy: opts.trustProxy ?? env.TRUST_PROXY === '1', log }));
  app.use('/api/v1/company/admin/*', adminSectionGuard(ctx)); // sections taken from a site admin (/mtz-admin/permissions)
  app.use('/api/*', granteeConfinement(ctx)); // a grantee's token reaches the shared statistics and signing in only (spec 6)
  mountRoutes(app, routes, (header) => authenticate(ctx, header));
  app.all('/api/*', (c) => c.json({ message: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404));
  if (opts.staticDir) mountStatic(app, opts.staticDir);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json({ message: err.message }, err.status as 400);
    serverErrors++;
    console.error(`${c.req.method} ${c.req.path} failed`, err);
    reportServerError(ctx, `${c.req.method} ${c.req.routePath}`, err);
    return c.json({ message: 'Server error' }, 500);
  });

  const server: Server = createServer(getRequestListener(app.fetch));
  const stomp = attachStomp(server, {
    authenticate: async (token) => {
      const claims = verifyAccessToken(ctx.jwtSecret, token, clock.now());
      if (!claims) return null;
      const caller = await authenticate(ctx, `Bearer ${token}`);
      return caller?.userId ?? null;
    },
    broadcaster,
    heartbeatMs: opts.stompHeartbeatMs,
    heartbeatGraceMs: opts.stompHeartbeatGraceMs,
    log,
  });
  const host = opts.host ?? env.HOST;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 8080, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | null = null;
  return {
    url: `http://localhost:${port}`,
    port,
    clock,
    ctx,
    db,
    database,
    routes,
    stomp,
    seeded,
    serverErrors: () => serverErrors,
    startupMs: Math.round(performance.now() - started),
    close: () =>
      (closing ??= (async () => {
        for (const stop of stoppers) await stop();
        await stomp.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await ctx.mailer.close();
        await ctx.storage.close();
        await dispatcher.stop();
        await broadcaster.close();
        await database.close();
      })()),
  };
}
