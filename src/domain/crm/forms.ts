// CRM form builders (spec 2: /me/crm/form-builders, public /forms/{formBuilderId}): a form is a list of fields
// an owner builds; visitors fill it without an account (behind the proof-of-work captcha) and each submission
// creates or updates a contact of the owner's company, found by the form's e-mail field. Pure rules, shared by
// the builder, the public page and the server.
import { CONTACT_LIMITS, isValidEmail, normaliseEmail, type ContactDraft } from './contacts';
import { phoneE164 } from '../shared/phone';

export const FIELD_TYPES = ['TEXT', 'EMAIL', 'PHONE', 'CHOICE', 'LONG_TEXT'] as const;
export type FormFieldType = (typeof FIELD_TYPES)[number];
export const FIELD_TYPE_LABELS: Record<FormFieldType, string> = { TEXT: 'Text', EMAIL: 'E-mail', PHONE: 'Phone', CHOICE: 'Choice', LONG_TEXT: 'Long text' };
/** Which contact field a text or phone answer fills (the e-mail field always fills the e-mail). */
export const CONTACT_TARGETS = ['firstname', 'lastname', 'companyName', 'phone'] as const;
export type ContactTarget = (typeof CONTACT_TARGETS)[number];

export type FormField = {
  id: string; label: string; type: FormFieldType; required: boolean;
  /** CHOICE only: the options, 2 to 20 */
  choices?: string[];
  /** TEXT and PHONE only: the contact field the answer fills */
  contactField?: ContactTarget | null;
};
/** collectFeedback: each submission is also a feedback of the company (its long-text answers) */
export type FormDraft = { title: string; description: string; fields: FormField[]; published: boolean; collectFeedback?: boolean };
export type FormBuilder = FormDraft & { id: string; submissionCount: number; createdAt: number; updatedAt: number };
/** What a visitor sees at /forms/{id}. */
export type PublicForm = { id: string; title: string; description: string; fields: FormField[]; companyName: string };
export type FormSubmission = { id: string; contactId: string | null; email: string; answers: Record<string, string>; createdAt: number };

export const FORM_LIMITS = { title: 120, description: 2000, fields: 30, label: 120, choices: 20, choice: 100, answer: 2000, shortAnswer: 200 } as const;
export const FORM_MESSAGES = {
  notFound: 'Form not found',
  titleRequired: 'Title is required',
  noFields: 'Add at least one field',
  oneEmail: 'A form needs exactly one e-mail field, and it must be required: it makes the contact',
  labelRequired: 'Every field needs a label',
  choicesNeeded: 'A choice field needs 2 to 20 distinct options',
  badTarget: 'Only text and phone fields can fill a contact field',
  targetTwice: 'Two fields fill the same contact field',
  duplicateIds: 'Field ids must be unique',
  required: 'This field is required',
  badEmail: 'Please enter a valid e-mail address',
  badPhone: 'Please enter a valid phone number',
  badChoice: 'Please pick one of the options',
  tooLong: (max: number) => `At most ${max} characters`,
  submitted: 'Thank you! Your answers were sent.',
  captcha: 'Please complete the captcha',
  captchaFailed: 'The captcha could not be verified. Please try again.',
  notPublished: 'This form is not published',
  notSent: 'Your answers could not be sent. Please try again.',
} as const;

const tooLong = (s: string, max: number) => s.length > max;

