// The chat reducers of REST answers (src/domain/chat/apply.ts): snapshots of rooms, invites, presences and
// unseen messages, pages of a room, the newest window, opening a room; and how two versions of a message merge.
import { describe, expect, it } from 'vitest';
import {
  applyChatEvent, applyChatEvents, invitesLoaded, mergeMessage, pageLoaded, presencesLoaded, roomOpened, roomsLoaded, unseenLoaded, upsertMessages, windowLoaded,
} from '../../../src/domain/chat/apply';
import { emptyChatState, type ChatState } from '../../../src/domain/chat/state';
import { roomUnread } from '../../../src/domain/chat/views';
import type { ChatMessage, ChatRoom, RoomInvite } from '../../../src/domain/chat/types';

const V = 'v';
const room = (id: string, over: Partial<ChatRoom> = {}): ChatRoom => ({
  id, name: id, logoPath: null, creatorId: 'u1', memberIds: [V, 'u1'], meta: { type: 'REGULARROOM' }, createdAt: 1, lastMessageAt: 1, ...over,
});
const msg = (id: string, createdAt: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id, roomId: 'r1', ownerId: 'u1', content: 'hi', viewerIds: ['u1'], createdAt, updatedAt: createdAt, meta: {}, ...over,
});
const byId = <T extends { id: string }>(xs: T[]) => Object.fromEntries(xs.map((x) => [x.id, x]));
const state = (over: Partial<ChatState> = {}): ChatState => ({ ...emptyChatState(V), ...over });
const invite = (id: string, over: Partial<RoomInvite> = {}): RoomInvite => ({ id, roomId: 'r1', inviterId: 'u1', inviteeId: V, meta: { type: 'REGULARROOM' }, status: 'PENDING', ...over });

describe('merging two versions of a message', () => {
  it('the newer edit wins in either order, viewers are the union, sorted; equal content ties are order-free', () => {
    const a = msg('m', 1, { content: 'old', viewerIds: ['u1', 'x'] });
    const b = msg('m', 1, { content: 'new', updatedAt: 5, viewerIds: ['y', 'u1'] });
    const want = { ...b, viewerIds: ['u1', 'x', 'y'] };
    expect(mergeMessage(a, b)).toEqual(want);
    expect(mergeMessage(b, a)).toEqual(want);
    const t1 = msg('m', 1, { content: 'b' });
    const t2 = msg('m', 1, { content: 'a' });
    expect(mergeMessage(t1, t2)).toEqual(mergeMessage(t2, t1));
    expect(mergeMessage(t1, t2).content).toBe('b');
    const f1 = msg('m', 1, { meta: { messageFileId: 'f' } });
    expect(mergeMessage(msg('m', 1), f1).meta.messageFileId).toBe('f');
    expect(mergeMessage(f1, msg('m', 1)).meta.messageFileId).toBe('f');
  });
  it('a first version gets its viewers sorted and deduplicated; an unchanged merge is the same object', () => {
    const first = msg('m', 1, { viewerIds: ['z', 'a', 'a'] });
    expect(mergeMessage(undefined, first).viewerIds).toEqual(['a', 'z']);
    const clean = msg('m', 1, { viewerIds: ['a', 'z'] });
    expect(mergeMessage(undefined, clean)).toBe(clean);
    expect(mergeMessage(clean, { ...clean })).toBe(clean);
    expect(mergeMessage(clean, msg('m', 1, { viewerIds: ['a'] }))).toBe(clean);
  });
});

