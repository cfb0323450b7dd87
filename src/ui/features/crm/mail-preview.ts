// What the CRM's mail editors show and do beside the form: the preview of a layout or a campaign for a sample
// recipient (rendered by the domain's renderMail, whose layout is sanitised and values escaped), the placeholder
// buttons' insertion at the caret, and the texts of the campaign page's confirmations and figures.
import { CAMPAIGN_PLACEHOLDERS, type CampaignTotals, type RecipientState } from '../../../domain/crm/campaigns';
import { renderMail, type RenderedMail } from '../../../domain/mail/template';
import { countOf } from '../../../domain/shared/words';
import { sanitizeHtml } from '../../components/rich-text/sanitize';

export type CampaignPlaceholder = (typeof CAMPAIGN_PLACEHOLDERS)[number];

/** The sample recipient every preview is filled for. */
export const SAMPLE_RECIPIENT: Readonly<Record<CampaignPlaceholder, string>> = {
  firstname: 'Ann',
  lastname: 'Example',
  email: 'ann@example.com',
  companyName: 'Example Ltd',
};

/** A layout's preview: a sample body in its {content} slot. */
export const SAMPLE_BODY = 'Hello {firstname},\n\nThis is where each campaign\'s text goes.\n\nKind regards';

export const previewLayout = (html: string): RenderedMail => renderMail({ subject: '', body: SAMPLE_BODY, layoutHtml: html }, SAMPLE_RECIPIENT, sanitizeHtml);

export const previewCampaign = (c: { subject: string; body: string }, layoutHtml: string | null): RenderedMail =>
  renderMail({ subject: c.subject, body: c.body, layoutHtml }, SAMPLE_RECIPIENT, sanitizeHtml);

/**
 * A whole document for the sandboxed preview frame: the rendered (sanitised) HTML with a neutral font, and a
 * Content-Security-Policy that loads nothing (no script, no remote image: a preview never calls out).
 */
export const previewDocument = (html: string): string =>
  '<!doctype html><html><head><meta charset="utf-8">'
  + '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; img-src data:; style-src \'unsafe-inline\'">'
  + '<style>body{font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;margin:12px;color:#1a202c}</style>'
  + `</head><body>${html}</body></html>`;

/** The text with `{name}` in place of the selection [start, end), and where the caret goes after it. */
export function insertPlaceholder(text: string, start: number, end: number, name: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end, from));
  const token = `{${name}}`;
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}

/** The Send confirmation: which group, how many contacts, and that it cannot be undone. */
export const sendQuestion = (campaignName: string, group: { name: string; contactCount: number }): string =>
  `Send '${campaignName}' to the contact group '${group.name}' (${countOf(group.contactCount, 'contact')})? Unsubscribed contacts are skipped. A sent campaign cannot be changed.`;

export const RECIPIENT_STATES: readonly RecipientState[] = ['QUEUED', 'SENT', 'FAILED', 'UNSUBSCRIBED'];

export const RECIPIENT_STATE_LABEL: Record<RecipientState, string> = { QUEUED: 'Queued', SENT: 'Sent', FAILED: 'Failed', UNSUBSCRIBED: 'Unsubscribed' };

/** The campaign's figures in the order the page shows them. */
export const totalsRows = (t: CampaignTotals): { key: keyof CampaignTotals; label: string; value: number }[] => [
  { key: 'recipients', label: 'Recipients', value: t.recipients },
  { key: 'queued', label: 'Queued', value: t.queued },
  { key: 'sent', label: 'Sent', value: t.sent },
  { key: 'failed', label: 'Failed', value: t.failed },
  { key: 'unsubscribed', label: 'Unsubscribed', value: t.unsubscribed },
];

/** How far the sending is, 0..100: every recipient no longer queued is done. */
export const sendingProgress = (t: CampaignTotals): number => (t.recipients === 0 ? 100 : Math.round(((t.recipients - t.queued) / t.recipients) * 100));
