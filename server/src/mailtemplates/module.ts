// The system e-mails module (admin e-mail schemas): the admin's overrides of the system mails' subject, body and
// layout, the layouts, and the admin's view of the outbox. The mails themselves are composed by systemMail
// (./compose.ts) where the server sends them (sign-up, reset, e-mail change, removal, invites, digests, tickets).
import type { ServerModule } from '../modules/module';
import { layoutRoutes } from './layouts';
import { outboxRoutes } from './outbox';
import { templateRoutes } from './templates';

export const mailTemplatesModule: ServerModule = {
  name: 'mailtemplates',
  migrations: [
    {
      id: 'mailtemplates_0001_templates_layouts',
      sql: `
        CREATE TABLE mail_layouts (
          id text PRIMARY KEY,
          n bigserial,
          name text NOT NULL,
          html text NOT NULL,
          created_at int8 NOT NULL,
          updated_at int8 NOT NULL
        );
        CREATE TABLE mail_templates (
          key text PRIMARY KEY,
          subject text NOT NULL,
          body text NOT NULL,
          layout_id text REFERENCES mail_layouts(id),
          updated_by text NOT NULL REFERENCES users(id),
          updated_at int8 NOT NULL
        );
      `,
    },
  ],
  routes: (ctx) => [...templateRoutes(ctx), ...layoutRoutes(ctx), ...outboxRoutes(ctx)],
};
