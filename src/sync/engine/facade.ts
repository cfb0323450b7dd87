// The sync engine's face towards the UI. The worker (src/workers/sync.worker.ts) implements it and
// exposes it with comlink; Node tests run the same engine in-process.
import type { ChatMessage, ChatRoom, MessageFile, RoomInvite } from '../../domain/chat/types';
import type { RealtimeEvent, ResourceType } from '../../domain/shared/events';
import type { RoomsDelta } from './room-delta';
import type { FileDownload } from './chat-rest';

export type EngineStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'catching-up' | 'offline';

export type EngineConfig = {
  /** absolute ws(s):// URL of /ws */
  wsUrl: string;
  /** absolute base URL of the alert service, e.g. http://localhost:8080/api/v1/alert */
  alertBase: string;
  accessToken: string;
  userId: string;
  /** base URL of the chat service; default: alertBase with /alert replaced by /chat */
  chatBase?: string;
  /** base URL of the company service; default: alertBase with /alert replaced by /company */
  companyBase?: string;
};

export type Unsubscribe = () => void;

export interface SyncEngineApi extends ChatViewsApi {
  start(config: EngineConfig): Promise<void>;
  /** a refreshed access token: used for the next (re)connect and REST call */
  setToken(accessToken: string): Promise<void>;
  stop(): Promise<void>;
  /** after 'offline': try again now */
  retry(): Promise<void>;
  /** the status, and while reconnecting the retry it waits for (1 to RECONNECT_RETRIES; 0 otherwise); a follower's is the leader's */
  onStatus(cb: (status: EngineStatus, retry: number) => void): Promise<Unsubscribe>;
  /** unread notifications of the last 2 days (raw number; the UI formats 99+) */
  onNotificationCount(cb: (count: number) => void): Promise<Unsubscribe>;
  /**
   * Every applied realtime event of these resource types, once each, in seq order (after dedupe and
   * ordering): features that keep their data in REST queries refetch on these (e.g. CONNECTION).
   */
  onEvents(resourceTypes: readonly ResourceType[], cb: (event: RealtimeEvent) => void): Promise<Unsubscribe>;
  /**
   * The engine's token was refused (the socket's CONNECT, or a REST read of the engine got 401). The engine
   * cannot refresh: the UI refreshes through its api client (refreshTokens()) and calls setToken.
   */
  onTokenRejected(cb: () => void): Promise<Unsubscribe>;
  /**
   * The room list of onRooms as deltas (src/sync/engine/room-delta.ts): first the whole list, then only the
   * rows that changed plus the new order of ids when it moved. The worker's page side (connect.ts) keeps
   * the list from these, so a badge change crosses the worker boundary as one room, not the whole list.
   */
  onRoomsDelta(cb: (delta: RoomsDelta) => void): Promise<Unsubscribe>;
}

/** Chat views of the store: writes go through REST (commands) and come back as events. */
export interface ChatViewsApi {
  /** rooms the user is in, newest activity first, each with its unread badge (raw, at most 11) */
  onRooms(cb: (rooms: RoomView[]) => void): Promise<Unsubscribe>;
  /** the room being looked at (null: none): its created messages are marked read, its badge stays 0 */
  openRoom(roomId: string | null): Promise<void>;
  /** loaded messages of a room (newest last), their files, and the counts for the pane header */
  onMessages(roomId: string, cb: (view: MessagesView) => void): Promise<Unsubscribe>;
  /** fetches the next older page (10) of a room */
  loadOlderMessages(roomId: string): Promise<void>;
  /** pending room invites addressed to the user */
  onInvites(cb: (invites: RoomInvite[]) => void): Promise<Unsubscribe>;
  /** ids of users online now (the viewer is always included) */
  onPresence(cb: (onlineUserIds: string[]) => void): Promise<Unsubscribe>;
  /** a message file's content (MessageFile.path) with the engine's token, or the text to show */
  downloadFile(path: string): Promise<FileDownload>;
}

export type RoomView = ChatRoom & { unread: number };

export type MessagesView = {
  roomId: string;
  /** oldest first */
  messages: ChatMessage[];
  /** files of the loaded messages, by message id and by file id (ChatMessage.meta.messageFileId) */
  files: Record<string, MessageFile>;
  /** messages in the room on the server */
  total: number;
  loaded: number;
  hasOlder: boolean;
  /** true while the first page or a catch-up is loading: never show an empty list then */
  loading: boolean;
};
