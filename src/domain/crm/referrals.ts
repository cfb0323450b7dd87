// Referral rewards (spec 2 and 7): a visitor who arrives through a ?tc= link keeps the code; every request then
// carries it in the tracking-codes header, and registering with it credits the code's owner with MTZ points once
// the new member has confirmed their e-mail.
import { filterTrackingCodeId, TRACKING_CODE_MAX } from './types';

/** Points a tracking code's owner earns for each member who registers through it and confirms their e-mail. */
export const REFERRAL_REWARD_POINTS = 10;
/** How many codes a visitor's browser keeps (the newest first). */
export const TRACKING_CODES_KEPT = 5;
/** The browser's storage key for the codes a visitor arrived with. */
export const TRACKING_CODES_STORAGE_KEY = 'MTZ_TRACKING_CODES';

const clean = (raw: string): string => filterTrackingCodeId(raw).slice(0, TRACKING_CODE_MAX);

/** Cleaned codes in their order, no empty ones, no repeats (the first one stays), at most TRACKING_CODES_KEPT. */
export function uniqueCodes(codes: readonly string[]): string[] {
  const out: string[] = [];
  for (const c of codes.map(clean)) if (c && !out.includes(c)) out.push(c);
  return out.slice(0, TRACKING_CODES_KEPT);
}

/** The codes to keep after arriving with `code`: it moves to the front. */
export const rememberTrackingCode = (kept: readonly string[], code: string): string[] => uniqueCodes([code, ...kept]);

/** The tracking-codes header's value read back: comma-separated codes. */
export const parseTrackingCodesHeader = (value: string | null | undefined): string[] => uniqueCodes((value ?? '').split(','));

/** The stored list read back (anything that is not a list of strings counts as none). */
export function readTrackingCodes(stored: string | null): string[] {
  try {
    const v: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(v) ? uniqueCodes(v.filter((x): x is string => typeof x === 'string')) : [];
  } catch {
    return [];
  }
}

export type ReferralReward = {
  /** the new member's first name and the initial of their last name (a referral list shows no more) */
  name: string;
  activated: boolean;
  points: number;
  createdAt: number;
};
export type ReferralRewards = { trackingCodeId: string; referred: number; activated: number; points: number; items: ReferralReward[] };

export const referralName = (firstname: string, lastname: string): string => `${firstname} ${lastname.slice(0, 1)}${lastname ? '.' : ''}`.trim();
