// Migrations of the companies module. The first creates the tables of companies, products, network and search at
// once; ../products, ../network and ../search add theirs after these (module order: ../modules/index.ts). The ids keep
// their 'catalog_' prefix: databases have recorded them under those ids, so ids and order never change.
// Search uses generated tsvector columns with GIN indexes (works on PGlite and any PostgreSQL without extensions):
// prefix tsqueries, never a scan.
import type { Migration } from '../db/migrations';

const OWNER_SQL = `
  CREATE TABLE company_media_files (
    id text PRIMARY KEY,
    company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('LOGO', 'BANNER')),
    storage_key text NOT NULL,
    content_type text NOT NULL,
    created_at int8 NOT NULL
  );
  CREATE INDEX company_media_files_company ON company_media_files (company_id, kind);
  CREATE TABLE company_members (
    id text PRIMARY KEY,
    company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at int8 NOT NULL,
    UNIQUE (company_id, user_id)
  );
  CREATE INDEX company_members_user ON company_members (user_id);
  CREATE TABLE company_member_invites (
    id text PRIMARY KEY,
    company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    target_email text NOT NULL,
    inviter_id text NOT NULL REFERENCES users(id),
    created_at int8 NOT NULL,
    sent_at int8 NOT NULL,
    UNIQUE (company_id, target_email)
  );
  CREATE INDEX company_member_invites_email ON company_member_invites (target_email);
`;

const POSTS_SQL = `
  CREATE TABLE company_posts (
    id text PRIMARY KEY,
    company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    title text,
    content text NOT NULL,
    images jsonb NOT NULL DEFAULT '[]'::jsonb,
    deactivated boolean NOT NULL DEFAULT false,
    created_at int8 NOT NULL,
    updated_at int8 NOT NULL
  );
  CREATE INDEX company_posts_company ON company_posts (company_id, created_at DESC);
`;

