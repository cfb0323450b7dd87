// Kysely table types of the groups module (merged into DB in ../db/schema.ts).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type GroupsTables = {};
