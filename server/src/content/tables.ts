// Table types of the content module (merged into DB in ../db/schema.ts).
import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type ContentTables = {
  /** FAQ topics, in the admin's order; public at /faqs/{profile_name} */
  faq_topics: { id: string; profile_name: string; title: string; position: number; created_at: number; updated_at: number };
  /** a topic's questions in order; the answer is sanitised rich text */
  faq_questions: { id: string; topic_id: string; question: string; answer: string; position: number; created_at: number; updated_at: number };
  /** the last sitemap generation (one row, id 'sitemap'): the public paths it listed */
  sitemaps: { id: string; paths: Json<string[]>; url_count: number; trigger: 'SCHEDULE' | 'ADMIN'; generated_at: number };
  /** questions with choices asked of members (USER) or of companies (COMPANY) */
  extra_questions: {
    id: string; audience: 'USER' | 'COMPANY'; question: string; multiple: boolean; choices: Json<{ id: string; label: string }[]>;
    position: number; created_at: number; updated_at: number;
  };
  /** one subject's (a user's or a company's) chosen choices of one question */
  extra_answers: { question_id: string; subject_id: string; choice_ids: Json<string[]>; updated_at: number };
  /** Admin Portal sections taken from a site admin (all others are theirs) */
  admin_section_denials: { user_id: string; section: string };
};
