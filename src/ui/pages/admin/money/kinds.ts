// The four kinds of admin money records, as the generic list and record pages show them: their endpoints, columns,
// sorts and form fields (coupons, point rates, point promotions, company group commissions).
import { formatCents } from '../../../../domain/billing';
import { formatBasisPoints, MONEY_KINDS, type GroupCommission, type MtzCoupon, type PointPromotion, type PointRate } from '../../../../domain/billing/admin-money';
import { links } from '../../../app/links';
import { when, type Field } from './fields';

export type KindName = 'coupons' | 'rates' | 'promotions' | 'groupCommissions';
export type Column = { label: string; cell(item: Record<string, unknown>): string };

export type MoneyKind = {
  name: KindName;
  title: string;
  /** one record's name in buttons and messages */
  noun: string;
  href: string;
  recordHref(id: string): string;
  intro: string;
  sorts: Record<string, string>;
  columns: Column[];
  fields: Field[];
  /** what a row is called (its aria-label and the record page's heading) */
  label(item: Record<string, unknown>): string;
};

const as = <T>(f: (x: T) => string) => (item: Record<string, unknown>) => f(item as unknown as T);
const limit = (n: number | null) => (n === null ? 'unlimited' : String(n));

const couponValue = (c: MtzCoupon) => (c.type === 'PERCENTAGE' ? `${c.value}%` : formatCents(c.value));
const promotionValue = (p: PointPromotion) => (p.type === 'MULTIPLIER' ? `x${(p.value / 100).toFixed(2)}` : `+${p.value} points`);

export const COUPONS: MoneyKind = {
  name: 'coupons', title: 'MTZ coupons', noun: 'coupon', href: links.adminMtzCoupons(), recordHref: (id) => `${links.adminMtzCoupons()}/${encodeURIComponent(id)}`,
  intro: 'Platform coupons for the MTZ plans: members enter the code at the MTZ plan checkout.',
  sorts: { createdAt: 'Created', code: 'Code', usedCount: 'Uses', expiredAt: 'Valid until' },
  columns: [
    { label: 'Code', cell: as<MtzCoupon>((c) => c.code) },
    { label: 'Discount', cell: as<MtzCoupon>(couponValue) },
    { label: 'Plans', cell: as<MtzCoupon>((c) => c.planIds.join(', ') || 'All plans') },
    { label: 'Valid', cell: as<MtzCoupon>((c) => `${when(c.startsAt)} to ${when(c.expiredAt)}`) },
    { label: 'Uses', cell: as<MtzCoupon>((c) => `${c.usedCount} of ${limit(c.maxUses)}`) },
  ],
  fields: [
    { key: 'code', label: 'Code', type: 'text', help: '6-12 lowercase letters or digits' },
    { key: 'description', label: 'Description', type: 'text' },
    { key: 'type', label: 'Discount type', type: 'select', options: ['PERCENTAGE', 'FIXED'] },
    { key: 'value', label: 'Value', type: 'int', help: 'Per cent (1-100) for PERCENTAGE; cents for FIXED (1000 = $10.00)' },
    { key: 'planIds', label: 'Plans', type: 'list', help: 'MTZ plan ids separated by commas (mtz-starter, mtz-business, mtz-business-year); empty: every plan' },
    { key: 'startsAt', label: 'Valid from', type: 'optionalDatetime', help: 'Empty: at once' },
    { key: 'expiredAt', label: 'Valid until', type: 'optionalDatetime', help: 'Empty: never expires' },
    { key: 'maxUses', label: 'Max uses', type: 'optionalInt', help: 'Empty: unlimited' },
  ],
  label: as<MtzCoupon>((c) => c.code),
};

export const RATES: MoneyKind = {
  name: 'rates', title: 'Point rates', noun: 'point rate', href: links.adminPointRates(), recordHref: (id) => `${links.adminPointRates()}/${encodeURIComponent(id)}`,
  intro: 'MTZ points a payment earns per whole dollar paid, by kind of payment, from a date on. A kind without a rate in force earns 1 point per dollar.',
  sorts: { effectiveFrom: 'Effective from', kind: 'Kind', pointsPerDollar: 'Points per dollar' },
  columns: [
    { label: 'Kind', cell: as<PointRate>((r) => r.kind) },
    { label: 'Points per dollar', cell: as<PointRate>((r) => String(r.pointsPerDollar)) },
    { label: 'Effective from', cell: as<PointRate>((r) => when(r.effectiveFrom)) },
  ],
  fields: [
    { key: 'kind', label: 'Payment kind', type: 'select', options: MONEY_KINDS },
    { key: 'pointsPerDollar', label: 'Points per dollar', type: 'int', help: '0-1000' },
    { key: 'effectiveFrom', label: 'Effective from', type: 'datetime' },
  ],
  label: as<PointRate>((r) => `${r.kind} from ${when(r.effectiveFrom)}`),
};

export const PROMOTIONS: MoneyKind = {
  name: 'promotions', title: 'Point promotions', noun: 'point promotion', href: links.adminPointPromotions(), recordHref: (id) => `${links.adminPointPromotions()}/${encodeURIComponent(id)}`,
  intro: 'Time-limited promotions: a multiplier of the points (in per cent, 200 = twice) or extra points per paid order, for one kind of payment or all.',
  sorts: { startsAt: 'Start', endsAt: 'End', name: 'Name' },
  columns: [
    { label: 'Name', cell: as<PointPromotion>((p) => p.name) },
    { label: 'Kind', cell: as<PointPromotion>((p) => p.kind ?? 'All kinds') },
    { label: 'Promotion', cell: as<PointPromotion>(promotionValue) },
    { label: 'Runs', cell: as<PointPromotion>((p) => `${when(p.startsAt)} to ${when(p.endsAt)}`) },
  ],
  fields: [
    { key: 'name', label: 'Name', type: 'text' },
    { key: 'kind', label: 'Payment kind', type: 'optionalSelect', options: MONEY_KINDS, help: 'Empty: every kind' },
    { key: 'type', label: 'Promotion type', type: 'select', options: ['MULTIPLIER', 'EXTRA'] },
    { key: 'value', label: 'Value', type: 'int', help: 'MULTIPLIER: per cent, 100-1000 (200 = twice the points); EXTRA: points added per paid order' },
    { key: 'startsAt', label: 'Start', type: 'datetime' },
    { key: 'endsAt', label: 'End', type: 'datetime' },
  ],
  label: as<PointPromotion>((p) => p.name),
};

export const GROUP_COMMISSIONS: MoneyKind = {
  name: 'groupCommissions', title: 'Company group commissions', noun: 'group commission', href: links.adminGroupCommissionRates(),
  recordHref: (id) => `${links.adminGroupCommissionRates()}/${encodeURIComponent(id)}`,
  intro: "A company group's own commission on its payments (memberships, sponsorships, donations), instead of the overall one.",
  sorts: { updatedAt: 'Changed', groupName: 'Group', basisPoints: 'Commission' },
  columns: [
    { label: 'Company group', cell: as<GroupCommission>((g) => g.groupName) },
    { label: 'Commission', cell: as<GroupCommission>((g) => `${formatBasisPoints(g.basisPoints)} (${g.basisPoints} bp)`) },
    { label: 'Changed', cell: as<GroupCommission>((g) => when(g.updatedAt)) },
  ],
  fields: [
    { key: 'companyGroupId', label: 'Company group', type: 'group' },
    { key: 'basisPoints', label: 'Commission (basis points)', type: 'int', help: '290 = 2.90%, plus 30 cents a payment; 0-5000' },
  ],
  label: as<GroupCommission>((g) => g.groupName),
};
