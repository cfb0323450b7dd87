// The catalog feature module (see ../modules/module.ts): company profiles, products and menus, RFQs and
// RFIs, follows, connections, watchlists, reports, private files, geo and search.
import type { ServerModule } from '../modules/module';
import { companyProfileRoutes, followRoutes } from './companies';
import { CATALOG_MIGRATIONS } from './migrations';
import { geoRoutes, privateFileRoutes, reportRoutes } from './misc';
import { connectionRoutes, watchlistRoutes } from './network';
import { menuRoutes, productRoutes } from './products';
import { rfiRoutes, rfqRoutes } from './rfq';
import { searchRoutes } from './search';
import { seedCatalog } from './seed';
import { NETWORK_MIGRATIONS, networkExtRoutes } from './ext-network';
import { OWNER_MIGRATIONS, ownerExtRoutes } from './ext-owner';
import { PRODUCTS_MIGRATIONS, productsExtRoutes } from './ext-products';

export const catalogModule: ServerModule = {
  name: 'catalog',
  migrations: [...CATALOG_MIGRATIONS, ...OWNER_MIGRATIONS, ...PRODUCTS_MIGRATIONS, ...NETWORK_MIGRATIONS],
  routes: (ctx) => [
    ...companyProfileRoutes(ctx), ...followRoutes(ctx), ...connectionRoutes(ctx), ...watchlistRoutes(ctx),
    ...productRoutes(ctx), ...menuRoutes(ctx), ...rfqRoutes(ctx), ...rfiRoutes(ctx),
    ...reportRoutes(ctx), ...privateFileRoutes(ctx), ...geoRoutes(), ...searchRoutes(ctx),
    ...ownerExtRoutes(ctx), ...productsExtRoutes(ctx), ...networkExtRoutes(ctx),
  ],
  seed: seedCatalog,
};
