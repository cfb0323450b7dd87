// REST calls of the companies area, products part (merged in ../types.ts and ../routes.ts beside companies.ts).
import type { MenuProduct, Page, ProductMenu } from '../../../domain/companies/types';
import type { RoutesOf } from '../routes';
import { NEVER } from '../stale';

export type CompanyProductsEndpoints = {
  /** a page of a menu's active products, latest listed first */
  'menus.products': { in: { id: string; skip?: number; limit?: number }; out: Page<MenuProduct> };
  'menus.rename': { in: { id: string; name: string }; out: ProductMenu };
};

const enc = encodeURIComponent;

export const companyProductsRoutes: RoutesOf<CompanyProductsEndpoints> = {
  'menus.products': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ id, skip, limit }) => ({ path: `/product-menus/${enc(id)}/products`, query: { skip, limit } }) },
  'menus.rename': { service: 'company', method: 'PATCH', authed: true, build: ({ id, name }) => ({ path: `/product-menus/${enc(id)}`, body: { name } }) },
};
