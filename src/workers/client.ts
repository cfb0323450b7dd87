// The page's side of the sync worker, derived from the worker's handler map (handlers.ts): each call
// passes callbacks as comlink proxies and turns a returned remote function into a local unsubscribe.
import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import type { RoomView, Unsubscribe } from '../sync/facade';
import { applyRoomsDelta, type RoomsDelta } from '../sync/engine/room-delta';
import type { WorkerHandlers } from './handlers';

type Promised<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
export type EngineClient = { [K in keyof WorkerHandlers]: Promised<WorkerHandlers[K]> } & {
  /** the room list kept on this side from deltas, so a badge change crosses the boundary as one room */
  onRooms(cb: (rooms: RoomView[]) => void): Promise<Unsubscribe>;
  terminate(): void;
};

/** Wraps any comlink endpoint (a Worker, or a MessagePort in tests) as the engine client. */
export function wrapEngine(remote: Remote<WorkerHandlers>, terminate: () => void): EngineClient {
  const call = async (name: keyof WorkerHandlers, args: unknown[]): Promise<unknown> => {
    const fn = remote[name] as unknown as (...a: unknown[]) => Promise<unknown>;
    const result = await fn(...args.map((a) => (typeof a === 'function' ? proxy(a as (...x: unknown[]) => unknown) : a)));
    if (typeof result !== 'function') return result;
    const remoteFn = result as Remote<() => void>;
    return (() => {
      void remoteFn().finally(() => remoteFn[releaseProxy]());
    }) satisfies Unsubscribe;
  };
  const client = new Proxy({} as Record<string, unknown>, {
    get(_t, prop) {
      if (typeof prop !== 'string' || prop === 'then') return undefined;
      if (prop === 'terminate') {
        return () => {
          remote[releaseProxy]();
          terminate();
        };
      }
      if (prop === 'onRooms') {
        return (cb: (rooms: RoomView[]) => void) => {
          let rooms: RoomView[] | null = null;
          return call('onRoomsDelta', [(delta: RoomsDelta) => {
            rooms = applyRoomsDelta(rooms, delta);
            cb(rooms);
          }]);
        };
      }
      return (...args: unknown[]) => call(prop as keyof WorkerHandlers, args);
    },
  });
  return client as unknown as EngineClient;
}

export function connectEngine(): EngineClient {
  const worker = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module' });
  return wrapEngine(wrap<WorkerHandlers>(worker), () => worker.terminate());
}
