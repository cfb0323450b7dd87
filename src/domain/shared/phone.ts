// Phone numbers through libphonenumber-js (MIT; Google's libphonenumber metadata): parsed, checked and stored in
// E.164 (+37167123456), shown in the international format (+371 67 123 456). Spec: a phone is shown as plus
// country code plus number.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

const parse = (input: string, callingCode?: string | null) => {
  const raw = input.trim();
  const cc = (callingCode ?? '').replace(/\D/g, '');
  const text = raw.startsWith('+') || !cc ? raw : `+${cc} ${raw}`;
  const p = parsePhoneNumberFromString(text);
  return p && p.isPossible() ? p : null;
};

/** The number in E.164, or null when it is not a possible phone number. Without a leading +, `callingCode` ('371') says whose it is. */
export const phoneE164 = (input: string, callingCode?: string | null): string | null => parse(input, callingCode)?.number ?? null;

/** The number as people read it (+371 67 123 456), or null when it is not a possible phone number. */
export const phoneDisplay = (input: string, callingCode?: string | null): string | null => parse(input, callingCode)?.formatInternational() ?? null;
