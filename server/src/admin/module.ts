// The admin module (see ../modules/module.ts): the admin portal's routes (site admin only), the audit log of every
// admin action, and the grantee flag on users.
import type { ServerModule } from '../modules/module';
import { auditRoutes } from './audit';
import { contentRoutes } from './content';
import { countRoutes } from './counts';
import { exceptionRoutes, reportServerError } from './exceptions';
import { granteeRoutes } from './grantee';
import { healthRoutes } from './health';
import { limitRoutes } from './limits';
import { startMonitor } from './monitor';
import { reportRoutes } from './reports';
import { adminStatRoutes } from './stats';
import { startSyncMirrors, syncRoutes } from './syncs';
import { adminUserRoutes } from './users';

export const adminModule: ServerModule = {
  name: 'admin',
  migrations: [
    {
      id: 'admin_0001_audit_grantee',
      sql: `
        ALTER TABLE users ADD COLUMN grantee boolean NOT NULL DEFAULT false;
        CREATE TABLE admin_audit (
          id text PRIMARY KEY,
          n bigserial,
          actor_id text NOT NULL REFERENCES users(id),
          action text NOT NULL,
          target_type text NOT NULL,
          target_id text NOT NULL,
          before jsonb,
          after jsonb,
          created_at int8 NOT NULL
        );
        CREATE INDEX admin_audit_target ON admin_audit (target_type, target_id, n DESC);
        CREATE INDEX users_created ON users (created_at DESC);
      `,
    },
    {
      id: 'admin_0002_cron_runs',
      sql: `
        CREATE TABLE cron_runs (
          job text PRIMARY KEY,
          started_at int8 NOT NULL,
          finished_at int8 NOT NULL,
          ok boolean NOT NULL,
          message text
        );
      `,
    },
    {
      id: 'admin_0003_report_decisions',
      sql: `
        CREATE TABLE admin_report_decisions (
          report_id text PRIMARY KEY,
          decision text NOT NULL CHECK (decision IN ('DISMISSED', 'HIDDEN')),
          decided_by text NOT NULL REFERENCES users(id),
          decided_at int8 NOT NULL
        );
      `,
    },
    {
      id: 'admin_0004_exceptions',
      sql: `
        CREATE TABLE admin_exceptions (
          id text PRIMARY KEY,
          source text NOT NULL CHECK (source IN ('CLIENT', 'SERVER')),
          message text NOT NULL,
          place text NOT NULL,
          count int8 NOT NULL,
          first_seen int8 NOT NULL,
          last_seen int8 NOT NULL,
          example jsonb NOT NULL,
          UNIQUE (source, message, place)
        );
        CREATE INDEX admin_exceptions_last_seen ON admin_exceptions (last_seen DESC);
      `,
    },
    {
      // Syncs: each record's copy in the system it is mirrored to, as last written by a Re-sync (./syncs.ts)
      id: 'admin_0005_sync_mirrors',
      sql: `
        CREATE TABLE admin_sync_mirrors (
          kind text NOT NULL,
          record_id text NOT NULL,
          doc jsonb NOT NULL,
          synced_at int8 NOT NULL,
          PRIMARY KEY (kind, record_id)
        );
      `,
    },
  ],
  routes: (ctx) => [...countRoutes(ctx), ...adminUserRoutes(ctx), ...auditRoutes(ctx), ...healthRoutes(ctx), ...reportRoutes(ctx), ...contentRoutes(ctx), ...exceptionRoutes(ctx), ...limitRoutes(ctx), ...adminStatRoutes(ctx), ...granteeRoutes(ctx), ...syncRoutes(ctx)],
  start: (ctx) => {
    const stopMonitor = startMonitor(ctx);
    const stopMirrors = startSyncMirrors(ctx);
    // background jobs log their failures with the error: those are server exceptions too
    const log = ctx.log;
    ctx.log = (msg, err) => {
      log(msg, err);
      if (err !== undefined) reportServerError(ctx, msg, err);
    };
    return async () => {
      ctx.log = log;
      stopMonitor();
      await stopMirrors();
    };
  },
};
