// Routes of the companies area, products part (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const MeProductMenuPage = lazyPage(() => import('./MeProductMenuPage'), 'MeProductMenuPage');
const MeProductMenusPage = lazyPage(() => import('./MeProductMenusPage'), 'MeProductMenusPage');
const MeProductsPage = lazyPage(() => import('./MeProductsPage'), 'MeProductsPage');
const MeRfqsPage = lazyPage(() => import('./MeRfqsPage'), 'MeRfqsPage');
const views = () => import('./MeProductsViews');
const MeProductsAddPage = lazyPage(views, 'MeProductsAddPage');
const MeProductsUploadsPage = lazyPage(views, 'MeProductsUploadsPage');
const MeProductsListPage = lazyPage(views, 'MeProductsListPage');
const MeRfqsAddPage = lazyPage(views, 'MeRfqsAddPage');
const ProductPage = lazyPage(() => import('./ProductPage'), 'ProductPage');
const RfqPage = lazyPage(() => import('./RfqPage'), 'RfqPage');

export const productsRoutes = [
  { path: '/products/:companyProfileName/:sku', component: ProductPage, area: 'public' },
  { path: '/rfqs/:id', component: RfqPage, area: 'public' },
  { path: '/me/products', component: MeProductsPage, area: 'me' },
  { path: '/me/products/add', component: MeProductsAddPage, area: 'me' },
  { path: '/me/products/uploads', component: MeProductsUploadsPage, area: 'me' },
  { path: '/me/products/list', component: MeProductsListPage, area: 'me' },
  { path: '/me/product-menus', component: MeProductMenusPage, area: 'me' },
  { path: '/me/product-menus/:id', component: MeProductMenuPage, area: 'me' },
  { path: '/me/rfqs', component: MeRfqsPage, area: 'me' },
  { path: '/me/rfqs/add', component: MeRfqsAddPage, area: 'me' },
] as const satisfies readonly AppRoute[];
