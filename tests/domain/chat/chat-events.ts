// Generators of chat event histories for the reducer properties: per entity a lifecycle in its own
// order (message: created, edits/reads, maybe deleted; room: versions; invite; presence; file).
import fc from 'fast-check';
import type { RealtimeEvent } from '../../../src/domain/shared/events';
import type { ChatMessage, ChatRoom, MessageFile, Presence, RoomInvite } from '../../../src/domain/chat/types';

export const VIEWER = 'v';
export const USERS = [VIEWER, 'u1', 'u2'];
export const ROOM_IDS = ['r1', 'r2', 'r3'];

type Ev = Omit<RealtimeEvent, 'seq'>;

const room = (id: string, memberIds: string[], lastMessageAt: number, name: string): ChatRoom => ({
  id, name, logoPath: null, creatorId: 'u1', memberIds, meta: { type: 'REGULARROOM' }, createdAt: 1, lastMessageAt,
});

/** A room's history: every version has the viewer, except possibly the last (removed), or a DELETED. */
export const roomHistory = (id: string, keepViewer: boolean): fc.Arbitrary<Ev[]> => fc.record({
  names: fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 3 }),
  end: keepViewer ? fc.constant('stay' as const) : fc.constantFrom('stay' as const, 'removed' as const, 'deleted' as const),
  kind: fc.constantFrom('ROOM' as const, 'DIRECTROOM' as const),
}).map(({ names, end, kind }) => {
  const evs: Ev[] = names.map((n, i) => ({ resourceType: kind, action: i === 0 ? 'CREATED' : 'UPDATED', resource: room(id, [VIEWER, 'u1'], i, n) }));
  if (end === 'removed') evs.push({ resourceType: kind, action: 'UPDATED', resource: room(id, ['u1'], 9, 'x') });
  if (end === 'deleted') evs.push({ resourceType: kind, action: 'DELETED', resource: room(id, [VIEWER, 'u1'], 9, 'x') });
  return evs;
});

export const messageHistory = (id: string): fc.Arbitrary<Ev[]> => fc.record({
  roomId: fc.constantFrom(...ROOM_IDS),
  ownerId: fc.constantFrom(...USERS),
  createdAt: fc.integer({ min: 1, max: 50 }),
  steps: fc.array(fc.oneof(
    fc.record({ kind: fc.constant('edit' as const), content: fc.constantFrom('x', 'y', 'z') }),
    fc.record({ kind: fc.constant('view' as const), by: fc.constantFrom(...USERS) }),
  ), { maxLength: 3 }),
  deleted: fc.boolean(),
  file: fc.boolean(),
}).map(({ roomId, ownerId, createdAt, steps, deleted, file }) => {
  let m: ChatMessage = { id, roomId, ownerId, content: 'hi', viewerIds: [ownerId], createdAt, updatedAt: createdAt, meta: {} };
  const evs: Ev[] = [{ resourceType: 'MESSAGE', action: 'CREATED', resource: m }];
  let t = createdAt;
  for (const s of steps) {
    if (s.kind === 'edit') {
      t += 1;
      m = { ...m, content: s.content, updatedAt: t };
      evs.push({ resourceType: 'MESSAGE', action: 'UPDATED', resource: m });
    } else {
      m = { ...m, viewerIds: [...new Set([...m.viewerIds, s.by])] };
      evs.push({ resourceType: 'MESSAGEVIEWER', action: 'VIEWED', resource: m });
    }
  }
  if (file) {
    const f: MessageFile = { id: `f-${id}`, messageId: id, path: `/f/${id}`, name: 'a.txt', size: 3, contentType: 'text/plain' };
    evs.push({ resourceType: 'MESSAGEFILE', action: 'CREATED', resource: f });
  }
  if (deleted) evs.push({ resourceType: 'MESSAGE', action: 'DELETED', resource: m });
  return evs;
});

export const inviteHistory = (id: string): fc.Arbitrary<Ev[]> => fc.record({
  end: fc.constantFrom('pending', 'ACCEPTED', 'DELETED'),
  invitee: fc.constantFrom(VIEWER, 'u2'),
}).map(({ end, invitee }) => {
  const inv: RoomInvite = { id, roomId: 'r9', inviterId: 'u1', inviteeId: invitee, meta: { type: 'REGULARROOM' }, status: 'PENDING' };
  const evs: Ev[] = [{ resourceType: 'ROOMINVITE', action: 'CREATED', resource: inv }];
  if (end === 'ACCEPTED') evs.push({ resourceType: 'ROOMINVITE', action: 'ACCEPTED', resource: { ...inv, status: 'ACCEPTED' } });
  if (end === 'DELETED') evs.push({ resourceType: 'ROOMINVITE', action: 'DELETED', resource: { ...inv, status: 'REJECTED' } });
  return evs;
});

export const presenceHistory = (id: string): fc.Arbitrary<Ev[]> => fc.record({ userId: fc.constantFrom('u1', 'u2'), gone: fc.boolean() })
  .map(({ userId, gone }) => {
    const p: Presence = { id, sessionId: `s-${id}`, userId };
    const evs: Ev[] = [{ resourceType: 'PRESENCE', action: 'CREATED', resource: p }];
    if (gone) evs.push({ resourceType: 'PRESENCE', action: 'DELETED', resource: p });
    return evs;
  });

/** Histories of several entities; r1 never leaves (it may be the open room). */
export const histories: fc.Arbitrary<Ev[][]> = fc.tuple(
  roomHistory('r1', true), roomHistory('r2', false), roomHistory('r3', false),
  fc.array(fc.nat(), { maxLength: 14 }).chain((xs) => fc.tuple(...xs.map((_, i) => messageHistory(`m${i}`)))),
  fc.tuple(inviteHistory('i1'), inviteHistory('i2')),
  fc.tuple(presenceHistory('p1'), presenceHistory('p2'), presenceHistory('p3')),
).map(([a, b, c, msgs, invs, pres]) => [a, b, c, ...msgs, ...invs, ...pres]);

/** Interleaves histories by a list of picks, keeping each history's own order. */
export function interleave(hs: readonly Ev[][], picks: readonly number[]): RealtimeEvent[] {
  const queues = hs.map((h) => [...h]);
  const out: RealtimeEvent[] = [];
  let p = 0;
  while (queues.some((q) => q.length > 0)) {
    const live = queues.filter((q) => q.length > 0);
    const q = live[(picks[p] ?? 0) % live.length];
    p += 1;
    out.push({ ...(q.shift() as Ev), seq: out.length + 1 });
  }
  return out;
}
