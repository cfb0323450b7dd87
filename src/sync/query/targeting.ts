// Targeted refresh (issue 27): what one realtime event does to one answer on screen, from its endpoint's
// staleness declaration (../api/stale.ts): nothing, a fetch again, or a patch in place (immer) when the
// event carries the whole entity. Pure functions: the data engine applies the decision.
import { produce } from 'immer';
import type { Action, ResourceType } from '../../domain/shared/events';
import type { Stale, StaleRule } from '../api/stale';

/** An event as targeting reads it; a command's own change has the same shape. */
export type Change = { resourceType: ResourceType; action: Action; resource: unknown };

/** One answer on screen: its endpoint's parameters and what it holds (undefined: nothing yet). */
export type HeldAnswer = { params: unknown; data: unknown };

export type Decision = { kind: 'skip' } | { kind: 'refetch' } | { kind: 'patch'; data: unknown };

const SKIP: Decision = { kind: 'skip' };
const REFETCH: Decision = { kind: 'refetch' };
/** nodes walked in one answer before it is taken to hold the id (a refetch, never a stale view) */
const WALK_BUDGET = 50_000;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (resource: unknown): string | null => (isObj(resource) && typeof resource.id === 'string' ? resource.id : null);

/** True when one of `values` is a string anywhere in `json` (any depth, any field). */
export function holdsAny(json: unknown, values: ReadonlySet<string>): boolean {
  let budget = WALK_BUDGET;
  const walk = (v: unknown): boolean => {
    if (--budget < 0) return true;
    if (typeof v === 'string') return values.has(v);
    if (Array.isArray(v)) return v.some(walk);
    if (isObj(v)) return Object.values(v).some(walk);
    return false;
  };
  return walk(json);
}

/** The objects in `json` whose id is `id`. */
function heldEntities(json: unknown, id: string): Obj[] {
  const out: Obj[] = [];
  let budget = WALK_BUDGET;
  const walk = (v: unknown): void => {
    if (--budget < 0) return;
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObj(v)) {
      if (v.id === id) out.push(v);
      Object.values(v).forEach(walk);
    }
  };
  walk(json);
  return out;
}

const matches = (rule: StaleRule, c: Change) => rule.type === c.resourceType && (!rule.actions || rule.actions.includes(c.action));

/**
 * Whether the entity belongs to the list the parameters ask for: each named field's value is among the
 * parameter's values. null when a parameter is absent: the list may be long and paged, only the server knows.
 */
function listed(filter: Readonly<Record<string, string>>, entity: Obj, params: unknown): boolean | null {
  let all = true;
  for (const [field, param] of Object.entries(filter)) {
    const allowed = isObj(params) ? params[param] : undefined;
    if (allowed === undefined || allowed === null) return null;
    all &&= (Array.isArray(allowed) ? allowed : [allowed]).includes(entity[field]);
  }
  return all;
}

/** Replaces (UPDATED) or removes from its list (DELETED) every held copy of the entity; null when it cannot. */
function patched(data: unknown, entity: Obj, id: string, action: Action): unknown {
  let impossible = false;
  const next = produce(data, (draft: unknown) => {
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) {
          const item: unknown = v[i];
          if (action === 'DELETED' && isObj(item) && item.id === id) v.splice(i, 1);
          else visit(item);
        }
      } else if (isObj(v)) {
        if (v.id === id) {
          if (action === 'DELETED') impossible = true; // held outside a list: only the server knows what replaces it
          else for (const k of Object.keys(v)) v[k] = entity[k];
          return;
        }
        Object.values(v).forEach(visit);
      }
    };
    visit(draft);
  });
  return impossible ? null : next;
}

/** What one rule says about one answer. */
function byRule(rule: StaleRule, c: Change, held: HeldAnswer): Decision {
  const entity = isObj(c.resource) ? c.resource : null;
  const id = idOf(c.resource);
  if (held.data === undefined) return REFETCH;
  if (rule.listedBy && c.action === 'CREATED' && entity && id) {
    const belongs = listed(rule.listedBy, entity, held.params);
    if (belongs === false) return SKIP;
    if (belongs === null || !Array.isArray(held.data)) return REFETCH;
    if (heldEntities(held.data, id).length > 0) return SKIP;
    // lists are newest first
    return { kind: 'patch', data: produce(held.data, (d: unknown[]) => void d.unshift(entity)) };
  }
  if (rule.patch && entity && id && (c.action === 'UPDATED' || c.action === 'DELETED')) {
    const copies = heldEntities(held.data, id);
    if (copies.length === 0) return rule.ids ? byIds(rule.ids, entity, held) : SKIP;
    // every field an answer shows must be in the event, or the patch would mix two shapes: fetch instead
    const whole = c.action === 'DELETED' || copies.every((o) => Object.keys(o).every((k) => k in entity));
    const next = whole ? patched(held.data, entity, id, c.action) : null;
    return next === null ? REFETCH : { kind: 'patch', data: next };
  }
  return rule.ids ? byIds(rule.ids, entity, held) : REFETCH;
}

function byIds(fields: readonly string[], entity: Obj | null, held: HeldAnswer): Decision {
  const values = new Set(fields.flatMap((f) => (entity && typeof entity[f] === 'string' ? [entity[f]] : [])));
  if (values.size === 0) return REFETCH; // the event names none of them: it may concern any answer
  return holdsAny(held.params, values) || holdsAny(held.data, values) ? REFETCH : SKIP;
}

/**
 * What a burst of changes does to one answer of an endpoint with this declaration: patches are applied in
 * order; any change that needs the server makes it a refetch. Undeclared endpoints (no `stale`) are left alone.
 */
export function decide(stale: Stale | undefined, changes: readonly Change[], held: HeldAnswer): Decision {
  if (!stale || stale.length === 0) return SKIP;
  let data = held.data;
  let changed = false;
  for (const c of changes) {
    for (const rule of stale) {
      if (!matches(rule, c)) continue;
      const d = byRule(rule, c, { params: held.params, data });
      if (d.kind === 'refetch') return REFETCH;
      if (d.kind === 'patch') {
        data = d.data;
        changed = true;
      }
    }
  }
  return changed ? { kind: 'patch', data } : SKIP;
}

/** The resource types some endpoint declares. */
export function declaredTypes(stales: Iterable<Stale | undefined>): Set<ResourceType> {
  const out = new Set<ResourceType>();
  for (const s of stales) for (const r of s ?? []) out.add(r.type);
  return out;
}
