// The room list crosses from the worker to the page as deltas: the rooms whose row changed plus the new
// order of ids (only when it moved), so a badge change costs one room to copy and render, not the list.
// The page keeps the list (applyRoomsDelta); rows it did not receive keep their object identity, so
// memoised rows keyed by room id re-render only when their room changed.
import type { RoomView } from './facade';

export type RoomsDelta = {
  /** true: `changed` is the whole list in order (the first push of a subscription) */
  full: boolean;
  /** rooms whose row changed since the previous push (every room when full) */
  changed: RoomView[];
  /** ids of the whole list in order, newest activity first; null: same rooms in the same order as before */
  order: string[] | null;
};

/** The delta from `prev` (null: nothing sent yet) to `next`; rows compare by identity (see room-views.ts). */
export function diffRooms(prev: readonly RoomView[] | null, next: readonly RoomView[]): RoomsDelta {
  if (prev === null) return { full: true, changed: [...next], order: null };
  const before = new Map<string, RoomView>();
  for (const r of prev) before.set(r.id, r);
  const changed = next.filter((r) => before.get(r.id) !== r);
  const sameOrder = prev.length === next.length && next.every((r, i) => prev[i].id === r.id);
  return { full: false, changed, order: sameOrder ? null : next.map((r) => r.id) };
}

/** The page's list after a delta: unchanged rows are the same objects as in `prev`. */
export function applyRoomsDelta(prev: readonly RoomView[] | null, delta: RoomsDelta): RoomView[] {
  if (delta.full || prev === null) return [...delta.changed];
  const changed = new Map<string, RoomView>();
  for (const r of delta.changed) changed.set(r.id, r);
  if (delta.order === null) return prev.map((r) => changed.get(r.id) ?? r);
  const before = new Map<string, RoomView>();
  for (const r of prev) before.set(r.id, r);
  return delta.order.flatMap((id) => {
    const r = changed.get(id) ?? before.get(id);
    return r ? [r] : [];
  });
}
