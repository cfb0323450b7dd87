// Routes of the view statistics under /me/stats (spec 2), merged into the one table in ../../../app/routes.ts.
import type { AppRoute } from '../../../app/route-types';
import { lazyPage } from '../../../app/lazy-page';
const pages = () => import('./ViewsPages');
const CompanyViewsPage = lazyPage(pages, 'CompanyViewsPage');
const ProductViewsPage = lazyPage(pages, 'ProductViewsPage');
const RfqViewsPage = lazyPage(pages, 'RfqViewsPage');

export const statsRoutes = [
  { path: '/me/stats/company-views', component: CompanyViewsPage, area: 'me' },
  { path: '/me/stats/product-views', component: ProductViewsPage, area: 'me' },
  { path: '/me/stats/rfq-views', component: RfqViewsPage, area: 'me' },
] as const satisfies readonly AppRoute[];
