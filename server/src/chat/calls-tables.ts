// Kysely table types of calls. They stay out of the shared DB type: the calls code reaches them with
// db.withTables<CallTables>() (see calls.ts).
import type { Generated } from 'kysely';

export type ChatCallsTable = {
  id: string;
  room_id: string;
  creator_id: string;
  status: 'ACTIVE' | 'ENDED';
  created_at: number;
  ended_at: number | null;
};

export type ChatCallMembersTable = {
  call_id: string;
  user_id: string;
  /** joining order */
  n: Generated<number>;
  joined_at: number;
};

export type CallTables = {
  chat_calls: ChatCallsTable;
  chat_call_members: ChatCallMembersTable;
};
