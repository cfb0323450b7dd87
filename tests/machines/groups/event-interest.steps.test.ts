// Step tests of the event-interest toggle: where each start leads, the context after each event (the interest id,
// the count, the message for each error shape), and the input of each call.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { eventInterestMachine, LOGIN_FOR_INTEREST, type InterestInput } from '../../../src/machines/groups/event-interest.machine';
import { controllableActors } from '../harness';

const tick = () => new Promise((r) => setTimeout(r, 0));
const IN: InterestInput = { cgEventId: 'e5', signedIn: true, interestId: null, count: 4 };

function start(input: Partial<InterestInput> = {}) {
  const fakes = controllableActors(['addInterest', 'removeInterest']);
  const actor = createActor(eventInterestMachine.provide({ actors: fakes.actors as never }), { input: { ...IN, ...input } }).start();
  const settle = async (id: string, how: 'resolve' | 'reject', value: unknown) => {
    fakes.pending.get(id)![how](value);
    fakes.pending.delete(id);
    await tick();
  };
  const view = () => ({ value: actor.getSnapshot().value, context: actor.getSnapshot().context });
  return { fakes, actor, settle, view };
}

/** the messages shown for each shape of error */
const ERRORS: [unknown, string][] = [
  [new Error('You need to login'), 'You need to login'],
  [{ status: 404, message: 'Interest not found' }, 'Interest not found'],
  [{ message: 42 }, '42'],
  ['offline', 'offline'],
  [null, 'null'],
];

describe('event-interest machine: each step', () => {
  it('asks visitors to log in in the spec words', () => {
    expect(LOGIN_FOR_INTEREST).toBe('Please login to show interest in this event. Proceed?');
  });

  it('starts as a visitor when signed out (even with an interest), else interested or not by the interest id', () => {
    expect(start({ signedIn: false, interestId: 'i1' }).view()).toEqual({ value: 'visitor', context: { ...IN, signedIn: false, interestId: 'i1', error: null } });
    expect(start({ interestId: 'i1' }).view()).toEqual({ value: 'interested', context: { ...IN, interestId: 'i1', error: null } });
    expect(start().view()).toEqual({ value: 'notInterested', context: { ...IN, error: null } });
  });

  it('a visitor toggling is asked to log in: confirm goes to login, dismiss back', () => {
    const { actor, view } = start({ signedIn: false });
    actor.send({ type: 'toggle' });
    expect(view().value).toBe('askLogin');
    actor.send({ type: 'login.dismiss' });
    expect(view().value).toBe('visitor');
    actor.send({ type: 'toggle' });
    actor.send({ type: 'login.confirm' });
    expect(view().value).toBe('toLogin');
  });

  it('adding sends the event id, then counts one more with the new interest and no message', async () => {
    const { actor, fakes, settle, view } = start();
    actor.send({ type: 'toggle' });
    await settle('addInterest', 'reject', new Error('busy'));
    expect(view()).toEqual({ value: 'notInterested', context: { ...IN, error: 'busy' } });
    actor.send({ type: 'toggle' });
    expect(view().value).toBe('adding');
    await settle('addInterest', 'resolve', { id: 'i9' });
    expect(fakes.inputs.get('addInterest')).toEqual([{ cgEventId: 'e5' }, { cgEventId: 'e5' }]);
    expect(view()).toEqual({ value: 'interested', context: { ...IN, interestId: 'i9', count: 5, error: null } });
  });

  it('removing sends the interest id, then counts one less (never below 0) with no message', async () => {
    const a = start({ interestId: 'i2', count: 3 });
    a.actor.send({ type: 'toggle' });
    await a.settle('removeInterest', 'reject', new Error('busy'));
    expect(a.view()).toEqual({ value: 'interested', context: { ...IN, interestId: 'i2', count: 3, error: 'busy' } });
    a.actor.send({ type: 'toggle' });
    expect(a.view().value).toBe('removing');
    await a.settle('removeInterest', 'resolve', {});
    expect(a.fakes.inputs.get('removeInterest')).toEqual([{ id: 'i2' }, { id: 'i2' }]);
    expect(a.view()).toEqual({ value: 'notInterested', context: { ...IN, interestId: null, count: 2, error: null } });
    const b = start({ interestId: 'i2', count: 0 });
    b.actor.send({ type: 'toggle' });
    await b.settle('removeInterest', 'resolve', {});
    expect(b.view().context.count).toBe(0);
  });

  it.each(ERRORS)('a failed add or remove shows %o as %s', async (error, message) => {
    const a = start();
    a.actor.send({ type: 'toggle' });
    await a.settle('addInterest', 'reject', error);
    expect([a.view().value, a.view().context.error]).toEqual(['notInterested', message]);
    const r = start({ interestId: 'i1' });
    r.actor.send({ type: 'toggle' });
    await r.settle('removeInterest', 'reject', error);
    expect([r.view().value, r.view().context.error]).toEqual(['interested', message]);
  });
});