describe('chat REST answers', () => {
  it('a rooms snapshot keeps the viewer\'s rooms, reuses unchanged ones, and closes an open room that is gone', () => {
    const r1 = room('r1');
    const s = state({ rooms: { r1 }, openRoomId: 'r1' });
    const next = roomsLoaded(s, [{ ...r1 }, room('r2'), room('r3', { memberIds: ['u1'] })]);
    expect(Object.keys(next.rooms)).toEqual(['r1', 'r2']);
    expect(next.rooms.r1).toBe(r1);
    expect(next.openRoomId).toBe('r1');
    const renamed = roomsLoaded(s, [room('r1', { name: 'new' })]);
    expect(renamed.rooms.r1.name).toBe('new');
    expect(roomsLoaded(s, [room('r2')]).openRoomId).toBeNull();
    expect(roomsLoaded(state(), [room('r2')]).openRoomId).toBeNull();
  });

  it('an invites snapshot keeps the pending ones addressed to the viewer; a presences snapshot replaces all', () => {
    const next = invitesLoaded(state({ invites: { old: invite('old') } }), [invite('a'), invite('b', { status: 'ACCEPTED' }), invite('c', { inviteeId: 'u2' })]);
    expect(Object.keys(next.invites)).toEqual(['a']);
    const p = { id: 'p', sessionId: 's', userId: 'u2' };
    expect(presencesLoaded(state({ presences: { q: { id: 'q', sessionId: 't', userId: 'u3' } } }), [p]).presences).toEqual({ p });
  });

  it('unseen messages as the server has them: merged; those held unseen but not listed (nor arrived meanwhile) are read; stored ids cleared', () => {
    const s = state({
      rooms: { r1: room('r1'), r2: room('r2') },
      messages: { r1: byId([msg('a', 1), msg('b', 2), msg('c', 3)]), r2: byId([msg('z', 1, { roomId: 'r2' })]) },
      stored: { r1: { unseenIds: ['s'], activityAt: 1 }, r2: { unseenIds: ['t'], activityAt: 1 }, r9: { unseenIds: [], activityAt: 1 } },
    });
    const next = unseenLoaded(s, ['r1'], [msg('b', 2), msg('d', 4)], new Set(['c']));
    expect(Object.keys(next.messages.r1).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(next.messages.r1.a.viewerIds).toContain(V);
    expect(roomUnread(next, 'r1')).toBe(3);
    expect(next.stored.r1.unseenIds).toEqual([]);
    expect(next.stored.r2).toBe(s.stored.r2);
    expect(next.stored.r9).toBe(s.stored.r9);
    expect(next.messages.r2).toBe(s.messages.r2);
    expect(unseenLoaded(s, ['nowhere'], [])).toBe(s);
  });

  it('a page of a room: its messages only, since its oldest, hasOlder when full; an older page extends it', () => {
    const s = pageLoaded(state(), 'r1', [msg('c', 30), msg('b', 20), msg('x', 5, { roomId: 'r2' })], 2);
    expect(Object.keys(s.messages.r1).sort()).toEqual(['b', 'c']);
    expect(s.messages.r2).toBeUndefined();
    expect(s.pages.r1).toEqual({ since: 5, hasOlder: true });
    const more = pageLoaded(pageLoaded(state(), 'r1', [msg('c', 30), msg('b', 20)], 2), 'r1', [msg('a', 10)], 2);
    expect(more.pages.r1).toEqual({ since: 10, hasOlder: false });
    expect(pageLoaded(state(), 'r1', [], 10).pages.r1).toEqual({ since: Infinity, hasOlder: false });
  });

  it('the newest window: held messages in its range that it does not list were deleted; older pages stay loaded', () => {
    let s = pageLoaded(state(), 'r1', [msg('d', 40), msg('c', 30), msg('b', 20), msg('a', 10)], 4);
    s = windowLoaded(s, 'r1', [msg('e', 50), msg('c', 30)], 2, new Set());
    expect(Object.keys(s.messages.r1).sort()).toEqual(['a', 'b', 'c', 'e']);
    expect(s.deleted.r1).toEqual({ d: true });
    expect(s.pages.r1).toEqual({ since: 10, hasOlder: true });
    // a window that is not full covers all time: unlisted ones go, except those arrived meanwhile
    const t = windowLoaded(s, 'r1', [msg('e', 50)], 5, new Set(['a']));
    expect(Object.keys(t.messages.r1).sort()).toEqual(['a', 'e']);
    expect(t.pages.r1).toEqual({ since: 10, hasOlder: false });
    // first window of a room: its own page
    const first = windowLoaded(state(), 'r2', [msg('x', 7, { roomId: 'r2' })], 1);
    expect(first.pages.r2).toEqual({ since: 7, hasOlder: true });
    // a window reaching further back than the page before: its own hasOlder
    const back = windowLoaded(pageLoaded(state(), 'r1', [msg('c', 30)], 1), 'r1', [msg('c', 30), msg('b', 20)], 3);
    expect(back.pages.r1).toEqual({ since: 20, hasOlder: false });
  });

  it('opening a room reads its unseen messages; a room the viewer is not in, or null, opens nothing', () => {
    const s = state({ rooms: { r1: room('r1') }, messages: { r1: byId([msg('a', 1), msg('b', 2, { ownerId: V, viewerIds: [V] })]) } });
    const open = roomOpened(s, 'r1');
    expect(open.openRoomId).toBe('r1');
    expect(open.messages.r1.a.viewerIds).toEqual(['u1', V]);
    expect(open.messages.r1.b).toBe(s.messages.r1.b);
    expect(roomOpened(open, 'r1')).toBe(open);
    expect(roomOpened(s, 'r2')).toBe(s);
    expect(roomOpened(open, null).openRoomId).toBeNull();
    const empty = state({ rooms: { r1: room('r1') } });
    expect(roomOpened(empty, 'r1')).toEqual({ ...empty, openRoomId: 'r1' });
  });
});

describe('chat events, rules the properties do not pin down', () => {
  const ev = (resourceType: string, action: string, resource: unknown) => ({ resourceType, action, resource, seq: 1 }) as Parameters<typeof applyChatEvent>[1];
  it('an unknown action or resource type leaves the state as it is; a file DELETED keeps the file', () => {
    const s = state({ files: { m: { id: 'f', messageId: 'm', path: '/p', name: 'a', size: 1, contentType: 'x' } } });
    expect(applyChatEvent(s, ev('MESSAGE', 'ACCEPTED', msg('m', 1)))).toBe(s);
    expect(applyChatEvent(s, ev('CALL', 'CREATED', msg('m', 1)))).toBe(s);
    expect(applyChatEvent(s, ev('MESSAGEFILE', 'DELETED', s.files.m))).toBe(s);
    expect(applyChatEvent(s, ev('MESSAGE', 'FETCHED', msg('m', 1))).messages.r1.m).toEqual(msg('m', 1));
    expect(applyChatEvents(s, [])).toBe(s);
  });
  it('a message UPDATED changes it, VIEWED marks it read; an invite UPDATED while pending is listed; a file DELETED changes nothing', () => {
    const s = upsertMessages(state(), [msg('m', 1)]);
    expect(applyChatEvent(s, ev('MESSAGE', 'UPDATED', msg('m', 1, { content: 'edited', updatedAt: 2 }))).messages.r1.m.content).toBe('edited');
    expect(applyChatEvent(s, ev('MESSAGE', 'VIEWED', msg('m', 1, { viewerIds: ['u1', V] }))).messages.r1.m.viewerIds).toEqual(['u1', V]);
    expect(Object.keys(applyChatEvent(state(), ev('ROOMINVITE', 'UPDATED', invite('i'))).invites)).toEqual(['i']);
    const f = { id: 'f', messageId: 'm', path: '/p', name: 'a', size: 1, contentType: 'x' };
    const withFile = applyChatEvent(s, ev('MESSAGEFILE', 'CREATED', f));
    expect(applyChatEvent(withFile, ev('MESSAGEFILE', 'DELETED', { ...f, path: '/other' }))).toBe(withFile);
  });
  it('in the open room a message arrives read, its viewers kept sorted', () => {
    const s = state({ rooms: { r1: room('r1') }, openRoomId: 'r1' });
    expect(upsertMessages(s, [msg('m', 1, { viewerIds: ['z'] })]).messages.r1.m.viewerIds).toEqual([V, 'z']);
  });
  it('the newest window deletes an unlisted message exactly at its oldest time', () => {
    const s = pageLoaded(state(), 'r1', [msg('b', 20), msg('x', 10), msg('a', 10)], 3);
    expect(Object.keys(windowLoaded(s, 'r1', [msg('b', 20), msg('a', 10)], 2).messages.r1).sort()).toEqual(['a', 'b']);
  });
  it('a changed file replaces the old one; a presence that moved session replaces the old one', () => {
    const f = { id: 'f', messageId: 'm', path: '/p', name: 'a', size: 1, contentType: 'x' };
    const s = applyChatEvent(state(), ev('MESSAGEFILE', 'CREATED', f));
    for (const change of [{ id: 'g' }, { path: '/q' }, { name: 'b' }, { size: 2 }, { contentType: 'y' }]) {
      expect(applyChatEvent(s, ev('MESSAGEFILE', 'UPDATED', { ...f, ...change })).files.m).toEqual({ ...f, ...change });
    }
    const p = { id: 'p', sessionId: 's', userId: 'u2' };
    const t = applyChatEvent(state(), ev('PRESENCE', 'CREATED', p));
    expect(applyChatEvent(t, ev('PRESENCE', 'UPDATED', { ...p, sessionId: 's2' })).presences.p.sessionId).toBe('s2');
    expect(applyChatEvent(t, ev('PRESENCE', 'UPDATED', { ...p, userId: 'u3' })).presences.p.userId).toBe('u3');
  });
  it('a room update of any field replaces the room; a DELETED room goes and is deselected', () => {
    const r = room('r1', { meta: { type: 'RFQROOM', rfqId: 'q', supplierId: 's', companyGroupId: 'g' } });
    const s = { ...applyChatEvent(state(), ev('ROOM', 'CREATED', r)), openRoomId: 'r1' };
    const changes: Partial<ChatRoom>[] = [
      { name: 'n' }, { logoPath: '/l' }, { creatorId: 'u2' }, { memberIds: [V, 'u2'] }, { createdAt: 2 }, { lastMessageAt: 9 },
      { meta: { ...r.meta, type: 'DIRECTROOM' } }, { meta: { ...r.meta, rfqId: 'q2' } }, { meta: { ...r.meta, supplierId: 's2' } }, { meta: { ...r.meta, companyGroupId: 'g2' } },
    ];
    for (const c of changes) expect(applyChatEvent(s, ev('ROOM', 'UPDATED', { ...r, ...c })).rooms.r1).toEqual({ ...r, ...c });
    const gone = applyChatEvent(s, ev('DIRECTROOM', 'DELETED', { id: 'r1' }));
    expect(gone.rooms).toEqual({});
    expect(gone.openRoomId).toBeNull();
    expect(applyChatEvent(state(), ev('ROOM', 'DELETED', { id: 'r1' }))).toEqual(state());
  });
  it('a message edit of any field counts as a change; a message of a deleted id never comes back', () => {
    const m = msg('m', 1);
    const s = upsertMessages(state(), [m]);
    for (const c of [{ ownerId: 'u2', updatedAt: 2 }, { content: 'x', updatedAt: 2 }, { viewerIds: ['u1', 'u2'] }, { updatedAt: 3 }]) {
      expect(upsertMessages(s, [{ ...m, ...c }]).messages.r1.m).toMatchObject(c);
    }
    const d = applyChatEvent(s, ev('MESSAGE', 'DELETED', { id: 'm', roomId: 'r1' }));
    expect(d.messages.r1).toEqual({});
    expect(upsertMessages(d, [m])).toBe(d);
    expect(applyChatEvent(d, ev('MESSAGE', 'DELETED', { id: 'm', roomId: 'r1' }))).toBe(d);
    // a DELETED for a message never held still leaves a tombstone
    const t = applyChatEvent(state(), ev('MESSAGE', 'DELETED', { id: 'n', roomId: 'r1' }));
    expect(t.deleted).toEqual({ r1: { n: true } });
    expect(upsertMessages(t, [msg('n', 1)]).messages).toEqual({});
  });
  it('a message arriving or deleted takes its id out of the store\'s unseen ids', () => {
    const s = state({ stored: { r1: { unseenIds: ['a', 'b'], activityAt: 1 } } });
    expect(upsertMessages(s, [msg('a', 1)]).stored.r1.unseenIds).toEqual(['b']);
    expect(applyChatEvent(s, ev('MESSAGE', 'DELETED', { id: 'b', roomId: 'r1' })).stored.r1.unseenIds).toEqual(['a']);
    expect(upsertMessages(s, [msg('c', 1)]).stored).toBe(s.stored);
  });
  it('an invite no longer pending, or to someone else, leaves the list', () => {
    const s = applyChatEvent(state(), ev('ROOMINVITE', 'CREATED', invite('i')));
    expect(applyChatEvent(s, ev('ROOMINVITE', 'UPDATED', invite('i', { status: 'REJECTED' }))).invites).toEqual({});
    expect(applyChatEvent(s, ev('ROOMINVITE', 'UPDATED', invite('i', { inviteeId: 'u2' }))).invites).toEqual({});
    expect(applyChatEvent(s, ev('ROOMINVITE', 'DELETED', { id: 'i' })).invites).toEqual({});
  });
});
