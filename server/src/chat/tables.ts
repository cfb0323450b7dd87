// Kysely table types of the chat module (merged into DB in ../db/schema.ts).
import type { Generated } from 'kysely';

export type ChatRoomsTable = {
  id: string;
  name: string;
  logo_path: string | null;
  creator_id: string;
  type: 'DIRECTROOM' | 'REGULARROOM' | 'RFQROOM';
  rfq_id: string | null;
  supplier_id: string | null;
  company_group_id: string | null;
  created_at: number;
  last_message_at: number;
};

export type ChatRoomMembersTable = {
  room_id: string;
  user_id: string;
  /** insertion order: memberIds are listed in the order people joined */
  n: Generated<number>;
  joined_at: number;
};

export type ChatMessagesTable = {
  id: string;
  /** insertion order: ties of createdAt are broken by it */
  n: Generated<number>;
  room_id: string;
  owner_id: string;
  content: string;
  viewer_ids: string[];
  message_file_id: string | null;
  created_at: number;
  updated_at: number;
};

/** A message read by someone other than its owner (see read-marks.ts). */
export type ChatMessageViewsTable = {
  user_id: string;
  message_id: string;
};

/** Every message of the room at or before (read_at, read_n) is the user's own or read by them (see read-marks.ts). */
export type ChatReadMarkersTable = {
  user_id: string;
  room_id: string;
  read_at: number;
  read_n: number;
};

export type ChatMessageFilesTable = {
  id: string;
  message_id: string;
  name: string;
  size: number;
  content_type: string;
  /** file name inside the uploads folder */
  storage_key: string;
  created_at: number;
};

export type ChatRoomLogosTable = {
  id: string;
  room_id: string;
  content_type: string;
  storage_key: string;
  created_at: number;
};

export type ChatRoomInvitesTable = {
  id: string;
  room_id: string;
  inviter_id: string;
  invitee_id: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  created_at: number;
};

export type PresencesTable = {
  id: string;
  session_id: string;
  user_id: string;
  created_at: number;
};

export type ChatTables = {
  chat_rooms: ChatRoomsTable;
  chat_room_members: ChatRoomMembersTable;
  chat_messages: ChatMessagesTable;
  chat_message_views: ChatMessageViewsTable;
  chat_read_markers: ChatReadMarkersTable;
  chat_message_files: ChatMessageFilesTable;
  chat_room_logos: ChatRoomLogosTable;
  chat_room_invites: ChatRoomInvitesTable;
  presences: PresencesTable;
};
