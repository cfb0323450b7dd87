// The room list's order kept room by room (src/domain/chat/room-order.ts): newest activity first, ties by
// id; the moves it reports are the fewest the page needs, and replaying them rebuilds the new order.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMoves, byActivity, reorder, sortedOrder, type OrderEntry } from '../../../src/domain/chat/room-order';
import { propertyRuns } from '../property-runs';

const e = (id: string, at: number): OrderEntry => ({ id, at });
const ids = (xs: readonly OrderEntry[]) => xs.map((x) => x.id);

describe('room order', () => {
  it('sorts newest first, ties by id, without touching its input', () => {
    const input = [e('b', 1), e('a', 5), e('c', 5), e('a2', 1)];
    expect(ids(sortedOrder(input))).toEqual(['a', 'c', 'a2', 'b']);
    expect(ids(input)).toEqual(['b', 'a', 'c', 'a2']);
    expect(byActivity(e('a', 1), e('a', 1))).toBe(0);
    expect(byActivity(e('a', 1), e('b', 1))).toBeLessThan(0);
    expect(byActivity(e('b', 1), e('a', 1))).toBeGreaterThan(0);
    expect(byActivity(e('b', 2), e('a', 1))).toBeLessThan(0);
  });

  it('nothing changed: the same order object and no move', () => {
    const order = sortedOrder([e('a', 3), e('b', 2)]);
    const r = reorder(order, [{ id: 'a', before: 3, after: 3 }]);
    expect(r.order).toBe(order);
    expect(r.moves).toEqual([]);
  });

  it('a room whose activity rises moves to its place; one that keeps its place is not a move', () => {
    const order = sortedOrder([e('a', 9), e('b', 5), e('c', 3)]);
    expect(reorder(order, [{ id: 'c', before: 3, after: 10 }])).toEqual({ order: [e('c', 10), e('a', 9), e('b', 5)], moves: [{ id: 'c', to: 0 }] });
    expect(reorder(order, [{ id: 'b', before: 5, after: 6 }])).toEqual({ order: [e('a', 9), e('b', 6), e('c', 3)], moves: [] });
    // a changed room among unchanged ones: the unchanged entries are skipped
    expect(reorder(order, [{ id: 'a', before: 9, after: 9 }, { id: 'a', before: 9, after: 1 }]).moves).toEqual([{ id: 'a', to: 2 }]);
  });

  it('a new room is inserted, a room that leaves is one move to null, an unknown room leaving is no move', () => {
    const order = sortedOrder([e('a', 9), e('c', 3)]);
    expect(reorder(order, [{ id: 'b', before: null, after: 5 }])).toEqual({ order: [e('a', 9), e('b', 5), e('c', 3)], moves: [{ id: 'b', to: 1 }] });
    expect(reorder(order, [{ id: 'a', before: 9, after: null }])).toEqual({ order: [e('c', 3)], moves: [{ id: 'a', to: null }] });
    expect(reorder(order, [{ id: 'zz', before: 4, after: null }])).toEqual({ order: [e('a', 9), e('c', 3)], moves: [] });
  });

  it('a room listed under a stale time is still found and moved', () => {
    const order = sortedOrder([e('a', 9), e('b', 5), e('c', 3)]);
    expect(reorder(order, [{ id: 'b', before: 4, after: 10 }])).toEqual({ order: [e('b', 10), e('a', 9), e('c', 3)], moves: [{ id: 'b', to: 0 }] });
  });

  it('any changes: the order equals a full sort and the moves replay the old list into it (property)', () => {
    const names = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    const time = fc.option(fc.integer({ min: 0, max: 4 }), { nil: null });
    fc.assert(fc.property(fc.array(fc.tuple(names, time), { maxLength: 8 }), fc.array(fc.tuple(names, time), { maxLength: 8 }), (first, then) => {
      const at = new Map<string, number>();
      for (const [id, t] of first) if (t === null) at.delete(id); else at.set(id, t);
      const order = sortedOrder([...at].map(([id, t]) => e(id, t)));
      const changes = then.map(([id, t]) => {
        const c = { id, before: at.get(id) ?? null, after: t };
        if (t === null) at.delete(id); else at.set(id, t);
        return c;
      });
      const r = reorder(order, changes);
      const want = sortedOrder([...at].map(([id, t]) => e(id, t)));
      expect(r.order).toEqual(want);
      expect(applyMoves(ids(order), r.moves, (x) => x, (id) => id)).toEqual(ids(want));
      expect(ids(order)).toEqual(ids(sortedOrder(order)));
    }), { numRuns: propertyRuns(400) });
  });

  it('replaying moves keeps unmoved rows, reuses a row that left, and skips a row the caller has not got', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const moved = applyMoves(rows, [{ id: 'c', to: 0 }], (r) => r.id, (_id, left) => left);
    expect(moved.map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(moved[0]).toBe(rows[2]);
    expect(moved[1]).toBe(rows[0]);
    expect(applyMoves(rows, [{ id: 'b', to: null }], (r) => r.id, () => ({ id: 'x' })).map((r) => r.id)).toEqual(['a', 'c']);
    expect(applyMoves(rows, [{ id: 'n', to: 1 }], (r) => r.id, () => undefined)).toEqual(rows);
    expect(applyMoves(rows, [{ id: 'n', to: 9 }], (r) => r.id, (id) => ({ id })).map((r) => r.id)).toEqual(['a', 'b', 'c', 'n']);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
