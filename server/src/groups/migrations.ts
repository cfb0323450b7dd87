// Migrations of the groups module: extends company_groups and adds categories, requests, invites,
// events, interests, posts, visits, keyword searches and tracking-code logs.
import type { Migration } from '../db/migrations';

export const GROUPS_MIGRATIONS: Migration[] = [
  {
    id: 'groups_0001_group_life',
    sql: `
      ALTER TABLE company_groups ADD COLUMN deactivated boolean NOT NULL DEFAULT false;
      CREATE INDEX company_group_members_user ON company_group_members (user_id);
      CREATE TABLE cg_categories (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        created_at int8 NOT NULL,
        UNIQUE (company_group_id, name)
      );
      CREATE TABLE cg_member_requests (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at int8 NOT NULL,
        UNIQUE (company_group_id, user_id)
      );
      CREATE TABLE cg_member_invites (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        inviter_id text NOT NULL REFERENCES users(id),
        target_email text,
        target_user_id text REFERENCES users(id) ON DELETE CASCADE,
        target_company_id text REFERENCES companies(id) ON DELETE CASCADE,
        accepted_at int8,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_member_invites_group ON cg_member_invites (company_group_id);
      CREATE INDEX cg_member_invites_target ON cg_member_invites (target_user_id);
      CREATE TABLE cg_events (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        name text NOT NULL,
        profile_name text NOT NULL,
        description text NOT NULL DEFAULT '',
        type text NOT NULL CHECK (type IN ('ONLINE', 'PHYSICAL', 'BOTH')),
        start_date text NOT NULL, start_time text NOT NULL, end_date text NOT NULL, end_time text NOT NULL,
        time_zone text NOT NULL,
        start_time_millis int8 NOT NULL, end_time_millis int8 NOT NULL,
        address text NOT NULL DEFAULT '', city text NOT NULL DEFAULT '', state text NOT NULL DEFAULT '',
        country text NOT NULL DEFAULT '', zip_code text NOT NULL DEFAULT '',
        lat double precision, lng double precision,
        online_url text NOT NULL DEFAULT '',
        banner_url text,
        created_at int8 NOT NULL,
        UNIQUE (company_group_id, profile_name)
      );
      CREATE INDEX cg_events_start ON cg_events (start_time_millis);
      CREATE TABLE cg_event_interests (
        id text PRIMARY KEY,
        cg_event_id text NOT NULL REFERENCES cg_events(id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at int8 NOT NULL,
        UNIQUE (cg_event_id, user_id)
      );
      CREATE TABLE cg_posts (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        owner_id text NOT NULL REFERENCES users(id),
        content text NOT NULL,
        deactivated boolean NOT NULL DEFAULT false,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL
      );
      CREATE INDEX cg_posts_group ON cg_posts (company_group_id, created_at DESC);
      CREATE TABLE cg_post_reports (
        id text PRIMARY KEY,
        cg_post_id text NOT NULL REFERENCES cg_posts(id) ON DELETE CASCADE,
        reporter_id text NOT NULL REFERENCES users(id),
        reason text NOT NULL,
        description text NOT NULL DEFAULT '',
        created_at int8 NOT NULL
      );
      CREATE TABLE cg_visits (
        id bigserial PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        visitor_id text,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_visits_group ON cg_visits (company_group_id, created_at);
      CREATE TABLE cg_keyword_searches (
        id bigserial PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        user_id text,
        keyword text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_keyword_searches_group ON cg_keyword_searches (company_group_id, created_at);
      CREATE TABLE tracking_code_logs (
        id bigserial PRIMARY KEY,
        tracking_code_id text NOT NULL,
        url text NOT NULL,
        user_id text,
        created_at int8 NOT NULL
      );
    `,
  },
  {
    // Search (server/src/search/search.ts) matches this same expression: a GIN index keeps GROUPEVENT search
    // off a scan (GROUP's index, company_groups_search, comes with the first companies migration). Uploaded images (banner, logo, event banner) live on disk under
    // uploadsDir; resources are links a group's admins share with the group.
    id: 'groups_0002_search_images_resources',
    sql: `
      CREATE INDEX cg_events_search ON cg_events USING GIN (
        (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'C'))
      );
      CREATE TABLE cg_images (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        cg_event_id text REFERENCES cg_events(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('BANNER', 'LOGO', 'EVENT_BANNER')),
        content_type text NOT NULL,
        storage_key text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_images_group ON cg_images (company_group_id, kind);
      CREATE TABLE cg_resources (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        title text NOT NULL,
        url text NOT NULL,
        owner_id text NOT NULL REFERENCES users(id),
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_resources_group ON cg_resources (company_group_id, created_at);
    `,
  },
];
