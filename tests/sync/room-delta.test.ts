// The room list crosses the worker boundary as deltas (src/sync/engine/room-delta.ts): a push after a
// one-room event carries that room (plus its move), the order kept room by room (src/domain/chat/room-order.ts)
// always equals a full sort, and the page's list folded from the deltas always equals roomList of the state.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChatSync } from '../../src/sync/engine/chat-sync';
import { applyRoomsDelta, type RoomsDelta } from '../../src/sync/engine/room-delta';
import { applyMoves, reorder, sortedOrder, type OrderChange, type OrderEntry } from '../../src/domain/chat/room-order';
import { roomList } from '../../src/domain/chat/views';
import type { RoomView } from '../../src/sync/engine/facade';
import type { ChatMessage, ChatRoom } from '../../src/domain/chat/types';
import type { RealtimeEvent } from '../../src/domain/shared/events';
import { VIEWER, histories, interleave } from '../domain/chat/chat-events';

const settle = () => new Promise((r) => setTimeout(r, 0));

function chatWith(rooms: ChatRoom[], unseen: ChatMessage[] = []) {
  const chat = createChatSync({ rest: () => null, enqueue: async () => {}, log: () => {} });
  chat.reset(VIEWER);
  chat.install({ rooms, invites: [], unseen, presences: null }, []);
  return chat;
}

const room = (i: number): ChatRoom => ({
  id: `room-${i}`, name: `Room ${i}`, logoPath: null, creatorId: 'u1', memberIds: [VIEWER, 'u1'], meta: { type: 'REGULARROOM' },
  createdAt: 1, lastMessageAt: 100 + i,
});
const message = (id: string, roomId: string, at: number): ChatMessage => ({
  id, roomId, ownerId: 'u1', content: 'hi', viewerIds: ['u1'], createdAt: at, updatedAt: at, meta: {},
});

describe('room list deltas', () => {
  it('after a one-room event the push carries only that room, plus the order when it moved', async () => {
    const chat = chatWith(Array.from({ length: 50 }, (_, i) => room(i)));
    const deltas: RoomsDelta[] = [];
    await chat.onRoomsDelta((d) => deltas.push(d));
    await settle();
    expect(deltas).toHaveLength(1);
    expect(deltas[0].full).toBe(true);
    expect(deltas[0].changed).toHaveLength(50);
    let page = applyRoomsDelta(null, deltas[0]);
    const before = page;

    // a message into room-7 (not on top): its badge rises and it moves to the top
    chat.apply([{ resourceType: 'MESSAGE', action: 'CREATED', seq: 1, resource: message('m1', 'room-7', 1000) }]);
    await settle();
    expect(deltas).toHaveLength(2);
    expect(deltas[1].full).toBe(false);
    expect(deltas[1].changed.map((r) => [r.id, r.unread])).toEqual([['room-7', 1]]);
    // one move, not the order of the 50 rooms
    expect(deltas[1].moves).toEqual([{ id: 'room-7', to: 0 }]);
    page = applyRoomsDelta(page, deltas[1]);
    // the page keeps every other row as the same object: memoised rows do not re-render
    expect(page.filter((r) => r.id !== 'room-7').every((r) => before.includes(r))).toBe(true);

    // a second message into room-7, already on top: the room alone, no move
    chat.apply([{ resourceType: 'MESSAGE', action: 'CREATED', seq: 2, resource: message('m2', 'room-7', 1001) }]);
    await settle();
    expect(deltas).toHaveLength(3);
    expect(deltas[2].changed.map((r) => [r.id, r.unread])).toEqual([['room-7', 2]]);
    expect(deltas[2].moves).toEqual([]);
    page = applyRoomsDelta(page, deltas[2]);

    const full: RoomView[][] = [];
    await chat.onRooms((r) => full.push(r));
    expect(page).toEqual(full[full.length - 1]);
  });

  it('a batch that moves many rooms sends the whole order instead of its moves', async () => {
    const chat = chatWith(Array.from({ length: 50 }, (_, i) => room(i)));
    const deltas: RoomsDelta[] = [];
    await chat.onRoomsDelta((d) => deltas.push(d));
    await settle();
    let page = applyRoomsDelta(null, deltas[0]);
    chat.apply(Array.from({ length: 30 }, (_, i) => ({ resourceType: 'MESSAGE', action: 'CREATED', seq: i + 1, resource: message(`m${i}`, `room-${i}`, 1000 + i) })));
    await settle();
    expect(deltas[1].moves).toEqual([]);
    expect(deltas[1].order).toHaveLength(50);
    page = applyRoomsDelta(page, deltas[1]);
    expect(page).toEqual(roomList(chat.state()));
  });

  it('a room that leaves is one move; the page drops it and keeps the other rows', () => {
    const a = { ...room(1), unread: 0 };
    const b = { ...room(2), unread: 3 };
    expect(applyRoomsDelta([a, b], { full: false, changed: [], moves: [{ id: 'room-1', to: null }] })).toEqual([b]);
    expect(applyRoomsDelta([a, b], { full: false, changed: [], moves: [] })[1]).toBe(b);
  });

  it('the order kept room by room equals a full sort, and its moves turn the old order into the new (property)', () => {
    const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
    const at = fc.option(fc.integer({ min: 0, max: 6 }), { nil: null });
    fc.assert(fc.property(fc.array(fc.array(fc.tuple(ids, at), { maxLength: 6 }), { maxLength: 12 }), (frames) => {
      let order: OrderEntry[] = [];
      const now = new Map<string, number>();
      for (const frame of frames) {
        const changes: OrderChange[] = [];
        for (const [id, next] of frame) {
          changes.push({ id, before: now.get(id) ?? null, after: next });
          if (next === null) now.delete(id);
          else now.set(id, next);
        }
        const r = reorder(order, changes);
        const full = sortedOrder([...now].map(([id, a]) => ({ id, at: a })));
        expect(r.order).toEqual(full);
        expect(applyMoves(order.map((e) => e.id), r.moves, (x) => x, (id) => id)).toEqual(full.map((e) => e.id));
        order = r.order;
      }
    }), { numRuns: 500 });
  });

  it('the page list folded from any sequence of pushes equals the full list (property)', async () => {
    const chunks = fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 30 });
    const picks = fc.array(fc.nat(), { minLength: 80, maxLength: 80 });
    const opens = fc.array(fc.constantFrom(null, 'r1', 'r2', 'r3'), { maxLength: 30 });
    await fc.assert(fc.asyncProperty(histories, picks, chunks, opens, async (hs, order, sizes, open) => {
      const events: RealtimeEvent[] = interleave(hs, order);
      const chat = chatWith([]);
      let page: RoomView[] | null = null;
      let latest: RoomView[] | null = null;
      await chat.onRoomsDelta((d) => { page = applyRoomsDelta(page, d); });
      await chat.onRooms((r) => { latest = r; });
      let at = 0;
      for (let i = 0; at < events.length; i += 1) {
        const n = sizes[i % sizes.length];
        chat.apply(events.slice(at, at + n));
        at += n;
        if (i < open.length) await chat.openRoom(open[i]);
        await settle();
        expect(page).toEqual(latest);
        expect(page).toEqual(roomList(chat.state()));
      }
    }), { numRuns: 100 });
  });
});
