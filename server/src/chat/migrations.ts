// SQL of the chat module: rooms, members, messages, files, logos, invites, presences.
import type { Migration } from '../db/migrations';
import { PRESENCE_SOCKETS_MIGRATION } from './presence-sockets';
import { READ_MARK_MIGRATION_SQL } from './read-marks';

export const CHAT_MIGRATIONS: Migration[] = [
  {
    id: 'chat_0001_rooms_messages',
    sql: `
      CREATE TABLE chat_rooms (
        id text PRIMARY KEY,
        name text NOT NULL,
        logo_path text,
        creator_id text NOT NULL REFERENCES users(id),
        type text NOT NULL CHECK (type IN ('DIRECTROOM', 'REGULARROOM', 'RFQROOM')),
        rfq_id text,
        supplier_id text,
        company_group_id text,
        created_at int8 NOT NULL,
        last_message_at int8 NOT NULL
      );
      CREATE TABLE chat_room_members (
        room_id text NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        n bigserial NOT NULL,
        joined_at int8 NOT NULL,
        PRIMARY KEY (room_id, user_id)
      );
      CREATE INDEX chat_room_members_user ON chat_room_members (user_id);
      CREATE TABLE chat_messages (
        id text PRIMARY KEY,
        n bigserial NOT NULL,
        room_id text NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        owner_id text NOT NULL REFERENCES users(id),
        content text NOT NULL,
        viewer_ids text[] NOT NULL DEFAULT '{}',
        message_file_id text,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL
      );
      CREATE INDEX chat_messages_room ON chat_messages (room_id, created_at DESC, n DESC);
      CREATE TABLE chat_message_files (
        id text PRIMARY KEY,
        message_id text NOT NULL UNIQUE REFERENCES chat_messages(id) ON DELETE CASCADE,
        name text NOT NULL,
        size int8 NOT NULL,
        content_type text NOT NULL,
        storage_key text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE TABLE chat_room_logos (
        id text PRIMARY KEY,
        room_id text NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        content_type text NOT NULL,
        storage_key text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE TABLE chat_room_invites (
        id text PRIMARY KEY,
        room_id text NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        inviter_id text NOT NULL REFERENCES users(id),
        invitee_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED')),
        created_at int8 NOT NULL
      );
      CREATE INDEX chat_room_invites_invitee ON chat_room_invites (invitee_id) WHERE status = 'PENDING';
      CREATE INDEX chat_room_invites_room ON chat_room_invites (room_id) WHERE status = 'PENDING';
      CREATE TABLE presences (
        id text PRIMARY KEY,
        session_id text NOT NULL,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at int8 NOT NULL,
        UNIQUE (user_id, session_id)
      );
    `,
  },
  {
    // Unread counts from per-message views and a per-user, per-room read marker instead of viewer_ids
    // (read-marks.ts); existing reads are copied from viewer_ids.
    id: 'chat_0002_read_markers',
    sql: READ_MARK_MIGRATION_SQL,
  },
  // Who holds a socket on which process, for presence across processes (presence-sockets.ts).
  PRESENCE_SOCKETS_MIGRATION,
];
