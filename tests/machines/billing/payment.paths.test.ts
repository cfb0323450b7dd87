// Path tests generated from the payment machine's graph, replayed with fake effects.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Card, ChargeQuote } from '../../../src/domain/billing';
import { PAYMENT_MESSAGES, paymentMachine, paymentProblem, type PaymentContext } from '../../../src/machines/billing/payment.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, stepActor, transitionCoverage, transitionPaths } from '../harness';

const card: Card = { id: 'card-1', name: 'Visa', brand: 'Visa', last4: '4242', asDefault: true, createdAt: 1 };
const q = (finalCents: number, couponCodes: string[] = []): ChargeQuote => ({ cents: 1000, discountCents: 1000 + 59 - finalCents > 0 ? 100 : 0, tranxCents: 59, finalCents, couponCodes });
const prices = [{ id: 'p-month', cents: 1000, label: 'per month' }, { id: 'p-once', cents: 2500, label: 'for 3 months' }];
const input = { prices, keySeed: 'seed' };

const events = [
  { type: 'price.select', priceId: 'p-month' },
  { type: 'price.select', priceId: 'nope' },
  { type: 'xstate.done.actor.loadReview', output: { quote: q(1059), cards: [card], walletCents: 5000 } },
  { type: 'xstate.done.actor.loadReview', output: { quote: q(1059), cards: [], walletCents: 0 } },
  { type: 'xstate.error.actor.loadReview', error: { message: 'Service unavailable 503' } },
  { type: 'retry' },
  { type: 'method.select', method: 'WALLET' },
  { type: 'method.select', method: 'CARD' },
  { type: 'card.select', cardId: 'card-2' },
  { type: 'coupon.apply', code: 'welcome10' },
  { type: 'coupon.remove', code: 'welcome10' },
  { type: 'xstate.done.actor.quote', output: q(962, ['welcome10']) },
  { type: 'xstate.error.actor.quote', error: { message: 'Coupon welcome10 has expired' } },
  { type: 'payment.review' },
  { type: 'payment.confirm' },
  { type: 'xstate.done.actor.pay', output: { message: 'Payment success! Thank you for your payment to join the group G' } },
  { type: 'xstate.done.actor.pay', output: undefined },
  { type: 'xstate.error.actor.pay', error: { message: 'Your card was declined.' } },
  { type: 'back' },
];

// from the price list, and from a price chosen beforehand; the attempt counter stays out of the graph's
// state identity (it only names keys)
const paths = [input, { ...input, priceId: 'p-month' }].flatMap((start) => transitionPaths(paymentMachine, {
  events: events as never, input: start,
  serializeState: (s: { value: unknown; context: object }) => JSON.stringify({ v: s.value, c: { ...s.context, attempt: undefined } }),
}).map((p) => ({ ...p, start })));

const coverage = transitionCoverage(paymentMachine);

describe('payment machine: every transition', () => {
  it('reaches every resting state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(restingLeafValues(paymentMachine).sort());
  });
  it.each(paths.map((p) => [`${'priceId' in p.start ? 'with a price: ' : ''}${pathName(p)}`, p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['loadReview', 'quote', 'pay']);
    const actor = createActor(paymentMachine.provide({ actors: fakes.actors as never }), { input: path.start, inspect: coverage.inspect }).start();
    await replay(actor, fakes, path.steps as never, { view: (x) => ({ value: x.value, context: { ...(x.context as object), attempt: undefined } }) });
    const snap = actor.getSnapshot();
    const ctx = snap.context;
    const last = path.steps.at(-1)!.event as { type: string; error?: { message: string } };
    if (last.type === 'payment.review') {
      const problem = paymentProblem(ctx);
      if (problem) expect(ctx.error).toBe(problem);
      else expect(snap.value).toBe('confirm');
    }
    if (last.type === 'payment.confirm') {
      expect(fakes.inputs.get('pay')!.at(-1)).toEqual({
        priceId: 'p-month', paymentMethod: ctx.method, paymentInstrumentId: ctx.method === 'CARD' ? ctx.cardId : null, couponCodes: ctx.couponCodes, idempotencyKey: `seed-${ctx.attempt}`,
      });
    }
    if (last.type.startsWith('xstate.error.actor.')) expect(ctx.error).toBe(last.error!.message);
    // the card paid with is the one picked last, else the default card
    if (last.type === 'card.select') expect(ctx.cardId).toBe('card-2');
    else if (last.type === 'xstate.done.actor.loadReview') expect(ctx.cardId).toBe(ctx.cards.length > 0 ? 'card-1' : null);
    // a removed coupon is gone from the quote asked for, the others stay
    if (last.type === 'coupon.remove') expect(fakes.inputs.get('quote')!.at(-1)).toEqual({ priceId: 'p-month', couponCodes: path.steps.at(-2)!.state.context.couponCodes.filter((c: string) => c !== 'welcome10') });
    if (last.type === 'back' && snap.matches('selectPrice')) expect(ctx.priceId).toBeNull();
    if (snap.matches('success')) expect(ctx.message).toMatch(/^Payment success!/);
    if (snap.matches('confirm') || snap.matches('paying') || snap.matches('success')) expect(paymentProblem(ctx)).toBeNull();
    actor.stop();
  });
  itTakesEveryTransition(coverage);
});

