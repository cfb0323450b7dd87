// The 6-digit confirmation code input (spec 5: digits only, max 6, exactly 6 to submit).

export const CODE_LENGTH = 6;
export const CODE_MESSAGE = 'Please enter 6 digits code';

/** What the code field keeps of any typed or pasted text: ASCII digits only, at most 6. */
export function sanitizeCode(input: string): string {
  return input.replace(/[^0-9]/g, '').slice(0, CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return /^[0-9]{6}$/.test(code);
}

/** 'Please enter 6 digits code' unless the code is exactly six digits. */
export function codeProblem(code: string): string | null {
  return isCompleteCode(code) ? null : CODE_MESSAGE;
}
