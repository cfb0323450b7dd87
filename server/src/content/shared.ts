// What the content module's routes share: sanitised rich text with some text in it, and putting rows in a new order.
import { z } from 'zod';
import { CONTENT_MESSAGES, isPermutation } from '../../../src/domain/content/content';
import { RICH_TEXT_TOO_LONG, richTextTooLong } from '../../../src/domain/groups/rich-text';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import type { Db } from '../companies/shared';
import type { UnitOfWork } from '../context';
import { HttpError } from '../http/errors';

/** sanitised HTML with some text, or a 400 with `empty` */
export function cleanRichText(body: string, empty: string): string {
  if (richTextTooLong(body)) throw new HttpError(400, RICH_TEXT_TOO_LONG);
  const html = sanitizeRichText(body);
  if (html.replace(/<[^>]*>/g, '').trim() === '') throw new HttpError(400, empty);
  return html;
}

export const orderBody = z.object({ ids: z.array(z.string().min(1).max(100)).max(500) }).strict();

/** Sets each row's position to its index in `ids`, which must name every current row once (else a 400). */
export async function reorder(
  uow: UnitOfWork, table: 'faq_topics' | 'faq_questions' | 'extra_questions', ids: string[], current: (db: Db) => Promise<{ id: string }[]>,
): Promise<void> {
  const now = (await current(uow.trx)).map((r) => r.id);
  if (!isPermutation(now, ids)) throw new HttpError(400, CONTENT_MESSAGES.orderMismatch);
  for (const [position, id] of ids.entries()) {
    await uow.trx.updateTable(table).set({ position, updated_at: uow.now }).where('id', '=', id).execute();
  }
}
