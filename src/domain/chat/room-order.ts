// The room list's order (newest activity first, ties by id: the order of roomList in views.ts), kept up to
// date room by room: a changed room leaves its place and is inserted where a binary search puts it, so a
// frame costs the rooms it changed, not a sort of every room. The moves it makes are what the page is sent
// (applyMoves replays them on the page's copy of the list).

export type OrderEntry = { readonly id: string; readonly at: number };

/** A room whose activity changed: `before` null = it was not listed, `after` null = it leaves the list. */
export type OrderChange = { id: string; before: number | null; after: number | null };

/** One step: the room leaves its place (if listed) and, unless `to` is null, is inserted at index `to`. */
export type RoomMove = { id: string; to: number | null };

export const byActivity = (a: OrderEntry, b: OrderEntry): number => b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The whole order at once (the first list, a snapshot). */
export function sortedOrder(entries: readonly OrderEntry[]): OrderEntry[] {
  return [...entries].sort(byActivity);
}

/** The first index whose entry does not sort before `e`. */
function lowerBound(list: readonly OrderEntry[], e: OrderEntry): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byActivity(list[mid], e) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The order after some rooms changed, and the moves that turn the old order into it (in sequence). */
export function reorder(order: readonly OrderEntry[], changes: readonly OrderChange[]): { order: OrderEntry[]; moves: RoomMove[] } {
  if (changes.every((c) => c.before === c.after)) return { order: order as OrderEntry[], moves: [] };
  const next = order.slice();
  const moves: RoomMove[] = [];
  for (const { id, before, after } of changes) {
    if (before === after) continue;
    let from = -1;
    if (before !== null) {
      from = lowerBound(next, { id, at: before });
      if (next[from]?.id !== id) from = next.findIndex((e) => e.id === id);
      if (from >= 0) next.splice(from, 1);
    }
    if (after === null) {
      if (from >= 0) moves.push({ id, to: null });
      continue;
    }
    const to = lowerBound(next, { id, at: after });
    next.splice(to, 0, { id, at: after });
    if (to !== from) moves.push({ id, to });
  }
  return { order: next, moves };
}

/**
 * Replays moves on a list of rows: each moved row leaves its place and enters at its index (`rowFor` gives
 * the row to insert: a new one, or the one that left). Rows not moved stay the same objects.
 */
export function applyMoves<T>(list: readonly T[], moves: readonly RoomMove[], idOf: (row: T) => string, rowFor: (id: string, left: T | undefined) => T | undefined): T[] {
  const next = list.slice();
  for (const { id, to } of moves) {
    const from = next.findIndex((r) => idOf(r) === id);
    const left = from >= 0 ? next.splice(from, 1)[0] : undefined;
    if (to === null) continue;
    const row = rowFor(id, left);
    if (row !== undefined) next.splice(Math.min(to, next.length), 0, row);
  }
  return next;
}
