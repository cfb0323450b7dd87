// The mail outbox as the admin reads it (/mtz-admin/email-schemas/outbox; site admin, section 'email'): newest first,
// filtered by state and recipient, with each mail's delivery state, attempts and last error.
// WAITING: not sent and no failure yet; FAILED: not sent and the last attempt failed (the mailer retries up to 5
// times); SENT: handed to the SMTP server. These are the states the admin home's counts use.
// Decision: an admin may read a mail's subject and text, but never a code or token in it: 6-digit codes and ids
// (UUIDs: invite, ticket and similar links) are replaced by '******' and '[hidden]' before they leave the server.
import { sql } from 'kysely';
import { z } from 'zod';
import type { MailOutboxState } from '../../../src/domain/mail/system';
import { ADMIN_BASE, likePattern } from '../admin/shared';
import type { AppContext } from '../context';
import { skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';

const STATES = ['WAITING', 'SENT', 'FAILED'] as const;
const rowSchema = z.object({
  id: z.string(), to: z.string(), subject: z.string(), text: z.string(), state: z.enum(STATES), createdAt: z.number(), sentAt: z.number().nullable(),
  attempts: z.number(), lastError: z.string().nullable(),
});

/** A mail's text with its codes and tokens hidden. */
export const redactSecrets = (s: string): string =>
  s.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '[hidden]').replace(/(?<![\w-])\d{6}(?![\w-])/g, '******');

const stateOf = (r: { sent_at: number | null; last_error: string | null }): MailOutboxState => (r.sent_at !== null ? 'SENT' : r.last_error === null ? 'WAITING' : 'FAILED');

export function outboxRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/outbox`, tag: 'admin', auth: 'admin',
      summary: 'The mail outbox, newest first, by delivery state and recipient; codes and tokens hidden (site admin)',
      query: z.object({ state: z.enum(STATES).optional(), to: z.string().trim().max(200).default(''), ...skipLimit }),
      response: z.object({ total: z.number(), items: z.array(rowSchema) }),
      handler: async ({ query }) => {
        let q = ctx.db.selectFrom('mails');
        if (query.state === 'SENT') q = q.where('sent_at', 'is not', null);
        if (query.state === 'WAITING') q = q.where('sent_at', 'is', null).where('last_error', 'is', null);
        if (query.state === 'FAILED') q = q.where('sent_at', 'is', null).where('last_error', 'is not', null);
        if (query.to) q = q.where(sql<string>`lower("to")`, 'like', likePattern(query.to.toLowerCase()));
        const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
        const rows = await q.select(['id', 'to', 'subject', 'text', 'created_at', 'sent_at', 'attempts', 'last_error'])
          .orderBy('n', 'desc').offset(query.skip).limit(query.limit).execute();
        return {
          total: Number(total.n),
          items: rows.map((r) => ({
            id: r.id, to: r.to, subject: redactSecrets(r.subject), text: redactSecrets(r.text), state: stateOf(r), createdAt: Number(r.created_at),
            sentAt: r.sent_at === null ? null : Number(r.sent_at), attempts: r.attempts, lastError: r.last_error === null ? null : redactSecrets(r.last_error),
          })),
        };
      },
    }),
  ];
}
