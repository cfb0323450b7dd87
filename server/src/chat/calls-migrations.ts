// SQL of calls (spec 3: Call: callMembers (userId), roomId): at most one active call per room.
import type { Migration } from '../db/migrations';

export const CALL_MIGRATIONS: Migration[] = [
  {
    id: 'chat_calls_0001_calls',
    sql: `
      CREATE TABLE chat_calls (
        id text PRIMARY KEY,
        room_id text NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        creator_id text NOT NULL REFERENCES users(id),
        status text NOT NULL CHECK (status IN ('ACTIVE', 'ENDED')),
        created_at int8 NOT NULL,
        ended_at int8
      );
      CREATE UNIQUE INDEX chat_calls_one_active ON chat_calls (room_id) WHERE status = 'ACTIVE';
      CREATE TABLE chat_call_members (
        call_id text NOT NULL REFERENCES chat_calls(id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        n bigserial NOT NULL,
        joined_at int8 NOT NULL,
        PRIMARY KEY (call_id, user_id)
      );
    `,
  },
];
