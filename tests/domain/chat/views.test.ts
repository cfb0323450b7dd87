// What the chat screens show (src/domain/chat/views.ts) and what the store keeps per room (stored.ts):
// badges counting memory and store together up to 11, activity, presence, the loaded page of a room.
import { describe, expect, it } from 'vitest';
import { emptyChatState, type ChatState } from '../../../src/domain/chat/state';
import { loadedMessages, onlineUsers, roomActivity, roomList, roomUnread, totalUnread } from '../../../src/domain/chat/views';
import { readInStoreOnly, storedLoaded, storedRoomOf } from '../../../src/domain/chat/stored';
import type { ChatMessage, ChatRoom } from '../../../src/domain/chat/types';

const V = 'v';
const room = (id: string, over: Partial<ChatRoom> = {}): ChatRoom => ({
  id, name: id, logoPath: null, creatorId: 'u1', memberIds: [V, 'u1'], meta: { type: 'REGULARROOM' }, createdAt: 1, lastMessageAt: 1, ...over,
});
const msg = (id: string, roomId: string, createdAt: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id, roomId, ownerId: 'u1', content: id, viewerIds: ['u1'], createdAt, updatedAt: createdAt, meta: {}, ...over,
});
const byId = <T extends { id: string }>(xs: T[]) => Object.fromEntries(xs.map((x) => [x.id, x]));
const state = (over: Partial<ChatState>): ChatState => ({ ...emptyChatState(V), ...over });

describe('chat views', () => {
  it('a badge counts unseen messages in memory plus those only the store holds, up to 11, 0 for the open room', () => {
    const mine = msg('m0', 'r1', 1, { ownerId: V, viewerIds: [V] });
    const seen = msg('m1', 'r1', 2, { viewerIds: ['u1', V] });
    const unseen = [msg('m2', 'r1', 3), msg('m3', 'r1', 4)];
    let s = state({ rooms: byId([room('r1'), room('r2')]), messages: { r1: byId([mine, seen, ...unseen]) }, stored: { r1: { unseenIds: ['s1'], activityAt: 0 } } });
    expect(roomUnread(s, 'r1')).toBe(3);
    expect(roomUnread(s, 'r2')).toBe(0);
    expect(totalUnread(s)).toBe(3);
    // a room only the store knows of
    s = { ...s, stored: { ...s.stored, r2: { unseenIds: ['a', 'b'], activityAt: 0 } } };
    expect(roomUnread(s, 'r2')).toBe(2);
    expect(totalUnread(s)).toBe(5);
    const open: ChatState = { ...s, openRoomId: 'r1' };
    expect([roomUnread(open, 'r1'), totalUnread(open)]).toEqual([0, 2]);
    // the cap: from the store alone, from memory alone, and from both
    const many = (n: number, from: number) => Array.from({ length: n }, (_, i) => `x${from + i}`);
    expect(roomUnread({ ...s, stored: { r1: { unseenIds: many(11, 0), activityAt: 0 } } }, 'r1')).toBe(11);
    expect(roomUnread({ ...s, stored: { r1: { unseenIds: many(15, 0), activityAt: 0 } } }, 'r1')).toBe(11);
    expect(roomUnread({ ...s, stored: { r1: { unseenIds: many(9, 0), activityAt: 0 } } }, 'r1')).toBe(11);
    expect(roomUnread({ ...s, stored: { r1: { unseenIds: many(8, 0), activityAt: 0 } } }, 'r1')).toBe(10);
    const lots = Array.from({ length: 14 }, (_, i) => msg(`n${i}`, 'r3', i));
    expect(roomUnread(state({ rooms: byId([room('r3')]), messages: { r3: byId(lots) } }), 'r3')).toBe(11);
  });

  it('a room\'s activity is its newest of lastMessageAt, createdAt, stored and in-memory messages; the list sorts by it, ties by id', () => {
    const s = state({
      rooms: byId([room('a', { lastMessageAt: 5 }), room('b', { createdAt: 7, lastMessageAt: 2 }), room('c'), room('d'), room('e', { lastMessageAt: 3 })]),
      messages: { c: byId([msg('m', 'c', 9), msg('m2', 'c', 4)]) },
      stored: { d: { unseenIds: ['z'], activityAt: 8 } },
    });
    expect(s.rooms.c && roomActivity(s, s.rooms.c)).toBe(9);
    expect(roomActivity(s, s.rooms.d)).toBe(8);
    expect(roomActivity(s, s.rooms.b)).toBe(7);
    expect(roomActivity(s, s.rooms.a)).toBe(5);
    expect(roomList(s).map((r) => [r.id, r.unread])).toEqual([['c', 2], ['d', 1], ['b', 0], ['a', 0], ['e', 0]]);
    const tie = state({ rooms: byId([room('y'), room('x'), room('z')]) });
    expect(roomList(tie).map((r) => r.id)).toEqual(['x', 'y', 'z']);
  });

  it('online: the viewer always, and each user with a presence once, sorted', () => {
    expect(onlineUsers(emptyChatState(V))).toEqual([V]);
    const s = state({ presences: { p1: { id: 'p1', sessionId: 's1', userId: 'u2' }, p2: { id: 'p2', sessionId: 's2', userId: 'u2' }, p3: { id: 'p3', sessionId: 's3', userId: 'a' } } });
    expect(onlineUsers(s)).toEqual(['a', 'u2', V]);
  });

  it('a room\'s loaded messages: none before its first page; then those since the oldest page, oldest first, with their files', () => {
    const ms = [msg('m3', 'r1', 30), msg('m1', 'r1', 10), msg('m2b', 'r1', 20), msg('m0', 'r1', 5), msg('m2', 'r1', 20, { meta: { messageFileId: 'f2' } }), msg('a9', 'r1', 40)];
    const f2 = { id: 'f2', messageId: 'm2', path: '/f', name: 'a', size: 1, contentType: 'x' };
    const old = { id: 'f0', messageId: 'm0', path: '/f0', name: 'b', size: 1, contentType: 'x' };
    const s = state({ messages: { r1: byId(ms) }, files: { m2: f2, m0: old } });
    expect(loadedMessages(s, 'r1')).toEqual({ messages: [], files: {}, hasOlder: false, pageLoaded: false });
    const paged = { ...s, pages: { r1: { since: 10, hasOlder: true } } };
    // oldest first, ties by id, whatever the order they arrived in
    expect(loadedMessages(paged, 'r1')).toEqual({ messages: [ms[1], ms[4], ms[2], ms[0], ms[5]], files: { m2: f2, f2 }, hasOlder: true, pageLoaded: true });
    const live = { ...s, pages: { r1: { since: Infinity, hasOlder: false } } };
    expect(loadedMessages(live, 'r1').messages.map((m) => m.id)).toEqual(['m0', 'm1', 'm2', 'm2b', 'm3', 'a9']);
    expect(loadedMessages(live, 'nowhere')).toEqual({ messages: [], files: {}, hasOlder: false, pageLoaded: false });
  });
});

