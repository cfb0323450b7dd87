// The owner part of the catalog module (company members, invites, posts, profiles): its own migrations (ids 'catalog_owner_000N_…',
// appended after CATALOG_MIGRATIONS in this order: owner, products, network) and routes.
// The owner's logo/banner files, company members and invites live in ./owner/.
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';
import type { AnyRoute } from '../http/registry';
import { companyMediaRoutes } from './owner/media';
import { companyMemberRoutes } from './owner/members';
import { POSTS_MIGRATION_SQL, companyPostRoutes } from './owner/posts';
import { userProfileRoutes } from './owner/profiles';
import { OWNER_MIGRATIONS_SQL } from './owner/schema';

export const OWNER_MIGRATIONS: Migration[] = [
  { id: 'catalog_owner_0001_media_members_invites', sql: OWNER_MIGRATIONS_SQL },
  { id: 'catalog_owner_0002_company_posts', sql: POSTS_MIGRATION_SQL },
];

export const ownerExtRoutes = (ctx: AppContext): AnyRoute[] => [...companyMediaRoutes(ctx), ...companyMemberRoutes(ctx), ...userProfileRoutes(ctx), ...companyPostRoutes(ctx)];
