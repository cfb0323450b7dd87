// A fixed-size ring buffer: pushing past its capacity drops the oldest item. Oldest first when read.

export type Ring<T> = {
  push(item: T): void;
  /** the items held, oldest first */
  items(): T[];
  size(): number;
  /** how many were ever pushed (dropped ones included) */
  pushed(): number;
  clear(): void;
};

export function createRing<T>(capacity: number): Ring<T> {
  if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`A ring holds at least 1 item, not ${capacity}`);
  const slots: T[] = [];
  let next = 0;
  let count = 0;
  return {
    push(item) {
      slots[next] = item;
      next = (next + 1) % capacity;
      count += 1;
    },
    items() {
      if (count < capacity) return slots.slice(0, count);
      return [...slots.slice(next), ...slots.slice(0, next)];
    },
    size: () => Math.min(count, capacity),
    pushed: () => count,
    clear() {
      slots.length = 0;
      next = 0;
      count = 0;
    },
  };
}
