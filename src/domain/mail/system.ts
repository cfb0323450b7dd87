// The system's e-mails (admin e-mail schemas, /mtz-admin/email-schemas): each has a key, a default subject and body
// (the texts the server has always sent), and the placeholders it may use. A site admin may override the subject,
// body and layout; the server sends the override when there is one. A placeholder marked required (the code of a
// code mail, the link of an invite) cannot be dropped: without it the mail is useless.
import { CONTENT_SLOT, placeholdersIn } from './template';

export type PlaceholderDef = { name: string; help: string; sample: string; required?: boolean };
export type SystemMailDef = { key: string; name: string; description: string; subject: string; body: string; placeholders: PlaceholderDef[] };

const firstname: PlaceholderDef = { name: 'firstname', help: "The recipient's first name", sample: 'Ada' };
const code: PlaceholderDef = { name: 'code', help: 'The 6-digit code', sample: '123456', required: true };
const SIGN = '\n\nThe MTZ team';

export const SYSTEM_MAILS = [
  {
    key: 'confirmation', name: 'Confirmation code', description: 'Sent at sign-up and when a member asks for a new confirmation code.',
    subject: 'Your MTZ confirmation code: {code}',
    body: `Hello {firstname},\n\nyour confirmation code is {code}. It expires in 5 minutes.${SIGN}`,
    placeholders: [firstname, code],
  },
  {
    key: 'registration-existing', name: 'Sign-up with a registered e-mail', description: 'Sent when someone signs up with the e-mail of an existing account (the sign-up answers alike, so only the owner learns it).',
    subject: 'Someone tried to join MTZ with your e-mail',
    body: `Hello {firstname},\n\nsomeone (maybe you) tried to join MTZ with this address, but it already has an account: no new account was made.\nSign in on /login; if you forgot your password, reset it on /reset.\nIf it was not you, ignore this mail: nothing changed in your account.${SIGN}`,
    placeholders: [firstname],
  },
  {
    key: 'password-reset', name: 'Password reset code', description: 'Sent when someone asks to reset the password of an account.',
    subject: 'Your MTZ password reset code: {code}',
    body: `Hello {firstname},\n\nyour password reset code is {code}. It expires in 5 minutes.\nIf you did not ask for it, ignore this mail.${SIGN}`,
    placeholders: [firstname, code],
  },
  {
    key: 'email-change-code', name: 'E-mail change code', description: 'Sent to the new address when a member changes the e-mail of their account.',
    subject: 'Your MTZ e-mail change code: {code}',
    body: `Hello {firstname},\n\nto make this address the e-mail of your MTZ account, enter the code {code}. It expires in 5 minutes.\nIf you did not ask for it, ignore this mail.${SIGN}`,
    placeholders: [firstname, code],
  },
  {
    key: 'email-changed', name: 'E-mail changed', description: 'Sent to the old address once the e-mail of an account was changed.',
    subject: 'The e-mail of your MTZ account was changed',
    body: `Hello {firstname},\n\nthe e-mail of your MTZ account was changed to {email}. From now on, sign in with that address.\nIf you did not do this, contact us at once.${SIGN}`,
    placeholders: [firstname, { name: 'email', help: 'The new address', sample: 'ada@example.com' }],
  },
  {
    key: 'account-removal-code', name: 'Account removal code', description: 'Sent when a member asks to remove their account.',
    subject: 'Your MTZ account removal code: {code}',
    body: `Hello {firstname},\n\nyour account removal code is {code}. It expires in 5 minutes.\nIf you did not ask for it, change your password: someone else may be signed in to your account.${SIGN}`,
    placeholders: [firstname, code],
  },
  {
    key: 'account-removed', name: 'Account removed', description: 'Sent once an account was removed.',
    subject: 'Your MTZ account was removed',
    body: `Hello {firstname},\n\nyour MTZ account was removed as you asked. This address is free: you may register with it again.${SIGN}`,
    placeholders: [firstname],
  },
  {
    key: 'social-link-code', name: 'Social sign-in link code', description: 'Sent when a social sign-in is linked to an existing account.',
    subject: 'Your MTZ code to link {provider}: {code}',
    body: `Hello {firstname},\n\nto link your {provider} sign-in to your MTZ account, enter the code {code}. It expires in 5 minutes.\nIf you did not ask for it, ignore this mail.${SIGN}`,
    placeholders: [firstname, { name: 'provider', help: 'The sign-in provider', sample: 'Google' }, code],
  },
  {
    key: 'company-invite', name: 'Company member invite', description: 'Sent when a company owner invites someone by e-mail to join the company.',
    subject: 'You are invited to join {company}',
    body: `Hello,\n\nyou are invited to join {company} as a member.\nSign in (or join free with this email) and accept the invite on {link}.${SIGN}`,
    placeholders: [
      { name: 'company', help: "The company's name", sample: 'Acme Trading' },
      { name: 'link', help: 'Where the invite is accepted', sample: '/profile/acme-trading/members', required: true },
    ],
  },
  {
    key: 'group-invite', name: 'Group invite', description: 'Sent when a group admin invites someone by e-mail to join the company group.',
    subject: 'Invitation to join {group}',
    body: 'You are invited to join the group {group} on MTZ: {link}',
    placeholders: [
      { name: 'group', help: "The group's name", sample: 'Coffee Traders' },
      { name: 'link', help: 'The invite', sample: '/groups/coffee-traders/members/invites/1', required: true },
    ],
  },
  {
    key: 'tag-alert-digest', name: 'Tag alert digest', description: "The daily digest of a member's tag alert matches.",
    subject: 'Your tag alerts: {matches}',
    body: `Hello {firstname},\n\nyour tag alerts matched {items} on {day}:\n{list}\n\nChange your tag alerts or stop this digest on /me/tag-alerts.${SIGN}`,
    placeholders: [
      firstname,
      { name: 'matches', help: "'1 new match' or 'N new matches'", sample: '2 new matches' },
      { name: 'items', help: "'1 new item' or 'N new items'", sample: '2 new items' },
      { name: 'day', help: 'The day of the matches', sample: '2026-01-31' },
      { name: 'list', help: 'One line per match', sample: "- Product: Green coffee (matched 'coffee') /products/1\n- Company: Acme (matched 'coffee') /profile/acme", required: true },
    ],
  },
  {
    key: 'ticket-receipt', name: 'Ticket receipt', description: 'Sent to the buyer of event tickets.',
    subject: 'Your {tickets} to {event}',
    body: "{quantity} × {ticketType} for {event}. Each ticket's page shows its QR code to show at the door:\n{links}",
    placeholders: [
      { name: 'tickets', help: "'ticket' or 'tickets'", sample: 'tickets' },
      { name: 'event', help: "The event's name", sample: 'Coffee Fair' },
      { name: 'quantity', help: 'How many tickets', sample: '2' },
      { name: 'ticketType', help: "The ticket type's name", sample: 'Standard' },
      { name: 'links', help: "Each ticket's page, one a line", sample: '/tickets/1\n/tickets/2', required: true },
    ],
  },
  {
    key: 'tickets-cancelled', name: 'Tickets cancelled', description: "Sent to a ticket buyer when the organiser cancels their tickets.",
    subject: 'Your tickets to {event} were cancelled',
    body: '{message}',
    placeholders: [
      { name: 'event', help: "The event's name", sample: 'Coffee Fair' },
      { name: 'message', help: 'What was cancelled and how it was refunded', sample: 'The organiser of Coffee Fair cancelled your 2 tickets: refunded the way you paid (card, $40.00 in all).', required: true },
    ],
  },
] as const satisfies readonly SystemMailDef[];

