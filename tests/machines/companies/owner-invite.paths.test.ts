// Path tests generated from the owner-invite machine's graph: every shortest path is replayed with a send
// actor that succeeds, then one that fails; the list, the error and the calls are checked against spec 5.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { OWNER_MESSAGES } from '../../../src/domain/companies/owner';
import { ownerInviteMachine, type InviteEvent } from '../../../src/machines/companies/owner-invite.machine';
import { itTakesEveryTransition, transitionCoverage, transitionPaths } from '../harness';

const EVENTS: InviteEvent[] = [
  { type: 'draft.change', value: 'ann@example.test' },
  { type: 'draft.change', value: 'nope' },
  { type: 'draft.change', value: ' ' },
  { type: 'email.add' },
  { type: 'email.remove', email: 'ann@example.test' },
  { type: 'send' },
];

const paths = transitionPaths(ownerInviteMachine, {
  events: EVENTS,
  serializeState: (s) => JSON.stringify([s.value, s.context]),
});

const coverage = transitionCoverage(ownerInviteMachine);
describe('owner invite machine: every shortest path', () => {
  it('reaches editing with each spec message, sending and sent', () => {
    const errors = new Set(paths.map((p) => (p.state.context as { error: string | null }).error));
    expect(errors).toEqual(new Set([null, OWNER_MESSAGES.enterEmail, OWNER_MESSAGES.invalidEmail, OWNER_MESSAGES.emailSelected, OWNER_MESSAGES.selectOneEmail]));
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['editing', 'sending']));
  });
  it.each(paths.map((p) => [p.steps.map((s) => (s.event.type === 'draft.change' ? `draft(${s.event.value})` : s.event.type)).join(' > '), p] as const))('%s', async (_n, path) => {
    for (const fail of [false, true]) {
      const sent: string[][] = [];
      const actor = createActor(ownerInviteMachine.provide({
        actors: { sendInvites: fromPromise<unknown, { emails: string[] }>(async ({ input }) => { sent.push(input.emails); if (fail) throw new Error('server says no'); }) },
      }), { inspect: coverage.inspect }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      const snap = actor.getSnapshot();
      // the list never holds a bad or repeated email
      expect(new Set(snap.context.emails).size).toBe(snap.context.emails.length);
      expect(snap.context.emails.every((e) => e === 'ann@example.test')).toBe(true);
      if (path.state.value === 'sending') {
        const end = await waitFor(actor, (s) => !s.matches('sending'));
        expect(sent).toEqual([['ann@example.test']]);
        expect(end.value).toBe(fail ? 'editing' : 'sent');
        if (fail) expect(end.context.error).toBe('server says no');
      } else {
        expect(sent).toEqual([]);
      }
    }
  });
  itTakesEveryTransition(coverage);
});

it('sending an empty list says so and calls nothing', () => {
  const actor = createActor(ownerInviteMachine).start();
  actor.send({ type: 'send' });
  expect(actor.getSnapshot().value).toBe('editing');
  expect(actor.getSnapshot().context.error).toBe('Please select at least one email');
});
