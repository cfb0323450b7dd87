// Path tests generated from the sponsorship machine's graph, replayed with fake effects. The fake server's
// answers follow the request (a cancel answers a cancelled subscription, a downgrade a pending price...).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SponsorSubscription } from '../../../src/domain/sponsors';
import {
  laterChangePatch, sponsorshipMachine, SPONSORSHIP_QUESTIONS, type PatchInput, type PatchOutput, type SponsorshipContext, type SponsorshipInput,
} from '../../../src/machines/sponsors/sponsorship.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const price = (id: string, cents: number, type: 'month' | 'year', plan = 'plan-2') => ({ id, cgSponsorPlanId: plan, cents, type, asDeactivated: false });
const live: SponsorSubscription = {
  id: 's1', userId: 'u1', companyGroupId: 'g1', groupName: 'G', groupProfileName: 'g', cgSponsorPlanId: 'plan-2', planName: 'Silver', rank: 2,
  cgSponsorPlanPriceId: 'p-m2', price: price('p-m2', 2000, 'month'), type: 'month', cancelled: false, nextExpiredAt: 2_000_000, createdAt: 1_000_000,
  willDowngradeToPriceId: null, paymentError: null, endedAt: null, sponsorId: 'sp1',
};
const targets = { switch: { priceId: 'p-y2', rank: 2 }, downgrade: { priceId: 'p-m1', rank: 1 }, upgrade: { priceId: 'p-m3', rank: 3 }, none: { priceId: 'p-m2', rank: 2 } };
const quote = { cents: 3000, discountCents: 0, tranxCents: 117, finalCents: 3117, couponCodes: [] };
const card = { paymentMethod: 'CARD' as const, paymentInstrumentId: 'card-1' };

/** what the server answers to a PATCH */
function serverAnswer({ patch }: PatchInput, sub: SponsorSubscription): PatchOutput {
  if ('cancelled' in patch) return { subscription: { ...sub, cancelled: patch.cancelled }, message: patch.cancelled ? 'Sponsorship Unsubscribed' : 'Sponsorship Re-subscribed', quote: null };
  if ('_switchToPriceId' in patch) return { subscription: { ...sub, willDowngradeToPriceId: patch._switchToPriceId }, message: 'Plan change saved', quote: null };
  if ('_downgradeToPriceId' in patch) return { subscription: { ...sub, willDowngradeToPriceId: patch._downgradeToPriceId }, message: 'Plan change saved', quote: null };
  if ('_upgradeToPriceId' in patch) {
    if (patch._dryRun) return { subscription: sub, message: '', quote };
    return { subscription: { ...sub, rank: 3, cgSponsorPlanPriceId: patch._upgradeToPriceId, price: price(patch._upgradeToPriceId, 3000, 'month', 'plan-3') }, message: 'Plan upgraded', quote };
  }
  return { subscription: { ...sub, paymentError: null }, message: 'Payment retry succeeded', quote };
}

type S = { value: unknown; context: SponsorshipContext };
const invoked = (v: unknown) => (['askUnsubscribe', 'askResubscribe', 'askRemove'].includes(v as string) ? 'confirm'
  : ['unsubscribing', 'resubscribing', 'changingLater', 'quotingUpgrade', 'upgrading', 'retrying'].includes(v as string) ? 'patch'
    : v === 'removing' ? 'remove' : null);
