// Builds the worker's engine: the socket and chat engine, the data path for every screen, and the
// wiring between them (events refresh the views on screen that declare them; reconnects refresh them all). Node tests call it directly.
import { RESOURCE_TYPES } from '../domain/shared/events';
import { createSyncEngine, type SyncEngineOptions } from '../sync/engine/engine';
import { createDataEngine, type DataEngineDeps } from '../sync/query/data-engine';
import { createHandlers, type PageLink } from './handlers';

export type ComposeOptions = SyncEngineOptions & Pick<DataEngineDeps, 'bases' | 'visitorRefreshMs' | 'namePrefix' | 'trackingCodes' | 'devLog'>;

export function composeEngine(opts: ComposeOptions) {
  const page: PageLink = { refresh: null, trackingCodes: [] };
  const trackingCodes = opts.trackingCodes ?? (() => page.trackingCodes);
  const engine = createSyncEngine({ ...opts, trackingCodes });
  const data = createDataEngine({
    storage: opts.storage, bases: opts.bases, fetch: opts.fetch, now: opts.now, log: opts.log, devMode: opts.devMode,
    visitorRefreshMs: opts.visitorRefreshMs, devLog: opts.devLog, namePrefix: opts.namePrefix, trackingCodes,
    refresh: async () => (page.refresh ? page.refresh() : null),
  });
  let wasLive = false;
  void engine.onStatus((s) => {
    const live = s === 'live';
    data.setLive(live);
    if (live && !wasLive) data.reconnected();
    wasLive = live;
  });
  void engine.onEvents(RESOURCE_TYPES, (e) => data.applyEvents([e]));
  return { engine, data, handlers: createHandlers(engine, data, page) };
}
