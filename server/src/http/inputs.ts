// Request pieces the company-service handlers share: id params and lists, paging, optional and required text,
// image data URLs, bodies sent as JSON or multipart/form-data, the { ok: true } answer, and the test that
// turns a unique violation into a 409.
import { z } from 'zod';
import { HttpError } from './errors';
import { checkForm, checkText, zodMessage } from './registry';

export const idParam = z.object({ id: z.string().min(1).max(100) });
/** comma-joined ids in a query string */
export const idList = z
  .string()
  .max(5000)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));
export const skipLimit = {
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(128).default(16),
};
export const optText = (max: number) => z.string().trim().max(max).nullable().optional();
export const required = (what: string, max: number) => z.string().trim().min(1, { error: `${what} is required` }).max(max);

/** An image as a data URL (base64): what the reference server stores for uploads. */
export const dataUrl = z
  .string()
  .max(700_000)
  .regex(/^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/, { error: 'must be a base64 image data URL' });

export const okSchema = z.object({ ok: z.literal(true) });

export const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/**
 * The body of a route that takes JSON or multipart/form-data (spec 7 uploads): multipart parts become an
 * object (a repeated part an array, files as File), then each is validated by its own schema.
 */
export async function readBodyAs<J extends z.ZodType, M extends z.ZodType>(request: Request, schemas: { json: J; multipart: M }): Promise<z.output<J> | z.output<M>> {
  let raw: unknown;
  const multipart = /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
  if (multipart) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new HttpError(400, 'body: not valid multipart form data');
    }
    checkForm(form);
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      out[key] = all.length === 1 ? all[0] : all;
    }
    raw = out;
  } else {
    const text = await request.text();
    try {
      raw = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      throw new HttpError(400, 'body: not valid JSON');
    }
    checkText(raw, 'body');
  }
  const result = (multipart ? schemas.multipart : schemas.json).safeParse(raw);
  if (!result.success) throw new HttpError(400, zodMessage(result.error, 'body'));
  checkText(result.data, 'body'); // a part may hold JSON whose strings only now show
  return result.data as z.output<J> | z.output<M>;
}
