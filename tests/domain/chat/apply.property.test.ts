// Properties of the chat reducers: idempotent, order-free per entity, badge = pure fold of the events.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyChatEvent, applyChatEvents, isUnseenBy, upsertMessages } from '../../../src/domain/chat/apply';
import { emptyChatState, type ChatState } from '../../../src/domain/chat/state';
import { loadedMessages, onlineUsers, roomList, roomUnread, totalUnread } from '../../../src/domain/chat/views';
import type { RealtimeEvent } from '../../../src/domain/shared/events';
import type { ChatMessage } from '../../../src/domain/chat/types';
import { ROOM_IDS, VIEWER, histories, interleave } from './chat-events';
import { propertyRuns } from '../property-runs';

const start = (open: boolean): ChatState => ({ ...emptyChatState(VIEWER), openRoomId: open ? 'r1' : null });
const picks = fc.array(fc.nat(), { minLength: 80, maxLength: 80 });

/** What the screens see (and what must not depend on arrival order). */
function observable(s: ChatState) {
  return {
    rooms: roomList(s),
    invites: Object.keys(s.invites).sort(),
    online: onlineUsers(s),
    messages: ROOM_IDS.map((r) => Object.values(s.messages[r] ?? {}).sort((a, b) => (a.id < b.id ? -1 : 1))),
    deleted: ROOM_IDS.map((r) => Object.keys(s.deleted[r] ?? {}).sort()),
    files: Object.keys(s.files).sort(),
    open: s.openRoomId,
  };
}

describe('chat reducers (properties)', () => {
  it('applying any event twice in a row changes nothing (same object)', () => {
    fc.assert(fc.property(histories, picks, fc.boolean(), (hs, order, open) => {
      let s = start(open);
      for (const e of interleave(hs, order)) {
        s = applyChatEvent(s, e);
        expect(applyChatEvent(s, e)).toBe(s);
      }
    }), { numRuns: propertyRuns(300) });
  });

  it('a batch folds like one event at a time, and never touches its input state', () => {
    fc.assert(fc.property(histories, picks, fc.integer({ min: 0, max: 60 }), fc.boolean(), (hs, order, cut, open) => {
      const events = interleave(hs, order);
      const before = applyChatEvents(start(open), events.slice(0, cut));
      const snapshot = structuredClone(before);
      const batched = applyChatEvents(before, events.slice(cut));
      let single = before;
      for (const e of events.slice(cut)) single = applyChatEvent(single, e);
      expect(batched).toEqual(single);
      expect(before).toEqual(snapshot);
    }), { numRuns: propertyRuns(300) });
  });

  it('upserting a list of messages (one batch) equals upserting them one by one, and never touches its input state', () => {
    fc.assert(fc.property(histories, picks, fc.integer({ min: 0, max: 60 }), fc.boolean(), (hs, order, cut, open) => {
      const events = interleave(hs, order);
      const before = applyChatEvents(start(open), events.slice(0, cut));
      const messages = events.slice(cut).flatMap((e) => (e.resourceType === 'MESSAGE' && e.action !== 'DELETED' ? [e.resource as ChatMessage] : []));
      const snapshot = structuredClone(before);
      let single = before;
      for (const m of messages) single = upsertMessages(single, [m]);
      expect(upsertMessages(before, messages)).toEqual(single);
      expect(before).toEqual(snapshot);
    }), { numRuns: propertyRuns(300) });
  });

  it('any interleaving that keeps each entity\'s own order reaches the same state', () => {
    fc.assert(fc.property(histories, picks, picks, fc.boolean(), (hs, a, b, open) => {
      const sa = applyChatEvents(start(open), interleave(hs, a));
      const sb = applyChatEvents(start(open), interleave(hs, b));
      expect(observable(sa)).toEqual(observable(sb));
    }), { numRuns: propertyRuns(300) });
  });

  it('the badge of each room is a fold of its messages\' events, at most 11, 0 in the open room', () => {
    fc.assert(fc.property(histories, picks, fc.boolean(), (hs, order, open) => {
      const events = interleave(hs, order);
      const s = applyChatEvents(start(open), events);
      // reference: last version per message, viewers ever seen, deletions
      const last = new Map<string, ChatMessage>();
      const viewers = new Map<string, Set<string>>();
      const gone = new Set<string>();
      for (const e of events) {
        if (e.resourceType !== 'MESSAGE' && e.resourceType !== 'MESSAGEVIEWER') continue;
        const m = e.resource as ChatMessage;
        if (e.action === 'DELETED') { gone.add(m.id); continue; }
        last.set(m.id, m);
        viewers.set(m.id, new Set([...(viewers.get(m.id) ?? []), ...m.viewerIds]));
      }
      let total = 0;
      for (const r of ROOM_IDS) {
        const present = r in s.rooms;
        const expected = !present || (open && r === 'r1') ? 0 : Math.min(11, [...last.values()].filter((m) => m.roomId === r && !gone.has(m.id)
          && m.ownerId !== VIEWER && !viewers.get(m.id)?.has(VIEWER)).length);
        if (present) expect(roomUnread(s, r)).toBe(expected);
        total += expected;
      }
      expect(totalUnread(s)).toBe(total);
    }), { numRuns: propertyRuns(300) });
  });
});

