// CRM e-mail layouts and campaigns (spec 2: /me/crm/email-layouts, /email-campaigns): a company's layouts (HTML
// with a {content} slot), campaigns that pick a layout, a subject, a body with placeholders and a contact group,
// and each recipient's state. The sending rules live on the server; these are the shapes both sides share.
import { placeholdersIn } from '../mail/template';

export type EmailLayout = { id: string; companyId: string; name: string; html: string; createdAt: number; updatedAt: number };
export type EmailLayoutDraft = { name: string; html: string };

export type CampaignState = 'DRAFT' | 'SENDING' | 'SENT';
export type RecipientState = 'QUEUED' | 'SENT' | 'FAILED' | 'UNSUBSCRIBED';
export type CampaignTotals = Record<'recipients' | 'queued' | 'sent' | 'failed' | 'unsubscribed', number>;

export type EmailCampaign = {
  id: string;
  companyId: string;
  name: string;
  subject: string;
  body: string;
  layoutId: string | null;
  contactGroupId: string | null;
  state: CampaignState;
  totals: CampaignTotals;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
};
export type EmailCampaignDraft = { name: string; subject: string; body: string; layoutId: string | null; contactGroupId: string | null };

export type CampaignRecipient = { id: string; contactId: string; email: string; name: string; state: RecipientState; sentAt: number | null; error: string | null };
export type RecipientPage = { items: CampaignRecipient[]; total: number };

/** What the one-click unsubscribe page shows before and after (the e-mail masked: the link may be forwarded). */
export type UnsubscribeInfo = { companyName: string; email: string; unsubscribed: boolean };

/** The placeholders a campaign may use: the contact's fields. */
export const CAMPAIGN_PLACEHOLDERS = ['firstname', 'lastname', 'email', 'companyName'] as const;

export const CAMPAIGN_LIMITS = { name: 100, subject: 200, body: 20_000, layoutHtml: 20_000 } as const;

export const CAMPAIGN_MESSAGES = {
  unknownPlaceholder: (names: string[]) => `Unknown placeholder${names.length > 1 ? 's' : ''}: ${names.map((n) => `{${n}}`).join(', ')}`,
  notDraft: 'This campaign has been sent and can no longer be changed',
  noGroup: 'Choose a contact group to send to',
  emptyGroup: 'The contact group has no contacts',
} as const;

/** The placeholders of a subject and body that a campaign cannot fill. */
export function unknownPlaceholders(...texts: string[]): string[] {
  const known = new Set<string>(CAMPAIGN_PLACEHOLDERS);
  return [...new Set(texts.flatMap(placeholdersIn))].filter((n) => !known.has(n));
}

/** A recipient's values for the placeholders. */
export const campaignValues = (c: { firstname: string; lastname: string; email: string; companyName: string }): Record<(typeof CAMPAIGN_PLACEHOLDERS)[number], string> => ({
  firstname: c.firstname,
  lastname: c.lastname,
  email: c.email,
  companyName: c.companyName,
});
