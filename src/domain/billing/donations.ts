// Group donations (spec 3, 5): one donation per group (title, description, enabled) with up to 5 amounts of at least
// $2 each, typed in dollars and stored in integer cents, shown ascending; the donor's contact rules of spec 5.
import { parseDollars } from './money';
import type { ChargeQuote, Order, PaymentMethod } from './types';
import { DONATION_MESSAGES, MIN_DONATION_CENTS } from './extras';

export const MAX_DONATION_AMOUNTS = 5;
export const DONATION_DESCRIPTION_MAX = 1000;
export const DONATION_TITLE_MAX = 200;

export type CgDonationPrice = { id: string; cgDonationId: string; cents: number };
export type CgDonation = {
  id: string; title: string; description: string; asEnabled: boolean; companyGroupId: string;
  /** ascending by cents */
  prices: CgDonationPrice[];
};
export type CgDonationDraft = { companyGroupId: string; title: string; description: string; asEnabled: boolean };
export type DonationContact = { email: string; confirmEmail: string; firstname: string; lastname: string };
export type DonationPaymentInput = {
  cgDonationPriceId: string;
  buyerUserEmail: string;
  buyerUserConfirmEmail?: string;
  buyerUserFirstname: string;
  buyerUserLastname: string;
  paymentMethod: PaymentMethod | null;
  /** a member's saved card (null: the default card) */
  paymentInstrumentId?: string | null;
  /** a guest's one-time card token (the sandbox's or a real provider's) */
  paymentSource?: string | null;
  _dryRun?: boolean;
  idempotencyKey?: string;
};
export type DonationPaymentResult = { quote: ChargeQuote; order: Order | null; message: string | null };

/** Ascending by amount (ties by id), as every list of amounts is shown. */
export function sortDonationPrices<T extends { id: string; cents: number }>(prices: readonly T[]): T[] {
  return [...prices].sort((a, b) => a.cents - b.cents || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The spec-5 rule an amount in dollars breaks (null: fine); cents when fine. */
export function donationAmountFromDollars(text: string, existingCents: readonly number[]): { ok: true; cents: number } | { ok: false; message: string } {
  const cents = parseDollars(text);
  if (cents === null) return { ok: false, message: DONATION_MESSAGES.amountInvalid };
  return donationAmountCheck(cents, existingCents);
}

export function donationAmountCheck(cents: number, existingCents: readonly number[]): { ok: true; cents: number } | { ok: false; message: string } {
  if (!Number.isSafeInteger(cents) || cents < MIN_DONATION_CENTS) return { ok: false, message: DONATION_MESSAGES.minimum };
  if (existingCents.length >= MAX_DONATION_AMOUNTS) return { ok: false, message: DONATION_MESSAGES.maxAmounts };
  if (existingCents.includes(cents)) return { ok: false, message: DONATION_MESSAGES.duplicateAmount };
  return { ok: true, cents };
}

export function donationDraftError(d: { title?: string | undefined; description?: string | undefined }): string | null {
  if (d.title !== undefined && !d.title.trim()) return DONATION_MESSAGES.title;
  if (d.title !== undefined && d.title.length > DONATION_TITLE_MAX) return DONATION_MESSAGES.titleLong;
  if (d.description !== undefined && d.description.length > DONATION_DESCRIPTION_MAX) return DONATION_MESSAGES.descriptionLong;
  return null;
}

export type ContactErrors = Partial<Record<keyof DonationContact, string>>;

/** The form's messages per field (spec 5); empty when the contact is complete. */
export function donationContactErrors(c: DonationContact): ContactErrors {
  const out: ContactErrors = {};
  if (!c.email.trim()) out.email = DONATION_MESSAGES.email;
  if (c.confirmEmail.trim().toLowerCase() !== c.email.trim().toLowerCase()) out.confirmEmail = DONATION_MESSAGES.confirmMismatch;
  if (!c.firstname.trim()) out.firstname = DONATION_MESSAGES.firstname;
  if (!c.lastname.trim()) out.lastname = DONATION_MESSAGES.lastname;
  return out;
}

/** Whether a donation can be given at all: enabled and with at least one amount. */
export const donationOpen = (d: CgDonation | null | undefined): d is CgDonation => !!d && d.asEnabled && d.prices.length > 0;
