// The sync worker: the engine runs here, off the main thread, exposed with comlink as one handler map
// (handlers.ts). Tabs of one user share one socket: the leader tab's worker holds it and relays frames
// to the others (shared-transport.ts).
import { expose } from 'comlink';
import { serviceBases } from '../sync/contract/endpoints';
import { createStompTransport, type StompTransportOptions } from '../sync/transport/stomp';
import { composeEngine } from './compose';
import { exposable } from './expose';
import { createSharedTransport } from './shared-transport';

function transport(o: StompTransportOptions) {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof BroadcastChannel === 'undefined' || !o.key) return createStompTransport(o);
  const name = `mtz-sync-${o.key}`;
  const bc = new BroadcastChannel(name);
  return createSharedTransport({
    locks: { request: (lockName, cb) => locks.request(lockName, cb) },
    channel: {
      postMessage: (m) => bc.postMessage(m),
      listen: (receiver) => { bc.onmessage = receiver ? (ev: MessageEvent) => receiver(ev.data) : null; },
      close: () => bc.close(),
    },
    lockName: name,
    stomp: () => createStompTransport(o),
    log: o.log,
  });
}

const { handlers } = composeEngine({ storage: 'dexie', transport, bases: serviceBases(import.meta.env, self.location.origin), devLog: import.meta.env.DEV });
expose(exposable(handlers));