describe('payment machine: the rules', () => {
  const base: Pick<PaymentContext, 'method' | 'cards' | 'walletCents' | 'quote'> = { method: null, cards: [], walletCents: 0, quote: q(1059) };
  it('states the spec messages', () => {
    expect(paymentProblem(base)).toBe(PAYMENT_MESSAGES.selectMethod);
    expect(paymentProblem({ ...base, method: 'CARD' })).toBe('You need to add a card to make payment');
    expect(paymentProblem({ ...base, method: 'WALLET', walletCents: 1058 })).toBe('Your wallet balance is not enough to make payment');
    expect(paymentProblem({ ...base, method: 'WALLET', walletCents: 1059 })).toBeNull();
    expect(paymentProblem({ ...base, method: 'CARD', quote: q(0) })).toBeNull();
  });
  it('removing one of two coupons asks for a quote with the other, and clears the error shown', async () => {
    const fakes = controllableActors(['loadReview', 'quote', 'pay']);
    const actor = createActor(paymentMachine.provide({ actors: fakes.actors as never }), { input: { ...input, priceId: 'p-month' } }).start();
    const settle = async (id: string, value: unknown, fail = false) => {
      const p = fakes.pending.get(id)!;
      fakes.pending.delete(id);
      if (fail) p.reject(value); else p.resolve(value);
      await new Promise((r) => setTimeout(r, 0));
    };
    await settle('loadReview', { quote: q(1059), cards: [card], walletCents: 0 });
    actor.send({ type: 'coupon.apply', code: ' Spring25 ' });
    expect(fakes.inputs.get('quote')!.at(-1)).toEqual({ priceId: 'p-month', couponCodes: ['spring25'] });
    await settle('quote', q(900, ['spring25']));
    actor.send({ type: 'coupon.apply', code: 'welcome10' });
    await settle('quote', { message: 'Coupon welcome10 has expired' }, true);
    expect(actor.getSnapshot().context.error).toBe('Coupon welcome10 has expired');
    actor.send({ type: 'coupon.apply', code: 'welcome10' });
    await settle('quote', q(800, ['spring25', 'welcome10']));
    actor.send({ type: 'coupon.apply', code: 'oops' });
    await settle('quote', { message: 'Coupon oops not found' }, true);
    actor.send({ type: 'coupon.remove', code: 'spring25' });
    expect(actor.getSnapshot().context).toMatchObject({ couponCodes: ['welcome10'], error: null });
    expect(fakes.inputs.get('quote')!.at(-1)).toEqual({ priceId: 'p-month', couponCodes: ['welcome10'] });
    await settle('quote', q(950, ['welcome10']));
    expect(actor.getSnapshot().context.quote?.finalCents).toBe(950);
    actor.stop();
  });
  it('a second confirm while paying is ignored, and a failed attempt retries with the same key', async () => {
    const fakes = controllableActors(['loadReview', 'quote', 'pay']);
    const actor = createActor(paymentMachine.provide({ actors: fakes.actors as never }), { input: { ...input, priceId: 'p-month' } }).start();
    fakes.pending.get('loadReview')!.resolve({ quote: q(1059), cards: [card], walletCents: 0 });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'method.select', method: 'CARD' });
    actor.send({ type: 'payment.review' });
    actor.send({ type: 'payment.confirm' });
    actor.send({ type: 'payment.confirm' });
    expect(fakes.inputs.get('pay')).toHaveLength(1);
    fakes.pending.get('pay')!.resolve(undefined); // network failure: outcome unknown
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.error).toBe(PAYMENT_MESSAGES.unavailable);
    actor.send({ type: 'payment.confirm' });
    const keys = (fakes.inputs.get('pay') as { idempotencyKey: string }[]).map((i) => i.idempotencyKey);
    expect(keys).toEqual(['seed-0', 'seed-0']);
    actor.stop();
  });
});

