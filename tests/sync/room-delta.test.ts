// The room list crosses the worker boundary as deltas (src/sync/engine/room-delta.ts): a push after a
// one-room event carries that room (plus the order), and the page's list folded from the deltas always
// equals the full list the engine computes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChatSync } from '../../src/sync/engine/chat-sync';
import { applyRoomsDelta, diffRooms, type RoomsDelta } from '../../src/sync/engine/room-delta';
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
    expect(deltas[1].order?.[0]).toBe('room-7');
    expect(deltas[1].order).toHaveLength(50);
    page = applyRoomsDelta(page, deltas[1]);
    // the page keeps every other row as the same object: memoised rows do not re-render
    expect(page.filter((r) => r.id !== 'room-7').every((r) => before.includes(r))).toBe(true);

    // a second message into room-7, already on top: the room alone, no order
    chat.apply([{ resourceType: 'MESSAGE', action: 'CREATED', seq: 2, resource: message('m2', 'room-7', 1001) }]);
    await settle();
    expect(deltas).toHaveLength(3);
    expect(deltas[2].changed.map((r) => [r.id, r.unread])).toEqual([['room-7', 2]]);
    expect(deltas[2].order).toBeNull();
    page = applyRoomsDelta(page, deltas[2]);

    const full: RoomView[][] = [];
    await chat.onRooms((r) => full.push(r));
    expect(page).toEqual(full[full.length - 1]);
  });

  it('diffRooms sends the order when a room leaves, and nothing changed when nothing did', () => {
    const a = { ...room(1), unread: 0 };
    const b = { ...room(2), unread: 3 };
    expect(diffRooms([a, b], [a, b])).toEqual({ full: false, changed: [], order: null });
    expect(diffRooms([a, b], [b])).toEqual({ full: false, changed: [], order: ['room-2'] });
    expect(applyRoomsDelta([a, b], diffRooms([a, b], [b]))).toEqual([b]);
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
      }
    }), { numRuns: 60 });
  });
});