export const COMPANIES_MIGRATIONS: Migration[] = [
  {
    id: 'catalog_0001_profiles_products_network',
    sql: `
      ALTER TABLE companies
        ADD COLUMN description text NOT NULL DEFAULT '',
        ADD COLUMN website text, ADD COLUMN phone text, ADD COLUMN country_code text,
        ADD COLUMN address text, ADD COLUMN city text, ADD COLUMN state text, ADD COLUMN country text, ADD COLUMN zip_code text,
        ADD COLUMN lat float8, ADD COLUMN lng float8, ADD COLUMN logo_url text, ADD COLUMN banner_url text,
        ADD COLUMN points int NOT NULL DEFAULT 0, ADD COLUMN deactivated boolean NOT NULL DEFAULT false;
      ALTER TABLE companies ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')
      ) STORED;
      CREATE INDEX companies_search ON companies USING gin (search);
      CREATE INDEX companies_location ON companies (country, city, zip_code);
      CREATE TABLE company_images (
        id text PRIMARY KEY, company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE, url text NOT NULL, created_at int8 NOT NULL
      );
      CREATE INDEX company_images_company ON company_images (company_id);
      CREATE TABLE products (
        id text PRIMARY KEY, company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL, sku text NOT NULL, service boolean NOT NULL DEFAULT false, description text NOT NULL DEFAULT '',
        deactivated boolean NOT NULL DEFAULT false, created_at int8 NOT NULL,
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(sku, '')), 'B')
          || setweight(to_tsvector('simple', coalesce(description, '')), 'C')
        ) STORED,
        UNIQUE (company_id, sku)
      );
      CREATE INDEX products_search ON products USING gin (search);
      CREATE INDEX products_company ON products (company_id, created_at DESC);
      CREATE TABLE product_images (
        id text PRIMARY KEY, product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        url text NOT NULL, position int NOT NULL, created_at int8 NOT NULL
      );
      CREATE INDEX product_images_product ON product_images (product_id, position);
      CREATE TABLE product_menus (
        id text PRIMARY KEY, company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE, name text NOT NULL, created_at int8 NOT NULL
      );
      CREATE INDEX product_menus_company ON product_menus (company_id);
      CREATE TABLE menu_items (
        product_menu_id text NOT NULL REFERENCES product_menus(id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        created_at int8 NOT NULL, PRIMARY KEY (product_menu_id, product_id)
      );
      CREATE TABLE rfqs (
        id text PRIMARY KEY, owner_id text NOT NULL REFERENCES users(id), title text NOT NULL, description text NOT NULL DEFAULT '',
        images jsonb NOT NULL DEFAULT '[]'::jsonb, owner_country text, owner_city text, owner_zip_code text, created_at int8 NOT NULL,
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')
        ) STORED
      );
      CREATE INDEX rfqs_search ON rfqs USING gin (search);
      CREATE INDEX rfqs_owner ON rfqs (owner_id, created_at DESC);
      CREATE TABLE rfi_types (id text PRIMARY KEY, description text NOT NULL, position int NOT NULL);
      INSERT INTO rfi_types (id, description, position) VALUES
        ('rfi-price', 'Price quote', 1), ('rfi-samples', 'Samples', 2), ('rfi-catalog', 'Product catalog', 3),
        ('rfi-availability', 'Availability and lead time', 4), ('rfi-partnership', 'Distribution or partnership', 5);
      CREATE TABLE rfis (
        id text PRIMARY KEY, company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE, sender_id text NOT NULL REFERENCES users(id),
        title text NOT NULL, short_desc text NOT NULL, long_desc text NOT NULL, request_type_ids jsonb NOT NULL, images jsonb NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX rfis_company ON rfis (company_id, created_at DESC);
      CREATE TABLE follows (
        id text PRIMARY KEY, company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        follower_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE, created_at int8 NOT NULL, UNIQUE (company_id, follower_id)
      );
      CREATE INDEX follows_follower ON follows (follower_id);
      CREATE TABLE connections (
        id text PRIMARY KEY, from_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        to_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE, activated boolean NOT NULL DEFAULT false,
        created_at int8 NOT NULL, updated_at int8 NOT NULL, CHECK (from_user_id <> to_user_id)
      );
      CREATE UNIQUE INDEX connections_pair ON connections (LEAST(from_user_id, to_user_id), GREATEST(from_user_id, to_user_id));
      CREATE INDEX connections_to ON connections (to_user_id);
      CREATE INDEX connections_from ON connections (from_user_id);
      CREATE TABLE connection_qrs (code text PRIMARY KEY, user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE, created_at int8 NOT NULL);
      CREATE TABLE company_watchlists (id text PRIMARY KEY, owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE, name text NOT NULL, created_at int8 NOT NULL);
      CREATE INDEX company_watchlists_owner ON company_watchlists (owner_id);
      CREATE TABLE company_watchlist_items (
        watchlist_id text NOT NULL REFERENCES company_watchlists(id) ON DELETE CASCADE,
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE, created_at int8 NOT NULL, PRIMARY KEY (watchlist_id, company_id)
      );
      CREATE TABLE product_watchlists (id text PRIMARY KEY, owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE, name text NOT NULL, created_at int8 NOT NULL);
      CREATE INDEX product_watchlists_owner ON product_watchlists (owner_id);
      CREATE TABLE product_watchlist_items (
        watchlist_id text NOT NULL REFERENCES product_watchlists(id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE, created_at int8 NOT NULL, PRIMARY KEY (watchlist_id, product_id)
      );
      CREATE TABLE reports (
        id text PRIMARY KEY, reporter_id text NOT NULL REFERENCES users(id), target_type text NOT NULL, target_id text NOT NULL,
        reason text NOT NULL, description text NOT NULL DEFAULT '', created_at int8 NOT NULL
      );
      CREATE INDEX reports_target ON reports (target_type, target_id);
      CREATE TABLE company_private_files (
        id text PRIMARY KEY, company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE, name text NOT NULL, url text NOT NULL, created_at int8 NOT NULL
      );
      CREATE INDEX company_private_files_company ON company_private_files (company_id);
      CREATE TABLE company_private_file_accesses (
        id text PRIMARY KEY, file_id text NOT NULL REFERENCES company_private_files(id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE, accepted boolean NOT NULL DEFAULT false, created_at int8 NOT NULL,
        UNIQUE (file_id, user_id)
      );
      CREATE INDEX company_groups_search ON company_groups USING gin (
        (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'C'))
      );
    `,
  },
  { id: 'catalog_owner_0001_media_members_invites', sql: OWNER_SQL },
  { id: 'catalog_owner_0002_company_posts', sql: POSTS_SQL },
];