/** the events offered in each state; the patch outcome is the fake server's answer to that state's request */
function eventsOf(s: S) {
  const c = s.context;
  const user = [
    { type: 'unsubscribe' }, { type: 'resubscribe' }, { type: 'remove' }, { type: 'change.cancel' },
    ...Object.values(targets).map((target) => ({ type: 'change', target })),
    { type: 'upgrade.confirm', payWith: card }, { type: 'retry', payWith: { paymentMethod: 'WALLET', paymentInstrumentId: null } },
    { type: 'sync', sub: { ...live, endedAt: 3_000_000 } },
  ];
  const id = invoked(s.value);
  if (id === 'confirm') return [...user, { type: 'xstate.done.actor.confirm', output: true }, { type: 'xstate.done.actor.confirm', output: false }, { type: 'xstate.error.actor.confirm', error: new Error('the dialog was closed') }];
  if (id === 'remove') return [...user, { type: 'xstate.done.actor.remove', output: { message: 'Sponsorship has been removed' } }, { type: 'xstate.error.actor.remove', error: { message: 'Not allowed' } }];
  if (id === 'patch') {
    const input = requestOf(s.value as string, c);
    return [...user, { type: 'xstate.done.actor.patch', output: serverAnswer(input, c.sub) }, { type: 'xstate.error.actor.patch', error: { message: 'Your card was declined.' } }];
  }
  return user;
}
/** the request the machine makes in a patching state (mirrors the machine; checked against the real inputs below) */
function requestOf(state: string, c: SponsorshipContext): PatchInput {
  const key = `seed-${c.attempt}`;
  if (state === 'unsubscribing') return { id: c.sub.id, patch: { cancelled: true } };
  if (state === 'resubscribing') return { id: c.sub.id, patch: { cancelled: false } };
  if (state === 'changingLater') return { id: c.sub.id, patch: laterChangePatch(c.target!.change, c.target!.priceId)! };
  if (state === 'quotingUpgrade') return { id: c.sub.id, patch: { _upgradeToPriceId: c.target!.priceId, paymentMethod: 'CARD', paymentInstrumentId: null, idempotencyKey: key, _dryRun: true } };
  if (state === 'upgrading') return { id: c.sub.id, patch: { _upgradeToPriceId: c.target!.priceId, ...card, idempotencyKey: key } };
  return { id: c.sub.id, patch: { _recharge: true, paymentMethod: 'WALLET', paymentInstrumentId: null, idempotencyKey: key } };
}

const inputs: [string, SponsorshipInput][] = [
  ['a live sponsorship', { sub: live, keySeed: 'seed' }],
  ['a cancelled sponsorship', { sub: { ...live, cancelled: true }, keySeed: 'seed' }],
  ['a sponsorship with a payment error', { sub: { ...live, paymentError: 'Your card was declined.' }, keySeed: 'seed' }],
  ['an ended sponsorship', { sub: { ...live, endedAt: 1_500_000 }, keySeed: 'seed' }],
];
const pathsOf = (input: SponsorshipInput) => transitionPaths(sponsorshipMachine, { events: eventsOf as never, input });

