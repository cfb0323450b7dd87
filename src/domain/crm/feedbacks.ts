// Feedbacks (spec 2: /me/crm/feedbacks and /feedbacks/report): what people tell a company (or the platform)
// through the footer's Feedback link or through a form the owner collects as feedback. Pure rules, shared by the
// feedback dialog, the CRM pages and the server.
import { isValidEmail, normaliseEmail } from './contacts';
import type { FormField } from './forms';
import type { PeriodStats } from '../groups/stats';

export type FeedbackSource = 'FORM' | 'FOOTER';
export type Feedback = {
  id: string; source: FeedbackSource; formId: string | null; formTitle: string | null; rating: number | null;
  email: string; message: string; read: boolean; createdAt: number;
  /** a flight recording sent with it (its JSON's bytes and entries), or null */
  recording: FeedbackRecording | null;
};
export type FeedbackRecording = { size: number; entries: number };
/** A platform feedback (no company), as site admins read it. */
export type PlatformFeedback = Omit<Feedback, 'formId' | 'formTitle' | 'read'>;
export type FeedbackPage = { items: Feedback[]; total: number; unread: number };
export type FeedbackReport = PeriodStats & { total: number; averageRating: number | null; rated: number };
/** companyId: the company whose profile or product page the dialog was opened on; none: the platform */
export type FeedbackDraft = { message: string; rating: number | null; email: string; companyId: string | null };

export const FEEDBACK_LIMITS = { message: 2000 } as const;
export const FEEDBACK_MESSAGES = {
  messageRequired: 'Please write your feedback',
  messageTooLong: `Feedback can be at most ${FEEDBACK_LIMITS.message} characters`,
  emailRequired: 'Please enter your e-mail',
  badEmail: 'Please enter a valid e-mail',
  badRating: 'The rating is from 1 to 5',
  sent: 'Thank you for your feedback',
  notFound: 'Feedback not found',
  companyNotFound: 'Company not found',
  captchaFailed: 'The captcha could not be verified, please try again',
} as const;

/** The draft's first problem, or null when it may be sent. */
export function feedbackError(d: FeedbackDraft): string | null {
  const message = d.message.trim();
  if (!message) return FEEDBACK_MESSAGES.messageRequired;
  if (message.length > FEEDBACK_LIMITS.message) return FEEDBACK_MESSAGES.messageTooLong;
  if (d.rating !== null && !(Number.isInteger(d.rating) && d.rating >= 1 && d.rating <= 5)) return FEEDBACK_MESSAGES.badRating;
  if (!d.email.trim()) return FEEDBACK_MESSAGES.emailRequired;
  if (!isValidEmail(normaliseEmail(d.email))) return FEEDBACK_MESSAGES.badEmail;
  return null;
}

/** The feedback a form submission makes: its long-text answers, one paragraph each (at most the message limit). */
export function formFeedbackMessage(fields: readonly FormField[], answers: Record<string, string>): string {
  const parts = fields.filter((f) => f.type === 'LONG_TEXT').map((f) => (answers[f.id] ?? '').trim()).filter(Boolean);
  return parts.join('\n\n').slice(0, FEEDBACK_LIMITS.message);
}

/** The mean of the ratings given, to one decimal; null when nobody rated. */
export function averageRating(ratings: readonly (number | null)[]): number | null {
  const given = ratings.filter((r): r is number => r !== null);
  if (given.length === 0) return null;
  return Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10;
}
