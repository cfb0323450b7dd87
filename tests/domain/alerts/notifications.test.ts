import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_NOTIFICATIONS, NOTIFICATION_WINDOW_MS, applyNotificationEvent, formatBadge, notificationsFromList,
  unreadCount, type NotificationEventResource, type NotificationsState,
} from '../../../src/domain/alerts/notifications';
import type { Notification } from '../../../src/domain/alerts/types';
import type { RealtimeEvent } from '../../../src/domain/shared/events';

const NOW = 1_800_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

function note(id: string, over: Partial<Notification> = {}): Notification {
  return { id, receiverId: 'u1', content: `n ${id}`, link: null, hasRead: false, createdAt: NOW - 1000, ...over };
}
type Ev = RealtimeEvent<NotificationEventResource>;
const ev = (action: Ev['action'], resource: NotificationEventResource, seq = 1): Ev =>
  ({ resourceType: 'NOTIFICATION', action, resource, seq });

describe('unreadCount', () => {
  it('counts unread notifications of the last 2 days only', () => {
    const list = [
      note('a'),
      note('b', { hasRead: true }),
      note('c', { createdAt: NOW - 2 * DAY }), // exactly at the window start: counted
      note('d', { createdAt: NOW - 2 * DAY - 1 }), // older: not counted
    ];
    expect(unreadCount(list, NOW)).toBe(2);
    expect(unreadCount(notificationsFromList(list), NOW)).toBe(2);
    expect(NOTIFICATION_WINDOW_MS).toBe(2 * DAY);
  });
});

describe('formatBadge', () => {
  it('shows nothing for 0, the number up to 99, then 99+', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(11, 10)).toBe('10+');
  });
});

describe('applyNotificationEvent', () => {
  it('CREATED adds, UPDATED replaces, DELETED removes', () => {
    let s: NotificationsState = EMPTY_NOTIFICATIONS;
    s = applyNotificationEvent(s, ev('CREATED', note('a')));
    expect(unreadCount(s, NOW)).toBe(1);
    s = applyNotificationEvent(s, ev('UPDATED', note('a', { hasRead: true })));
    expect(s.a.hasRead).toBe(true);
    expect(unreadCount(s, NOW)).toBe(0);
    s = applyNotificationEvent(s, ev('DELETED', { id: 'a' }));
    expect(s).toEqual({});
  });

  it('a replayed CREATED keeps the newer state', () => {
    const s1 = applyNotificationEvent(notificationsFromList([note('a', { hasRead: true })]), ev('CREATED', note('a')));
    expect(s1.a.hasRead).toBe(true);
  });

  it('VIEWED replaces like UPDATED; an event carrying only the id adds or replaces nothing', () => {
    const s = notificationsFromList([note('a')]);
    expect(applyNotificationEvent(s, ev('VIEWED', note('a', { hasRead: true }))).a.hasRead).toBe(true);
    for (const action of ['CREATED', 'UPDATED', 'VIEWED'] as const) {
      expect(applyNotificationEvent(s, ev(action, { id: 'b' }))).toBe(s);
      expect(applyNotificationEvent(s, ev(action, { id: 'a' }))).toBe(s);
    }
  });

  it('keeps the same object when nothing changes, and takes every field that does change', () => {
    const s = notificationsFromList([note('a')]);
    expect(applyNotificationEvent(s, ev('UPDATED', note('a')))).toBe(s);
    expect(applyNotificationEvent(s, ev('DELETED', { id: 'zz' }))).toBe(s);
    expect(applyNotificationEvent(s, { ...ev('UPDATED', note('a')), action: 'SOMETHING' as Ev['action'] })).toBe(s);
    const changes: Partial<Notification>[] = [
      { receiverId: 'u2' }, { content: 'other' }, { link: '/me' }, { hasRead: true }, { createdAt: NOW - 5 },
    ];
    for (const change of changes) {
      const next = applyNotificationEvent(s, ev('UPDATED', note('a', change)));
      expect(next).not.toBe(s);
      expect(next.a).toEqual(note('a', change));
    }
    // an UPDATED for an id not held yet adds it
    expect(applyNotificationEvent(s, ev('UPDATED', note('b'))).b).toEqual(note('b'));
  });

  it('counts from any iterable, not only arrays', () => {
    const list = [note('a'), note('b', { hasRead: true }), note('c')];
    expect(unreadCount(new Set(list), NOW)).toBe(2);
    expect(unreadCount((function* gen() { yield* list; })(), NOW)).toBe(2);
  });

  it('ignores other resource types', () => {
    const s = applyNotificationEvent(EMPTY_NOTIFICATIONS, { resourceType: 'MESSAGE', action: 'CREATED', resource: note('m'), seq: 1 });
    expect(s).toBe(EMPTY_NOTIFICATIONS);
  });
});

// ---- properties ----
const idArb = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const notificationArb = fc.record({
  id: idArb,
  receiverId: fc.constant('u1'),
  content: fc.string({ maxLength: 5 }),
  link: fc.option(fc.constant('/me'), { nil: null }),
  hasRead: fc.boolean(),
  createdAt: fc.integer({ min: NOW - 3 * DAY, max: NOW }),
});
const eventArb: fc.Arbitrary<Ev> = fc.oneof(
  fc.record({ resourceType: fc.constant('NOTIFICATION' as const), action: fc.constantFrom('CREATED' as const, 'UPDATED' as const), resource: notificationArb, seq: fc.nat() }),
  fc.record({ resourceType: fc.constant('NOTIFICATION' as const), action: fc.constant('DELETED' as const), resource: fc.record({ id: idArb }), seq: fc.nat() }),
);
const fold = (events: Ev[], from: NotificationsState = EMPTY_NOTIFICATIONS) => events.reduce(applyNotificationEvent, from);

/** Reference model, written differently: the last event per id decides, CREATED only counts on an absent id. */
function modelCount(events: Ev[]): number {
  const live = new Map<string, Notification>();
  for (const e of events) {
    const id = e.resource.id;
    if (e.action === 'DELETED') live.delete(id);
    else if (e.action === 'UPDATED' || !live.has(id)) live.set(id, e.resource as Notification);
  }
  return [...live.values()].filter((n) => !n.hasRead && NOW - n.createdAt <= 2 * DAY).length;
}

describe('notification reducer properties', () => {
  it('applying an event twice changes nothing', () => {
    fc.assert(fc.property(fc.array(eventArb, { maxLength: 30 }), eventArb, (prefix, e) => {
      const once = applyNotificationEvent(fold(prefix), e);
      expect(applyNotificationEvent(once, e)).toEqual(once);
    }));
  });

  it('the count is a pure fold of the events', () => {
    fc.assert(fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
      expect(unreadCount(fold(events), NOW)).toBe(modelCount(events));
    }));
  });

  it('any interleaving that keeps each notification\'s own order reaches the same state', () => {
    fc.assert(fc.property(fc.array(eventArb, { maxLength: 30 }), fc.infiniteStream(fc.nat()), (events, picks) => {
      // Interleave the per-id queues in an arbitrary order.
      const queues = new Map<string, Ev[]>();
      for (const e of events) queues.set(e.resource.id, [...(queues.get(e.resource.id) ?? []), e]);
      const shuffled: Ev[] = [];
      const it = picks[Symbol.iterator]();
      while (queues.size > 0) {
        const keys = [...queues.keys()];
        const k = keys[it.next().value % keys.length];
        const q = queues.get(k) ?? [];
        shuffled.push(q.shift() as Ev);
        if (q.length === 0) queues.delete(k);
      }
      expect(fold(shuffled)).toEqual(fold(events));
    }));
  });
});
