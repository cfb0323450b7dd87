// Dedupe and order by seq: emit each seq once, in order; hold frames that arrive ahead of a gap.

/** A seq that is ready to apply; event null = consumed without applying (undecodable resource). */
export type Sequenced<E> = { seq: number; event: E | null };

export type Sequencer<E> = {
  /** the highest seq applied (everything up to it is done) */
  lastSeq(): number;
  /** how many frames wait behind a gap */
  pending(): number;
  /** the lowest buffered seq, if any */
  firstPending(): number | null;
  /** offers one item; returns the items that are now ready, in seq order */
  push(item: Sequenced<E>): Sequenced<E>[];
  /** jumps to seq after a reload: forward drops buffered items at or below it; backward restarts */
  advanceTo(seq: number): Sequenced<E>[];
};

export function createSequencer<E>(initialSeq: number): Sequencer<E> {
  let last = initialSeq;
  const buffer = new Map<number, Sequenced<E>>();

  function drain(): Sequenced<E>[] {
    const out: Sequenced<E>[] = [];
    for (let next = buffer.get(last + 1); next !== undefined; next = buffer.get(last + 1)) {
      buffer.delete(last + 1);
      last += 1;
      out.push(next);
    }
    return out;
  }

  return {
    lastSeq: () => last,
    pending: () => buffer.size,
    firstPending: () => (buffer.size === 0 ? null : Math.min(...buffer.keys())),
    push(item) {
      if (item.seq <= last || buffer.has(item.seq)) return [];
      buffer.set(item.seq, item);
      return drain();
    },
    advanceTo(seq) {
      if (seq === last) return [];
      if (seq < last) {
        // The server's log restarted below us (a wiped database): follow it from its own seq.
        last = seq;
        buffer.clear();
        return [];
      }
      last = seq;
      for (const k of [...buffer.keys()]) if (k <= seq) buffer.delete(k);
      return drain();
    },
  };
}
