// Path tests generated from the donation machine's graph (amounts -> contact -> pay -> thanks, reset), replayed on a
// real actor with fake effects, for a member (prefilled contact, wallet or saved card) and for a guest (card form).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DONATION_MESSAGES, donationContactErrors, type Card, type ChargeQuote } from '../../../src/domain/billing';
import {
  DONATION_FLOW_MESSAGES, donationMachine, donationPaymentProblem, type DonationContext, type DonationInput,
} from '../../../src/machines/donations/donation.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const card: Card = { id: 'card-1', name: 'Visa', brand: 'Visa', last4: '4242', asDefault: true, createdAt: 1 };
const quote: ChargeQuote = { cents: 1000, discountCents: 0, tranxCents: 59, finalCents: 1059, couponCodes: [] };
const amounts = [{ id: 'p5', cents: 500 }, { id: 'p10', cents: 1000 }];
const member: DonationInput = { amounts, guest: false, keySeed: 'seed', prefill: { email: 'bob@x.test', confirmEmail: 'bob@x.test', firstname: 'Bob', lastname: 'B' } };
const guest: DonationInput = { amounts, guest: true, keySeed: 'seed' };
const goodCard = { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' };

const common = [
  { type: 'amount.select', priceId: 'p10' },
  { type: 'amount.select', priceId: 'nope' },
  { type: 'amounts.next' },
  { type: 'contact.next' },
  { type: 'back' },
  { type: 'xstate.error.actor.loadPayment', error: { message: 'Service unavailable 503' } },
  { type: 'retry' },
  { type: 'method.select', method: 'WALLET' },
  { type: 'method.select', method: 'CARD' },
  { type: 'pay.submit' },
  { type: 'xstate.done.actor.pay', output: { message: 'Thank you for your donation to Northern Traders' } },
  { type: 'xstate.done.actor.pay', output: undefined },
  { type: 'xstate.error.actor.pay', error: { message: 'Your card was declined.' } },
  { type: 'reset' },
];
const memberEvents = [
  ...common,
  { type: 'contact.change', field: 'confirmEmail', value: 'other@x.test' },
  { type: 'xstate.done.actor.loadPayment', output: { quote, cards: [card], walletCents: 5000 } },
  { type: 'xstate.done.actor.loadPayment', output: { quote, cards: [], walletCents: 0 } },
  { type: 'card.added', card },
  { type: 'card.select', cardId: 'card-2' },
];
const guestEvents = [
  ...common,
  { type: 'contact.change', field: 'email', value: 'gus@x.test' },
  { type: 'contact.change', field: 'confirmEmail', value: 'gus@x.test' },
  { type: 'contact.change', field: 'firstname', value: 'Gus' },
  { type: 'contact.change', field: 'lastname', value: 'Guest' },
  { type: 'xstate.done.actor.loadPayment', output: { quote, cards: [], walletCents: 0 } },
  { type: 'guestCard.change', card: goodCard },
  { type: 'card.added', card },
];

// a state is its value plus what decides the next step (not every typed character)
const project = (c: DonationContext) => ({
  priceId: c.priceId, contact: c.contact, errors: Object.keys(c.contactErrors),
  method: c.method, cards: c.cards.length, walletCents: c.walletCents, guestCard: c.guestCard !== null, error: c.error, message: c.message,
});
const pathsFor = (input: DonationInput, events: unknown[]) => transitionPaths(donationMachine, {
  events: events as never, input,
  serializeState: (s: { value: unknown; context: DonationContext }) => JSON.stringify({ v: s.value, c: project(s.context) }),
} as never);

const coverage = transitionCoverage(donationMachine);
describe.each([['member', member, memberEvents], ['guest', guest, guestEvents]] as const)('donation machine (%s): every shortest path', (_who, input, events) => {
  const paths = pathsFor(input, [...events]);
  it('reaches every resting state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(restingLeafValues(donationMachine).sort());
  });
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['loadPayment', 'pay']);
    const actor = createActor(donationMachine.provide({ actors: fakes.actors as never }), { input, inspect: coverage.inspect }).start();
    await replay(actor, fakes, path.steps as never, { view: (x) => ({ value: x.value, c: project(x.context as DonationContext) }) });
    const snap = actor.getSnapshot();
    const ctx = snap.context;
    const last = path.steps.at(-1)!.event as { type: string; error?: { message: string } };
    if (last.type === 'amounts.next' && snap.matches('amounts')) expect(ctx.error).toBe(DONATION_MESSAGES.amount);
    if (last.type === 'contact.next' && snap.matches('contact')) expect(ctx.contactErrors).toEqual(donationContactErrors(ctx.contact));
    if (snap.matches('pay')) expect(Object.keys(donationContactErrors(ctx.contact))).toEqual([]);
    if (last.type === 'pay.submit' && snap.matches({ pay: 'ready' })) expect(ctx.error).toBe(donationPaymentProblem(ctx));
    if (snap.matches({ pay: 'paying' })) {
      expect(donationPaymentProblem(ctx)).toBeNull();
      expect(fakes.inputs.get('pay')!.at(-1)).toEqual({
        priceId: 'p10', contact: ctx.contact, paymentMethod: ctx.method, paymentInstrumentId: !input.guest && ctx.method === 'CARD' ? 'card-1' : null,
        guestCard: input.guest ? goodCard : null, idempotencyKey: `seed-${ctx.attempt}`,
      });
    }
    if (input.guest) expect(ctx.method).not.toBe('WALLET');
    if (input.guest) expect(ctx.cards).toEqual([]);
    if (last.type === 'card.added' && !input.guest) expect([ctx.cardId, ctx.cards.filter((c) => c.id === card.id)]).toEqual([card.id, [card]]);
    if (last.type.startsWith('xstate.error.actor.')) expect(ctx.error).toBe(last.error!.message);
    if (snap.matches('thanks')) expect(ctx.message).toBe('Thank you for your donation to Northern Traders');
    if (last.type === 'reset') expect([ctx.priceId, ctx.contact, ctx.method]).toEqual([null, { email: '', confirmEmail: '', firstname: '', lastname: '', ...input.prefill }, null]);
    actor.stop();
  });
});
itTakesEveryTransition(coverage);

