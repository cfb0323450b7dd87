// Donation rules (spec 3, 5) and member plan periods and prices (spec 3, 4, 9).
import { describe, expect, it } from 'vitest';
import {
  donationAmountCheck, donationAmountFromDollars, donationContactErrors, donationDraftError, donationOpen, sortDonationPrices, type CgDonation,
} from '../../../src/domain/billing/donations';
import { DONATION_MESSAGES } from '../../../src/domain/billing/extras';
import { addMonthsUtc, isSubscriptionType, paymentSuccessMessage, periodMonths, priceLabel, splitPrices } from '../../../src/domain/billing/plans';
import type { MemberPlanPrice } from '../../../src/domain/billing/types';

describe('donations', () => {
  it('amounts are shown ascending, ties by id', () => {
    const list = [{ id: 'b', cents: 500 }, { id: 'c', cents: 200 }, { id: 'a', cents: 500 }];
    expect(sortDonationPrices(list).map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect(list.map((p) => p.id)).toEqual(['b', 'c', 'a']);
  });
  it('an amount typed in dollars: at least $2, at most 5 amounts, no duplicate', () => {
    expect(donationAmountFromDollars('2', [])).toEqual({ ok: true, cents: 200 });
    expect(donationAmountFromDollars('12.5', [200])).toEqual({ ok: true, cents: 1250 });
    expect(donationAmountFromDollars('abc', [])).toEqual({ ok: false, message: DONATION_MESSAGES.amountInvalid });
    expect(donationAmountFromDollars('1.99', [])).toEqual({ ok: false, message: DONATION_MESSAGES.minimum });
    expect(donationAmountCheck(200.5, [])).toEqual({ ok: false, message: DONATION_MESSAGES.minimum });
    expect(donationAmountCheck(300, [200, 400, 500, 600, 700])).toEqual({ ok: false, message: DONATION_MESSAGES.maxAmounts });
    expect(donationAmountCheck(300, [200, 400, 500, 600])).toEqual({ ok: true, cents: 300 });
    expect(donationAmountCheck(400, [200, 400])).toEqual({ ok: false, message: DONATION_MESSAGES.duplicateAmount });
  });
  it('a draft: a title when given, not too long; a description up to 1000 characters', () => {
    expect(donationDraftError({})).toBeNull();
    expect(donationDraftError({ title: 'Help', description: 'x'.repeat(1000) })).toBeNull();
    expect(donationDraftError({ title: '  ' })).toBe(DONATION_MESSAGES.title);
    expect(donationDraftError({ title: 'x'.repeat(200) })).toBeNull();
    expect(donationDraftError({ title: 'x'.repeat(201) })).toBe(DONATION_MESSAGES.titleLong);
    expect(donationDraftError({ description: 'x'.repeat(1001) })).toBe(DONATION_MESSAGES.descriptionLong);
  });
  it('the donor\'s contact: each missing field named; confirmation compared without case or spaces', () => {
    const ok = { email: 'A@b.co', confirmEmail: ' a@B.co ', firstname: 'Ann', lastname: 'Lee' };
    expect(donationContactErrors(ok)).toEqual({});
    expect(donationContactErrors({ email: ' ', confirmEmail: ' ', firstname: '', lastname: ' ' })).toEqual({
      email: DONATION_MESSAGES.email, firstname: DONATION_MESSAGES.firstname, lastname: DONATION_MESSAGES.lastname,
    });
    expect(donationContactErrors({ ...ok, confirmEmail: 'c@b.co' })).toEqual({ confirmEmail: DONATION_MESSAGES.confirmMismatch });
  });
  it('open: enabled and with at least one amount', () => {
    const d: CgDonation = { id: 'd', title: 't', description: '', asEnabled: true, companyGroupId: 'g', prices: [{ id: 'p', cgDonationId: 'd', cents: 200 }] };
    expect(donationOpen(d)).toBe(true);
    expect(donationOpen({ ...d, asEnabled: false })).toBe(false);
    expect(donationOpen({ ...d, prices: [] })).toBe(false);
    expect(donationOpen(null)).toBe(false);
    expect(donationOpen(undefined)).toBe(false);
  });
});

const price = (over: Partial<MemberPlanPrice>): MemberPlanPrice => ({ id: 'p', companyGroupId: 'g', cents: 1000, type: 'month', description: '', monthNumber: null, asDeactivated: false, ...over });

describe('member plans', () => {
  it('months later: the same day and time, clamped to the month\'s last day', () => {
    expect(addMonthsUtc(Date.UTC(2026, 0, 15, 10, 20, 30, 400), 1)).toBe(Date.UTC(2026, 1, 15, 10, 20, 30, 400));
    expect(addMonthsUtc(Date.UTC(2026, 0, 31, 8), 1)).toBe(Date.UTC(2026, 1, 28, 8));
    expect(addMonthsUtc(Date.UTC(2028, 0, 31), 1)).toBe(Date.UTC(2028, 1, 29));
    expect(addMonthsUtc(Date.UTC(2026, 10, 30), 3)).toBe(Date.UTC(2027, 1, 28));
    expect(addMonthsUtc(Date.UTC(2026, 4, 31), 12)).toBe(Date.UTC(2027, 4, 31));
  });
  it('a period: a month, a year, or the one-time price\'s months (at least 1)', () => {
    expect(periodMonths({ type: 'month', monthNumber: 6 })).toBe(1);
    expect(periodMonths({ type: 'year', monthNumber: 6 })).toBe(12);
    expect(periodMonths({ type: 'one_time', monthNumber: 6 })).toBe(6);
    expect(periodMonths({ type: 'one_time', monthNumber: null })).toBe(1);
    expect(periodMonths({ type: 'one_time', monthNumber: 0 })).toBe(1);
    expect([isSubscriptionType('month'), isSubscriptionType('year'), isSubscriptionType('one_time')]).toEqual([true, true, false]);
  });
  it('prices split by tab, active only, cheapest first', () => {
    const list = [price({ id: 'y', type: 'year', cents: 9000 }), price({ id: 'm', cents: 1000 }), price({ id: 'o', type: 'one_time', cents: 500, monthNumber: 3 }),
      price({ id: 'off', cents: 1, asDeactivated: true }), price({ id: 'o2', type: 'one_time', cents: 100 })];
    const { subscription, oneTime } = splitPrices(list);
    expect(subscription.map((p) => p.id)).toEqual(['m', 'y']);
    expect(oneTime.map((p) => p.id)).toEqual(['o2', 'o']);
  });
  it('labels and the success message', () => {
    expect(priceLabel({ type: 'month', monthNumber: null })).toBe('per month');
    expect(priceLabel({ type: 'year', monthNumber: null })).toBe('per year');
    expect(priceLabel({ type: 'one_time', monthNumber: 1 })).toBe('for 1 month');
    expect(priceLabel({ type: 'one_time', monthNumber: null })).toBe('for 1 month');
    expect(priceLabel({ type: 'one_time', monthNumber: 3 })).toBe('for 3 months');
    expect(paymentSuccessMessage('G', true)).toBe('Payment success! Thank you for your subscription to join the group G');
    expect(paymentSuccessMessage('G', false)).toBe('Payment success! Thank you for your payment to join the group G');
  });
});
