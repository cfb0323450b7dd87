// The system mails as they are sent: the admin's override of a mail's subject, body and layout when there is one,
// else the default text (src/domain/mail/system.ts), rendered with the values of this recipient. With a layout the
// mail gets an HTML part (the layout with the body at {content}); without one it is plain text, as always.
import type { Generated, Kysely, Transaction } from 'kysely';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { systemMailDef, type SystemMailDef, type SystemMailKey } from '../../../src/domain/mail/system';
import { renderMail, type MailValues } from '../../../src/domain/mail/template';
import type { OutgoingMail } from '../db/outbox';
import type { DB } from '../db/schema';

export type MailTemplateTables = {
  mail_templates: { key: string; subject: string; body: string; layout_id: string | null; updated_by: string; updated_at: number };
  mail_layouts: { id: string; n: Generated<number>; name: string; html: string; created_at: number; updated_at: number };
};

type Db = Kysely<DB> | Transaction<DB>;
export const mailTables = (db: Db) => db.withTables<MailTemplateTables>();

/** The mail's definition; the keys are the catalogue's, so a missing one is a programming error. */
export function defOf(key: string): SystemMailDef {
  const def = systemMailDef(key);
  if (!def) throw new Error(`unknown system mail ${key}`);
  return def;
}

/** A subject, body and layout rendered with `values`: the HTML part only when there is a layout. */
export function renderSystemMail(t: { subject: string; body: string; layoutHtml: string | null }, values: MailValues): Omit<OutgoingMail, 'to'> {
  const r = renderMail(t, values, sanitizeRichText);
  return t.layoutHtml ? r : { subject: r.subject, text: r.text };
}

/** The subject, body and layout HTML in force for a mail: the override, else the default (no layout). */
export async function templateInForce(db: Db, key: SystemMailKey): Promise<{ subject: string; body: string; layoutHtml: string | null }> {
  const def = defOf(key);
  const row = await mailTables(db).selectFrom('mail_templates as t').leftJoin('mail_layouts as l', 'l.id', 't.layout_id')
    .select(['t.subject', 't.body', 'l.html']).where('t.key', '=', key).executeTakeFirst();
  return row ? { subject: row.subject, body: row.body, layoutHtml: row.html ?? null } : { subject: def.subject, body: def.body, layoutHtml: null };
}

/** One system mail for one recipient, as the outbox takes it (read in the caller's transaction). */
export async function systemMail(db: Db, to: string, key: SystemMailKey, values: MailValues): Promise<OutgoingMail> {
  return { to, ...renderSystemMail(await templateInForce(db, key), values) };
}