/** The first problem of a form the owner saves, or null. */
export function formDraftError(d: FormDraft): string | null {
  if (!d.title.trim()) return FORM_MESSAGES.titleRequired;
  if (tooLong(d.title.trim(), FORM_LIMITS.title)) return `Title: ${FORM_MESSAGES.tooLong(FORM_LIMITS.title)}`;
  if (tooLong(d.description, FORM_LIMITS.description)) return `Description: ${FORM_MESSAGES.tooLong(FORM_LIMITS.description)}`;
  if (d.fields.length === 0) return FORM_MESSAGES.noFields;
  if (d.fields.length > FORM_LIMITS.fields) return `At most ${FORM_LIMITS.fields} fields`;
  if (new Set(d.fields.map((f) => f.id)).size !== d.fields.length) return FORM_MESSAGES.duplicateIds;
  const emails = d.fields.filter((f) => f.type === 'EMAIL');
  if (emails.length !== 1 || !emails[0].required) return FORM_MESSAGES.oneEmail;
  const targets = new Set<string>();
  for (const f of d.fields) {
    if (!f.label.trim()) return FORM_MESSAGES.labelRequired;
    if (tooLong(f.label.trim(), FORM_LIMITS.label)) return `Label: ${FORM_MESSAGES.tooLong(FORM_LIMITS.label)}`;
    if (f.type === 'CHOICE') {
      const c = (f.choices ?? []).map((x) => x.trim());
      if (c.length < 2 || c.length > FORM_LIMITS.choices || c.some((x) => !x || x.length > FORM_LIMITS.choice) || new Set(c).size !== c.length) return FORM_MESSAGES.choicesNeeded;
    }
    if (f.contactField) {
      if (f.type !== 'TEXT' && f.type !== 'PHONE') return FORM_MESSAGES.badTarget;
      if (targets.has(f.contactField)) return FORM_MESSAGES.targetTwice;
      targets.add(f.contactField);
    }
  }
  return null;
}

/** The saved form: labels, title and choices trimmed; properties a type does not use dropped. */
export function normaliseDraft(d: FormDraft): FormDraft {
  return {
    title: d.title.trim(), description: d.description.trim(), published: d.published, collectFeedback: d.collectFeedback === true,
    fields: d.fields.map((f) => ({
      id: f.id, label: f.label.trim(), type: f.type, required: f.required,
      ...(f.type === 'CHOICE' ? { choices: (f.choices ?? []).map((c) => c.trim()) } : {}),
      ...((f.type === 'TEXT' || f.type === 'PHONE') && f.contactField ? { contactField: f.contactField } : {}),
    })),
  };
}

export type AnswerCheck = { ok: true; answers: Record<string, string>; contact: ContactDraft } | { ok: false; errors: Record<string, string> };

/** A visitor's answers checked field by field (unknown fields ignored); the contact they make when all are right. */
export function checkAnswers(fields: readonly FormField[], raw: Record<string, unknown>): AnswerCheck {
  const errors: Record<string, string> = {};
  const answers: Record<string, string> = {};
  const contact: ContactDraft = { email: '', firstname: '', lastname: '', phone: '', companyName: '' };
  for (const f of fields) {
    const v = typeof raw[f.id] === 'string' ? (raw[f.id] as string).trim() : '';
    const max = f.type === 'LONG_TEXT' ? FORM_LIMITS.answer : FORM_LIMITS.shortAnswer;
    if (!v) {
      if (f.required) errors[f.id] = FORM_MESSAGES.required;
      continue;
    }
    if (v.length > max) errors[f.id] = FORM_MESSAGES.tooLong(max);
    else if (f.type === 'EMAIL' && !isValidEmail(normaliseEmail(v))) errors[f.id] = FORM_MESSAGES.badEmail;
    else if (f.type === 'PHONE' && !phoneE164(v)) errors[f.id] = FORM_MESSAGES.badPhone;
    else if (f.type === 'CHOICE' && !(f.choices ?? []).includes(v)) errors[f.id] = FORM_MESSAGES.badChoice;
    if (errors[f.id]) continue;
    const value = f.type === 'EMAIL' ? normaliseEmail(v) : f.type === 'PHONE' ? (phoneE164(v) ?? v) : v; // phones stored in E.164
    answers[f.id] = value;
    if (f.type === 'EMAIL') contact.email = normaliseEmail(v);
    else if (f.contactField) {
      const limit = f.contactField === 'phone' ? CONTACT_LIMITS.phone : f.contactField === 'companyName' ? CONTACT_LIMITS.companyName : CONTACT_LIMITS.name;
      if (value.length > limit) errors[f.id] = FORM_MESSAGES.tooLong(limit);
      else contact[f.contactField] = value;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers, contact };
}

/** The proof-of-work captcha's challenge (ALTCHA v2) as the server sends it, and the payload a solution makes. */
export type CaptchaChallenge = {
  parameters: {
    algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string;
    keySignature?: string; memoryCost?: number; parallelism?: number; expiresAt?: number;
  };
  signature?: string;
};
export type CaptchaPayload = { challenge: CaptchaChallenge; solution: { counter: number; derivedKey: string; time?: number } };
