// The writer's side of the fan-out: the events a unit of work emitted, kept in memory and written at its end,
// still inside its transaction, with ONE insert whatever their number and their audiences' size.
import { sql, type Transaction } from 'kysely';
import type { Action, ResourceType } from '../../../src/domain/shared/events';
import type { DB } from '../db/schema';
import type { Audience } from './audience';

export type OutboxEntry = { audience: Audience; resourceType: ResourceType; action: Action; resource: unknown };

/** Writes the entries in their order (their ids increase in it: one user's events keep the order they were emitted in). */
export async function writeOutbox(trx: Transaction<DB>, entries: readonly OutboxEntry[], now: number): Promise<number[]> {
  if (entries.length === 0) return [];
  const col = (f: (e: OutboxEntry) => string | null) => entries.map(f);
  const { rows } = await sql<{ id: string }>`
    INSERT INTO event_outbox (audience_kind, audience_id, audience_users, resource_type, action, resource, created_at)
    SELECT k, i, CASE WHEN u IS NULL THEN NULL ELSE ARRAY(SELECT jsonb_array_elements_text(u::jsonb)) END, t, a, r::jsonb, ${now}
    FROM unnest(
      ${col((e) => e.audience.kind)}::text[], ${col((e) => ('id' in e.audience ? e.audience.id : null))}::text[],
      ${col((e) => ('ids' in e.audience ? JSON.stringify(e.audience.ids) : null))}::text[], ${col((e) => e.resourceType)}::text[],
      ${col((e) => e.action)}::text[], ${col((e) => JSON.stringify(e.resource ?? null))}::text[]
    ) WITH ORDINALITY AS x(k, i, u, t, a, r, n)
    ORDER BY n
    RETURNING id`.execute(trx);
  return rows.map((r) => Number(r.id));
}
