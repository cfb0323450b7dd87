// Syncs (/mtz-admin/syncs/*): each record's copy in the system it is mirrored to (users, companies and products in
// the search index, MTZ plan subscriptions at the payment gateway), compared field by field with the record itself.
// A Re-sync rewrites the copy from the record; a copy already equal is left alone (so a second Re-sync changes nothing).
import type { AuditRow, SortDir } from './types';

export const SYNC_KINDS = ['users', 'companies', 'products', 'mtz-plan-subscriptions'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];
export type SyncSystem = 'SEARCH_INDEX' | 'PAYMENT_GATEWAY';

export const SYNC_SORTS = ['label', 'syncedAt'] as const;
export type SyncSort = (typeof SYNC_SORTS)[number];

type KindInfo = { title: string; singular: string; system: SyncSystem; fields: readonly { key: string; label: string }[] };

/** Each kind: its page title, the system its copy lives in and the fields the copy holds. */
export const SYNC_KIND_INFO: Record<SyncKind, KindInfo> = {
  users: {
    title: 'Users', singular: 'User', system: 'SEARCH_INDEX',
    fields: [{ key: 'name', label: 'Name' }, { key: 'email', label: 'E-mail' }, { key: 'profileName', label: 'Profile name' }, { key: 'active', label: 'Active' }],
  },
  companies: {
    title: 'Companies', singular: 'Company', system: 'SEARCH_INDEX',
    fields: [{ key: 'name', label: 'Name' }, { key: 'profileName', label: 'Profile name' }, { key: 'description', label: 'Description' }, { key: 'active', label: 'Active' }],
  },
  products: {
    title: 'Products', singular: 'Product', system: 'SEARCH_INDEX',
    fields: [
      { key: 'name', label: 'Name' }, { key: 'sku', label: 'SKU' }, { key: 'description', label: 'Description' },
      { key: 'companyId', label: 'Company' }, { key: 'active', label: 'Active' },
    ],
  },
  'mtz-plan-subscriptions': {
    title: 'MTZ plan subscriptions', singular: 'MTZ plan subscription', system: 'PAYMENT_GATEWAY',
    fields: [
      { key: 'plan', label: 'Plan' }, { key: 'cents', label: 'Price (cents)' }, { key: 'interval', label: 'Interval' },
      { key: 'status', label: 'Status' }, { key: 'nextRenewalAt', label: 'Next renewal' },
    ],
  },
};

export const SYNC_SYSTEM_LABELS: Record<SyncSystem, string> = { SEARCH_INDEX: 'Search index', PAYMENT_GATEWAY: 'Payment gateway' };

/** A copied field's value: the copies hold scalars only. */
export type SyncValue = string | number | boolean | null;
export type SyncDoc = Record<string, SyncValue>;
/** One field whose copy differs: the record's value and the copy's (undefined: the copy lacks the field). */
export type SyncDifference = { field: string; source?: SyncValue; mirror?: SyncValue };

export type SyncRecord = {
  id: string;
  label: string;
  system: SyncSystem;
  /** when the copy was last written; null: never */
  syncedAt: number | null;
  inSync: boolean;
  differences: SyncDifference[];
};
export type SyncDetail = SyncRecord & { kind: SyncKind; source: SyncDoc; mirror: SyncDoc | null; audit: AuditRow[] };
export type SyncListQuery = { kind: SyncKind; keyword?: string; outOfSync?: boolean; sort?: SyncSort; dir?: SortDir; skip: number; limit: number };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose copy differs from the record: in the kind's field order, then any other field either one has. */
export function syncDifferences(kind: SyncKind, source: SyncDoc, mirror: SyncDoc | null): SyncDifference[] {
  const copy = mirror ?? {};
  const keys = [...new Set([...SYNC_KIND_INFO[kind].fields.map((f) => f.key), ...Object.keys(source), ...Object.keys(copy)])];
  return keys.filter((k) => !same(source[k], copy[k])).map((field) => ({ field, source: source[field], mirror: copy[field] }));
}

export const SYNC_MESSAGES = {
  notFound: 'Record not found',
  resynced: 'Re-synced',
  alreadyInSync: 'Already in sync: nothing to change',
} as const;
