// Path tests generated from the wallet-deposit machine's graph, replayed with a fake deposit (spec: minimum $15,
// sent as cents): the spec's messages before any call, the amount in integer cents, the card picked (else the
// default), and ONE idempotency key per amount typed: the same key again until a different amount is typed or a
// deposit is done, never an earlier key after that.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Card } from '../../../src/domain/billing';
import { DEPOSIT_FAILED, walletDepositMachine, type DepositInput, type WalletDepositContext } from '../../../src/machines/billing/wallet-deposit.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const visa: Card = { id: 'card-1', name: 'Bea', brand: 'Visa', last4: '4242', asDefault: true, createdAt: 1 };
const amex: Card = { id: 'card-2', name: 'Bea', brand: 'Amex', last4: '0005', asDefault: false, createdAt: 2 };
const ok = { message: 'You have successfully deposited $50 into your Wallet.', wallet: { cents: 5000 } };
const events = [
  { type: 'amount.change', amount: '10' },
  { type: 'amount.change', amount: '50' },
  { type: 'amount.change', amount: '1000000.01' },
  { type: 'cards.update', cards: [visa, amex] },
  { type: 'cards.update', cards: [] },
  { type: 'card.select', cardId: 'card-2' },
  { type: 'deposit.confirm' },
  { type: 'retry' },
  { type: 'xstate.done.actor.deposit', output: ok },
  { type: 'xstate.error.actor.deposit', error: { message: 'Your card was declined.' } },
  { type: 'xstate.error.actor.deposit', error: new Error('') },
] as const;
type Ev = (typeof events)[number];

// what each amount typed must give when the deposit is asked for
const REFUSED: Record<string, string> = { '': 'Minimum deposit is $15', 10: 'Minimum deposit is $15', '1000000.01': 'Maximum deposit is $1,000,000' };
const CENTS: Record<string, number> = { 50: 5000 };

const input = { keySeed: 'seed' };
const noKey = (s: { value: unknown; context: unknown }) => ({ value: s.value, context: { ...(s.context as WalletDepositContext), keyCount: undefined } });
const paths = transitionPaths(walletDepositMachine, { events: events as never, input, serializeState: (s) => JSON.stringify(noKey(s as never)) });
const coverage = transitionCoverage(walletDepositMachine);

describe('wallet-deposit machine: every transition', () => {
  it('reaches every resting state', () => {
    expect([...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort()).toEqual(restingLeafValues(walletDepositMachine).sort());
  });
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['deposit']);
    const announced: string[] = [];
    const actor = createActor(walletDepositMachine.provide({ actors: fakes.actors as never, actions: { deposited: (_: unknown, p: { message: string }) => void announced.push(p.message) } }), { input, inspect: coverage.inspect }).start();
    const keys: string[] = [];
    let newAmount = false; // a different amount typed, or a deposit done, since the last deposit asked for
    for (const step of path.steps) {
      const was = actor.getSnapshot();
      const before = was.context;
      const calls = fakes.inputs.get('deposit')?.length ?? 0;
      const announcedBefore = announced.length;
      await replay(actor, fakes, [step] as never, { view: noKey });
      const e = step.event as Ev | { type: 'xstate.init' };
      const snap = actor.getSnapshot();
      const ctx = snap.context;
      const sent = (fakes.inputs.get('deposit') ?? []) as DepositInput[];
      if (e.type === 'amount.change' && e.amount !== before.amount) newAmount = true;
      // a deposit is asked for by a confirm on the form or a retry of a failed one; any other time they are ignored
      const asked = (e.type === 'deposit.confirm' && was.matches('form')) || (e.type === 'retry' && was.matches({ form: 'failed' }));
      if ((e.type === 'deposit.confirm' || e.type === 'retry') && !asked) expect([snap.value, sent.length]).toEqual([was.value, calls]);
      if (asked) {
        const refusal = REFUSED[before.amount] ?? (before.cards.length === 0 ? 'You need to add a card to make payment' : undefined);
        if (refusal) {
          expect(snap.value).toEqual({ form: 'editing' });
          expect(ctx.error).toBe(refusal);
          expect(ctx.cents).toBeNull();
          expect(sent).toHaveLength(calls);
        } else {
          expect(snap.value).toBe('depositing');
          expect(ctx.error).toBeNull();
          expect(ctx.cents).toBe(CENTS[before.amount]);
          expect(sent).toHaveLength(calls + 1);
          const d = sent.at(-1)!;
          expect(d.cents).toBe(CENTS[before.amount]);
          expect(Number.isInteger(d.cents)).toBe(true);
          expect(d.paymentInstrumentId).toBe(before.cardId === 'card-2' ? 'card-2' : 'card-1');
          expect(d.idempotencyKey).toMatch(/^seed-\d+$/);
          if (keys.length > 0 && !newAmount) expect(d.idempotencyKey).toBe(keys.at(-1));
          else expect(keys).not.toContain(d.idempotencyKey);
          keys.push(d.idempotencyKey);
          newAmount = false;
        }
      }
      switch (e.type) {
        case 'amount.change':
          expect(snap.value).toEqual({ form: 'editing' });
          expect(ctx.amount).toBe(e.amount);
          expect(ctx.error).toBe(before.error);
          break;
        case 'card.select':
          expect(ctx.cardId).toBe('card-2');
          break;
        case 'cards.update':
          expect(ctx.cards).toEqual(e.cards);
          break;
        case 'xstate.done.actor.deposit':
          expect(snap.value).toEqual({ form: 'done' });
          expect(ctx).toMatchObject({ message: ok.message, walletCents: 5000, amount: '', error: null });
          expect(announced.slice(announcedBefore)).toEqual([ok.message]);
          newAmount = true;
          break;
        case 'xstate.error.actor.deposit':
          expect(snap.value).toEqual({ form: 'failed' });
          expect(ctx.error).toBe(e.error.message || 'The deposit failed');
          expect(ctx.amount).toBe(before.amount); // kept for the retry
          break;
      }
      if (e.type !== 'xstate.done.actor.deposit') expect(announced).toHaveLength(announcedBefore);
    }
    actor.stop();
  });
  itTakesEveryTransition(coverage);
});

