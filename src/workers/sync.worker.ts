// The sync worker: the engine runs here, off the main thread, exposed with comlink.
import { expose } from 'comlink';
import { createSyncEngine } from '../sync/engine/engine';
import { comlinkFacade } from './sync-facade';

expose(comlinkFacade(createSyncEngine({ storage: 'dexie' })));
