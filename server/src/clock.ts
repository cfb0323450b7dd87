// Time source of the server: injected so tests can move time (code expiry, token expiry) without waiting.
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export type ManualClock = Clock & { set(ms: number): void; advance(ms: number): void };

export function manualClock(start = Date.now()): ManualClock {
  let t = start;
  return {
    now: () => t,
    set: (ms) => { t = ms; },
    advance: (ms) => { t += ms; },
  };
}
