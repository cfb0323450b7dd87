// The page's view calls that change the engine's chat state (the room looked at, the rooms whose messages are
// watched) are recorded as they reach the worker, so a replay makes them at the same point; the last message
// view each watched room delivered is part of the store's contents a recording compares.
import type { ChatViewsApi, MessagesView, Unsubscribe } from '../engine/facade';
import { recorder } from './recorder';

export type ViewCall = 'openRoom' | 'onMessages' | 'offMessages';

/** A room's loaded messages as the page last saw them (oldest first). */
export type RoomMessages = { total: number; loaded: number; messages: { id: string; ownerId: string; content: string; viewers: number }[] };

const summary = (v: MessagesView): RoomMessages => ({
  total: v.total, loaded: v.loaded, messages: v.messages.map((m) => ({ id: m.id, ownerId: m.ownerId, content: m.content, viewers: m.viewerIds.length })),
});

export function recordedViews(engine: Pick<ChatViewsApi, 'openRoom' | 'onMessages'>) {
  const last = new Map<string, RoomMessages>();
  return {
    openRoom(roomId: string | null): Promise<void> {
      recorder.record({ kind: 'view', call: 'openRoom', roomId });
      return engine.openRoom(roomId);
    },
    async onMessages(roomId: string, cb: (view: MessagesView) => void): Promise<Unsubscribe> {
      recorder.record({ kind: 'view', call: 'onMessages', roomId });
      const off = await engine.onMessages(roomId, (v) => {
        last.set(roomId, summary(v));
        cb(v);
      });
      return () => {
        recorder.record({ kind: 'view', call: 'offMessages', roomId });
        off();
      };
    },
    /** another account: its rooms' views start again */
    clear: () => last.clear(),
    /** the last view of every room watched so far, by room id */
    messages(): Record<string, RoomMessages> {
      return Object.fromEntries([...last.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    },
  };
}

export type RecordedViews = ReturnType<typeof recordedViews>;
