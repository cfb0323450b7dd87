// The platform's content (spec 2 and the admin portal's Content sections): FAQ topics shown at /faqs and
// /faqs/{profileName}, the sitemap served at /sitemap.xml, and extra questions with choices that members answer
// at /me/extra-info and company owners at /me/company/extra-info.

export const FAQ_TITLE_MAX = 200;
export const FAQ_QUESTION_MAX = 500;
/** a topic's profile name: its address under /faqs/ */
export const FAQ_PROFILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FAQ_PROFILE_NAME_MAX = 80;

export const EXTRA_QUESTION_MAX = 500;
export const EXTRA_CHOICE_MAX = 200;
export const EXTRA_CHOICES_MAX = 30;

export const CONTENT_MESSAGES = {
  topicNotFound: 'FAQ topic not found',
  questionNotFound: 'FAQ question not found',
  profileNameTaken: 'This profile name is already used by another FAQ topic',
  profileNameFormat: 'Profile name: lower-case letters, digits and single dashes only',
  answerNeedsText: 'Write an answer',
  orderMismatch: 'The new order must list every item exactly once',
  extraQuestionNotFound: 'Extra question not found',
  choicesNeeded: 'Give at least two choices',
  choicesDistinct: 'Each choice must be different',
  unknownChoice: 'That choice is not one of the question\'s choices',
  singleChoice: 'This question takes one choice only',
} as const;

export type FaqQuestion = { id: string; question: string; /** sanitised rich text (HTML) */ answer: string; position: number };
export type FaqTopic = { id: string; profileName: string; title: string; position: number; questions: FaqQuestion[] };

export type SitemapState = { generatedAt: number | null; urlCount: number; trigger: 'SCHEDULE' | 'ADMIN' | null };

export type ExtraAudience = 'USER' | 'COMPANY';
export type ExtraChoice = { id: string; label: string };
export type ExtraQuestion = { id: string; audience: ExtraAudience; question: string; multiple: boolean; choices: ExtraChoice[]; position: number };
/** the questions of one audience with one subject's answers (question id -> chosen choice ids) */
export type ExtraInfo = { questions: ExtraQuestion[]; answers: Record<string, string[]> };

/** Lower-case, dash-joined words: a profile name proposed from a title. */
export const toProfileName = (title: string): string =>
  title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, FAQ_PROFILE_NAME_MAX).replace(/-+$/, '');

/** The ids in `order` are exactly the ids in `current`, each once. */
export const isPermutation = (current: string[], order: string[]): boolean =>
  order.length === current.length && new Set(order).size === order.length && order.every((id) => current.includes(id));
