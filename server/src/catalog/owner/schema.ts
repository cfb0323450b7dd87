// Tables of the owner extension (not in the shared DB type: reached through withOwner(db)).
import type { Db } from '../shared';

export type OwnerTables = {
  company_media_files: { id: string; company_id: string; kind: 'LOGO' | 'BANNER'; storage_key: string; content_type: string; created_at: number };
  company_members: { id: string; company_id: string; user_id: string; created_at: number };
  company_member_invites: { id: string; company_id: string; target_email: string; inviter_id: string; created_at: number; sent_at: number };
  company_posts: { id: string; company_id: string; title: string | null; content: string; images: unknown; deactivated: boolean; created_at: number; updated_at: number };
};

export const withOwner = (db: Db) => db.withTables<OwnerTables>();

export const OWNER_MIGRATIONS_SQL = `
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

/** members per company, the owner included (1 + membership rows) */
export async function memberCounts(db: Db, companyIds: string[]): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await withOwner(db)
    .selectFrom('company_members')
    .select(['company_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('company_id', 'in', companyIds)
    .groupBy('company_id')
    .execute();
  const byId = new Map(rows.map((r) => [r.company_id, Number(r.n)]));
  return new Map(companyIds.map((id) => [id, 1 + (byId.get(id) ?? 0)]));
}
