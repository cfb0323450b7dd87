// A flight recording attached to a feedback ('Report a problem' or the Feedback dialog's box): the send route takes
// it as the `recording` file part of a multipart body (the feedback as its `feedback` JSON part), at most
// RECORDING_MAX_BYTES (413 above). It must parse and have a recording's top-level fields (400 otherwise), and is
// redacted again here with the client's rules (src/domain/shared/redact.ts), so a crafted file stores no secrets.
// It is written in the feedback's transaction. Who reads the feedback downloads it: the company's CRM (owner and
// members allowed) for a company's feedback, site admins for the platform's.
import { z } from 'zod';
import { redact } from '../../../src/domain/shared/redact';
import { isRecording, RECORDING_FORMAT, RECORDING_MAX_BYTES, RECORDING_MESSAGES } from '../../../src/domain/shared/recording';
import { FEEDBACK_MESSAGES } from '../../../src/domain/crm/feedbacks';
import type { UnitOfWork, AppContext } from '../context';
import type { Db } from '../companies/shared';
import { HttpError } from '../http/errors';
import { idParam, readBodyAs } from '../http/inputs';
import { checkText, defineRoute, zodMessage, type AnyRoute } from '../http/registry';
import { ADMIN_BASE } from '../admin/shared';
import { BASE } from '../companies/shared';
import { CRM_TAG, crmCompany } from './access';

/** A recording checked and redacted, ready to store. */
export type CleanRecording = { json: string; size: number; entries: number };

/** The bytes of an attached recording as the server keeps them: parsed, checked, redacted. */
export function cleanRecording(text: string): CleanRecording {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, RECORDING_MESSAGES.notJson);
  }
  if (!isRecording(parsed)) throw new HttpError(400, RECORDING_MESSAGES.notRecording);
  checkText(parsed, 'recording');
  const clean = redact(parsed) as { entries: unknown[] };
  const json = JSON.stringify(clean);
  return { json, size: Buffer.byteLength(json), entries: clean.entries.length };
}

/**
 * The send route's body: JSON (the feedback alone) or multipart (`feedback` JSON part, `recording` file part).
 * Every check happens here, before anything is written.
 */
export async function readFeedbackBody<S extends z.ZodType>(request: Request, feedback: S): Promise<{ body: z.output<S>; recording: CleanRecording | null }> {
  const multipart = z.object({ feedback: z.union([z.string(), z.instanceof(File)]), recording: z.instanceof(File) }).strict();
  const raw = await readBodyAs(request, { json: feedback, multipart });
  if (!(raw instanceof Object && 'recording' in raw && raw.recording instanceof File)) return { body: raw as z.output<S>, recording: null };
  const parts = raw as z.output<typeof multipart>;
  if (typeof parts.feedback !== 'string' && parts.feedback.size > 64 * 1024) throw new HttpError(413, 'feedback: the part is too large');
  let fields: unknown;
  try {
    fields = JSON.parse(typeof parts.feedback === 'string' ? parts.feedback : await parts.feedback.text());
  } catch {
    throw new HttpError(400, 'feedback: not valid JSON');
  }
  const parsed = feedback.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, zodMessage(parsed.error, 'feedback'));
  checkText(parsed.data, 'feedback');
  if (parts.recording.size > RECORDING_MAX_BYTES) throw new HttpError(413, RECORDING_MESSAGES.tooLarge);
  if (parts.recording.size === 0) throw new HttpError(400, RECORDING_MESSAGES.notRecording);
  return { body: parsed.data as z.output<S>, recording: cleanRecording(await parts.recording.text()) };
}

export async function storeRecording(uow: UnitOfWork, feedbackId: string, recording: CleanRecording): Promise<void> {
  await uow.trx.insertInto('crm_feedback_recordings').values({
    feedback_id: feedbackId, recording: recording.json, size: recording.size, entries: recording.entries, created_at: uow.now,
  }).execute();
}

/** The recording's facts a feedback list shows, by feedback id. */
export async function recordingsOf(db: Db, ids: readonly string[]): Promise<Map<string, { size: number; entries: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('crm_feedback_recordings').select(['feedback_id', 'size', 'entries']).where('feedback_id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.feedback_id, { size: Number(r.size), entries: Number(r.entries) }]));
}

const NO_RECORDING = 'This feedback has no recording';
/** The recording file's top level (each entry also holds its kind's data: a frame, a REST answer, a command, a machine's event and state, a view call). */
const recordingResponse = z.object({
  format: z.literal(RECORDING_FORMAT), createdAt: z.number(), userId: z.string().nullable(),
  store: z.object({ rooms: z.array(z.object({ id: z.string() })), notificationCount: z.number(), messages: z.record(z.string(), z.object({})) }),
  entries: z.array(z.object({ i: z.number(), t: z.number(), realm: z.enum(['worker', 'page']), kind: z.enum(['frame', 'rest', 'command', 'machine', 'view']) })),
}).meta({ description: 'The recording (mtz-recording/1), redacted: the file npm run replay takes' });

async function recordingFile(db: Db, feedbackId: string, found: (companyId: string | null) => boolean): Promise<Response> {
  const row = await db.selectFrom('crm_feedbacks as f').leftJoin('crm_feedback_recordings as r', 'r.feedback_id', 'f.id')
    .select(['f.company_id', 'r.recording', 'r.created_at']).where('f.id', '=', feedbackId).executeTakeFirst();
  if (!row || !found(row.company_id)) throw new HttpError(404, FEEDBACK_MESSAGES.notFound);
  if (row.recording === null) throw new HttpError(404, NO_RECORDING);
  const name = `mtz-recording-feedback-${feedbackId.replace(/[^\w-]/g, '')}.json`;
  return new Response(row.recording, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` } });
}

export function feedbackRecordingRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/crm/feedbacks/{id}/recording`, tag: CRM_TAG, auth: 'user', params: idParam, response: recordingResponse,
      summary: "The flight recording attached to one of the company's feedbacks (its CRM: owner and members allowed)",
      handler: async ({ params, caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        return recordingFile(ctx.db, params.id, (c) => c === companyId);
      },
    }),
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/feedbacks/{id}/recording`, tag: CRM_TAG, auth: 'admin', params: idParam, response: recordingResponse,
      summary: 'The flight recording attached to a platform feedback (site admins)',
      handler: async ({ params }) => recordingFile(ctx.db, params.id, (c) => c === null),
    }),
  ];
}
