// Hooks over the engine's chat views: each subscribes while mounted and keeps the latest value.
// `null` means not loaded yet: views show 'Loading...' then, never an empty list.
import { useCallback, useEffect, useState } from 'react';
import type { RoomInvite } from '../../../domain/chat/types';
import type { ChatViewsApi, FileDownload, MessagesView, RoomView, Unsubscribe } from '../../../sync/facade';
import { useChatViews } from '../sync/useChatViews';

function useSubscription<T>(subscribe: ((views: ChatViewsApi, cb: (v: T) => void) => Promise<Unsubscribe>) | null, key: string): T | null {
  const views = useChatViews();
  const [value, setValue] = useState<{ key: string; v: T } | null>(null);
  useEffect(() => {
    if (!views || !subscribe) return undefined;
    let unsub: Unsubscribe | null = null;
    let live = true;
    void subscribe(views, (v) => {
      if (live) setValue({ key, v });
    }).then((u) => {
      if (live) unsub = u;
      else u();
    }).catch((e: unknown) => console.error('chat view:', e));
    return () => {
      live = false;
      unsub?.();
    };
  }, [views, key]);
  return value && value.key === key ? value.v : null;
}

export function useRooms(): RoomView[] | null {
  return useSubscription<RoomView[]>((v, cb) => v.onRooms(cb), 'rooms');
}

export function useInvites(): RoomInvite[] | null {
  return useSubscription<RoomInvite[]>((v, cb) => v.onInvites(cb), 'invites');
}

export function useOnlineUsers(): Set<string> {
  const ids = useSubscription<string[]>((v, cb) => v.onPresence(cb), 'presence');
  return new Set(ids ?? []);
}

export function useMessages(roomId: string | null): MessagesView | null {
  return useSubscription<MessagesView>(roomId ? (v, cb) => v.onMessages(roomId, cb) : null, `messages:${roomId ?? ''}`);
}

/** Tells the engine which room is open (its new messages are read at once), and none on leaving. */
export function useOpenRoom(roomId: string | null): void {
  const views = useChatViews();
  useEffect(() => {
    if (!views) return undefined;
    void views.openRoom(roomId);
    return () => {
      void views.openRoom(null);
    };
  }, [views, roomId]);
}

/** Downloads a chat file through the engine (its token, its transport): the Blob, or the text to show. */
export function useFileDownload(): (path: string) => Promise<FileDownload> {
  const views = useChatViews();
  return useCallback((path: string) => views?.downloadFile(path) ?? Promise.resolve({ ok: false, message: 'Chat service not available' }), [views]);
}

export function useTotalUnread(): number {
  const rooms = useRooms();
  return (rooms ?? []).reduce((n, r) => n + r.unread, 0);
}
