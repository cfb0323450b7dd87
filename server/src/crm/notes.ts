// Private company notes (spec 6): a signed-in user writes notes about another company; only the author reads
// or deletes them (404 to anyone else); nobody notes their own company. Files attach through the note-file
// upload (multipart file plus noteFile JSON {noteId}), read back by the author only.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { NOTE_LIMITS, NOTE_MESSAGES, type CompanyNote } from '../../../src/domain/crm/notes';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, companyOr404, type Db } from '../companies/shared';
import { withOwner } from '../companies/tables';
import { uploadMaxBytes } from '../admin/limits';
import { cleanContentType, filePart, readForm, readUpload, removeUploads, storeUpload } from '../chat/uploads';
import { CRM_TAG, emitCrm, notAdmin } from './access';

const fileSchema = z.object({ id: z.string(), name: z.string(), noteId: z.string(), size: z.number() });
const noteSchema = z.object({
  id: z.string(), companyId: z.string(), title: z.string(), content: z.string(), createdAt: z.number(), files: z.array(fileSchema),
  company: z.object({ id: z.string(), name: z.string(), profileName: z.string() }).optional(),
});
const noteBody = z.object({
  companyId: z.string().min(1).max(100),
  title: z.string().trim().min(1, { error: NOTE_MESSAGES.titleRequired }).max(NOTE_LIMITS.title),
  content: z.string().refine((s) => s.trim().length > 0, { error: NOTE_MESSAGES.contentRequired }).pipe(z.string().max(NOTE_LIMITS.content, { error: NOTE_MESSAGES.contentTooLong })),
}).strict();
const noteFileMeta = z.object({ noteId: z.string().min(1).max(100) });

async function toNotes(db: Db, rows: { id: string; company_id: string; title: string; content: string; created_at: number }[]): Promise<CompanyNote[]> {
  if (rows.length === 0) return [];
  const [files, companies] = await Promise.all([
    db.selectFrom('company_note_files').select(['id', 'name', 'note_id', 'size']).where('note_id', 'in', rows.map((r) => r.id)).orderBy('created_at').execute(),
    db.selectFrom('companies').select(['id', 'name', 'profile_name']).where('id', 'in', rows.map((r) => r.company_id)).execute(),
  ]);
  return rows.map((r) => {
    const c = companies.find((x) => x.id === r.company_id);
    return {
      id: r.id, companyId: r.company_id, title: r.title, content: r.content, createdAt: Number(r.created_at),
      files: files.filter((f) => f.note_id === r.id).map((f) => ({ id: f.id, name: f.name, noteId: f.note_id, size: f.size })),
      ...(c ? { company: { id: c.id, name: c.name, profileName: c.profile_name } } : {}),
    };
  });
}

