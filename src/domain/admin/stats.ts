// The admin statistics (/mtz-admin/stats/{kind}) and the grantee area (/grantee/{kind}): which statistics exist,
// their page titles and what they count. Each is a period statistic of spec 3 (DAY, MONTH, YEAR counts).
import type { PeriodStats } from '../groups/stats';

export const ADMIN_STATS = [
  { kind: 'sign-ups', title: 'Sign-ups', text: 'Accounts created per period.' },
  { kind: 'activations', title: 'Activations', text: 'Accounts created per period that confirmed their e-mail.' },
  { kind: 'companies', title: 'Companies', text: 'Companies created per period.' },
  { kind: 'groups', title: 'Company groups', text: 'Company groups created per period.' },
  { kind: 'messages', title: 'Messages', text: 'Chat messages sent per period.' },
  { kind: 'orders', title: 'Orders', text: 'Paid orders per period.' },
  { kind: 'revenue', title: 'Revenue (cents)', text: 'Amount paid on orders per period, in cents.' },
  { kind: 'sponsorship-subscriptions-create', title: 'Sponsorship subscriptions created', text: 'Group sponsorships subscribed per period.' },
  { kind: 'stripe-customers', title: 'Payment gateway customers', text: 'Customers created at the payment gateway per period.' },
  { kind: 'stripe-subscriptions', title: 'Payment gateway subscriptions', text: 'Recurring subscriptions (MTZ plans, member plans, sponsorships) created per period.' },
] as const;

export type AdminStatKind = (typeof ADMIN_STATS)[number]['kind'];
export const ADMIN_STAT_KINDS = ADMIN_STATS.map((s) => s.kind) as [AdminStatKind, ...AdminStatKind[]];
export const isAdminStatKind = (s: string): s is AdminStatKind => (ADMIN_STAT_KINDS as readonly string[]).includes(s);
export const statTitle = (kind: AdminStatKind): string => ADMIN_STATS.find((s) => s.kind === kind)?.title ?? kind;

export const GRANTEE_MESSAGES = {
  notGrantee: 'Only a grantee may see these statistics',
  notShared: 'This statistic is not shared with grantees',
} as const;

/** One statistic between two days: the period counts of spec 3 and their total (revenue: sums in cents). */
export type AdminStat = PeriodStats & { total: number };
