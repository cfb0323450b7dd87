// Step tests of the event-interest toggle: where each start leads, the context after each event (the interest id,
// the count, the message for each error shape), and the input of each call.
import { describe, expect, it } from 'vitest';
import { eventInterestMachine, LOGIN_FOR_INTEREST, type InterestInput } from '../../../src/machines/groups/event-interest.machine';
import { stepActor } from '../harness';

const IN: InterestInput = { cgEventId: 'e5', signedIn: true, interestId: null, count: 4 };

function start(input: Partial<InterestInput> = {}) {
  return stepActor(eventInterestMachine, ['addInterest', 'removeInterest'], { input: { ...IN, ...input } });
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
    const { actor, fakes, settle, fail, view } = start();
    actor.send({ type: 'toggle' });
    await fail('addInterest', new Error('busy'));
    expect(view()).toEqual({ value: 'notInterested', context: { ...IN, error: 'busy' } });
    actor.send({ type: 'toggle' });
    expect(view().value).toBe('adding');
    await settle('addInterest', { id: 'i9' });
    expect(fakes.inputs.get('addInterest')).toEqual([{ cgEventId: 'e5' }, { cgEventId: 'e5' }]);
    expect(view()).toEqual({ value: 'interested', context: { ...IN, interestId: 'i9', count: 5, error: null } });
  });

  it('removing sends the interest id, then counts one less (never below 0) with no message', async () => {
    const a = start({ interestId: 'i2', count: 3 });
    a.actor.send({ type: 'toggle' });
    await a.fail('removeInterest', new Error('busy'));
    expect(a.view()).toEqual({ value: 'interested', context: { ...IN, interestId: 'i2', count: 3, error: 'busy' } });
    a.actor.send({ type: 'toggle' });
    expect(a.view().value).toBe('removing');
    await a.settle('removeInterest', {});
    expect(a.fakes.inputs.get('removeInterest')).toEqual([{ id: 'i2' }, { id: 'i2' }]);
    expect(a.view()).toEqual({ value: 'notInterested', context: { ...IN, interestId: null, count: 2, error: null } });
    const b = start({ interestId: 'i2', count: 0 });
    b.actor.send({ type: 'toggle' });
    await b.settle('removeInterest', {});
    expect(b.view().context.count).toBe(0);
  });

  it.each(ERRORS)('a failed add or remove shows %o as %s', async (error, message) => {
    const a = start();
    a.actor.send({ type: 'toggle' });
    await a.fail('addInterest', error);
    expect([a.view().value, a.view().context.error]).toEqual(['notInterested', message]);
    const r = start({ interestId: 'i1' });
    r.actor.send({ type: 'toggle' });
    await r.fail('removeInterest', error);
    expect([r.view().value, r.view().context.error]).toEqual(['interested', message]);
  });
});
