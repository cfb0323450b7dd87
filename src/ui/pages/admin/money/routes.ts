// Routes of the money the site admin sets (merged into the admin portal's routes in ../routes.ts).
import { createElement, lazy, type ComponentType } from 'react';
import type { AppRoute } from '../../../app/route-types';
import { lazyPage } from '../../../app/lazy-page';
import type { MoneyKind } from './kinds';

// The pages and the kinds' definitions load when a money page is first opened (not with the first script).
type KindName = 'COUPONS' | 'RATES' | 'PROMOTIONS' | 'GROUP_COMMISSIONS';
const page = (load: () => Promise<ComponentType<{ kind: MoneyKind }>>, kind: KindName): ComponentType =>
  lazy(async () => {
    const [Page, kinds] = await Promise.all([load(), import('./kinds')]);
    return { default: () => createElement(Page, { kind: kinds[kind] }) };
  });
const list = (kind: KindName) => page(async () => (await import('./MoneyListPage')).MoneyListPage, kind);
const record = (kind: KindName) => page(async () => (await import('./MoneyRecordPage')).MoneyRecordPage, kind);
const CommissionPage = lazyPage(() => import('./CommissionPage'), 'CommissionPage');
const [COUPONS, RATES, PROMOTIONS, GROUP_COMMISSIONS] = ['COUPONS', 'RATES', 'PROMOTIONS', 'GROUP_COMMISSIONS'] as const;

export const adminMoneyRoutes = [
  { path: '/mtz-admin/mtz-coupons', component: list(COUPONS), area: 'admin' },
  { path: '/mtz-admin/mtz-coupons/:id', component: record(COUPONS), area: 'admin' },
  { path: '/mtz-admin/point-rates', component: list(RATES), area: 'admin' },
  { path: '/mtz-admin/point-rates/:id', component: record(RATES), area: 'admin' },
  { path: '/mtz-admin/point-promotions', component: list(PROMOTIONS), area: 'admin' },
  { path: '/mtz-admin/point-promotions/:id', component: record(PROMOTIONS), area: 'admin' },
  { path: '/mtz-admin/billing/commission-rates', component: CommissionPage, area: 'admin' },
  { path: '/mtz-admin/billing/cg-comm-rates', component: list(GROUP_COMMISSIONS), area: 'admin' },
  { path: '/mtz-admin/billing/cg-comm-rates/:id', component: record(GROUP_COMMISSIONS), area: 'admin' },
] as const satisfies readonly AppRoute[];
