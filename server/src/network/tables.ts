// Kysely table types of the network module (merged into DB in ../db/schema.ts): follows, connections,
// watchlists and companies' private files with their access requests.
export type NetworkTables = {
  follows: { id: string; company_id: string; follower_id: string; created_at: number };
  connections: { id: string; from_user_id: string; to_user_id: string; activated: boolean; created_at: number; updated_at: number };
  connection_qrs: { code: string; user_id: string; created_at: number };
  company_watchlists: { id: string; owner_id: string; name: string; created_at: number };
  company_watchlist_items: { watchlist_id: string; company_id: string; created_at: number };
  product_watchlists: { id: string; owner_id: string; name: string; created_at: number };
  product_watchlist_items: { watchlist_id: string; product_id: string; created_at: number };
  company_private_files: { id: string; company_id: string; name: string; url: string; created_at: number };
  company_private_file_accesses: { id: string; file_id: string; user_id: string; accepted: boolean; created_at: number };
};
