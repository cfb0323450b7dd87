// Table types of the news module (merged into DB in ../db/schema.ts).
export type NewsTables = {
  /** the platform's news, written by site admins; only published ones are public */
  news_posts: { id: string; title: string; body: string; published: boolean; author_id: string; created_at: number; updated_at: number };
};
