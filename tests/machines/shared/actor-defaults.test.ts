// Every effect a machine invokes defaults to a rejection naming the missing actor, never to a made-up
// success: a caller or a test that forgets .provide() fails, and the failure says which actor is missing.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { paymentMachine } from '../../../src/machines/billing/payment.machine';
import { followMachine } from '../../../src/machines/companies/follow.machine';

const modules = import.meta.glob<Record<string, unknown>>('../../../src/machines/**/*.machine.ts', { eager: true });
const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' && v !== null && 'implementations' in v && 'root' in v;
const machines = Object.values(modules).flatMap((m) => Object.values(m).filter(isMachine));

/** defaults that are the real thing rather than a stand-in (they need no server) */
const REAL = new Set(['voiceNote.ticker']);

/** Starts an actor's default logic; resolves with its error, or with null while it still runs after a tick. */
async function outcome(logic: AnyActorLogic): Promise<{ status: string; error: unknown }> {
  const actor = createActor(logic, { input: {} });
  actor.subscribe({ error: () => {} });
  actor.start();
  await new Promise((r) => setTimeout(r, 0));
  const snap = actor.getSnapshot() as { status: string; error: unknown };
  actor.stop();
  return { status: snap.status, error: snap.error };
}

describe('actor defaults', () => {
  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThanOrEqual(23);
  });
  const cases = machines.flatMap((m) => Object.entries(m.implementations.actors).map(([name, logic]) => [`${m.id}.${name}`, name, logic as AnyActorLogic, m.id] as const));
  it.each(cases.filter(([key]) => !REAL.has(key)))('%s rejects, naming the machine and the actor', async (_key, name, logic, machineId) => {
    const { status, error } = await outcome(logic);
    expect(status).toBe('error');
    // '<the machine's file name> actor '<name>' not provided: supply it with .provide({ actors })'
    const said = /^(\w[\w-]*) actor '(\w+)' not provided: supply it with \.provide\(\{ actors \}\)$/.exec((error as Error).message);
    expect(said?.[2]).toBe(name);
    expect(said?.[1].replace(/-/g, '').toLowerCase()).toBe(machineId.toLowerCase());
  });
  it.each(cases.filter(([key]) => REAL.has(key)))('%s is a real implementation and keeps running', async (_key, _name, logic) => {
    expect((await outcome(logic)).status).toBe('active');
  });
});

describe('a machine started without .provide()', () => {
  it('shows which payment actor is missing', async () => {
    const actor = createActor(paymentMachine, { input: { prices: [{ id: 'p', cents: 100, label: 'x' }], keySeed: 's', priceId: 'p' } }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toEqual({ review: 'failed' });
    expect(actor.getSnapshot().context.error).toContain("'loadReview' not provided");
  });
  it('does not pretend a follow worked', async () => {
    const actor = createActor(followMachine, { input: { signedIn: true, companyId: 'c1', followerId: 'u1' } }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('notFollowing');
    expect(actor.getSnapshot().context.error).toContain("'loadFollow' not provided");
  });
});
