// Path tests generated from the membership machine's graph, replayed with fake effects.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { membershipMachine, type MembershipInput } from '../../../src/machines/groups/membership.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const base: MembershipInput = { companyGroupId: 'g1', signedIn: true, isAdmin: false, membership: 'NONE', memberId: null, requestId: null };
const events = [
  { type: 'join' },
  { type: 'cancel' },
  { type: 'leave' },
  { type: 'leave.confirm' },
  { type: 'leave.dismiss' },
  { type: 'login.confirm' },
  { type: 'login.dismiss' },
  { type: 'xstate.done.actor.join', output: { membership: 'MEMBER', memberId: 'm1', requestId: null } },
  { type: 'xstate.done.actor.join', output: { membership: 'REQUESTED', memberId: null, requestId: 'r1' } },
  { type: 'xstate.error.actor.join', error: { message: 'Your request to join this group is pending' } },
  { type: 'xstate.done.actor.cancelRequest', output: { id: 'r1' } },
  { type: 'xstate.error.actor.cancelRequest', error: { message: 'Request not found' } },
  { type: 'xstate.done.actor.leave', output: { id: 'm1' } },
  { type: 'xstate.error.actor.leave', error: { message: 'The group owner and group admins cannot join or leave the group' } },
  { type: 'sync', standing: { ...base, membership: 'MEMBER', memberId: 'm1' } },
];

const inputs: [string, MembershipInput][] = [
  ['a signed-in non-member', base],
  ['a visitor', { ...base, signedIn: false }],
  ['a non-member of a premium group', { ...base, premium: true }],
  ['a group admin', { ...base, isAdmin: true, membership: 'MEMBER', memberId: 'm0' }],
];

const coverage = transitionCoverage(membershipMachine);
describe('membership machine', () => {
  it('the graph from a non-member reaches every resting state but admin and the visitor ones', () => {
    const reached = new Set(transitionPaths(membershipMachine, { events: events as never, input: base }).map((p) => JSON.stringify(p.state.value)));
    const all = restingLeafValues(membershipMachine).filter((v) => !['"admin"', '"visitor"', '"askLogin"', '"toLogin"', '"toPaidJoin"'].includes(v));
    expect([...reached].filter((v) => all.includes(v)).sort()).toEqual(all.sort());
  });

  for (const [name, input] of inputs) {
    const paths = transitionPaths(membershipMachine, { events: events as never, input });
    describe(`from ${name}: every shortest path`, () => {
      it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
        const fakes = controllableActors(['join', 'cancelRequest', 'leave']);
        const actor = createActor(membershipMachine.provide({ actors: fakes.actors as never }), { input, inspect: coverage.inspect }).start();
        await replay(actor, fakes, path.steps as never);
        const snap = actor.getSnapshot();
        if (input.isAdmin && !path.steps.some((s) => s.event.type === 'sync')) expect(snap.value).toBe('admin');
        if (snap.matches('requested')) expect(snap.context.requestId).toBe('r1');
        if (snap.matches('member')) expect(snap.context.memberId).toBe('m1');
        if (snap.matches('none')) expect(snap.context.membership).not.toBe('MEMBER');
        const last = path.steps.at(-1)!.event as { type: string; error?: { message: string } };
        if (last.type.startsWith('xstate.error.actor.')) expect(snap.context.error).toBe(last.error!.message);
        if (last.type === 'xstate.done.actor.join') expect(fakes.inputs.get('join')!.at(-1)).toEqual({ companyGroupId: 'g1' });
        if (path.steps.at(-1)!.event.type === 'login.confirm') expect(snap.value).toBe('toLogin');
        if (input.premium) {
          expect(fakes.inputs.get('join') ?? []).toEqual([]);
          if (last.type === 'join') expect(snap.value).toBe('toPaidJoin');
        } else expect(snap.value).not.toBe('toPaidJoin');
        actor.stop();
      });
    });
  }
  itTakesEveryTransition(coverage);

  it('sends a premium group\'s would-be member to the paid join page, never joining for free', () => {
    const actor = createActor(membershipMachine, { input: { ...base, premium: true } }).start();
    actor.send({ type: 'join' });
    expect(actor.getSnapshot().value).toBe('toPaidJoin');
  });

  it('never lets an admin join or leave', () => {
    const actor = createActor(membershipMachine, { input: { ...base, isAdmin: true, membership: 'MEMBER' } }).start();
    actor.send({ type: 'join' });
    actor.send({ type: 'leave' });
    expect(actor.getSnapshot().value).toBe('admin');
  });

  it('asks before leaving: a dismissed question keeps the member, a confirmed one leaves', async () => {
    const fakes = controllableActors(['join', 'cancelRequest', 'leave']);
    const actor = createActor(membershipMachine.provide({ actors: fakes.actors as never }), { input: { ...base, membership: 'MEMBER', memberId: 'm1' } }).start();
    actor.send({ type: 'leave' });
    expect(actor.getSnapshot().value).toBe('confirmLeave');
    actor.send({ type: 'leave.dismiss' });
    expect(actor.getSnapshot().value).toBe('member');
    expect(fakes.inputs.get('leave') ?? []).toEqual([]);
    actor.send({ type: 'leave' });
    actor.send({ type: 'leave.confirm' });
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(fakes.inputs.get('leave')).toEqual([{ memberId: 'm1' }]);
    actor.stop();
  });
});
