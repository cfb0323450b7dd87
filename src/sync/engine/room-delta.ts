// The room list crosses from the worker to the page as deltas: the rooms whose row changed plus the moves
// that put rooms in their new places (src/domain/chat/room-order.ts), so a badge change or a room moving to
// the top costs one room to copy and render, not the list nor its order. The page keeps the list
// (applyRoomsDelta); rows it did not receive keep their object identity, so memoised rows keyed by room id
// re-render only when their room changed.
import { applyMoves, type RoomMove } from '../../domain/chat/room-order';
import type { RoomView } from './facade';

export type RoomsDelta = {
  /** true: `changed` is the whole list in order (the first push of a subscription, a snapshot) */
  full: boolean;
  /** rooms whose row changed since the previous push (every room when full) */
  changed: RoomView[];
  /** replayed in order before the rows are replaced: a room leaves its place and enters at `to` (null: gone) */
  moves: RoomMove[];
};

/** The page's list after a delta: unchanged rows are the same objects as in `prev`. */
export function applyRoomsDelta(prev: readonly RoomView[] | null, delta: RoomsDelta): RoomView[] {
  if (delta.full || prev === null) return [...delta.changed];
  const changed = new Map<string, RoomView>();
  for (const r of delta.changed) changed.set(r.id, r);
  const next = applyMoves(prev, delta.moves, (r) => r.id, (id, left) => changed.get(id) ?? left);
  if (changed.size === 0) return next;
  for (let i = 0; i < next.length; i += 1) {
    const r = changed.get(next[i].id);
    if (r) next[i] = r;
  }
  return next;
}
