// Company membership and the owner's invites (spec 3: Company member {id, userId}, Member invite
// {targetEmail}; spec 5: invite email messages; spec 6: the owner is labelled (admin) and not removable).
import type { UserCard } from './types';
import { isValidEmail } from '../shared/email';

export type CompanyMember = {
  /** 'owner' for the company owner's row (the owner has no membership row) */
  id: string;
  companyId: string;
  userId: string;
  user: UserCard;
  admin: boolean;
  createdAt: number;
};

export type MemberInvite = {
  id: string;
  companyId: string;
  targetEmail: string;
  inviterId: string;
  createdAt: number;
  /** when it was last (re)sent */
  sentAt: number;
  /** for the invitee's own list */
  companyName?: string;
  companyProfileName?: string;
};

export const OWNER_ROW_ID = 'owner';
export const MAX_INVITE_EMAILS = 20;

export const OWNER_MESSAGES = {
  enterEmail: 'Please enter email',
  emailSelected: 'Email already selected',
  invalidEmail: 'Please enter valid email',
  selectOneEmail: 'Please select at least one email',
  invitesSent: 'Invites sent',
  inviteResent: 'Invite sent',
  inviteCancelled: 'Invite cancelled',
  memberRemoved: 'Member removed',
  ownerNotRemovable: 'The owner cannot be removed',
  alreadyMember: 'This user is already a member',
  inviteNotFound: 'Invite not found',
  notYourInvite: 'This invite is for another email',
  memberNotFound: 'Member not found',
  adminLabel: '(admin)',
} as const;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export { isValidEmail };

/** The message refusing `email` as one more entry of `selected`, or null when it may be added (spec 5). */
export function inviteEmailError(selected: readonly string[], email: string): string | null {
  const e = normaliseEmail(email);
  if (e === '') return OWNER_MESSAGES.enterEmail;
  if (!isValidEmail(e)) return OWNER_MESSAGES.invalidEmail;
  if (selected.some((s) => normaliseEmail(s) === e)) return OWNER_MESSAGES.emailSelected;
  return null;
}

/** The message refusing a whole list to send, or null. */
export function inviteListError(emails: readonly string[]): string | null {
  if (emails.length === 0) return OWNER_MESSAGES.selectOneEmail;
  const seen: string[] = [];
  for (const e of emails) {
    const err = inviteEmailError(seen, e);
    if (err) return err;
    seen.push(e);
  }
  return emails.length > MAX_INVITE_EMAILS ? `At most ${MAX_INVITE_EMAILS} emails at once` : null;
}

/** How the members list names someone: the owner gets ' (admin)'. */
export const memberLabel = (m: Pick<CompanyMember, 'admin' | 'user'>) =>
  `${m.user.firstname} ${m.user.lastname}`.trim() + (m.admin ? ` ${OWNER_MESSAGES.adminLabel}` : '');
