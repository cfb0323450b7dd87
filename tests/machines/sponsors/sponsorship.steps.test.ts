// The sponsorship machine step by step: where each subscription starts, the question asked before each change,
// the request each step sends, what its answer (or failure) leaves in the context, and the keys of paying calls.
import { describe, expect, it } from 'vitest';
import { SPONSOR_MESSAGES, type SponsorSubscription } from '../../../src/domain/sponsors';
import { errorOf, sponsorshipMachine, SPONSORSHIP_QUESTIONS, type PatchOutput } from '../../../src/machines/sponsors/sponsorship.machine';
import { stepActor } from '../harness';

const price = (id: string, cents: number, type: 'month' | 'year', plan = 'plan-2') => ({ id, cgSponsorPlanId: plan, cents, type, asDeactivated: false });
const live: SponsorSubscription = {
  id: 's1', userId: 'u1', companyGroupId: 'g1', groupName: 'G', groupProfileName: 'g', cgSponsorPlanId: 'plan-2', planName: 'Silver', rank: 2,
  cgSponsorPlanPriceId: 'p-m2', price: price('p-m2', 2000, 'month'), type: 'month', cancelled: false, nextExpiredAt: 2_000_000, createdAt: 1_000_000,
  willDowngradeToPriceId: null, paymentError: null, endedAt: null, sponsorId: 'sp1',
};
const quote = { cents: 3000, discountCents: 0, tranxCents: 117, finalCents: 3117, couponCodes: [] };
const card = { paymentMethod: 'CARD' as const, paymentInstrumentId: 'card-1' };
const wallet = { paymentMethod: 'WALLET' as const, paymentInstrumentId: null };
const answer = (sub: SponsorSubscription, message = ''): PatchOutput => ({ subscription: sub, message, quote: null });

function start(sub: SponsorSubscription) {
  const s = stepActor(sponsorshipMachine, ['confirm', 'patch', 'remove'], { input: { sub, keySeed: 'k' } });
  return { ...s, settle: s.outcome, last: s.asked };
}

