// The revisit bench's worker: the app's worker engine as sync.worker.ts builds it (composeEngine on
// Dexie/IndexedDB, the same handler map), talking to the real reference server the bench started on this
// page's origin. The socket is not started: no realtime event refreshes a query while it is timed.
import { expose } from 'comlink';
import type { AuthTokens } from '../../../src/domain/identity/types';
import { serviceBases } from '../../../src/sync/contract/endpoints';
import { composeEngine } from '../../../src/workers/compose';
import { exposable } from '../../../src/workers/expose';
import type { WorkerHandlers } from '../../../src/workers/handlers';

let composed: ReturnType<typeof composeEngine> | null = null;
const logs: string[] = [];

const calls = {
  /** composes the engine with its stores under `namePrefix` and signs the data path in (opens the account's query store) */
  async init(o: { namePrefix: string; userId: string; tokens: AuthTokens }): Promise<number> {
    const t0 = performance.now();
    composed = composeEngine({
      storage: 'dexie', bases: serviceBases({}, self.location.origin), namePrefix: o.namePrefix,
      log: (m) => { if (logs.length < 50) logs.push(m); },
    });
    await composed.data.setAccount({ userId: o.userId, tokens: o.tokens });
    return performance.now() - t0;
  },
  query(...args: Parameters<WorkerHandlers['query']>): ReturnType<WorkerHandlers['query']> {
    if (!composed) throw new Error('revisit worker: init first');
    return composed.handlers.query(...args);
  },
  /** the answers held in memory are written to RxDB */
  async flush(): Promise<void> {
    await composed?.data.flush();
  },
  async stop(): Promise<void> {
    await composed?.data.stop();
  },
  logs: async () => logs.slice(),
};

export type RevisitWorker = typeof calls;

expose(exposable(calls));
