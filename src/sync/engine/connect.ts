// Main-thread side of the sync worker: a SyncEngineApi backed by comlink. UI code passes plain
// callbacks; they are wrapped in comlink.proxy here.
import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import type { RealtimeEvent } from '../../domain/shared/events';
import type { RoomInvite } from '../../domain/chat/types';
import type { EngineStatus, MessagesView, RoomView, SyncEngineApi, Unsubscribe } from './facade';
import { applyRoomsDelta, type RoomsDelta } from './room-delta';

export type SyncWorkerHandle = SyncEngineApi & { terminate(): void };

/** Wraps any comlink endpoint (a Worker, or a MessagePort in tests) as the engine facade. */
export function wrapSyncEngine(remote: Remote<SyncEngineApi>, terminate: () => void): SyncWorkerHandle {
  const subscribe = async <T>(register: (cb: (v: T) => void) => Promise<unknown>, cb: (v: T) => void): Promise<Unsubscribe> => {
    // The worker answers with proxy(unsubscribe) (see sync.worker.ts), which comlink's types cannot see.
    const remoteUnsub = (await register(proxy(cb))) as Remote<() => void>;
    return () => {
      void remoteUnsub().finally(() => remoteUnsub[releaseProxy]());
    };
  };
  return {
    start: (config) => remote.start(config),
    setToken: (token) => remote.setToken(token),
    stop: () => remote.stop(),
    retry: () => remote.retry(),
    onStatus: (cb) => subscribe<EngineStatus>((p) => remote.onStatus(p), cb),
    onNotificationCount: (cb) => subscribe<number>((p) => remote.onNotificationCount(p), cb),
    onEvents: (types, cb) => subscribe<RealtimeEvent>((p) => remote.onEvents([...types], p), cb),
    onTokenRejected: (cb) => subscribe<void>((p) => remote.onTokenRejected(p), cb),
    // the page keeps the list and receives only what changed (room-delta.ts): unchanged rows keep their identity
    onRooms: (cb) => {
      let rooms: RoomView[] | null = null;
      return subscribe<RoomsDelta>((p) => remote.onRoomsDelta(p), (delta) => {
        rooms = applyRoomsDelta(rooms, delta);
        cb(rooms);
      });
    },
    onRoomsDelta: (cb) => subscribe<RoomsDelta>((p) => remote.onRoomsDelta(p), cb),
    openRoom: (roomId) => remote.openRoom(roomId),
    onMessages: (roomId, cb) => subscribe<MessagesView>((p) => remote.onMessages(roomId, p), cb),
    loadOlderMessages: (roomId) => remote.loadOlderMessages(roomId),
    onInvites: (cb) => subscribe<RoomInvite[]>((p) => remote.onInvites(p), cb),
    onPresence: (cb) => subscribe<string[]>((p) => remote.onPresence(p), cb),
    terminate: () => {
      remote[releaseProxy]();
      terminate();
    },
  };
}

export function connectSyncWorker(): SyncWorkerHandle {
  const worker = new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), { type: 'module' });
  return wrapSyncEngine(wrap<SyncEngineApi>(worker), () => worker.terminate());
}
