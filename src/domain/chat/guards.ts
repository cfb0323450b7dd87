// Shape checks of the chat resources (frames and REST answers are checked before they are applied).
import type { ChatMessage, ChatRoom, MessageFile, Presence, RoomInvite } from './types';

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown): x is string => typeof x === 'string';
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isStrArr = (x: unknown): x is string[] => Array.isArray(x) && x.every(isStr);
const ROOM_TYPES: readonly unknown[] = ['DIRECTROOM', 'REGULARROOM', 'RFQROOM'];

export function isChatRoom(x: unknown): x is ChatRoom {
  return isObj(x) && isStr(x.id) && isStr(x.name) && (x.logoPath === null || isStr(x.logoPath)) && isStr(x.creatorId)
    && isStrArr(x.memberIds) && isObj(x.meta) && ROOM_TYPES.includes(x.meta.type) && isNum(x.createdAt) && isNum(x.lastMessageAt);
}

export function isChatMessage(x: unknown): x is ChatMessage {
  return isObj(x) && isStr(x.id) && isStr(x.roomId) && isStr(x.ownerId) && isStr(x.content) && isStrArr(x.viewerIds)
    && isNum(x.createdAt) && isNum(x.updatedAt) && isObj(x.meta)
    && (x.meta.messageFileId === undefined || isStr(x.meta.messageFileId));
}

export function isMessageFile(x: unknown): x is MessageFile {
  return isObj(x) && isStr(x.id) && isStr(x.messageId) && isStr(x.path) && isStr(x.name) && isNum(x.size) && isStr(x.contentType);
}

export function isRoomInvite(x: unknown): x is RoomInvite {
  return isObj(x) && isStr(x.id) && isStr(x.roomId) && isStr(x.inviterId) && isStr(x.inviteeId) && isObj(x.meta)
    && ROOM_TYPES.includes(x.meta.type) && (x.status === 'PENDING' || x.status === 'ACCEPTED' || x.status === 'REJECTED');
}

export function isPresence(x: unknown): x is Presence {
  return isObj(x) && isStr(x.id) && isStr(x.sessionId) && isStr(x.userId);
}

/** A DELETED event may carry only the id. */
export function hasId(x: unknown): x is { id: string } {
  return isObj(x) && isStr(x.id);
}

/** A deleted message names at least its id and room. */
export function isMessageRef(x: unknown): x is { id: string; roomId: string } {
  return isObj(x) && isStr(x.id) && isStr(x.roomId);
}

type EventLike = { resourceType: string; action: string; resource: unknown };

/**
 * Why a chat event (spec 4) cannot be applied, or null when it can (non-chat events: null). The engine
 * logs and skips such an event whole, so nothing of it is ever applied half-way.
 */
export function chatEventProblem(e: EventLike): string | null {
  const r = e.resource;
  const bad = (what: string) => `${e.resourceType} ${e.action} without ${what}`;
  switch (e.resourceType) {
    case 'MESSAGE':
      if (e.action === 'DELETED') return isMessageRef(r) ? null : bad('a message id and roomId');
      return isChatMessage(r) ? null : bad('a whole message');
    case 'MESSAGEVIEWER':
      return isChatMessage(r) ? null : bad('a whole message');
    case 'MESSAGEFILE':
      if (e.action === 'DELETED') return hasId(r) ? null : bad('an id');
      return isMessageFile(r) ? null : bad('a whole message file');
    case 'ROOM':
    case 'DIRECTROOM':
      if (e.action === 'DELETED') return hasId(r) ? null : bad('an id');
      return isChatRoom(r) ? null : bad('a whole room');
    case 'ROOMINVITE':
      if (e.action === 'CREATED' || e.action === 'UPDATED') return isRoomInvite(r) ? null : bad('a whole invite');
      return hasId(r) ? null : bad('an id');
    case 'PRESENCE':
      if (e.action === 'DELETED') return hasId(r) ? null : bad('an id');
      return isPresence(r) ? null : bad('a whole presence');
    default:
      return null;
  }
}
