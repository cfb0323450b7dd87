// One set of SQL migrations for PGlite and PostgreSQL alike, applied in order by a small runner.
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

export type Migration = { id: string; sql: string };

export const MIGRATIONS: Migration[] = [
  {
    id: '0001_identity',
    sql: `
      CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL);
      CREATE TABLE users (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        firstname text NOT NULL,
        lastname text NOT NULL,
        password_hash text NOT NULL,
        admin boolean NOT NULL DEFAULT false,
        logo text,
        profile_name text NOT NULL UNIQUE,
        activated boolean NOT NULL DEFAULT false,
        meta jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at int8 NOT NULL
      );
      CREATE TABLE auth_codes (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('CONFIRM', 'RESET')),
        code_hash text NOT NULL,
        expires_at int8 NOT NULL,
        tries int NOT NULL DEFAULT 0,
        created_at int8 NOT NULL,
        UNIQUE (user_id, purpose)
      );
      CREATE TABLE refresh_tokens (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        family_id text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        expires_at int8 NOT NULL,
        rotated_at int8,
        revoked_at int8,
        created_at int8 NOT NULL
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
      CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);
    `,
  },
  {
    id: '0002_companies',
    sql: `
      CREATE TABLE categories (id text PRIMARY KEY, name text NOT NULL UNIQUE, position int NOT NULL);
      CREATE TABLE companies (
        id text PRIMARY KEY,
        name text NOT NULL,
        profile_name text NOT NULL UNIQUE,
        owner_id text NOT NULL REFERENCES users(id),
        category_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at int8 NOT NULL
      );
      CREATE INDEX companies_owner ON companies (owner_id);
      CREATE TABLE company_groups (
        id text PRIMARY KEY,
        name text NOT NULL,
        profile_name text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        owner_id text NOT NULL REFERENCES users(id),
        as_private boolean NOT NULL DEFAULT false,
        as_premium boolean NOT NULL DEFAULT false,
        as_member_approval_required boolean NOT NULL DEFAULT false,
        as_member_self_hide_allowed boolean NOT NULL DEFAULT false,
        as_member_hidden_by_default boolean NOT NULL DEFAULT false,
        meta jsonb NOT NULL DEFAULT '{}'::jsonb,
        logo_url text,
        banner_url text,
        created_at int8 NOT NULL
      );
      CREATE TABLE company_group_members (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES users(id),
        role text NOT NULL,
        hidden boolean NOT NULL DEFAULT false,
        group_category_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at int8 NOT NULL,
        UNIQUE (company_group_id, user_id)
      );
    `,
  },
  {
    id: '0003_alerts',
    sql: `
      CREATE TABLE notifications (
        id text PRIMARY KEY,
        receiver_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content text NOT NULL,
        link text,
        has_read boolean NOT NULL DEFAULT false,
        created_at int8 NOT NULL
      );
      CREATE INDEX notifications_receiver ON notifications (receiver_id, created_at DESC);
      CREATE TABLE event_seqs (
        user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        last_seq int8 NOT NULL DEFAULT 0,
        pruned_through int8 NOT NULL DEFAULT 0
      );
      CREATE TABLE events (
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        seq int8 NOT NULL,
        resource_type text NOT NULL,
        action text NOT NULL,
        resource jsonb NOT NULL,
        created_at int8 NOT NULL,
        PRIMARY KEY (user_id, seq)
      );
      CREATE TABLE mails (
        id text PRIMARY KEY,
        "to" text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        created_at int8 NOT NULL,
        sent_at int8,
        attempts int NOT NULL DEFAULT 0,
        last_error text
      );
      CREATE INDEX mails_to ON mails ("to", created_at DESC);
      CREATE INDEX mails_unsent ON mails (created_at) WHERE sent_at IS NULL;
    `,
  },
  {
    // Rows written within one clock tick still need an order: newest first falls back to insertion order.
    id: '0004_mail_order',
    sql: `
      ALTER TABLE mails ADD COLUMN n bigserial;
      CREATE INDEX mails_to_n ON mails ("to", n DESC);
      ALTER TABLE notifications ADD COLUMN n bigserial;
      CREATE INDEX notifications_receiver_n ON notifications (receiver_id, created_at DESC, n DESC);
    `,
  },
  {
    // Access tokens carry the user's token_version; a password reset or a deactivation raises it, which ends
    // every access token signed before (checked with the users row each request already reads).
    id: '0005_token_version',
    sql: `
      ALTER TABLE users ADD COLUMN token_version int NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN deactivated_at int8;
    `,
  },
  {
    // A mail may carry an HTML part (layouts) and extra headers (List-Unsubscribe), kept as JSON text.
    id: '0006_mail_html_headers',
    sql: `
      ALTER TABLE mails ADD COLUMN html text;
      ALTER TABLE mails ADD COLUMN headers text;
    `,
  },
  {
    // Fan-out off the write path (server/src/realtime/dispatcher.ts): a writer records each event once in the
    // outbox with its audience (a user list, or a descriptor resolved at dispatch); the dispatcher expands it
    // into the per-user logs after commit, in batches of users (done_through: the last user id done), and tags
    // the events it wrote with one batch number, which is all a NOTIFY carries.
    id: '0007_event_outbox',
    sql: `
      CREATE TABLE event_outbox (
        id bigserial PRIMARY KEY,
        audience_kind text NOT NULL,
        audience_id text,
        audience_users text[],
        resource_type text NOT NULL,
        action text NOT NULL,
        resource jsonb NOT NULL,
        created_at int8 NOT NULL,
        done_through text NOT NULL DEFAULT ''
      );
      CREATE SEQUENCE event_batches;
      ALTER TABLE events ADD COLUMN batch int8;
      CREATE INDEX events_batch ON events (batch);
    `,
  },
];

/** The advisory lock held while migrating: one process migrates, the others wait and then find nothing to do. */
export const MIGRATION_LOCK = 727274;

/**
 * Applies the migrations not yet recorded, in one transaction under an advisory lock, so several processes
 * starting at once on one (even empty) PostgreSQL do not race: the lock is taken before anything else,
 * the creation of schema_migrations included (two concurrent CREATE TABLE IF NOT EXISTS collide).
 */
export async function migrate(db: Kysely<DB>, migrations: Migration[] = MIGRATIONS): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(trx);
    const done = await sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(trx);
    const applied = new Set(done.rows.map((r) => r.id));
    const ran: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.id)) continue;
      await sql.raw(m.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (id) VALUES (${m.id})`.execute(trx);
      ran.push(m.id);
    }
    return ran;
  });
}
