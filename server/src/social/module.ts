// The social sign-in module (spec 2 /auth/linkedin, spec 7 the auth request of type GOOGLE or LINKEDIN): sign-in
// flows in progress and the provider accounts linked to ours. Providers come from the environment (README).
import type { ServerModule } from '../modules/module';
import { socialRoutes } from './routes';

export const socialModule: ServerModule = {
  name: 'social',
  migrations: [
    {
      id: 'social_0001_flows_links',
      sql: `
        CREATE TABLE social_flows (
          id text PRIMARY KEY,
          provider text NOT NULL,
          state text NOT NULL,
          nonce text NOT NULL,
          code_verifier text NOT NULL,
          redirect_url text NOT NULL,
          status text NOT NULL CHECK (status IN ('STARTED', 'LINK')),
          subject text,
          email text,
          user_id text REFERENCES users(id) ON DELETE CASCADE,
          tries int NOT NULL DEFAULT 0,
          created_at int8 NOT NULL,
          expires_at int8 NOT NULL
        );
        CREATE INDEX social_flows_expiry ON social_flows (expires_at);
        CREATE TABLE social_links (
          provider text NOT NULL,
          subject text NOT NULL,
          user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          email text NOT NULL,
          created_at int8 NOT NULL,
          PRIMARY KEY (provider, subject)
        );
        CREATE INDEX social_links_user ON social_links (user_id);
      `,
    },
    {
      id: 'social_0002_link_code',
      sql: `
        ALTER TABLE social_flows ADD COLUMN code_hash text;
        ALTER TABLE social_flows ADD COLUMN code_expires_at int8;
      `,
    },
  ],
  routes: (ctx) => socialRoutes(ctx),
};