export function noteRoutes(ctx: AppContext): AnyRoute[] {
  const myNote = async (db: Db, id: string, userId: string) => {
    const n = await db.selectFrom('company_notes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!n || n.author_id !== userId) throw new HttpError(404, NOTE_MESSAGES.notFound);
    return n;
  };
  const myFile = async (id: string, userId: string) => {
    const f = await ctx.db.selectFrom('company_note_files as f').innerJoin('company_notes as n', 'n.id', 'f.note_id')
      .select(['f.id', 'f.name', 'f.note_id', 'f.size', 'f.content_type', 'f.storage_key', 'n.author_id']).where('f.id', '=', id).executeTakeFirst();
    if (!f || f.author_id !== userId) throw new HttpError(404, 'File not found');
    return f;
  };
  const listQuery = z.object({ companyId: z.string().min(1).max(100).optional(), ...skipLimit, limit: z.coerce.number().int().min(1).max(128).default(16) });
  return [
    defineRoute({
      method: 'post', path: `${BASE}/notes`, tag: CRM_TAG, auth: 'user', status: 201,
      summary: "Write a private note about another company (not one's own; content at most 2000 characters)",
      body: noteBody, response: noteSchema,
      handler: async ({ body, caller }) => {
        notAdmin(caller);
        const company = await companyOr404(ctx.db, body.companyId);
        const member = await withOwner(ctx.db).selectFrom('company_members').select('id').where('company_id', '=', company.id).where('user_id', '=', caller.userId).executeTakeFirst();
        if (company.owner_id === caller.userId || member) throw new HttpError(403, NOTE_MESSAGES.ownCompany);
        const row = { id: randomUUID(), author_id: caller.userId, company_id: company.id, title: body.title, content: body.content, created_at: ctx.clock.now() };
        await inTransaction(ctx, async (uow) => {
          await uow.trx.insertInto('company_notes').values(row).execute();
          await emitCrm(uow, caller.userId, 'CREATED', { kind: 'NOTE', id: row.id, companyId: row.company_id });
        });
        return (await toNotes(ctx.db, [row]))[0];
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/notes`, tag: CRM_TAG, auth: 'user',
      summary: "The caller's own notes, newest first (optionally about one company)",
      query: listQuery, response: z.array(noteSchema),
      handler: async ({ query, caller }) => {
        notAdmin(caller);
        let q = ctx.db.selectFrom('company_notes').selectAll().where('author_id', '=', caller.userId);
        if (query.companyId) q = q.where('company_id', '=', query.companyId);
        return toNotes(ctx.db, await q.orderBy('created_at', 'desc').orderBy('id').offset(query.skip).limit(query.limit).execute());
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/notes/stats`, tag: CRM_TAG, auth: 'user',
      summary: "How many notes the caller wrote (optionally about one company)",
      query: z.object({ companyId: z.string().min(1).max(100).optional() }), response: z.object({ count: z.number() }),
      handler: async ({ query, caller }) => {
        notAdmin(caller);
        let q = ctx.db.selectFrom('company_notes').select((eb) => eb.fn.countAll<string>().as('n')).where('author_id', '=', caller.userId);
        if (query.companyId) q = q.where('company_id', '=', query.companyId);
        return { count: Number((await q.executeTakeFirstOrThrow()).n) };
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/notes/{id}`, tag: CRM_TAG, auth: 'user',
      summary: "Delete one of the caller's notes with its files",
      params: idParam, response: z.object({ message: z.string() }),
      handler: async ({ params, caller }) => {
        const n = await myNote(ctx.db, params.id, caller.userId);
        const keys = await inTransaction(ctx, async (uow) => {
          const files = await uow.trx.selectFrom('company_note_files').select('storage_key').where('note_id', '=', n.id).execute();
          await uow.trx.deleteFrom('company_notes').where('id', '=', n.id).execute();
          await emitCrm(uow, caller.userId, 'DELETED', { kind: 'NOTE', id: n.id, companyId: n.company_id });
          return files.map((f) => f.storage_key);
        });
        await removeUploads(ctx, keys);
        return { message: NOTE_MESSAGES.deleted };
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/note-files`, tag: CRM_TAG, auth: 'user', status: 201,
      summary: "Attach a file to one of the caller's notes: multipart file and noteFile (JSON {noteId}), within the upload size limit",
      response: fileSchema,
      handler: async ({ request, caller }) => {
        const form = await readForm(request);
        let meta: z.output<typeof noteFileMeta>;
        const part = form.get('noteFile');
        try {
          const parsed = noteFileMeta.safeParse(JSON.parse(typeof part === 'string' ? part : part ? await part.text() : ''));
          if (!parsed.success) throw new Error('bad');
          meta = parsed.data;
        } catch {
          throw new HttpError(400, 'noteFile: JSON {noteId} is required');
        }
        const file = filePart(form, 'file', await uploadMaxBytes(ctx.db));
        const note = await myNote(ctx.db, meta.noteId, caller.userId);
        const name = (file.name || 'file').slice(0, 200);
        const key = await storeUpload(ctx, new Uint8Array(await file.arrayBuffer()));
        const row = { id: randomUUID(), note_id: note.id, name, content_type: cleanContentType(file.type), size: file.size, storage_key: key, created_at: ctx.clock.now() };
        try {
          await inTransaction(ctx, async (uow) => {
            await myNote(uow.trx, note.id, caller.userId);
            await uow.trx.insertInto('company_note_files').values(row).execute();
            await emitCrm(uow, caller.userId, 'UPDATED', { kind: 'NOTE', id: note.id, companyId: note.company_id });
          });
        } catch (err) {
          await removeUploads(ctx, [key]);
          throw err;
        }
        return { id: row.id, name: row.name, noteId: row.note_id, size: row.size };
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/note-files/{id}`, tag: CRM_TAG, auth: 'user',
      summary: "A note file with its contents as a data URL (the note's author only)",
      params: idParam, response: fileSchema.extend({ contentType: z.string(), dataUrl: z.string() }),
      handler: async ({ params, caller }) => {
        const f = await myFile(params.id, caller.userId);
        const bytes = await readUpload(ctx, f.storage_key);
        if (!bytes) throw new HttpError(404, 'File not found');
        return { id: f.id, name: f.name, noteId: f.note_id, size: f.size, contentType: f.content_type, dataUrl: `data:${f.content_type};base64,${bytes.toString('base64')}` };
      },
    }),
  ];
}
