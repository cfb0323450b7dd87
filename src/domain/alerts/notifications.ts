// Pure projections of the notification bell (spec: count of the last 2 days, 99 then 99+).
import type { RealtimeEvent } from '../shared/events';
import type { Notification } from './types';

export const NOTIFICATION_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
export const NOTIFICATION_BADGE_CAP = 99;

/** Notifications by id: the state the reducer folds events into. */
export type NotificationsState = Readonly<Record<string, Notification>>;

export const EMPTY_NOTIFICATIONS: NotificationsState = Object.freeze({});

/** Start of the bell's window for a given moment. */
export function notificationWindowStart(nowMs: number): number {
  return nowMs - NOTIFICATION_WINDOW_MS;
}

/** Unread notifications created within the last 2 days (inclusive of the window start). */
export function unreadCount(notifications: Iterable<Notification> | NotificationsState, nowMs: number): number {
  const since = notificationWindowStart(nowMs);
  const list: Iterable<Notification> = isIterable(notifications) ? notifications : Object.values(notifications);
  let count = 0;
  for (const n of list) if (!n.hasRead && n.createdAt >= since) count += 1;
  return count;
}

/** '' for 0 (no badge), the number up to the cap, then 'cap+'. */
export function formatBadge(count: number, cap: number = NOTIFICATION_BADGE_CAP): string {
  if (count <= 0) return '';
  return count > cap ? `${cap}+` : String(count);
}

/** The resource of a NOTIFICATION event; DELETED may carry only the id. */
export type NotificationEventResource = Notification | { id: string };

function isNotification(r: NotificationEventResource): r is Notification {
  return 'createdAt' in r && 'hasRead' in r;
}

/**
 * NOTIFICATION CREATED adds (and keeps an existing one: a replayed CREATED must not undo a later
 * UPDATED), UPDATED replaces (or adds), DELETED removes. Returns the same object when nothing
 * changes, so applying an event twice is a no-op.
 */
export function applyNotificationEvent(
  state: NotificationsState,
  event: RealtimeEvent<NotificationEventResource>,
): NotificationsState {
  if (event.resourceType !== 'NOTIFICATION') return state;
  const resource = event.resource;
  const id = resource.id;
  switch (event.action) {
    case 'CREATED':
      if (id in state || !isNotification(resource)) return state;
      return { ...state, [id]: resource };
    case 'UPDATED':
    case 'VIEWED':
      if (!isNotification(resource) || sameNotification(state[id], resource)) return state;
      return { ...state, [id]: resource };
    case 'DELETED': {
      if (!(id in state)) return state;
      const next: Record<string, Notification> = { ...state };
      delete next[id];
      return next;
    }
    default:
      return state;
  }
}

/** Replaces the whole state with a REST snapshot (newest first or any order). */
export function notificationsFromList(list: readonly Notification[]): NotificationsState {
  const out: Record<string, Notification> = {};
  for (const n of list) out[n.id] = n;
  return out;
}

function sameNotification(a: Notification | undefined, b: Notification): boolean {
  return a !== undefined && a.id === b.id && a.receiverId === b.receiverId && a.content === b.content
    && a.link === b.link && a.hasRead === b.hasRead && a.createdAt === b.createdAt;
}

function isIterable(x: Iterable<Notification> | NotificationsState): x is Iterable<Notification> {
  return Symbol.iterator in x;
}
