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
  /**
   * instead of moves when there are many (a burst moved rooms all over the list): the ids of the whole list
   * in order, which the page maps in one pass (replaying k moves costs k passes over the list)
   */
  order?: string[];
};

/** Above this many moves a delta carries the whole order instead (see RoomsDelta.order). */
export const MAX_MOVES = 16;

/** The page's list after a delta: unchanged rows are the same objects as in `prev`. */
export function applyRoomsDelta(prev: readonly RoomView[] | null, delta: RoomsDelta): RoomView[] {
  if (delta.full || prev === null) return [...delta.changed];
  const changed = new Map<string, RoomView>();
  for (const r of delta.changed) changed.set(r.id, r);
  if (delta.order) {
    const before = new Map<string, RoomView>();
    for (const r of prev) before.set(r.id, r);
    return delta.order.flatMap((id) => {
      const r = changed.get(id) ?? before.get(id);
      return r ? [r] : [];
    });
  }
  const next = applyMoves(prev, delta.moves, (r) => r.id, (id, left) => changed.get(id) ?? left);
  if (changed.size === 0) return next;
  for (let i = 0; i < next.length; i += 1) {
    const r = changed.get(next[i].id);
    if (r) next[i] = r;
  }
  return next;
}