const coverage = transitionCoverage(sponsorshipMachine);
describe('sponsorship machine', () => {
  it('the graphs together reach every resting state', () => {
    const reached = new Set(inputs.flatMap(([, input]) => pathsOf(input).map((p) => JSON.stringify(p.state.value))));
    expect([...reached].sort()).toEqual(restingLeafValues(sponsorshipMachine).sort());
  });

  for (const [name, input] of inputs) {
    const paths = pathsOf(input);
    describe(`from ${name}: every shortest path`, () => {
      it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
        const fakes = controllableActors(['confirm', 'patch', 'remove']);
        const actor = createActor(sponsorshipMachine.provide({ actors: fakes.actors as never }), { input, inspect: coverage.inspect }).start();
        await replay(actor, fakes, path.steps as never);
        const snap = actor.getSnapshot();
        const c = snap.context;
        // every request the machine made is the one its state calls for
        const patches = (fakes.inputs.get('patch') ?? []) as PatchInput[];
        for (const p of patches) expect(p.id).toBe('s1');
        const steps = path.steps.map((s) => s.event as { type: string; output?: unknown; target?: { priceId: string } });
        const last = steps.at(-1)!;
        // the state reflects the subscription
        if (snap.matches('cancelled')) expect(c.sub.cancelled).toBe(true);
        if (snap.matches('paymentError')) expect(c.sub.paymentError).not.toBeNull();
        if (snap.matches('subscribed')) expect(c.sub.cancelled || c.sub.paymentError !== null || c.sub.endedAt !== null).toBe(false);
        if (snap.matches('upgradeReview')) expect(c.quote).toEqual(quote);
        // a plan change to the same price does nothing
        if (last.type === 'change' && last.target?.priceId === 'p-m2') expect(snap.value).not.toBe('changing');
        // a declined question changes nothing on the server
        // (every request made was answered in the path: a call after the refusal would be one more than the answers)
        if (last.type === 'xstate.done.actor.confirm' && last.output === false) {
          expect(patches.length).toBe(steps.filter((e) => /^xstate\.(done|error)\.actor\.patch$/.test(e.type)).length);
        }
        // a later change records the pending price; the spec's labels come from planChangeOf
        if (last.type === 'xstate.done.actor.patch') {
          const sent = patches.at(-1)!.patch;
          const rankOf = (id: string) => Object.values(targets).find((t) => t.priceId === id)!.rank;
          if ('_downgradeToPriceId' in sent) {
            expect(rankOf(sent._downgradeToPriceId)).toBeLessThan(c.sub.rank);
            expect(c.sub.willDowngradeToPriceId).toBe(sent._downgradeToPriceId);
          }
          if ('_switchToPriceId' in sent) {
            expect(rankOf(sent._switchToPriceId)).toBe(c.sub.rank);
            expect(c.sub.willDowngradeToPriceId).toBe(sent._switchToPriceId);
          }
          if ('_upgradeToPriceId' in sent && !sent._dryRun) expect(c.sub.rank).toBe(3);
          if ('_recharge' in sent) expect(c.notice).toBe('Payment retry succeeded');
          if ('cancelled' in sent) expect(c.notice).toBe(sent.cancelled ? 'Sponsorship Unsubscribed' : 'Sponsorship Re-subscribed');
        }
        // a failed server call shows its message; a confirm dialog that fails counts as 'no'
        if (last.type === 'xstate.error.actor.confirm') expect(fakes.inputs.get('patch')?.length ?? 0).toBe(patches.length);
        else if (last.type.startsWith('xstate.error.actor.')) expect(c.error).toBeTruthy();
        if (last.type === 'xstate.done.actor.remove') {
          expect(snap.value).toBe('ended');
          expect(c.notice).toBe('Sponsorship has been removed');
        }
        actor.stop();
      });
    });
  }
  itTakesEveryTransition(coverage);

  it('asks before unsubscribing, upgrades only after the server quote, and a failed upgrade retries with the same key', async () => {
    const fakes = controllableActors(['confirm', 'patch', 'remove']);
    const actor = createActor(sponsorshipMachine.provide({ actors: fakes.actors as never }), { input: { sub: live, keySeed: 'k' } }).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'unsubscribe' });
    expect(fakes.inputs.get('confirm')).toEqual([{ message: SPONSORSHIP_QUESTIONS.unsubscribe }]);
    fakes.pending.get('confirm')!.resolve(false);
    await settle();
    expect(actor.getSnapshot().value).toBe('subscribed');
    actor.send({ type: 'change', target: targets.upgrade });
    expect(actor.getSnapshot().value).toBe('quotingUpgrade');
    fakes.pending.get('patch')!.resolve({ subscription: live, message: '', quote });
    await settle();
    actor.send({ type: 'upgrade.confirm', payWith: card });
    fakes.pending.get('patch')!.reject(new Error('Your card was declined.'));
    await settle();
    expect(actor.getSnapshot().value).toBe('upgradeReview');
    expect(actor.getSnapshot().context.error).toBe('Your card was declined.');
    actor.send({ type: 'upgrade.confirm', payWith: card });
    const keys = (fakes.inputs.get('patch') as PatchInput[]).map((i) => ('idempotencyKey' in i.patch ? i.patch.idempotencyKey : null));
    expect(keys).toEqual(['k-0', 'k-0', 'k-0']);
    expect((fakes.inputs.get('patch') as PatchInput[])[0]!.patch).toMatchObject({ _dryRun: true });
    actor.stop();
  });

  it('the live echo of a change arriving before its answer does not drop the answer or its message', async () => {
    const fakes = controllableActors(['confirm', 'patch', 'remove']);
    const actor = createActor(sponsorshipMachine.provide({ actors: fakes.actors as never }), { input: { sub: live, keySeed: 'k' } }).start();
    actor.send({ type: 'unsubscribe' });
    fakes.pending.get('confirm')!.resolve(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('unsubscribing');
    actor.send({ type: 'sync', sub: { ...live, cancelled: true } });
    expect(actor.getSnapshot().value).toBe('unsubscribing');
    fakes.pending.get('patch')!.resolve({ subscription: { ...live, cancelled: true }, message: 'Sponsorship Unsubscribed', quote: null });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.notice).toBe('Sponsorship Unsubscribed');
    actor.stop();
  });

  it('labels plan changes by rank: switch at the same rank, downgrade lower, upgrade higher', () => {
    expect(laterChangePatch('switch', 'p')).toEqual({ _switchToPriceId: 'p' });
    expect(laterChangePatch('downgrade', 'p')).toEqual({ _downgradeToPriceId: 'p' });
    expect(laterChangePatch('upgrade', 'p')).toBeNull();
  });
});
