// The products module (see ../modules/module.ts): products and their images, product menus, RFQs and RFIs.
import type { ServerModule } from '../modules/module';
import { productImageRoutes } from './images';
import { menuRoutes } from './menus';
import { PRODUCTS_MIGRATIONS } from './migrations';
import { productRoutes } from './products';
import { rfiRoutes, rfqRoutes } from './rfqs';

export const productsModule: ServerModule = {
  name: 'products',
  migrations: PRODUCTS_MIGRATIONS,
  routes: (ctx) => [...productRoutes(ctx), ...productImageRoutes(ctx), ...menuRoutes(ctx), ...rfqRoutes(ctx), ...rfiRoutes(ctx)],
};