describe('donation machine: the rules', () => {
  const base: Parameters<typeof donationPaymentProblem>[0] = { method: null, cards: [], walletCents: 0, quote, guest: false, guestCard: null };
  it('states the spec messages', () => {
    expect(donationPaymentProblem(base)).toBe('Please select a payment method');
    expect(donationPaymentProblem({ ...base, method: 'CARD' })).toBe('You need to add a card to make payment');
    expect(donationPaymentProblem({ ...base, method: 'CARD', guest: true })).toBe('You need to add a card to make payment');
    expect(donationPaymentProblem({ ...base, method: 'WALLET', walletCents: 1058 })).toBe('Your wallet balance is not enough to make payment');
    expect(donationPaymentProblem({ ...base, method: 'WALLET', walletCents: 1059 })).toBeNull();
    expect(donationPaymentProblem({ ...base, method: 'CARD', cards: [card] })).toBeNull();
    expect(donationContactErrors({ email: '', confirmEmail: 'a@b.c', firstname: '', lastname: '' })).toEqual({
      email: 'Email is required', confirmEmail: 'Confirm email does not match email', firstname: 'First name is required', lastname: 'Last name is required',
    });
  });
  it('a double submit pays once; an unknown outcome retries with the same key; a new amount after thanks gets a new key', async () => {
    const fakes = controllableActors(['loadPayment', 'pay']);
    const actor = createActor(donationMachine.provide({ actors: fakes.actors as never }), { input: member }).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    const toPay = async () => {
      actor.send({ type: 'amount.select', priceId: 'p10' });
      actor.send({ type: 'amounts.next' });
      actor.send({ type: 'contact.next' });
      fakes.pending.get('loadPayment')!.resolve({ quote, cards: [card], walletCents: 0 });
      await settle();
      actor.send({ type: 'method.select', method: 'CARD' });
    };
    await toPay();
    actor.send({ type: 'pay.submit' });
    actor.send({ type: 'pay.submit' });
    actor.send({ type: 'back' });
    expect(fakes.inputs.get('pay')).toHaveLength(1);
    expect(actor.getSnapshot().matches({ pay: 'paying' })).toBe(true);
    fakes.pending.get('pay')!.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().context.error).toBe(DONATION_FLOW_MESSAGES.unavailable);
    actor.send({ type: 'pay.submit' });
    fakes.pending.get('pay')!.resolve({ message: 'Thanks' });
    await settle();
    expect(actor.getSnapshot().value).toBe('thanks');
    actor.send({ type: 'reset' });
    await toPay();
    actor.send({ type: 'pay.submit' });
    const keys = (fakes.inputs.get('pay') as { idempotencyKey: string }[]).map((i) => i.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    actor.stop();
  });
});