const ev = (seq: number, e: Omit<RealtimeEvent, 'seq'>): RealtimeEvent => ({ ...e, seq });
const msg = (id: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id, roomId: 'r1', ownerId: 'u1', content: 'hi', viewerIds: ['u1'], createdAt: 10, updatedAt: 10, meta: {}, ...over,
});
const room1 = { id: 'r1', name: 'R', logoPath: null, creatorId: 'u1', memberIds: [VIEWER, 'u1'], meta: { type: 'REGULARROOM' as const }, createdAt: 1, lastMessageAt: 1 };

describe('chat reducers (rules of spec 4)', () => {
  it('a room\'s badge stops at 11; DELETED lowers it; a view by the user clears that message', () => {
    let s = applyChatEvent(emptyChatState(VIEWER), ev(1, { resourceType: 'ROOM', action: 'CREATED', resource: room1 }));
    for (let i = 0; i < 13; i += 1) s = applyChatEvent(s, ev(2 + i, { resourceType: 'MESSAGE', action: 'CREATED', resource: msg(`m${i}`, { createdAt: 10 + i }) }));
    expect(roomUnread(s, 'r1')).toBe(11);
    for (let i = 0; i < 3; i += 1) s = applyChatEvent(s, ev(20 + i, { resourceType: 'MESSAGE', action: 'DELETED', resource: msg(`m${i}`) }));
    expect(roomUnread(s, 'r1')).toBe(10);
    s = applyChatEvent(s, ev(30, { resourceType: 'MESSAGEVIEWER', action: 'VIEWED', resource: msg('m5', { viewerIds: ['u1', VIEWER] }) }));
    expect(roomUnread(s, 'r1')).toBe(9);
    // a message the user already viewed never counts
    s = applyChatEvent(s, ev(31, { resourceType: 'MESSAGE', action: 'CREATED', resource: msg('mx', { viewerIds: ['u1', VIEWER] }) }));
    expect(roomUnread(s, 'r1')).toBe(9);
    expect(roomList(s)[0].unread).toBe(9);
  });

  it('in the open room a created message is added and read; a room update without the user removes and deselects it', () => {
    let s = applyChatEvent(emptyChatState(VIEWER), ev(1, { resourceType: 'ROOM', action: 'CREATED', resource: room1 }));
    s = { ...s, openRoomId: 'r1', pages: { r1: { since: Infinity, hasOlder: false } } };
    s = applyChatEvent(s, ev(2, { resourceType: 'MESSAGE', action: 'CREATED', resource: msg('m1') }));
    expect(isUnseenBy(s.messages.r1.m1, VIEWER)).toBe(false);
    expect(loadedMessages(s, 'r1').messages.map((m) => m.id)).toEqual(['m1']);
    s = applyChatEvent(s, ev(3, { resourceType: 'MESSAGEFILE', action: 'CREATED', resource: { id: 'f1', messageId: 'm1', path: '/p', name: 'a', size: 1, contentType: 'x' } }));
    expect(loadedMessages(s, 'r1').files.m1.id).toBe('f1');
    s = applyChatEvent(s, ev(4, { resourceType: 'ROOM', action: 'UPDATED', resource: { ...room1, memberIds: ['u1'] } }));
    expect(s.rooms.r1).toBeUndefined();
    expect(s.openRoomId).toBeNull();
  });

  it('invites leave the list once accepted or rejected; presence goes offline on DELETED; the viewer is always online', () => {
    const inv = { id: 'i1', roomId: 'r1', inviterId: 'u1', inviteeId: VIEWER, meta: { type: 'REGULARROOM' as const }, status: 'PENDING' as const };
    let s = applyChatEvent(emptyChatState(VIEWER), ev(1, { resourceType: 'ROOMINVITE', action: 'CREATED', resource: inv }));
    expect(Object.keys(s.invites)).toEqual(['i1']);
    s = applyChatEvent(s, ev(2, { resourceType: 'ROOMINVITE', action: 'ACCEPTED', resource: { ...inv, status: 'ACCEPTED' } }));
    expect(Object.keys(s.invites)).toEqual([]);
    s = applyChatEvent(s, ev(3, { resourceType: 'PRESENCE', action: 'CREATED', resource: { id: 'p1', sessionId: 's', userId: 'u2' } }));
    expect(onlineUsers(s)).toEqual(['u2', VIEWER]);
    s = applyChatEvent(s, ev(4, { resourceType: 'PRESENCE', action: 'DELETED', resource: { id: 'p1', sessionId: 's', userId: 'u2' } }));
    expect(onlineUsers(s)).toEqual([VIEWER]);
  });

  it('a resource of the wrong shape changes nothing', () => {
    const s = emptyChatState(VIEWER);
    expect(applyChatEvent(s, ev(1, { resourceType: 'MESSAGE', action: 'CREATED', resource: { id: 'x' } }))).toBe(s);
    expect(applyChatEvent(s, ev(2, { resourceType: 'ROOM', action: 'CREATED', resource: { id: 'x', name: 3 } }))).toBe(s);
  });
});