describe('sponsorship machine: step by step', () => {
  it('starts in the state of the subscription: ended before a payment error before cancelled', () => {
    const cases: [Partial<SponsorSubscription>, string][] = [
      [{}, 'subscribed'], [{ cancelled: true }, 'cancelled'], [{ cancelled: true, paymentError: 'declined' }, 'paymentError'],
      [{ cancelled: true, paymentError: 'declined', endedAt: 3 }, 'ended'],
    ];
    for (const [patch, state] of cases) {
      const { actor, ctx, value } = start({ ...live, ...patch });
      expect(value()).toBe(state);
      expect(ctx()).toEqual({ sub: { ...live, ...patch }, target: null, quote: null, error: null, notice: null, keySeed: 'k', attempt: 0 });
      actor.stop();
    }
  });

  it('unsubscribes and re-subscribes only on a yes, with the fallback notices and errors', async () => {
    const { fakes, actor, settle, last, ctx, value } = start(live);
    actor.send({ type: 'unsubscribe' });
    expect([value(), last('confirm')]).toEqual(['askUnsubscribe', { message: SPONSORSHIP_QUESTIONS.unsubscribe }]);
    await settle('confirm', 'yes');
    expect(value()).toBe('subscribed');
    actor.send({ type: 'unsubscribe' });
    await settle('confirm', new Error('closed'), true);
    expect(value()).toBe('subscribed');
    actor.send({ type: 'unsubscribe' });
    await settle('confirm', true);
    expect([value(), last('patch')]).toEqual(['unsubscribing', { id: 's1', patch: { cancelled: true } }]);
    await settle('patch', 'offline', true);
    expect([value(), ctx().error]).toEqual(['subscribed', 'Service unavailable 503']);
    actor.send({ type: 'unsubscribe' });
    expect(ctx().error).toBeNull();
    await settle('confirm', true);
    await settle('patch', answer({ ...live, cancelled: true }));
    expect(value()).toBe('cancelled');
    expect(ctx()).toMatchObject({ sub: { ...live, cancelled: true }, notice: SPONSOR_MESSAGES.unsubscribed, error: null, target: null, quote: null });
    actor.send({ type: 'resubscribe' });
    expect([value(), last('confirm'), ctx().notice]).toEqual(['askResubscribe', { message: SPONSORSHIP_QUESTIONS.resubscribe }, null]);
    await settle('confirm', false);
    expect(value()).toBe('cancelled');
    actor.send({ type: 'resubscribe' });
    await settle('confirm', new Error('closed'), true);
    expect(value()).toBe('cancelled');
    actor.send({ type: 'resubscribe' });
    await settle('confirm', true);
    expect([value(), last('patch')]).toEqual(['resubscribing', { id: 's1', patch: { cancelled: false } }]);
    await settle('patch', { message: 'Not allowed' }, true);
    expect([value(), ctx().error]).toEqual(['cancelled', 'Not allowed']);
    actor.send({ type: 'resubscribe' });
    await settle('confirm', true);
    await settle('patch', answer(live));
    expect([value(), ctx().notice, ctx().error]).toEqual(['subscribed', SPONSOR_MESSAGES.resubscribed, null]);
    expect(fakes.inputs.get('remove')).toBeUndefined();
    actor.stop();
  });

  it('removes after a yes, from any state that offers it', async () => {
    for (const [sub, rest] of [[live, 'subscribed'], [{ ...live, cancelled: true }, 'cancelled'], [{ ...live, paymentError: 'declined' }, 'paymentError']] as const) {
      const { actor, settle, last, ctx, value } = start(sub);
      actor.send({ type: 'remove' });
      expect([value(), last('confirm')]).toEqual(['askRemove', { message: SPONSORSHIP_QUESTIONS.remove }]);
      await settle('confirm', false);
      expect(value()).toBe(rest);
      actor.send({ type: 'remove' });
      await settle('confirm', 'closed', true);
      expect(value()).toBe(rest);
      actor.send({ type: 'remove' });
      await settle('confirm', true);
      expect([value(), last('remove')]).toEqual(['removing', { sub }]);
      await settle('remove', 'offline', true);
      expect([value(), ctx().error]).toEqual([rest, 'Service unavailable 503']);
      actor.send({ type: 'remove' });
      expect(ctx().error).toBeNull();
      await settle('confirm', true);
      await settle('remove', { message: '' });
      expect([value(), ctx().notice, ctx().error]).toEqual(['ended', SPONSOR_MESSAGES.removed, null]);
      actor.send({ type: 'sync', sub: { ...live, cancelled: true } });
      expect([value(), ctx().sub]).toEqual(['cancelled', { ...live, cancelled: true }]);
      actor.stop();
    }
  });

  it('a later plan change sends its patch, and a failed one forgets the target', async () => {
    const { actor, settle, last, ctx, value } = start(live);
    actor.send({ type: 'change', target: { priceId: 'p-m2', rank: 2 } });
    expect([value(), ctx().target]).toEqual(['subscribed', null]);
    actor.send({ type: 'change', target: { priceId: 'p-y2', rank: 2 } });
    expect([value(), ctx().target]).toEqual(['changingLater', { priceId: 'p-y2', rank: 2, change: 'switch' }]);
    expect(last('patch')).toEqual({ id: 's1', patch: { _switchToPriceId: 'p-y2' } });
    await settle('patch', 'offline', true);
    expect([value(), ctx().error, ctx().target]).toEqual(['subscribed', 'Service unavailable 503', null]);
    actor.send({ type: 'change', target: { priceId: 'p-m1', rank: 1 } });
    expect([ctx().target, ctx().error]).toEqual([{ priceId: 'p-m1', rank: 1, change: 'downgrade' }, null]);
    expect(last('patch')).toEqual({ id: 's1', patch: { _downgradeToPriceId: 'p-m1' } });
    await settle('patch', answer({ ...live, willDowngradeToPriceId: 'p-m1' }));
    expect([value(), ctx().notice, ctx().target, ctx().sub.willDowngradeToPriceId]).toEqual(['subscribed', 'Plan change saved', null, 'p-m1']);
    actor.send({ type: 'change', target: { priceId: 'p-y2', rank: 2 } });
    expect(ctx().notice).toBeNull();
    await settle('patch', answer(live, 'Switched'));
    expect(ctx().notice).toBe('Switched');
    actor.stop();
  });

  it('an upgrade is quoted first, can be cancelled, and each paid upgrade gets the next key', async () => {
    const { fakes, actor, settle, last, ctx, value } = start(live);
    const up = { priceId: 'p-m3', rank: 3 };
    actor.send({ type: 'change', target: up });
    expect([value(), ctx().target]).toEqual(['quotingUpgrade', { ...up, change: 'upgrade' }]);
    expect(last('patch')).toEqual({ id: 's1', patch: { _upgradeToPriceId: 'p-m3', paymentMethod: 'CARD', paymentInstrumentId: null, idempotencyKey: 'k-0', _dryRun: true } });
    await settle('patch', 'offline', true);
    expect([value(), ctx().error, ctx().target]).toEqual(['subscribed', 'Service unavailable 503', null]);
    actor.send({ type: 'change', target: up });
    await settle('patch', { subscription: live, message: '', quote });
    expect([value(), ctx().quote]).toEqual(['upgradeReview', quote]);
    actor.send({ type: 'upgrade.confirm', payWith: wallet });
    expect(last('patch')).toEqual({ id: 's1', patch: { _upgradeToPriceId: 'p-m3', ...wallet, idempotencyKey: 'k-0' } });
    await settle('patch', new Error('Your wallet balance is not enough to make payment'), true);
    expect([value(), ctx().error]).toEqual(['upgradeReview', 'Your wallet balance is not enough to make payment']);
    // confirming again clears the error shown while the payment runs (same key: nothing was paid)
    actor.send({ type: 'upgrade.confirm', payWith: wallet });
    expect([value(), ctx().error, ctx().notice, (last('patch') as { patch: { idempotencyKey: string } }).patch.idempotencyKey]).toEqual(['upgrading', null, null, 'k-0']);
    await settle('patch', new Error('Your wallet balance is not enough to make payment'), true);
    actor.send({ type: 'change.cancel' });
    expect([value(), ctx().target, ctx().quote, ctx().error]).toEqual(['subscribed', null, null, null]);
    actor.send({ type: 'change', target: up });
    await settle('patch', { subscription: live, message: '', quote });
    actor.send({ type: 'upgrade.confirm', payWith: card });
    expect(last('patch')).toEqual({ id: 's1', patch: { _upgradeToPriceId: 'p-m3', ...card, idempotencyKey: 'k-0' } });
    const upgraded = { ...live, rank: 3, cgSponsorPlanPriceId: 'p-m3' };
    await settle('patch', { subscription: upgraded, message: '', quote });
    expect(value()).toBe('subscribed');
    expect(ctx()).toMatchObject({ sub: upgraded, notice: 'Plan upgraded', error: null, target: null, quote: null, attempt: 1 });
    actor.send({ type: 'change', target: { priceId: 'p-m4', rank: 4 } });
    expect((last('patch') as { patch: { idempotencyKey: string } }).patch.idempotencyKey).toBe('k-1');
    expect(fakes.inputs.get('confirm')).toBeUndefined();
    actor.stop();
  });

  it('a cancelled subscription follows the server: renewed elsewhere, it is subscribed again', () => {
    const { actor, ctx, value } = start({ ...live, cancelled: true });
    const renewed = { ...live, nextExpiredAt: 3_000_000 };
    actor.send({ type: 'sync', sub: renewed });
    expect([value(), ctx().sub, ctx().target, ctx().quote]).toEqual(['subscribed', renewed, null, null]);
    actor.stop();
  });

  it('a payment error is retried with the chosen method, keeping the key until it succeeds', async () => {
    const { actor, settle, last, ctx, value } = start({ ...live, paymentError: 'Your card was declined.' });
    actor.send({ type: 'retry', payWith: wallet });
    expect([value(), last('patch')]).toEqual(['retrying', { id: 's1', patch: { _recharge: true, ...wallet, idempotencyKey: 'k-0' } }]);
    await settle('patch', 'offline', true);
    expect([value(), ctx().error]).toEqual(['paymentError', 'Service unavailable 503']);
    actor.send({ type: 'retry', payWith: card });
    expect(ctx().error).toBeNull();
    expect(last('patch')).toEqual({ id: 's1', patch: { _recharge: true, ...card, idempotencyKey: 'k-0' } });
    await settle('patch', answer({ ...live, paymentError: 'Still declined' }));
    expect(value()).toBe('paymentError');
    expect(ctx()).toMatchObject({ notice: SPONSOR_MESSAGES.retried, attempt: 1 });
    actor.send({ type: 'retry', payWith: card });
    expect([ctx().notice, (last('patch') as { patch: { idempotencyKey: string } }).patch.idempotencyKey]).toEqual([null, 'k-1']);
    await settle('patch', answer(live, 'Paid'));
    expect([value(), ctx().notice]).toEqual(['subscribed', 'Paid']);
    actor.send({ type: 'sync', sub: { ...live, paymentError: 'declined again' } });
    expect([value(), ctx().sub.paymentError]).toEqual(['paymentError', 'declined again']);
    actor.send({ type: 'sync', sub: { ...live, endedAt: 5 } });
    expect(value()).toBe('ended');
    actor.stop();
  });

  it('asks in its own words (the spec has none) and names an unknown failure', () => {
    expect(SPONSORSHIP_QUESTIONS).toEqual({
      unsubscribe: 'Do you want to unsubscribe from this sponsorship? It stays active until the end of the paid cycle.',
      resubscribe: 'Do you want to re-subscribe to this sponsorship?',
      remove: 'Do you want to remove this sponsorship? It is cancelled immediately.',
    });
    expect([errorOf('x'), errorOf(new Error('Not allowed'))]).toEqual(['Service unavailable 503', 'Not allowed']);
  });
});