export type SystemMailKey = (typeof SYSTEM_MAILS)[number]['key'];
export const SYSTEM_MAIL_KEYS = SYSTEM_MAILS.map((m) => m.key) as SystemMailKey[];

export const systemMailDef = (key: string): SystemMailDef | undefined => (SYSTEM_MAILS as readonly SystemMailDef[]).find((m) => m.key === key);

/** Sample values of a mail's placeholders, for previews and test sends. */
export const sampleValues = (def: SystemMailDef): Record<string, string> => Object.fromEntries(def.placeholders.map((p) => [p.name, p.sample]));

export const MAIL_TEMPLATE_LIMITS = { subject: 200, body: 10_000, layoutName: 100, layoutHtml: 50_000 } as const;

export const MAIL_TEMPLATE_MESSAGES = {
  subjectRequired: 'The subject is required',
  bodyRequired: 'The body is required',
  unknown: (names: string[], allowed: string[]) =>
    `Unknown placeholder${names.length === 1 ? '' : 's'} ${names.map((n) => `{${n}}`).join(', ')}: this mail may use ${allowed.length === 0 ? 'none' : allowed.map((n) => `{${n}}`).join(', ')}`,
  required: (names: string[]) => `The body must keep ${names.map((n) => `{${n}}`).join(', ')}: the mail is useless without it`,
  layoutPlaceholders: (names: string[]) => `A layout may only use ${CONTENT_SLOT}, not ${names.map((n) => `{${n}}`).join(', ')}`,
  notFound: 'No such e-mail',
  layoutNotFound: 'No such layout',
  layoutInUse: (names: string[]) => `This layout is used by ${names.join(', ')}: choose another layout there first`,
} as const;

/** The first problem of a subject and body for this mail, or null when they may be saved. */
export function templateProblem(def: SystemMailDef, subject: string, body: string): string | null {
  if (!subject.trim()) return MAIL_TEMPLATE_MESSAGES.subjectRequired;
  if (!body.trim()) return MAIL_TEMPLATE_MESSAGES.bodyRequired;
  const allowed = def.placeholders.map((p) => p.name);
  const unknown = placeholdersIn(`${subject}\n${body}`).filter((n) => !allowed.includes(n));
  if (unknown.length > 0) return MAIL_TEMPLATE_MESSAGES.unknown(unknown, allowed);
  const used = placeholdersIn(body);
  const missing = def.placeholders.filter((p) => p.required && !used.includes(p.name)).map((p) => p.name);
  return missing.length > 0 ? MAIL_TEMPLATE_MESSAGES.required(missing) : null;
}

/** The problem of a layout's HTML (only {content} may be used), or null. */
export function layoutProblem(html: string): string | null {
  const other = placeholdersIn(html).filter((n) => `{${n}}` !== CONTENT_SLOT);
  return other.length > 0 ? MAIL_TEMPLATE_MESSAGES.layoutPlaceholders(other) : null;
}

/** Shapes the admin API answers (the client's endpoint map uses them). */
export type MailTemplateSummary = { key: string; name: string; description: string; subject: string; overridden: boolean; layoutId: string | null; updatedAt: number | null };
export type MailOverride = { subject: string; body: string; layoutId: string | null; updatedAt: number; updatedBy: string };
export type MailLayout = { id: string; name: string; html: string; createdAt: number; updatedAt: number; usedBy: string[] };
export type MailOutboxState = 'WAITING' | 'SENT' | 'FAILED';
export type MailOutboxRow = {
  id: string; to: string; subject: string; text: string; state: MailOutboxState; createdAt: number; sentAt: number | null; attempts: number; lastError: string | null;
};
