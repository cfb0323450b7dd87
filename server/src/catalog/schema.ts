// Kysely table types of the catalog module (merged into DB in ../db/schema.ts).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type CatalogTables = {};