describe('what the store keeps per room', () => {
  it('the record of a room: unseen ids held and in memory (sorted), and the newest time', () => {
    const s = state({
      messages: { r1: byId([msg('b', 'r1', 4), msg('a', 'r1', 9, { viewerIds: [V] }), msg('c', 'r1', 2)]) },
      stored: { r1: { unseenIds: ['z', 'd'], activityAt: 7 }, r2: { unseenIds: ['q'], activityAt: 20 } },
    });
    expect(storedRoomOf(s, 'r1')).toEqual({ unseenIds: ['b', 'c', 'd', 'z'], activityAt: 9 });
    expect(storedRoomOf(s, 'r2')).toEqual({ unseenIds: ['q'], activityAt: 20 });
    expect(storedRoomOf(s, 'r3')).toEqual({ unseenIds: [], activityAt: 0 });
    expect(s.stored.r1.unseenIds).toEqual(['z', 'd']);
  });

  it('a cold start takes the records, leaving out ids in memory or deleted (the same record when nothing is left out)', () => {
    const s = state({ messages: { r1: byId([msg('a', 'r1', 1)]) }, deleted: { r1: { b: true } } });
    const r1 = { unseenIds: ['a', 'b', 'c'], activityAt: 3 };
    const r2 = { unseenIds: ['x'], activityAt: 4 };
    const next = storedLoaded(s, { r1, r2 });
    expect(next.stored).toEqual({ r1: { unseenIds: ['c'], activityAt: 3 }, r2 });
    expect(next.stored.r2).toBe(r2);
    expect(next.messages).toBe(s.messages);
  });

  it('ids that left the store unloaded and undeleted are the ones read elsewhere', () => {
    const prev = state({ stored: { r1: { unseenIds: ['a', 'b', 'c', 'd'], activityAt: 1 }, r2: { unseenIds: ['e'], activityAt: 1 }, r3: { unseenIds: ['f'], activityAt: 1 } } });
    expect(readInStoreOnly(prev, prev)).toEqual([]);
    const next: ChatState = {
      ...prev,
      messages: { r1: byId([msg('b', 'r1', 1)]) }, deleted: { r1: { c: true } },
      stored: { r1: { unseenIds: ['d'], activityAt: 1 }, r3: prev.stored.r3 },
    };
    expect(readInStoreOnly(prev, next)).toEqual(['a', 'e']);
  });
});
