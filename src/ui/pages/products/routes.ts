// Routes of the companies area, products part (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { MeProductMenuPage } from './MeProductMenuPage';
import { MeProductMenusPage } from './MeProductMenusPage';
import { MeProductsPage } from './MeProductsPage';
import { MeRfqsPage } from './MeRfqsPage';
import { ProductPage } from './ProductPage';
import { RfqPage } from './RfqPage';

export const productsRoutes = [
  { path: '/products/:companyProfileName/:sku', component: ProductPage, area: 'public' },
  { path: '/rfqs/:id', component: RfqPage, area: 'public' },
  { path: '/me/products', component: MeProductsPage, area: 'me' },
  { path: '/me/product-menus', component: MeProductMenusPage, area: 'me' },
  { path: '/me/product-menus/:id', component: MeProductMenuPage, area: 'me' },
  { path: '/me/rfqs', component: MeRfqsPage, area: 'me' },
] as const satisfies readonly AppRoute[];
