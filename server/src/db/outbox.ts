// The mail outbox: mails are rows written in the transaction that decided to send them.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
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

/** A claimed mail: its row, with the claim's attempt already counted. */
export type ClaimedMail = { id: string; n: number; to: string; subject: string; text: string; html: string | null; headers: string | null; attempts: number };

/**
 * Claims up to `limit` unsent mails (after `afterN`, in outbox order) for one sender: each gets claimed_at and its
 * attempt counted, under FOR UPDATE SKIP LOCKED, so two senders never take the same mail; a claim older than
 * `timeoutMs` (its sender died) may be taken again.
 */
export async function claimMails(db: Kysely<DB>, o: { now: number; limit: number; afterN: number; maxAttempts: number; timeoutMs: number }): Promise<ClaimedMail[]> {
  const r = await sql<ClaimedMail>`UPDATE mails SET claimed_at = ${o.now}, attempts = attempts + 1
    WHERE id IN (SELECT id FROM mails WHERE sent_at IS NULL AND attempts < ${o.maxAttempts} AND n > ${o.afterN}
      AND (claimed_at IS NULL OR claimed_at < ${o.now - o.timeoutMs}) ORDER BY n LIMIT ${o.limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, n, "to", subject, text, html, headers, attempts`.execute(db);
  return r.rows.map((m) => ({ ...m, n: Number(m.n) })).sort((a, b) => a.n - b.n);
}

/** The claimed mail went out (or failed: its claim is dropped and the error kept; a later run tries again). */
export async function settleClaim(db: Kysely<DB>, id: string, now: number, error: string | null): Promise<void> {
  if (error === null) await sql`UPDATE mails SET sent_at = ${now}, claimed_at = NULL, last_error = NULL WHERE id = ${id}`.execute(db);
  else await sql`UPDATE mails SET claimed_at = NULL, last_error = ${error} WHERE id = ${id}`.execute(db);
}
