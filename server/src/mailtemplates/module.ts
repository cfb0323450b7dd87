// The system e-mails module (admin e-mail schemas): the admin's overrides of the system mails' subject, body and
// layout, the layouts, and the admin's view of the outbox. The mails themselves are composed by systemMail
// (./compose.ts) where the server sends them (sign-up, reset, e-mail change, removal, invites, digests, tickets).
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { inTransaction } from '../context';
import type { ServerModule } from '../modules/module';
import { mailTables } from './compose';
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
  // demo: one layout to choose on /mtz-admin/email-schemas/{key} (no mail uses it: the demo's mails stay plain text)
  seed: (ctx) => inTransaction(ctx, async (uow) => {
    await mailTables(uow.trx).insertInto('mail_layouts').values({
      id: 'demo-layout-branded', name: 'MTZ branded', created_at: uow.now, updated_at: uow.now,
      html: sanitizeRichText('<div><h2>MTZ</h2>{content}<p><i>MTZ, the B2B trade network.</i></p></div>'),
    }).onConflict((oc) => oc.column('id').doNothing()).execute();
  }),
};
