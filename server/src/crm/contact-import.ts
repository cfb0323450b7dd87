// CSV imports: the browser parses and checks the file, then opens an upload event (file name, rows, rejected)
// and sends the valid rows in batches. Each batch is checked again, folded by e-mail within itself and merged
// into existing contacts (non-empty fields win; an unsubscribed contact stays so), in one transaction: a bad
// batch writes nothing. The event keeps the counts: added, merged, rejected.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { checkRow, dedupeByEmail, mergeDraft, type ContactDraft } from '../../../src/domain/crm/contacts';
import { CRM_MESSAGES } from '../../../src/domain/crm/types';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE } from '../companies/shared';
import { CRM_TAG, crmCompany, emitCrm } from './access';
import { draftSchema, toUploadEvent, uploadEventSchema } from './schemas';

export const UPLOAD_BATCH_MAX = 2000;
const count = z.number().int().min(0).max(10_000_000);

export function importRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: `${BASE}/contacts/upload-events`, tag: CRM_TAG, auth: 'user', status: 201,
      summary: 'Start an import: the file name, its data rows, the rows the browser rejected and those it merged within the file',
      body: z.object({ fileName: z.string().trim().min(1, { error: 'File name is required' }).max(255), total: count, rejected: count, merged: count.default(0) }).strict()
        .refine((b) => b.rejected + b.merged <= b.total, { error: 'rejected and merged rows cannot exceed total' }),
      response: uploadEventSchema,
      handler: async ({ body, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        const now = ctx.clock.now();
        const row = { id: randomUUID(), company_id: owner.companyId, file_name: body.fileName, total: body.total, added: 0, merged: body.merged, rejected: body.rejected, status: 'RUNNING' as const, created_at: now, updated_at: now };
        await inTransaction(ctx, async (uow) => {
          await uow.trx.insertInto('crm_upload_events').values(row).execute();
          await emitCrm(uow, owner, 'CREATED', { kind: 'UPLOADEVENT', id: row.id });
        });
        return toUploadEvent(row);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/contacts/upload-events`, tag: CRM_TAG, auth: 'user',
      summary: "The company's imports, newest first, with their counts",
      query: z.object({ skip: z.coerce.number().int().min(0).max(1_000_000).default(0), limit: z.coerce.number().int().min(1).max(128).default(16) }),
      response: z.array(uploadEventSchema),
      handler: async ({ query, caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        const rows = await ctx.db.selectFrom('crm_upload_events').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').offset(query.skip).limit(query.limit).execute();
        return rows.map(toUploadEvent);
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/contacts/upload`, tag: CRM_TAG, auth: 'user',
      summary: `One batch of an import (at most ${UPLOAD_BATCH_MAX} rows): added or merged by e-mail; done closes the event`,
      body: z.object({ uploadEventId: z.string().min(1).max(100), contacts: z.array(draftSchema).max(UPLOAD_BATCH_MAX), done: z.boolean().default(false) }).strict(),
      response: z.object({ added: z.number(), merged: z.number(), event: uploadEventSchema }),
      handler: async ({ body, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        const drafts = body.contacts.map((d, i) => {
          const r = checkRow(d);
          if (!r.ok) throw new HttpError(400, `contacts.${i}: ${r.reason}`);
          return r.contact;
        });
        return inTransaction(ctx, async (uow) => {
          const ev = await uow.trx.selectFrom('crm_upload_events').selectAll().where('id', '=', body.uploadEventId).forUpdate().executeTakeFirst();
          if (!ev || ev.company_id !== owner.companyId) throw new HttpError(404, CRM_MESSAGES.uploadNotFound);
          if (ev.status === 'DONE') throw new HttpError(409, 'This import is finished');
          const { contacts, merged: folded } = dedupeByEmail(drafts);
          const { added, merged } = await upsertContacts(uow.trx, owner.companyId, contacts, uow.now);
          const next = { ...ev, added: ev.added + added, merged: ev.merged + merged + folded, status: body.done ? 'DONE' as const : ev.status, updated_at: uow.now };
          await uow.trx.updateTable('crm_upload_events').set({ added: next.added, merged: next.merged, status: next.status, updated_at: next.updated_at }).where('id', '=', ev.id).execute();
          await emitCrm(uow, owner, 'UPDATED', { kind: 'UPLOADEVENT', id: ev.id });
          return { added, merged: merged + folded, event: toUploadEvent(next) };
        });
      },
    }),
  ];
}

type Trx = Parameters<Parameters<typeof inTransaction>[1]>[0]['trx'];

/** Inserts the new e-mails and merges the known ones (one statement each); contacts' e-mails are unique already. */
export async function upsertContacts(trx: Trx, companyId: string, contacts: ContactDraft[], now: number): Promise<{ added: number; merged: number }> {
  if (contacts.length === 0) return { added: 0, merged: 0 };
  const existing = await trx.selectFrom('crm_contacts').selectAll().where('company_id', '=', companyId).where('email', 'in', contacts.map((c) => c.email)).forUpdate().execute();
  const known = new Map(existing.map((e) => [e.email, e]));
  const fresh = contacts.filter((c) => !known.has(c.email));
  if (fresh.length) {
    await trx.insertInto('crm_contacts').values(fresh.map((c) => ({
      id: randomUUID(), company_id: companyId, email: c.email, firstname: c.firstname, lastname: c.lastname, phone: c.phone, company_name: c.companyName,
      unsubscribed: false, created_at: now, updated_at: now,
    }))).execute();
  }
  const updates = contacts.filter((c) => known.has(c.email)).map((c) => {
    const e = known.get(c.email) as (typeof existing)[number];
    return { id: e.id, ...mergeDraft({ email: e.email, firstname: e.firstname, lastname: e.lastname, phone: e.phone, companyName: e.company_name }, c) };
  });
  if (updates.length) {
    const col = <K extends keyof (typeof updates)[number]>(k: K) => updates.map((u) => u[k]);
    await sql`UPDATE crm_contacts AS c SET firstname = v.firstname, lastname = v.lastname, phone = v.phone, company_name = v.company_name, updated_at = ${now}
      FROM unnest(${col('id')}::text[], ${col('firstname')}::text[], ${col('lastname')}::text[], ${col('phone')}::text[], ${col('companyName')}::text[]) AS v(id, firstname, lastname, phone, company_name)
      WHERE c.id = v.id`.execute(trx);
  }
  return { added: fresh.length, merged: updates.length };
}