describe('wallet-deposit machine: the rules', () => {
  const start = () => {
    const fakes = controllableActors(['deposit']);
    const actor = createActor(walletDepositMachine.provide({ actors: fakes.actors as never }), { input }).start();
    actor.send({ type: 'cards.update', cards: [visa] });
    return { fakes, actor };
  };
  it('a double click deposits once; a failed deposit retried, then clicked again, keeps its key; a new amount gets a new one', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'amount.change', amount: '15.5' });
    actor.send({ type: 'deposit.confirm' });
    actor.send({ type: 'deposit.confirm' });
    expect(fakes.inputs.get('deposit')).toHaveLength(1);
    fakes.pending.get('deposit')!.reject(new Error('Service unavailable 503'));
    await waitFor(actor, (s) => s.matches({ form: 'failed' }));
    actor.send({ type: 'retry' });
    fakes.pending.get('deposit')!.reject(new Error('Service unavailable 503'));
    await waitFor(actor, (s) => s.matches({ form: 'failed' }));
    actor.send({ type: 'amount.change', amount: '15.5' }); // the same amount typed again: still the same deposit
    actor.send({ type: 'deposit.confirm' });
    fakes.pending.get('deposit')!.resolve(ok);
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    actor.send({ type: 'amount.change', amount: '15.5' });
    actor.send({ type: 'deposit.confirm' });
    const sent = fakes.inputs.get('deposit') as DepositInput[];
    expect(sent.map((d) => d.cents)).toEqual([1550, 1550, 1550, 1550]);
    expect(sent.map((d) => d.idempotencyKey)).toEqual(['seed-1', 'seed-1', 'seed-1', 'seed-3']);
    actor.stop();
  });
  it('without .provide() the deposit fails naming the missing actor, never a made-up balance', async () => {
    const actor = createActor(walletDepositMachine, { input }).start();
    actor.send({ type: 'cards.update', cards: [visa] });
    actor.send({ type: 'amount.change', amount: '20' });
    actor.send({ type: 'deposit.confirm' });
    const snap = await waitFor(actor, (s) => s.matches({ form: 'failed' }), { timeout: 500 });
    expect(snap.context).toMatchObject({ error: "walletDeposit actor 'deposit' not provided: supply it with .provide({ actors })", walletCents: null });
    actor.stop();
  });
  it.each([
    ['a string', 'declined'], ['a message that is not text', { message: 402 }], ['an empty message', new Error('')], ['nothing', undefined],
  ])('a failure with %s shows the fallback words, the amount kept and no balance', async (_n, error) => {
    const { fakes, actor } = start();
    actor.send({ type: 'amount.change', amount: '20' });
    actor.send({ type: 'deposit.confirm' });
    fakes.pending.get('deposit')!.reject(error);
    const snap = await waitFor(actor, (s) => s.matches({ form: 'failed' }), { timeout: 500 });
    expect(snap.context).toMatchObject({ error: 'The deposit failed', amount: '20', cents: 2000, walletCents: null, message: null });
    expect(DEPOSIT_FAILED).toBe('The deposit failed');
    actor.stop();
  });
  it('a refusal after a deposit forgets the checked cents', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'amount.change', amount: '20' });
    actor.send({ type: 'deposit.confirm' });
    expect(actor.getSnapshot().context.cents).toBe(2000);
    fakes.pending.get('deposit')!.resolve(ok);
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    actor.send({ type: 'amount.change', amount: '14' });
    actor.send({ type: 'deposit.confirm' });
    expect(actor.getSnapshot().context).toMatchObject({ cents: null, error: 'Minimum deposit is $15', amount: '14', walletCents: 5000 });
    actor.stop();
  });
  it('a picked card that is no longer saved is not charged: the default is', () => {
    const { fakes, actor } = start();
    actor.send({ type: 'card.select', cardId: 'card-2' });
    actor.send({ type: 'amount.change', amount: '20' });
    actor.send({ type: 'deposit.confirm' });
    expect((fakes.inputs.get('deposit') as DepositInput[])[0]).toEqual({ cents: 2000, paymentInstrumentId: 'card-1', idempotencyKey: 'seed-1' });
    actor.stop();
  });
});
