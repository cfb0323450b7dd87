// Password rules of spec section 5: the live checklist and the one message a form shows.

export type PasswordRule = { label: string; test: (password: string) => boolean };

export const PASSWORD_MIN_LENGTH = 8;

/** The checklist, worded as the spec names each item. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { label: `Minimum length-${PASSWORD_MIN_LENGTH}`, test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { label: 'Uppercase-1', test: (p) => /\p{Lu}/u.test(p) },
  { label: 'Letter-1', test: (p) => /\p{L}/u.test(p) },
  { label: 'Number-1', test: (p) => /[0-9]/.test(p) },
];

export const PASSWORD_MESSAGES = {
  empty: 'Enter Password and Confirm Password!',
  mismatch: 'Password does not match!',
  requirements: 'Check password requirements!!',
} as const;

export type ChecklistItem = { label: string; ok: boolean };

export function passwordChecklist(password: string): ChecklistItem[] {
  return PASSWORD_RULES.map((r) => ({ label: r.label, ok: r.test(password) }));
}

export function meetsPasswordRules(password: string): boolean {
  return PASSWORD_RULES.every((r) => r.test(password));
}

/** The message to show for a password pair, or null when the pair is acceptable. */
export function passwordProblem(password: string, confirmPassword: string): string | null {
  if (password === '' || confirmPassword === '') return PASSWORD_MESSAGES.empty;
  if (password !== confirmPassword) return PASSWORD_MESSAGES.mismatch;
  if (!meetsPasswordRules(password)) return PASSWORD_MESSAGES.requirements;
  return null;
}
