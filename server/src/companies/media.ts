// The company's logo and banner (owner only): PATCH /companies/{id}/logo-banner takes multipart parts
// logoFile and/or bannerFile (spec 7: "Company update and logo-banner multipart"), kept on disk under
// ctx.uploadsDir and served by GET /company-media/{id}; the JSON form with data URLs (or null to clear) is
// also accepted. Files are checked by their bytes before anything is written.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { checkUploadSize } from '../admin/limits';
import { removeUploads, sniffImage, storedImageResponse, storeUpload } from '../chat/uploads';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, fileResponse, type AnyRoute } from '../http/registry';
import { dataUrl, idParam, readBodyAs } from '../http/inputs';
import { BASE, companyOr404, companySchema, ownedCompany, toCompanies } from './shared';
import { withOwner } from './tables';

export const companyMediaPath = (id: string) => `${BASE}/company-media/${encodeURIComponent(id)}`;

const filePart = z.instanceof(File).optional();
const bodySchemas = {
  json: z.object({ logoUrl: dataUrl.nullable().optional(), bannerUrl: dataUrl.nullable().optional() }).strict(),
  multipart: z.object({ logoFile: filePart, bannerFile: filePart }).strict(),
};

type Kind = 'LOGO' | 'BANNER';
const COLUMN = { LOGO: 'logo_url', BANNER: 'banner_url' } as const;

async function checkedImage(ctx: AppContext, file: File, field: string): Promise<{ bytes: Uint8Array; contentType: string }> {
  if (file.size === 0) throw new HttpError(400, `${field}: the file is empty`);
  await checkUploadSize(ctx.db, file, field);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImage(bytes);
  if (!contentType) throw new HttpError(400, `${field}: must be a PNG, JPEG, GIF or WebP image`);
  return { bytes, contentType };
}

export function companyMediaRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'patch', path: `${BASE}/companies/{id}/logo-banner`, tag: 'company', auth: 'user',
      summary: 'Set the logo and/or banner (owner only): multipart logoFile/bannerFile, or JSON data URLs (null clears)',
      params: idParam,
      response: companySchema,
      handler: async ({ params, caller, request }) => {
        await ownedCompany(ctx.db, params.id, caller.userId);
        const body = await readBodyAs(request, bodySchemas);
        const urls: Partial<Record<Kind, string | null>> = {};
        const files: Partial<Record<Kind, { bytes: Uint8Array; contentType: string }>> = {};
        if ('logoFile' in body || 'bannerFile' in body) {
          const b = body as z.output<typeof bodySchemas.multipart>;
          if (b.logoFile) files.LOGO = await checkedImage(ctx, b.logoFile, 'logoFile');
          if (b.bannerFile) files.BANNER = await checkedImage(ctx, b.bannerFile, 'bannerFile');
        } else {
          const b = body as z.output<typeof bodySchemas.json>;
          if (b.logoUrl !== undefined) urls.LOGO = b.logoUrl;
          if (b.bannerUrl !== undefined) urls.BANNER = b.bannerUrl;
        }
        const kinds = [...new Set([...Object.keys(urls), ...Object.keys(files)])] as Kind[];
        if (kinds.length === 0) throw new HttpError(400, 'Nothing changed');
        const stored: Partial<Record<Kind, { key: string; contentType: string }>> = {};
        for (const k of kinds) {
          const f = files[k];
          if (f) stored[k] = { key: await storeUpload(ctx, f.bytes), contentType: f.contentType };
        }
        let oldKeys: string[] = [];
        try {
          oldKeys = await inTransaction(ctx, async ({ trx, now }) => {
            const old = await withOwner(trx).selectFrom('company_media_files').select(['id', 'storage_key']).where('company_id', '=', params.id).where('kind', 'in', kinds).execute();
            if (old.length) await withOwner(trx).deleteFrom('company_media_files').where('id', 'in', old.map((o) => o.id)).execute();
            for (const k of kinds) {
              const s = stored[k];
              let url = urls[k] ?? null;
              if (s) {
                const id = randomUUID();
                await withOwner(trx).insertInto('company_media_files').values({ id, company_id: params.id, kind: k, storage_key: s.key, content_type: s.contentType, created_at: now }).execute();
                url = companyMediaPath(id);
              }
              await trx.updateTable('companies').set({ [COLUMN[k]]: url }).where('id', '=', params.id).execute();
            }
            return old.map((o) => o.storage_key);
          });
        } catch (err) {
          await removeUploads(ctx, Object.values(stored).map((s) => s.key));
          throw err;
        }
        await removeUploads(ctx, oldKeys);
        return (await toCompanies(ctx.db, [await companyOr404(ctx.db, params.id)]))[0];
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-media/{id}`, tag: 'company', auth: 'none',
      summary: "The bytes of a company's logo or banner (public: an <img> sends no token; ids are unguessable)",
      params: idParam, response: fileResponse,
      handler: async ({ params, request }) => {
        const row = await withOwner(ctx.db).selectFrom('company_media_files').selectAll().where('id', '=', params.id).executeTakeFirst();
        return storedImageResponse(ctx, row, 'Image not found', request);
      },
    }),
  ];
}
