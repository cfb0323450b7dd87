// The mail outbox: mails are rows written in the transaction that decided to send them.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** html: an HTML alternative of text; headers: extra headers such as List-Unsubscribe. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type StoredMail = OutgoingMail & { id: string; createdAt: number };

export async function enqueueMail(trx: Transaction<DB>, mail: OutgoingMail, now: number): Promise<string> {
  const id = randomUUID();
  await trx.insertInto('mails').values({
      id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      created_at: now,
      sent_at: null,
      last_error: null,
    }).execute();
  return id;
}

export async function mailsTo(db: Kysely<DB>, to: string): Promise<StoredMail[]> {
  const rows = await db
    .selectFrom('mails')
    .select(['id', 'to', 'subject', 'text', 'html', 'headers', 'created_at'])
    .where('to', '=', to)
    .orderBy('n', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, ...mailParts(r), createdAt: Number(r.created_at) }));
}

/** The optional parts of a stored mail, as OutgoingMail has them. */
export function mailParts(r: { html: string | null; headers: string | null }): Pick<OutgoingMail, 'html' | 'headers'> {
  return { ...(r.html == null ? {} : { html: r.html }), ...(r.headers == null ? {} : { headers: JSON.parse(r.headers) as Record<string, string> }) };
}
