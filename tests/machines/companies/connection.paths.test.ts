// Path tests generated from the connection machine's graph: every shortest path is replayed and the calls
// it makes are checked against spec 4 (who may accept, resend, cancel; visitors asked to log in).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectionMachine, type ConnectionEvent } from '../../../src/machines/companies/connection.machine';
import { itTakesEveryTransition, transitionCoverage, transitionPaths } from '../harness';

const EVENTS: ConnectionEvent[] = [
  { type: 'connection.changed', status: 'none' },
  { type: 'connection.changed', status: 'sent' },
  { type: 'connection.changed', status: 'received' },
  { type: 'connection.changed', status: 'connected' },
  { type: 'connect' }, { type: 'resend' }, { type: 'accept' }, { type: 'reject' },
  { type: 'cancel' }, { type: 'cancel.confirm' }, { type: 'cancel.dismiss' },
];

const CALL_OF: Partial<Record<ConnectionEvent['type'], string>> = { connect: 'requestConnect', resend: 'requestResend', accept: 'requestAccept', reject: 'requestDelete', 'cancel.confirm': 'requestDelete' };

const coverage = transitionCoverage(connectionMachine);
for (const signedIn of [true, false]) {
  const paths = transitionPaths(connectionMachine, { events: EVENTS, input: { signedIn } });
  describe(`connection machine (${signedIn ? 'member' : 'visitor'}): every shortest path`, () => {
    it('reaches every state', () => {
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect(reached).toEqual(new Set(['"none"', '"sending"', '{"sent":"idle"}', '{"sent":"confirming"}', '"received"', '{"connected":"idle"}', '{"connected":"confirming"}']));
    });
    it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > '), p] as const))('%s', (_n, path) => {
      const calls: string[] = [];
      const spy = (name: string) => () => void calls.push(name);
      const actor = createActor(
        connectionMachine.provide({ actions: { requestConnect: spy('requestConnect'), requestResend: spy('requestResend'), requestAccept: spy('requestAccept'), requestDelete: spy('requestDelete') } }),
        { input: { signedIn }, inspect: coverage.inspect },
      ).start();
      const expected: string[] = [];
      for (const step of path.steps.slice(1)) {
        const before = actor.getSnapshot();
        actor.send(step.event);
        const after = actor.getSnapshot();
        const call = CALL_OF[step.event.type as ConnectionEvent['type']];
        if (call && after.value !== before.value && !(step.event.type === 'connect' && !signedIn)) expected.push(call);
        if (step.event.type === 'resend' && before.matches({ sent: 'idle' })) expected.push('requestResend');
      }
      expect(calls).toEqual(expected);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      // a visitor's connect never calls the server: it asks to log in
      if (!signedIn) expect(calls).not.toContain('requestConnect');
      // cancelling always passes through the confirm step
      if (calls.includes('requestDelete') && path.steps.some((s) => s.event.type === 'cancel.confirm')) expect(path.steps.map((s) => s.event.type)).toContain('cancel');
    });
  });
}
itTakesEveryTransition(coverage);

it('a visitor pressing connect is asked to log in and stays at none', () => {
  let asked = 0;
  const actor = createActor(connectionMachine.provide({ actions: { askLogin: () => void asked++, requestConnect: () => { throw new Error('no call for visitors'); } } }), { input: { signedIn: false } }).start();
  actor.send({ type: 'connect' });
  expect(actor.getSnapshot().value).toBe('none');
  expect(asked).toBe(1);
});
