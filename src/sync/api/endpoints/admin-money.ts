// REST calls of the money the site admin sets (/mtz-admin/mtz-coupons, /point-rates, /point-promotions,
// /billing/commission-rates, /billing/cg-comm-rates): a sorted page, one record with its audit log, create, edit and
// delete for each kind, and the overall commission (merged in ../types.ts and ../routes.ts).
import type { RoutesOf } from '../routes';
import { on, type Stale } from '../stale';
import type { AuditRow, Page, SortDir } from '../../../domain/admin/types';
import type {
  CommissionView, GroupCommission, GroupCommissionDraft, MtzCoupon, MtzCouponDraft, PointPromotion, PointPromotionDraft, PointRate, PointRateDraft,
} from '../../../domain/billing/admin-money';

export type MoneyListQuery<S extends string> = { sort?: S; dir?: SortDir; skip?: number; limit?: number };

type Crud<N extends string, Item, Draft, S extends string> = {
  [K in `adminMoney.${N}`]: { in: MoneyListQuery<S>; out: Page<Item> };
} & {
  [K in `adminMoney.${N}.one`]: { in: { id: string }; out: { item: Item; audit: AuditRow[] } };
} & {
  [K in `adminMoney.${N}.create`]: { in: Draft; out: Item };
} & {
  [K in `adminMoney.${N}.update`]: { in: { id: string } & Draft; out: Item };
} & {
  [K in `adminMoney.${N}.delete`]: { in: { id: string }; out: { ok: true } };
};

export type AdminMoneyEndpoints = Crud<'coupons', MtzCoupon, MtzCouponDraft, 'createdAt' | 'code' | 'usedCount' | 'expiredAt'>
  & Crud<'rates', PointRate, PointRateDraft, 'effectiveFrom' | 'kind' | 'pointsPerDollar'>
  & Crud<'promotions', PointPromotion, PointPromotionDraft, 'startsAt' | 'endsAt' | 'name'>
  & Crud<'groupCommissions', GroupCommission, GroupCommissionDraft, 'updatedAt' | 'groupName' | 'basisPoints'>
  & {
    'adminMoney.commission': { in: void; out: CommissionView & { audit: AuditRow[] } };
    'adminMoney.commissionUpdate': { in: { basisPoints: number }; out: CommissionView & { audit: AuditRow[] } };
  };

const enc = encodeURIComponent;
/** every admin money page changes with the admins' audit events */
const ADMIN_STALE: Stale = [on('ADMIN')];
const A = '/admin';

const crud = <N extends string>(name: N, path: string) => ({
  [`adminMoney.${name}`]: { service: 'company', method: 'GET', authed: true, stale: ADMIN_STALE, build: (query: Record<string, unknown>) => ({ path: `${A}/${path}`, query }) },
  [`adminMoney.${name}.one`]: { service: 'company', method: 'GET', authed: true, stale: ADMIN_STALE, build: ({ id }: { id: string }) => ({ path: `${A}/${path}/${enc(id)}` }) },
  [`adminMoney.${name}.create`]: { service: 'company', method: 'POST', authed: true, build: (body: unknown) => ({ path: `${A}/${path}`, body }) },
  [`adminMoney.${name}.update`]: {
    service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }: { id: string }) => ({ path: `${A}/${path}/${enc(id)}`, body }),
  },
  [`adminMoney.${name}.delete`]: { service: 'company', method: 'DELETE', authed: true, build: ({ id }: { id: string }) => ({ path: `${A}/${path}/${enc(id)}` }) },
});

export const adminMoneyRoutes = {
  ...crud('coupons', 'mtz-coupons'),
  ...crud('rates', 'point-rates'),
  ...crud('promotions', 'point-promotions'),
  ...crud('groupCommissions', 'commission-rates/groups'),
  'adminMoney.commission': { service: 'company', method: 'GET', authed: true, stale: ADMIN_STALE, build: () => ({ path: `${A}/commission-rates` }) },
  'adminMoney.commissionUpdate': { service: 'company', method: 'PATCH', authed: true, build: (body: { basisPoints: number }) => ({ path: `${A}/commission-rates`, body }) },
} as RoutesOf<AdminMoneyEndpoints>;
