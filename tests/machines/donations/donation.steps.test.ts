// The donation machine step by step: the context after each event, the input of each effect, the messages shown
// for every kind of failure, and what reset restores (the path tests check the shapes of paths; these the values).
import { describe, expect, it } from 'vitest';
import { DONATION_MESSAGES, type Card, type ChargeQuote } from '../../../src/domain/billing';
import { DONATION_FLOW_MESSAGES, donationMachine, donationPaymentProblem, type DonationInput } from '../../../src/machines/donations/donation.machine';
import { stepActor } from '../harness';

const card: Card = { id: 'card-1', name: 'Visa', brand: 'Visa', last4: '4242', asDefault: true, createdAt: 1 };
const other: Card = { ...card, id: 'card-0', asDefault: false };
const quote: ChargeQuote = { cents: 1000, discountCents: 0, tranxCents: 59, finalCents: 1059, couponCodes: [] };
const amounts = [{ id: 'p5', cents: 500 }, { id: 'p10', cents: 1000 }];
const bob = { email: 'bob@x.test', confirmEmail: 'bob@x.test', firstname: 'Bob', lastname: 'B' };
const goodCard = { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' };

function start(input: DonationInput) {
  const s = stepActor(donationMachine, ['loadPayment', 'pay'], { input });
  return { ...s, settle: s.outcome };
}

describe('donation machine: step by step', () => {
  it('a member: amounts, contact, a wallet or a card, thanks, and a reset to the prefilled contact', async () => {
    const { fakes, actor, settle, ctx, value } = start({ amounts, guest: false, keySeed: 'seed', prefill: { email: 'bob@x.test', firstname: 'Bob' } });
    const prefill = { email: 'bob@x.test', confirmEmail: '', firstname: 'Bob', lastname: '' };
    expect(ctx()).toEqual({
      amounts, guest: false, prefill, priceId: null, contact: prefill, contactErrors: {}, method: null, cardId: null, cards: [],
      walletCents: 0, guestCard: null, quote: null, keySeed: 'seed', attempt: 0, error: null, message: null,
    });
    actor.send({ type: 'amounts.next' });
    expect([value(), ctx().error]).toEqual(['amounts', 'Please select an amount']);
    actor.send({ type: 'amount.select', priceId: 'nope' });
    expect([ctx().priceId, ctx().error]).toEqual([null, 'Please select an amount']);
    actor.send({ type: 'amount.select', priceId: 'p10' });
    expect(ctx()).toMatchObject({ priceId: 'p10', attempt: 1, error: null });
    actor.send({ type: 'amount.select', priceId: 'p10' });
    expect(ctx().attempt).toBe(1);
    actor.send({ type: 'amount.select', priceId: 'p5' });
    expect(ctx()).toMatchObject({ priceId: 'p5', attempt: 2 });
    actor.send({ type: 'amounts.next' });
    expect([value(), ctx().error]).toEqual(['contact', null]);
    actor.send({ type: 'contact.next' });
    expect(value()).toBe('contact');
    expect(ctx().contactErrors).toEqual({ confirmEmail: 'Confirm email does not match email', lastname: 'Last name is required' });
    actor.send({ type: 'contact.change', field: 'confirmEmail', value: 'bob@x.test' });
    actor.send({ type: 'contact.change', field: 'lastname', value: 'B' });
    expect(ctx().contact).toEqual(bob);
    actor.send({ type: 'back' });
    expect(value()).toBe('amounts');
    actor.send({ type: 'amounts.next' });
    actor.send({ type: 'contact.next' });
    expect([value(), ctx().contactErrors]).toEqual([{ pay: 'loading' }, {}]);
    expect(fakes.inputs.get('loadPayment')).toEqual([{ priceId: 'p5', guest: false, contact: bob }]);
    await settle('loadPayment', 'down', true);
    expect([value(), ctx().error]).toEqual([{ pay: 'failed' }, 'Payment failed']);
    actor.send({ type: 'retry' });
    expect([value(), ctx().error]).toEqual([{ pay: 'loading' }, null]);
    await settle('loadPayment', { quote, cards: [other, card], walletCents: 1058 });
    expect(ctx()).toMatchObject({ quote, cards: [other, card], walletCents: 1058, cardId: 'card-1', method: null });
    actor.send({ type: 'pay.submit' });
    expect([value(), ctx().error]).toEqual([{ pay: 'ready' }, 'Please select a payment method']);
    actor.send({ type: 'method.select', method: 'WALLET' });
    expect(ctx()).toMatchObject({ method: 'WALLET', error: null });
    actor.send({ type: 'pay.submit' });
    expect(ctx().error).toBe('Your wallet balance is not enough to make payment');
    actor.send({ type: 'card.select', cardId: 'card-0' });
    expect(ctx()).toMatchObject({ cardId: 'card-0', error: null });
    // back to the contact and on again: the method chosen stays, the error goes
    actor.send({ type: 'pay.submit' });
    actor.send({ type: 'back' });
    expect([value(), ctx().error]).toEqual(['contact', null]);
    actor.send({ type: 'contact.next' });
    await settle('loadPayment', { quote, cards: [other, card], walletCents: 1058 });
    expect(ctx().method).toBe('WALLET');
    // a saved card replaces the one with its id and becomes the chosen one
    actor.send({ type: 'pay.submit' });
    const renamed = { ...other, name: 'Work' };
    actor.send({ type: 'card.added', card: renamed });
    expect(ctx()).toMatchObject({ cards: [card, renamed], cardId: 'card-0', error: null });
    actor.send({ type: 'method.select', method: 'CARD' });
    actor.send({ type: 'pay.submit' });
    expect([value(), ctx().error]).toEqual([{ pay: 'paying' }, null]);
    expect(fakes.inputs.get('pay')).toEqual([{ priceId: 'p5', contact: bob, paymentMethod: 'CARD', paymentInstrumentId: 'card-0', guestCard: null, idempotencyKey: 'seed-2' }]);
    await settle('pay', { message: 42 }, true);
    expect([value(), ctx().error]).toEqual([{ pay: 'ready' }, 'Payment failed']);
    actor.send({ type: 'pay.submit' });
    // paying again: the last failure is no longer shown while the payment runs
    expect([value(), ctx().error]).toEqual([{ pay: 'paying' }, null]);
    await settle('pay', undefined);
    expect([value(), ctx().error]).toEqual([{ pay: 'ready' }, 'Service unavailable 503']);
    actor.send({ type: 'pay.submit' });
    await settle('pay', { message: 'Thank you for your donation' });
    expect(value()).toBe('thanks');
    expect(ctx()).toMatchObject({ message: 'Thank you for your donation', error: null });
    actor.send({ type: 'reset' });
    expect(value()).toBe('amounts');
    expect(ctx()).toEqual({
      amounts, guest: false, prefill, priceId: null, contact: prefill, contactErrors: {}, method: null, cardId: null, cards: [card, renamed],
      walletCents: 1058, guestCard: null, quote: null, keySeed: 'seed', attempt: 3, error: null, message: null,
    });
    actor.stop();
  });

  it('a guest: a card typed in, never the wallet, never a saved card', async () => {
    const { fakes, actor, settle, ctx, value } = start({ amounts, guest: true, keySeed: 'g' });
    const empty = { email: '', confirmEmail: '', firstname: '', lastname: '' };
    expect(ctx()).toMatchObject({ guest: true, prefill: empty, contact: empty });
    actor.send({ type: 'amount.select', priceId: 'p10' });
    actor.send({ type: 'amounts.next' });
    for (const [field, v] of Object.entries(bob)) actor.send({ type: 'contact.change', field: field as keyof typeof bob, value: v });
    actor.send({ type: 'contact.next' });
    expect(fakes.inputs.get('loadPayment')).toEqual([{ priceId: 'p10', guest: true, contact: bob }]);
    await settle('loadPayment', { quote, cards: [], walletCents: 0 });
    expect(ctx()).toMatchObject({ method: 'CARD', cardId: null });
    actor.send({ type: 'method.select', method: 'WALLET' });
    expect(ctx().method).toBe('CARD');
    actor.send({ type: 'card.added', card });
    expect([ctx().cards, ctx().cardId]).toEqual([[], null]);
    actor.send({ type: 'pay.submit' });
    expect(ctx().error).toBe('You need to add a card to make payment');
    actor.send({ type: 'method.select', method: 'CARD' });
    expect(ctx()).toMatchObject({ method: 'CARD', error: null });
    actor.send({ type: 'pay.submit' });
    actor.send({ type: 'guestCard.change', card: goodCard });
    expect(ctx()).toMatchObject({ guestCard: goodCard, error: null });
    actor.send({ type: 'pay.submit' });
    expect(fakes.inputs.get('pay')).toEqual([{ priceId: 'p10', contact: bob, paymentMethod: 'CARD', paymentInstrumentId: null, guestCard: goodCard, idempotencyKey: 'g-1' }]);
    await settle('pay', new Error('Your card was declined.'), true);
    expect([value(), ctx().error]).toEqual([{ pay: 'ready' }, 'Your card was declined.']);
    actor.stop();
  });

  it('the payment rules for every method, guest or member', () => {
    const base: Parameters<typeof donationPaymentProblem>[0] = { method: 'CARD', cards: [], walletCents: 0, quote, guest: true, guestCard: null };
    expect(donationPaymentProblem({ ...base, method: 'WALLET' })).toBe(DONATION_MESSAGES.guestWallet);
    expect(donationPaymentProblem({ ...base, method: 'WALLET', quote: null })).toBe(DONATION_MESSAGES.guestWallet);
    expect(donationPaymentProblem({ ...base, guestCard: { ...goodCard, number: '  ' } })).toBe(DONATION_MESSAGES.needCard);
    expect(donationPaymentProblem({ ...base, guestCard: goodCard })).toBeNull();
    expect(donationPaymentProblem({ ...base, cards: [card] })).toBe(DONATION_MESSAGES.needCard);
    expect(donationPaymentProblem({ ...base, quote: null })).toBeNull();
    expect(donationPaymentProblem({ ...base, guest: false, guestCard: goodCard })).toBe(DONATION_MESSAGES.needCard);
    expect(donationPaymentProblem({ ...base, guest: false, quote: null })).toBeNull();
    expect(donationPaymentProblem({ ...base, guest: false, method: 'WALLET', quote: null })).toBeNull();
    expect(donationPaymentProblem({ ...base, guest: false, method: 'WALLET', walletCents: 1059 })).toBeNull();
    expect(DONATION_FLOW_MESSAGES).toEqual({ failed: 'Payment failed', unavailable: 'Service unavailable 503' });
  });
});
