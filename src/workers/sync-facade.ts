// What the worker exposes: the engine, with unsubscribe functions wrapped for comlink.
import { proxy } from 'comlink';
import type { SyncEngineApi } from '../sync/engine/facade';

export function comlinkFacade(engine: SyncEngineApi): SyncEngineApi {
  return {
    start: (config) => engine.start(config),
    setToken: (token) => engine.setToken(token),
    stop: () => engine.stop(),
    retry: () => engine.retry(),
    // callbacks arrive as comlink proxies; the returned function must go back as one too
    onStatus: async (cb) => proxy(await engine.onStatus(cb)),
    onNotificationCount: async (cb) => proxy(await engine.onNotificationCount(cb)),
    onEvents: async (types, cb) => proxy(await engine.onEvents(types, cb)),
    onTokenRejected: async (cb) => proxy(await engine.onTokenRejected(cb)),
    onRooms: async (cb) => proxy(await engine.onRooms(cb)),
    onRoomsDelta: async (cb) => proxy(await engine.onRoomsDelta(cb)),
    openRoom: (roomId) => engine.openRoom(roomId),
    onMessages: async (roomId, cb) => proxy(await engine.onMessages(roomId, cb)),
    loadOlderMessages: (roomId) => engine.loadOlderMessages(roomId),
    onInvites: async (cb) => proxy(await engine.onInvites(cb)),
    onPresence: async (cb) => proxy(await engine.onPresence(cb)),
  };
}
