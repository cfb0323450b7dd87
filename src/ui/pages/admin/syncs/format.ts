// How the syncs pages show a record's state and a field's value.
import { SYNC_KIND_INFO, SYNC_KINDS, type SyncKind, type SyncRecord } from '../../../../domain/admin/syncs';

export const isSyncKind = (k: string): k is SyncKind => (SYNC_KINDS as readonly string[]).includes(k);

/** 'In sync', 'Never synced' or the number of differing fields. */
export function syncState(r: SyncRecord): string {
  if (r.inSync) return 'In sync';
  if (r.syncedAt === null) return 'Never synced';
  return r.differences.length === 1 ? '1 difference' : `${r.differences.length} differences`;
}

/** A field's label in the kind's words (a field the kind does not know: its key). */
export const fieldLabel = (kind: SyncKind, key: string) => SYNC_KIND_INFO[kind].fields.find((f) => f.key === key)?.label ?? key;

/** A value as text: missing, or its JSON (strings without quotes). */
export const valueText = (v: unknown) => (v === undefined ? '(missing)' : typeof v === 'string' ? v : JSON.stringify(v));
