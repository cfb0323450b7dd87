// Frame -> RealtimeEvent. Validates the envelope and, for the resource types this engine applies,
// the resource itself, so an event is either applied whole or not at all.
import { ACTIONS, RESOURCE_TYPES, type Action, type RealtimeEvent, type ResourceType } from '../../domain/shared/events';
import type { Notification } from '../../domain/alerts/types';

export type Decoded =
  /** a whole, applicable event */
  | { kind: 'event'; event: RealtimeEvent }
  /** the envelope (seq) is readable but the resource is not: consume the seq, apply nothing */
  | { kind: 'skip'; seq: number; error: string }
  /** not even a seq: nothing to do but log */
  | { kind: 'bad'; error: string };

type ResourceCheck = (action: Action, resource: Record<string, unknown>) => string | null;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function isNotificationShape(x: unknown): x is Notification {
  if (!isObj(x)) return false;
  const r = x;
  return typeof r.id === 'string' && typeof r.receiverId === 'string' && typeof r.content === 'string'
    && (r.link === null || typeof r.link === 'string') && typeof r.hasRead === 'boolean'
    && typeof r.createdAt === 'number' && Number.isFinite(r.createdAt);
}

/** Checks per resource type; types without one pass with any object (their readers check what they use). */
const CHECKS: Partial<Record<ResourceType, ResourceCheck>> = {
  NOTIFICATION: (action, rec) => {
    if (action === 'DELETED') return typeof rec.id === 'string' ? null : 'NOTIFICATION DELETED without id';
    return isNotificationShape(rec) ? null : `NOTIFICATION ${action} with a malformed resource`;
  },
};

/** Validates an already parsed value (a frame body or a row of GET /alert/events). */
export function decodeEvent(value: unknown): Decoded {
  if (!isObj(value)) return { kind: 'bad', error: 'event is not an object' };
  const { seq, resourceType, action, resource } = value;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq <= 0) return { kind: 'bad', error: 'event without a valid seq' };
  if (!(RESOURCE_TYPES as readonly unknown[]).includes(resourceType)) return { kind: 'skip', seq, error: `unknown resourceType ${String(resourceType)}` };
  if (!(ACTIONS as readonly unknown[]).includes(action)) return { kind: 'skip', seq, error: `unknown action ${String(action)}` };
  if (!isObj(resource)) return { kind: 'skip', seq, error: 'event without a resource object' };
  const rt = resourceType as ResourceType;
  const act = action as Action;
  const problem = CHECKS[rt]?.(act, resource) ?? null;
  if (problem) return { kind: 'skip', seq, error: problem };
  return { kind: 'event', event: { seq, resourceType: rt, action: act, resource } };
}

export function decodeFrame(raw: string): Decoded {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'bad', error: `frame is not JSON: ${raw.slice(0, 80)}` };
  }
  return decodeEvent(parsed);
}
