// Group banner and logo (multipart bannerFile, logoFile) and event banners (bannerFile): group ADMINs and the
// owner only. The bytes live on disk under ctx.uploadsDir; the rows name the file; GET serves them publicly
// (an <img> sends no token; ids are unguessable).
import { randomUUID } from 'node:crypto';
import type { GroupEvent, GroupView } from '../../../src/domain/groups/types';
import { uploadMaxBytes } from '../admin/limits';
import { filePart, readForm, removeUploads, sniffImage, storedImageResponse, storeUpload } from '../chat/uploads';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { Caller } from '../http/registry';
import { HttpError } from '../http/errors';
import { groupRow, requireGroupAdmin } from './access';
import { eventByProfile } from './events';
import { groupByProfile } from './groups';

export const groupImagePath = (id: string) => `/api/v1/company/company-group-images/${id}`;

type Kind = 'BANNER' | 'LOGO' | 'EVENT_BANNER';
type Upload = { kind: Kind; type: string; bytes: Uint8Array };

async function imagePart(form: FormData, field: string, kind: Kind, maxBytes: number): Promise<Upload | null> {
  if (form.get(field) === null) return null;
  const file = filePart(form, field, maxBytes);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw new HttpError(400, `${field}: only PNG, JPEG, GIF or WebP images`);
  return { kind, type, bytes };
}

/** Stores the files, runs `write` (which records them) in one transaction; removes what is no longer named. */
async function storeAll(ctx: AppContext, uploads: Upload[], write: (uow: UnitOfWork, stored: (Upload & { key: string; id: string })[]) => Promise<string[]>): Promise<void> {
  const stored: (Upload & { key: string; id: string })[] = [];
  try {
    for (const u of uploads) stored.push({ ...u, key: await storeUpload(ctx, u.bytes), id: randomUUID() });
    const old = await inTransaction(ctx, (uow) => write(uow, stored));
    await removeUploads(ctx, old);
  } catch (err) {
    await removeUploads(ctx, stored.map((s) => s.key));
    throw err;
  }
}

/** POST /company-groups/{id}/banner-logo: bannerFile and/or logoFile. */
export async function setGroupImages(ctx: AppContext, caller: Caller, id: string, request: Request): Promise<GroupView> {
  const g = await groupRow(ctx.db, id);
  await requireGroupAdmin(ctx.db, g, caller);
  const form = await readForm(request);
  const uploads = [await imagePart(form, 'bannerFile', 'BANNER', await uploadMaxBytes(ctx.db)), await imagePart(form, 'logoFile', 'LOGO', await uploadMaxBytes(ctx.db))].filter((u): u is Upload => u !== null);
  if (uploads.length === 0) throw new HttpError(400, 'body: give bannerFile or logoFile');
  await storeAll(ctx, uploads, async (uow, stored) => {
    await requireGroupAdmin(uow.trx, await groupRow(uow.trx, id), caller);
    const old: string[] = [];
    for (const s of stored) {
      const gone = await uow.trx.deleteFrom('cg_images').where('company_group_id', '=', id).where('kind', '=', s.kind).returning('storage_key').execute();
      old.push(...gone.map((o) => o.storage_key));
      await uow.trx.insertInto('cg_images').values({ id: s.id, company_group_id: id, cg_event_id: null, kind: s.kind, content_type: s.type, storage_key: s.key, created_at: uow.now }).execute();
      await uow.trx.updateTable('company_groups').set(s.kind === 'BANNER' ? { banner_url: groupImagePath(s.id) } : { logo_url: groupImagePath(s.id) }).where('id', '=', id).execute();
    }
    return old;
  });
  return groupByProfile(ctx, g.profile_name, caller, false);
}

/** POST /company-group-events/{id}/banner: bannerFile. */
export async function setEventBanner(ctx: AppContext, caller: Caller, id: string, request: Request): Promise<GroupEvent> {
  const e = await ctx.db.selectFrom('cg_events').select(['id', 'company_group_id', 'profile_name']).where('id', '=', id).executeTakeFirst();
  if (!e) throw new HttpError(404, 'Event not found');
  const g = await groupRow(ctx.db, e.company_group_id);
  await requireGroupAdmin(ctx.db, g, caller);
  const upload = await imagePart(await readForm(request), 'bannerFile', 'EVENT_BANNER', await uploadMaxBytes(ctx.db));
  if (!upload) throw new HttpError(400, 'bannerFile: a file is required');
  await storeAll(ctx, [upload], async (uow, [s]) => {
    await requireGroupAdmin(uow.trx, await groupRow(uow.trx, g.id), caller);
    const gone = await uow.trx.deleteFrom('cg_images').where('cg_event_id', '=', id).returning('storage_key').execute();
    await uow.trx.insertInto('cg_images').values({ id: s.id, company_group_id: g.id, cg_event_id: id, kind: 'EVENT_BANNER', content_type: s.type, storage_key: s.key, created_at: uow.now }).execute();
    await uow.trx.updateTable('cg_events').set({ banner_url: groupImagePath(s.id) }).where('id', '=', id).execute();
    return gone.map((o) => o.storage_key);
  });
  return eventByProfile(ctx, caller, g.profile_name, e.profile_name);
}

/** GET /company-group-images/{id}. */
export async function groupImage(ctx: AppContext, id: string, request: Request): Promise<Response> {
  const row = await ctx.db.selectFrom('cg_images').selectAll().where('id', '=', id).executeTakeFirst();
  return storedImageResponse(ctx, row, 'Image not found', request);
}
