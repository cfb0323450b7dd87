// The content module (admin portal's Content sections): FAQ topics and questions (public at /faqs), the sitemap
// (/sitemap.xml, regenerated hourly and on demand), and extra questions with choices that members and company
// owners answer, and which admin may use which Admin Portal section. Every admin change is audited (../admin/audit.ts).
import type { ServerModule } from '../modules/module';
import { extraRoutes } from './extra';
import { faqRoutes } from './faqs';
import { permissionRoutes } from './permissions';
import { seedContent } from './seed';
import { sitemapRoutes, startSitemapCron } from './sitemap';

export const contentModule: ServerModule = {
  name: 'content',
  migrations: [
    {
      id: 'content_0001_faqs_sitemap_extra',
      sql: `
        CREATE TABLE faq_topics (
          id text PRIMARY KEY,
          profile_name text NOT NULL UNIQUE,
          title text NOT NULL,
          position int4 NOT NULL,
          created_at int8 NOT NULL,
          updated_at int8 NOT NULL
        );
        CREATE TABLE faq_questions (
          id text PRIMARY KEY,
          topic_id text NOT NULL REFERENCES faq_topics(id) ON DELETE CASCADE,
          question text NOT NULL,
          answer text NOT NULL,
          position int4 NOT NULL,
          created_at int8 NOT NULL,
          updated_at int8 NOT NULL
        );
        CREATE INDEX faq_questions_topic ON faq_questions (topic_id, position);
        CREATE TABLE sitemaps (
          id text PRIMARY KEY,
          paths jsonb NOT NULL,
          url_count int4 NOT NULL,
          trigger text NOT NULL CHECK (trigger IN ('SCHEDULE', 'ADMIN')),
          generated_at int8 NOT NULL
        );
        CREATE TABLE extra_questions (
          id text PRIMARY KEY,
          audience text NOT NULL CHECK (audience IN ('USER', 'COMPANY')),
          question text NOT NULL,
          multiple boolean NOT NULL,
          choices jsonb NOT NULL,
          position int4 NOT NULL,
          created_at int8 NOT NULL,
          updated_at int8 NOT NULL
        );
        CREATE TABLE extra_answers (
          question_id text NOT NULL REFERENCES extra_questions(id) ON DELETE CASCADE,
          subject_id text NOT NULL,
          choice_ids jsonb NOT NULL,
          updated_at int8 NOT NULL,
          PRIMARY KEY (question_id, subject_id)
        );
        CREATE INDEX extra_answers_subject ON extra_answers (subject_id);
      `,
    },
    {
      id: 'content_0002_admin_section_denials',
      sql: `
        CREATE TABLE admin_section_denials (
          user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          section text NOT NULL,
          PRIMARY KEY (user_id, section)
        );
      `,
    },
  ],
  routes: (ctx) => [...faqRoutes(ctx), ...sitemapRoutes(ctx), ...extraRoutes(ctx), ...permissionRoutes(ctx)],
  seed: seedContent,
  start: startSitemapCron,
};
