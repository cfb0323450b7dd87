// Routes of the money the site admin sets (merged into the admin portal's routes in ../routes.ts).
import { createElement } from 'react';
import type { AppRoute } from '../../../app/route-types';
import { CommissionPage } from './CommissionPage';
import { COUPONS, GROUP_COMMISSIONS, PROMOTIONS, RATES, type MoneyKind } from './kinds';
import { MoneyListPage } from './MoneyListPage';
import { MoneyRecordPage } from './MoneyRecordPage';

const list = (kind: MoneyKind) => () => createElement(MoneyListPage, { kind });
const record = (kind: MoneyKind) => () => createElement(MoneyRecordPage, { kind });

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
