// The news module (spec 2: /mtz-news, and the admin portal's News section): posts of the platform's news,
// written, published, unpublished and deleted by site admins (audited), read by everyone once published.
import type { ServerModule } from '../modules/module';
import { newsRoutes } from './routes';

export const newsModule: ServerModule = {
  name: 'news',
  migrations: [
    {
      id: 'news_0001_posts',
      sql: `
        CREATE TABLE news_posts (
          id text PRIMARY KEY,
          title text NOT NULL,
          body text NOT NULL,
          published boolean NOT NULL DEFAULT false,
          author_id text NOT NULL REFERENCES users(id),
          created_at int8 NOT NULL,
          updated_at int8 NOT NULL
        );
        CREATE INDEX news_posts_published ON news_posts (published, created_at DESC);
      `,
    },
  ],
  routes: (ctx) => newsRoutes(ctx),
};