describe('payment machine: what each step keeps', () => {
  const other: Card = { ...card, id: 'card-0', asDefault: false };
  const start = (i: typeof input & { priceId?: string }) => {
    const s = stepActor(paymentMachine, ['loadReview', 'quote', 'pay'], { input: i });
    return { ...s, settle: s.outcome };
  };

  it('starts empty on the price list, and only a listed price opens its review', async () => {
    const { fakes, actor, settle, ctx, value } = start(input);
    expect(value()).toBe('selectPrice');
    expect(ctx()).toEqual({
      prices, priceId: null, method: null, cardId: null, cards: [], walletCents: null, couponCodes: [], quote: null, keySeed: 'seed', attempt: 0, error: null, message: null,
    });
    actor.send({ type: 'price.select', priceId: 'nope' });
    expect([value(), ctx().priceId]).toEqual(['selectPrice', null]);
    actor.send({ type: 'price.select', priceId: 'p-once' });
    expect(value()).toEqual({ review: 'loading' });
    expect(ctx()).toMatchObject({ priceId: 'p-once', attempt: 1, couponCodes: [], quote: null, error: null });
    expect(fakes.inputs.get('loadReview')).toEqual([{ priceId: 'p-once', couponCodes: [] }]);
    // an error without a message shows the fallback; retry clears it and loads again
    await settle('loadReview', 'boom', true);
    expect([value(), ctx().error]).toEqual([{ review: 'failed' }, 'Payment failed']);
    actor.send({ type: 'retry' });
    expect([value(), ctx().error]).toEqual([{ review: 'loading' }, null]);
    await settle('loadReview', { quote: q(2559), cards: [other, card], walletCents: 3000 });
    expect(value()).toEqual({ review: 'ready' });
    expect(ctx()).toMatchObject({ quote: q(2559), cards: [other, card], walletCents: 3000, cardId: 'card-1' });
    // back: the price, its quote, coupons, error and method are forgotten; a new price is a new key
    actor.send({ type: 'method.select', method: 'WALLET' });
    actor.send({ type: 'back' });
    expect(value()).toBe('selectPrice');
    expect(ctx()).toMatchObject({ priceId: null, quote: null, couponCodes: [], error: null, method: null });
    actor.send({ type: 'price.select', priceId: 'p-month' });
    expect(ctx().attempt).toBe(2);
    await settle('loadReview', { quote: q(1059), cards: [], walletCents: 0 });
    expect(ctx().cardId).toBeNull();
    actor.stop();
  });

  it('checks the payment, keeps coupons unique, and pays with what was chosen', async () => {
    const { fakes, actor, settle, ctx, value } = start({ ...input, priceId: 'p-once' });
    expect(fakes.inputs.get('loadReview')).toEqual([{ priceId: 'p-once', couponCodes: [] }]);
    await settle('loadReview', { quote: q(2559), cards: [card, other], walletCents: 3000 });
    expect(ctx().cardId).toBe('card-1');
    actor.send({ type: 'payment.review' });
    expect([value(), ctx().error]).toEqual([{ review: 'ready' }, 'Please select a payment method']);
    actor.send({ type: 'method.select', method: 'WALLET' });
    expect(ctx()).toMatchObject({ method: 'WALLET', error: null });
    actor.send({ type: 'coupon.apply', code: '   ' });
    expect(value()).toEqual({ review: 'ready' });
    actor.send({ type: 'coupon.apply', code: ' Spring25 ' });
    expect(value()).toEqual({ review: 'quoting' });
    expect(fakes.inputs.get('quote')).toEqual([{ priceId: 'p-once', couponCodes: ['spring25'] }]);
    await settle('quote', { message: 42 }, true);
    expect([value(), ctx().error]).toEqual([{ review: 'ready' }, 'Payment failed']);
    actor.send({ type: 'coupon.apply', code: 'spring25' });
    expect(ctx().error).toBeNull();
    await settle('quote', q(2400, ['spring25']));
    expect(ctx()).toMatchObject({ quote: q(2400, ['spring25']), couponCodes: ['spring25'] });
    actor.send({ type: 'coupon.apply', code: ' SPRING25 ' });
    expect(value()).toEqual({ review: 'ready' });
    expect(fakes.inputs.get('quote')).toHaveLength(2);
    // an error shown, then a card picked: the error goes
    actor.send({ type: 'coupon.apply', code: 'x' });
    await settle('quote', new Error('Coupon x not found'), true);
    expect(ctx().error).toBe('Coupon x not found');
    actor.send({ type: 'card.select', cardId: 'card-0' });
    expect(ctx()).toMatchObject({ cardId: 'card-0', error: null });
    actor.send({ type: 'coupon.apply', code: 'x' });
    await settle('quote', new Error('Coupon x not found'), true);
    actor.send({ type: 'payment.review' });
    expect([value(), ctx().error]).toEqual(['confirm', null]);
    actor.send({ type: 'back' });
    expect(value()).toEqual({ review: 'ready' });
    actor.send({ type: 'payment.review' });
    actor.send({ type: 'payment.confirm' });
    expect(value()).toBe('paying');
    expect(fakes.inputs.get('pay')).toEqual([{ priceId: 'p-once', paymentMethod: 'WALLET', paymentInstrumentId: null, couponCodes: ['spring25'], idempotencyKey: 'seed-0' }]);
    await settle('pay', 'declined', true);
    expect([value(), ctx().error]).toEqual(['confirm', 'Payment failed']);
    actor.send({ type: 'payment.confirm' });
    await settle('pay', undefined);
    expect([value(), ctx().error]).toEqual(['confirm', 'Service unavailable 503']);
    actor.send({ type: 'back' });
    actor.send({ type: 'method.select', method: 'CARD' });
    actor.send({ type: 'payment.review' });
    actor.send({ type: 'payment.confirm' });
    expect(fakes.inputs.get('pay')!.at(-1)).toEqual({ priceId: 'p-once', paymentMethod: 'CARD', paymentInstrumentId: 'card-0', couponCodes: ['spring25'], idempotencyKey: 'seed-0' });
    await settle('pay', { message: 'Payment success! Thank you' });
    expect(value()).toBe('success');
    expect(ctx()).toMatchObject({ message: 'Payment success! Thank you', error: null });
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });

  it('without a quote nothing is due; an unknown wallet is empty', () => {
    expect(paymentProblem({ method: 'CARD', cards: [], walletCents: null, quote: null })).toBeNull();
    expect(paymentProblem({ method: 'WALLET', cards: [], walletCents: null, quote: null })).toBeNull();
    expect(paymentProblem({ method: 'WALLET', cards: [], walletCents: null, quote: q(1) })).toBe('Your wallet balance is not enough to make payment');
    expect(paymentProblem({ method: 'CARD', cards: [card], walletCents: null, quote: q(1) })).toBeNull();
    expect(PAYMENT_MESSAGES).toEqual({
      selectMethod: 'Please select a payment method', needCard: 'You need to add a card to make payment', walletLow: 'Your wallet balance is not enough to make payment',
      failed: 'Payment failed', unavailable: 'Service unavailable 503',
    });
  });
});
