// The zod schemas of the CRM's e-mail layouts and campaigns (src/domain/crm/campaigns.ts has the shapes), the
// drafts as a client sends them, and the rows as answers.
import { z } from 'zod';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, unknownPlaceholders, type CampaignTotals, type EmailCampaign, type EmailLayout } from '../../../src/domain/crm/campaigns';
import { CONTENT_SLOT } from '../../../src/domain/mail/template';
import { required } from '../http/inputs';
import type { CrmTables } from './tables';

const STATES = ['QUEUED', 'SENT', 'FAILED', 'UNSUBSCRIBED'] as const;
const tooLong = (what: string, max: number) => ({ error: `${what} must be at most ${max.toLocaleString('en-US')} characters` });
/** A placeholder the campaign cannot fill is refused (a layout may also hold {content}, a campaign may not). */
function checkPlaceholders(texts: string[], ctx: z.RefinementCtx): void {
  const unknown = unknownPlaceholders(...texts);
  if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGES.unknownPlaceholder(unknown) });
}

export const layoutDraft = z.object({
  name: required('Name', CAMPAIGN_LIMITS.name),
  html: z.string().max(CAMPAIGN_LIMITS.layoutHtml, tooLong('The layout', CAMPAIGN_LIMITS.layoutHtml)),
}).strict().superRefine((v, ctx) => checkPlaceholders([v.html.replaceAll(CONTENT_SLOT, '')], ctx));

const optionalId = z.string().min(1).max(100).nullable();
export const campaignDraft = z.object({
  name: required('Name', CAMPAIGN_LIMITS.name),
  subject: required('Subject', CAMPAIGN_LIMITS.subject),
  body: z.string().max(CAMPAIGN_LIMITS.body, tooLong('The body', CAMPAIGN_LIMITS.body)).refine((s) => s.trim() !== '', { error: 'Body is required' }),
  layoutId: optionalId,
  contactGroupId: optionalId,
}).strict().superRefine((v, ctx) => checkPlaceholders([v.subject, v.body], ctx));

export const layoutSchema = z.object({ id: z.string(), companyId: z.string(), name: z.string(), html: z.string(), createdAt: z.number(), updatedAt: z.number() });
const totalsSchema = z.object({ recipients: z.number(), queued: z.number(), sent: z.number(), failed: z.number(), unsubscribed: z.number() });
export const campaignSchema = z.object({
  id: z.string(), companyId: z.string(), name: z.string(), subject: z.string(), body: z.string(), layoutId: z.string().nullable(),
  contactGroupId: z.string().nullable(), state: z.enum(['DRAFT', 'SENDING', 'SENT']), totals: totalsSchema,
  createdAt: z.number(), startedAt: z.number().nullable(), finishedAt: z.number().nullable(),
});
export const recipientStateSchema = z.enum(STATES);
export const recipientPageSchema = z.object({
  items: z.array(z.object({
    id: z.string(), contactId: z.string(), email: z.string(), name: z.string(), state: recipientStateSchema, sentAt: z.number().nullable(), error: z.string().nullable(),
  })),
  total: z.number(),
});
export const unsubscribeInfoSchema = z.object({ companyName: z.string(), email: z.string(), unsubscribed: z.boolean() });
export const tokenQuery = z.object({ token: z.string().min(1).max(300) });

type LayoutRow = CrmTables['crm_email_layouts'];
export type CampaignRow = CrmTables['crm_email_campaigns'];

export const toLayout = (r: LayoutRow): EmailLayout => ({ id: r.id, companyId: r.company_id, name: r.name, html: r.html, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at) });
export const EMPTY_TOTALS: CampaignTotals = { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribed: 0 };
export const toCampaign = (r: CampaignRow, totals: CampaignTotals = EMPTY_TOTALS): EmailCampaign => ({
  id: r.id, companyId: r.company_id, name: r.name, subject: r.subject, body: r.body, layoutId: r.layout_id, contactGroupId: r.contact_group_id,
  state: r.state, totals, createdAt: Number(r.created_at), startedAt: r.started_at == null ? null : Number(r.started_at), finishedAt: r.finished_at == null ? null : Number(r.finished_at),
});
