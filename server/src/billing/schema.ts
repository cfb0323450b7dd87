// Kysely table types of the billing module (merged into DB in ../db/schema.ts).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type BillingTables = {};
