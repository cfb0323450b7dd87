// The follow toggle written out case by case (spec 4: follow toggles; spec 6: visitors log in), not derived from
// the machine's own graph: the state after each server answer, the follow id kept, the error shown, the calls
// made with their inputs, and the 'changed' / 'failed' notices.
import { describe, expect, it } from 'vitest';
import { followMachine, type FollowInput } from '../../../src/machines/companies/follow.machine';
import { stepActor } from '../harness';
import { failures } from './drive';

const MEMBER: FollowInput = { signedIn: true, companyId: 'c1', followerId: 'u1' };

function start(input: FollowInput = MEMBER) {
  const seen = { askLogin: 0, changed: 0, failed: [] as string[] };
  const t = stepActor(followMachine, ['loadFollow', 'createFollow', 'deleteFollow'], {
    input,
    actions: { askLogin: () => void seen.askLogin++, changed: () => void seen.changed++, failed: (_: unknown, p: { message: string }) => void seen.failed.push(p.message) },
  });
  const shown = () => { const { value, context } = t.view(); return { value, followId: context.followId, error: context.error }; };
  return { ...t, seen, shown };
}

/** a member following the company with follow f0 */
async function following() {
  const t = start();
  await t.settle('loadFollow', { id: 'f0' });
  return t;
}

describe('follow machine: loading the current follow', () => {
  it('asks the server with the company and the member', () => {
    const { fakes, shown } = start();
    expect(shown().value).toBe('loading');
    expect(fakes.inputs.get('loadFollow')).toEqual([{ companyId: 'c1', followerId: 'u1' }]);
  });
  it('a follow found shows Following with its id', async () => {
    const { shown, seen } = await following();
    expect(shown()).toEqual({ value: 'following', followId: 'f0', error: null });
    expect(seen).toEqual({ askLogin: 0, changed: 0, failed: [] });
  });
  it('no follow shows Follow', async () => {
    const { settle, shown } = start();
    await settle('loadFollow', null);
    expect(shown()).toEqual({ value: 'notFollowing', followId: null, error: null });
  });
  it('a failed load shows Follow with the error, without an alert', async () => {
    const { fail, shown, seen } = start();
    await fail('loadFollow', new Error('Service unavailable'));
    expect(shown()).toEqual({ value: 'notFollowing', followId: null, error: 'Service unavailable' });
    expect(seen.failed).toEqual([]);
  });
  it('refresh loads again and follows the new answer', async () => {
    const { actor, fakes, settle, shown } = await following();
    actor.send({ type: 'refresh' });
    expect(shown().value).toBe('loading');
    await settle('loadFollow', null);
    expect(shown()).toEqual({ value: 'notFollowing', followId: null, error: null });
    expect(fakes.inputs.get('loadFollow')).toHaveLength(2);
  });
  it.each<[string, FollowInput]>([
    ['a visitor', { signedIn: false, companyId: 'c1', followerId: null }],
    ['a visitor with a stale id', { signedIn: false, companyId: 'c1', followerId: 'u1' }],
    ['a member without an id yet', { signedIn: true, companyId: 'c1', followerId: null }],
  ])('%s sees Follow, is asked to log in on toggle, and nothing is called', (_n, input) => {
    const { actor, fakes, seen, shown } = start(input);
    actor.send({ type: 'toggle' });
    actor.send({ type: 'toggle' });
    expect(shown()).toEqual({ value: 'notFollowing', followId: null, error: null });
    expect(seen.askLogin).toBe(2);
    expect(fakes.inputs.size).toBe(0);
  });
});

describe('follow machine: toggling', () => {
  it('Follow creates the follow and keeps its id', async () => {
    const { actor, fakes, settle, shown, seen } = start();
    await settle('loadFollow', null);
    actor.send({ type: 'toggle' });
    expect(shown().value).toBe('creating');
    expect(fakes.inputs.get('createFollow')).toEqual([{ companyId: 'c1', followerId: 'u1' }]);
    await settle('createFollow', { id: 'f1' });
    expect(shown()).toEqual({ value: 'following', followId: 'f1', error: null });
    expect(seen).toEqual({ askLogin: 0, changed: 1, failed: [] });
  });
  it('a refused follow stays at Follow, shows and alerts the error', async () => {
    const { actor, settle, fail, shown, seen } = start();
    await settle('loadFollow', null);
    actor.send({ type: 'toggle' });
    await fail('createFollow', { message: 'Company not found' });
    expect(shown()).toEqual({ value: 'notFollowing', followId: null, error: 'Company not found' });
    expect(seen).toEqual({ askLogin: 0, changed: 0, failed: ['Company not found'] });
  });
  it('Following deletes the follow by its id', async () => {
    const { actor, fakes, settle, shown, seen } = await following();
    actor.send({ type: 'toggle' });
    expect(shown().value).toBe('deleting');
    expect(fakes.inputs.get('deleteFollow')).toEqual([{ id: 'f0' }]);
    await settle('deleteFollow', { ok: true });
    expect(shown()).toEqual({ value: 'notFollowing', followId: null, error: null });
    expect(seen).toEqual({ askLogin: 0, changed: 1, failed: [] });
  });
  it('a refused unfollow stays at Following with the same follow, shows and alerts the error', async () => {
    const { actor, fail, shown, seen } = await following();
    actor.send({ type: 'toggle' });
    await fail('deleteFollow', 'Follow not found');
    expect(shown()).toEqual({ value: 'following', followId: 'f0', error: 'Follow not found' });
    expect(seen).toEqual({ askLogin: 0, changed: 0, failed: ['Follow not found'] });
  });
  it('a success after a failure clears the error', async () => {
    const { actor, settle, fail, shown } = await following();
    actor.send({ type: 'toggle' });
    await fail('deleteFollow', 'Follow not found');
    actor.send({ type: 'toggle' });
    await settle('deleteFollow', { ok: true });
    expect(shown()).toEqual({ value: 'notFollowing', followId: null, error: null });
  });
});

describe('follow machine: the message of a failure', () => {
  it.each(failures('Company not found'))('%s', async (_n, error, message) => {
    const { actor, settle, fail, shown, seen } = start();
    await settle('loadFollow', null);
    actor.send({ type: 'toggle' });
    await fail('createFollow', error);
    expect(shown().error).toBe(message);
    expect(seen.failed).toEqual([message]);
  });
});
