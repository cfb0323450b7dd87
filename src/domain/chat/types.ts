// Chat entities (spec section 3) and the chat service's request shapes (spec section 7).
// Shared by the reference server, the sync engine and the views.

export type RoomType = 'DIRECTROOM' | 'REGULARROOM' | 'RFQROOM';

export type ChatRoom = {
  id: string;
  name: string;
  logoPath: string | null;
  creatorId: string;
  memberIds: string[];
  meta: { type: RoomType; rfqId?: string; supplierId?: string; companyGroupId?: string };
  createdAt: number;
  /** time of the newest message (or createdAt): the room list is ordered by it, newest first */
  lastMessageAt: number;
};

export type ChatMessage = {
  id: string;
  roomId: string;
  ownerId: string;
  content: string;
  viewerIds: string[];
  createdAt: number;
  updatedAt: number;
  meta: { messageFileId?: string };
};

export type MessageFile = {
  id: string;
  messageId: string;
  /** URL path of the file's content, e.g. /api/v1/chat/message-files/{id}/content */
  path: string;
  name: string;
  size: number;
  contentType: string;
};

export type RoomInvite = {
  id: string;
  roomId: string;
  inviterId: string;
  inviteeId: string;
  meta: { type: RoomType };
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
};

export type Presence = { id: string; sessionId: string; userId: string };

/** What the chat views show of a person (GET /company/users?ids= or ?keyword=). */
export type UserCard = { id: string; firstname: string; lastname: string; profileName: string; logo: string | null };

/**
 * GET /chat/messages/stats?roomIds=&notSeenBy= : unseen per room, each capped at the unseen limit (11);
 * without notSeenBy: every message per room (the pane header's total).
 */
export type MessageStats = { all: { count: number }; rooms: Record<string, number> };

export const MESSAGE_PAGE_SIZE = 10;
export const UNSEEN_LIMIT = 11;

/*
 * Chat REST (base /api/v1/chat), every route signed-in; only members read or write a room.
 *  GET    /rooms                         -> ChatRoom[] the caller is a member of (all types)
 *  POST   /rooms {name?, memberIds?, meta?:{companyGroupId?}}       -> ChatRoom (REGULARROOM; caller is creator)
 *  PATCH  /rooms/{id} {name} | {_leave:true} | {_removeMemberById}  -> ChatRoom (rename/remove: creator only)
 *  DELETE /rooms/{id}                    (creator only)
 *  POST   /rooms/{id}/logo  multipart logoFile -> ChatRoom (creator only)
 *  POST   /direct-rooms {toMemberId}     -> ChatRoom (DIRECTROOM); 409 "You already have a direct-chat with user '{name}'";
 *                                           400 when toMemberId is the caller
 *  PATCH  /direct-rooms/{id} {_leave:true}; DELETE /direct-rooms/{id}
 *  POST   /room-invites {roomId, inviteeId} -> RoomInvite; GET /room-invites?inviteeIds=|roomIds= -> RoomInvite[] (pending)
 *  PATCH  /room-invites/{id} {_accept: true|false} -> RoomInvite (invitee only)
 *  GET    /messages?roomIds=&skip=&limit=10            -> ChatMessage[] newest first
 *  GET    /messages?roomIds=&notSeenBy={userId}&limit=11 -> unseen ChatMessage[] newest first
 *  GET    /messages/stats?roomIds=&notSeenBy={userId}  -> MessageStats (unseen, capped at 11)
 *  GET    /messages/stats?roomIds=                     -> MessageStats (all messages per room)
 *  POST   /messages {roomId, content}     -> ChatMessage (content trimmed, non-empty)
 *  PATCH  /messages/{id} {content} (owner only) | {_read:true} (member) -> ChatMessage
 *  DELETE /messages/{id}                  (owner only)
 *  POST   /message-files multipart: createParams (JSON {messageId}) + file -> MessageFile (message owner only)
 *  GET    /message-files/{id}/content     -> the file (members only)
 * Company service: GET /company/users?keyword=&limit= | ?ids=a,b -> UserCard[]
 * Alert service:   POST /alert/presences {uiid} -> Presence; DELETE /alert/presences/{id}; GET /alert/presences?userIds=
 *
 * Events (spec 4), to every member of the room (after the change), resource as named:
 *  ROOM / DIRECTROOM  CREATED | UPDATED | DELETED   resource ChatRoom (a removed or leaving member gets UPDATED
 *                                                   with the new memberIds, so their client removes the room)
 *  MESSAGE            CREATED | UPDATED | DELETED   resource ChatMessage
 *  MESSAGEVIEWER      VIEWED                        resource ChatMessage (viewerIds now include the reader)
 *  MESSAGEFILE        CREATED                       resource MessageFile
 *  ROOMINVITE         CREATED | ACCEPTED | DELETED  resource RoomInvite (DELETED = rejected)
 *  PRESENCE           CREATED | DELETED             resource Presence (to users sharing a room with the user)
 */
