// The rules of adding a card and of a wallet deposit (src/domain/billing/card-entry.ts, deposit.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_ENTRY_MESSAGES, cardTokenRequest, checkDeposit, chosenCardId, DEPOSIT_MESSAGES, EMPTY_CARD_FIELDS, MAX_DEPOSIT_CENTS, MIN_DEPOSIT_CENTS, parseExpiry, savedCardName,
} from '../../../src/domain/billing';

describe('wallet deposit amount', () => {
  it.each([
    ['15', 1500], ['15.5', 1550], ['15.05', 1505], [' 50 ', 5000], ['1000000', 100_000_000], ['999999.99', 99_999_999],
  ])('%j -> %i cents', (text, cents) => {
    expect(checkDeposit(text)).toEqual({ ok: true, cents });
  });
  it.each([
    ['', 'Minimum deposit is $15'], ['14.99', 'Minimum deposit is $15'], ['10', 'Minimum deposit is $15'], ['abc', 'Minimum deposit is $15'],
    ['-20', 'Minimum deposit is $15'], ['15.001', 'Minimum deposit is $15'], ['1000000.01', 'Maximum deposit is $1,000,000'],
  ])('%j is refused: %s', (text, error) => {
    expect(checkDeposit(text)).toEqual({ ok: false, error });
  });
  it('the limits are the spec\'s $15 and the server\'s 100,000,000 cents', () => {
    expect([MIN_DEPOSIT_CENTS, MAX_DEPOSIT_CENTS]).toEqual([1500, 100_000_000]);
    expect(DEPOSIT_MESSAGES).toEqual({
      minimum: 'Minimum deposit is $15', maximum: 'Maximum deposit is $1,000,000', needCard: 'You need to add a card to make payment',
    });
  });
  it('property: any whole number of cents typed as dollars is accepted exactly when within the limits, as those cents', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 * MAX_DEPOSIT_CENTS }), (cents) => {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      const r = checkDeposit(text);
      if (cents < 1500) expect(r).toEqual({ ok: false, error: DEPOSIT_MESSAGES.minimum });
      else if (cents > 100_000_000) expect(r).toEqual({ ok: false, error: DEPOSIT_MESSAGES.maximum });
      else expect(r).toEqual({ ok: true, cents });
    }));
  });
  it('property: an accepted amount is always integer cents within the limits', () => {
    fc.assert(fc.property(fc.string({ maxLength: 14 }), (text) => {
      const r = checkDeposit(text);
      if (r.ok) {
        expect(Number.isSafeInteger(r.cents)).toBe(true);
        expect(r.cents).toBeGreaterThanOrEqual(1500);
        expect(r.cents).toBeLessThanOrEqual(100_000_000);
      } else expect(Object.values(DEPOSIT_MESSAGES)).toContain(r.error);
    }));
  });
});

describe('card entry', () => {
  it.each([
    ['12/35', { expMonth: 12, expYear: 2035 }], ['4/29', { expMonth: 4, expYear: 2029 }], [' 04/30 ', { expMonth: 4, expYear: 2030 }],
    ['12/2035', null], ['1235', null], ['123/35', null], ['', null], ['ab/cd', null],
  ])('expiry %j -> %j', (text, want) => {
    expect(parseExpiry(text)).toEqual(want);
  });
  it('the gateway gets the number without spaces, the expiry split, the CVC as typed; nothing when the expiry is not MM/YY', () => {
    expect(cardTokenRequest({ name: 'Bea', cardNumber: '4242 4242 4242 4242', expiry: '1/31', cvc: '123' }))
      .toEqual({ number: '4242424242424242', expMonth: 1, expYear: 2031, cvc: '123' });
    expect(cardTokenRequest({ ...EMPTY_CARD_FIELDS, expiry: '13' })).toBeNull();
    expect(EMPTY_CARD_FIELDS).toEqual({ name: '', cardNumber: '', expiry: '12/35', cvc: '' });
    expect(CARD_ENTRY_MESSAGES).toEqual({ expiry: 'Expiry must be MM/YY' });
  });
  it('every space, tab or run of them leaves the number', () => {
    expect(cardTokenRequest({ name: '', cardNumber: ' 4242\t4242  4242 4242 ', expiry: '12/35', cvc: ' 1 ' }))
      .toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: ' 1 ' });
  });
  it('property: any MM/YY with one or two month digits round-trips to month and 20YY', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.boolean(), (mm, yy, pad) => {
      const month = pad ? String(mm).padStart(2, '0') : String(mm);
      expect(parseExpiry(`${month}/${String(yy).padStart(2, '0')}`)).toEqual({ expMonth: mm, expYear: 2000 + yy });
    }));
  });
  it('the saved name is the name typed, trimmed, else "Card"', () => {
    expect(savedCardName('  Bea Buyer ')).toBe('Bea Buyer');
    expect(savedCardName('   ')).toBe('Card');
  });
  it('the card used: the one picked while saved, else the default, else the first, else none', () => {
    const cards = [{ id: 'a', asDefault: false }, { id: 'b', asDefault: true }];
    expect(chosenCardId(cards, 'a')).toBe('a');
    expect(chosenCardId(cards, 'gone')).toBe('b');
    expect(chosenCardId(cards, null)).toBe('b');
    expect(chosenCardId([{ id: 'a', asDefault: false }], null)).toBe('a');
    expect(chosenCardId([], 'a')).toBeNull();
  });
  it('property: the card used is always one of the saved cards, and the picked one whenever it is saved', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), asDefault: fc.boolean() }), { selector: (c) => c.id, maxLength: 4 }), fc.option(fc.constantFrom('a', 'b', 'z')), (cards, picked) => {
      const id = chosenCardId(cards, picked);
      if (cards.length === 0) expect(id).toBeNull();
      else expect(cards.map((c) => c.id)).toContain(id);
      if (picked !== null && cards.some((c) => c.id === picked)) expect(id).toBe(picked);
      else if (cards.some((c) => c.asDefault)) expect(cards.find((c) => c.id === id)?.asDefault).toBe(true);
    }));
  });
});
