// Databases record each migration by id: the company-service migrations keep the ids and the order they were first
// run under, whichever module's folder holds them now.
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../server/src/db/migrations';
import { allMigrations } from '../../server/src/modules';

describe('migration ids', () => {
  it('runs the core migrations, then the company-service ones under their recorded ids and order, then the other modules', () => {
    const ids = allMigrations().map((m) => m.id);
    const core = MIGRATIONS.map((m) => m.id);
    expect(ids.slice(0, core.length + 4)).toEqual([
      ...core,
      'catalog_0001_profiles_products_network',
      'catalog_owner_0001_media_members_invites',
      'catalog_owner_0002_company_posts',
      'catalog_products_0001_image_files',
    ]);
    expect(ids.filter((id) => id.startsWith('catalog_'))).toHaveLength(4);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
