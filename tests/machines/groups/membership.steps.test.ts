// Step tests of the membership machine: where each standing starts, the context after each event (membership, ids,
// the message for each error shape), the input of each call, and a sync from the server in any state.
import { describe, expect, it } from 'vitest';
import { LEAVE_GROUP, LOGIN_TO_JOIN, membershipMachine, type MembershipInput } from '../../../src/machines/groups/membership.machine';
import { stepActor } from '../harness';

const IN: MembershipInput = { companyGroupId: 'g4', signedIn: true, isAdmin: false, membership: 'NONE', memberId: null, requestId: null };

function start(input: Partial<MembershipInput> = {}) {
  return stepActor(membershipMachine, ['join', 'cancelRequest', 'leave'], { input: { ...IN, ...input } });
}

const ERRORS: [unknown, string][] = [
  [new Error('Request not found'), 'Request not found'],
  [{ status: 403, message: 'The group owner and group admins cannot join or leave the group' }, 'The group owner and group admins cannot join or leave the group'],
  [{ message: 7 }, '7'],
  ['offline', 'offline'],
  [undefined, 'undefined'],
];

describe('membership machine: each step', () => {
  it('asks in the spec words', () => {
    expect(LOGIN_TO_JOIN).toBe('Please login or sign-up to join group. Proceed?');
    expect(LEAVE_GROUP).toBe('Leave this group? You can join it again later.');
  });

  it('starts by standing: admin before all, then visitor, member, requested, none', () => {
    expect(start({ isAdmin: true, signedIn: false }).view().value).toBe('admin');
    expect(start({ signedIn: false, membership: 'MEMBER' }).view().value).toBe('visitor');
    expect(start({ membership: 'MEMBER', memberId: 'm1' }).view()).toEqual({ value: 'member', context: { ...IN, membership: 'MEMBER', memberId: 'm1', error: null } });
    expect(start({ membership: 'REQUESTED', requestId: 'q1' }).view().value).toBe('requested');
    expect(start().view()).toEqual({ value: 'none', context: { ...IN, error: null } });
  });

  it('a visitor joining is asked to log in: confirm goes to login, dismiss back', () => {
    const { actor, view } = start({ signedIn: false });
    actor.send({ type: 'join' });
    expect(view().value).toBe('askLogin');
    actor.send({ type: 'login.dismiss' });
    expect(view().value).toBe('visitor');
    actor.send({ type: 'join' });
    actor.send({ type: 'login.confirm' });
    expect(view().value).toBe('toLogin');
  });

  it('joins a free group (premium false or unset) with its id; a premium one goes to the paid join page', async () => {
    for (const premium of [false, undefined]) {
      const { actor, fakes, view } = start({ premium });
      actor.send({ type: 'join' });
      expect(view().value).toBe('joining');
      expect(fakes.inputs.get('join')).toEqual([{ companyGroupId: 'g4' }]);
    }
    const paid = start({ premium: true });
    paid.actor.send({ type: 'join' });
    expect(paid.view().value).toBe('toPaidJoin');
    expect(paid.fakes.inputs.has('join')).toBe(false);
  });

  it('a joined free group makes a member, an approval group a request; the last message goes', async () => {
    const a = start();
    a.actor.send({ type: 'join' });
    await a.fail('join', new Error('busy'));
    expect(a.view()).toEqual({ value: 'none', context: { ...IN, error: 'busy' } });
    a.actor.send({ type: 'join' });
    await a.settle('join', { membership: 'MEMBER', memberId: 'm2', requestId: null });
    expect(a.view()).toEqual({ value: 'member', context: { ...IN, membership: 'MEMBER', memberId: 'm2', error: null } });
    const b = start();
    b.actor.send({ type: 'join' });
    await b.settle('join', { membership: 'REQUESTED', memberId: null, requestId: 'q2' });
    expect(b.view()).toEqual({ value: 'requested', context: { ...IN, membership: 'REQUESTED', requestId: 'q2', error: null } });
  });

  it('cancelling sends the request id; done: none without the request or message', async () => {
    const { actor, fakes, settle, fail, view } = start({ membership: 'REQUESTED', requestId: 'q1' });
    actor.send({ type: 'cancel' });
    await fail('cancelRequest', new Error('busy'));
    expect(view()).toEqual({ value: 'requested', context: { ...IN, membership: 'REQUESTED', requestId: 'q1', error: 'busy' } });
    actor.send({ type: 'cancel' });
    expect(view().value).toBe('cancelling');
    await settle('cancelRequest', {});
    expect(fakes.inputs.get('cancelRequest')).toEqual([{ requestId: 'q1' }, { requestId: 'q1' }]);
    expect(view()).toEqual({ value: 'none', context: { ...IN, error: null } });
  });

  it('leaving asks first, sends the member id; done: none without the member or message', async () => {
    const { actor, fakes, settle, fail, view } = start({ membership: 'MEMBER', memberId: 'm1' });
    actor.send({ type: 'leave' });
    expect(view().value).toBe('confirmLeave');
    actor.send({ type: 'leave.dismiss' });
    expect(view().value).toBe('member');
    actor.send({ type: 'leave' });
    actor.send({ type: 'leave.confirm' });
    await fail('leave', new Error('busy'));
    expect(view()).toEqual({ value: 'member', context: { ...IN, membership: 'MEMBER', memberId: 'm1', error: 'busy' } });
    actor.send({ type: 'leave' });
    actor.send({ type: 'leave.confirm' });
    await settle('leave', {});
    expect(fakes.inputs.get('leave')).toEqual([{ memberId: 'm1' }, { memberId: 'm1' }]);
    expect(view()).toEqual({ value: 'none', context: { ...IN, error: null } });
  });

  it.each(ERRORS)('a failed join, cancel or leave shows %o as %s', async (error, message) => {
    const j = start();
    j.actor.send({ type: 'join' });
    await j.fail('join', error);
    expect([j.view().value, j.view().context.error]).toEqual(['none', message]);
    const c = start({ membership: 'REQUESTED', requestId: 'q1' });
    c.actor.send({ type: 'cancel' });
    await c.fail('cancelRequest', error);
    expect([c.view().value, c.view().context.error]).toEqual(['requested', message]);
    const l = start({ membership: 'MEMBER', memberId: 'm1' });
    l.actor.send({ type: 'leave' });
    l.actor.send({ type: 'leave.confirm' });
    await l.fail('leave', error);
    expect([l.view().value, l.view().context.error]).toEqual(['member', message]);
  });

  it('a sync takes the server standing in any state and clears the message', async () => {
    const { actor, fail, view } = start();
    actor.send({ type: 'join' });
    await fail('join', new Error('busy'));
    const accepted = { ...IN, membership: 'MEMBER' as const, memberId: 'm3' };
    actor.send({ type: 'sync', standing: accepted });
    expect(view()).toEqual({ value: 'member', context: { ...accepted, error: null } });
    actor.send({ type: 'leave' });
    actor.send({ type: 'sync', standing: { ...IN, isAdmin: true } });
    expect(view()).toEqual({ value: 'admin', context: { ...IN, isAdmin: true, error: null } });
  });
});
