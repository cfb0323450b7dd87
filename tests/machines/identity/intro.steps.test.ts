// The introduction step by step: the starting context per input, each step stored as it is entered, the inputs
// of saveProfile and createCompany, the errors (server message or fallback) and when they are cleared.
import { describe, expect, it } from 'vitest';
import { introMachine, type IntroInput } from '../../../src/machines/identity/intro.machine';
import { stepActor } from '../harness';

const changes = { firstname: 'Dana', lastname: 'Reyes', profileName: 'dana-reyes' };
const PROFILE_FAILED = 'Your profile could not be saved';
const COMPANY_FAILED = 'Company could not be created';
const NAME_REQUIRED = 'Company name is required';

function start(input: IntroInput) {
  const stored: (number | null)[] = [];
  const s = stepActor(introMachine, ['saveProfile', 'createCompany'], {
    input,
    actions: { storeStep: (_: unknown, p: { step: number }) => void stored.push(p.step), clearStep: () => void stored.push(null) },
  });
  return { ...s, settle: s.outcome, stored, snap: () => s.actor.getSnapshot() };
}

describe('intro machine: step by step', () => {
  it('starts with the resumed step, leftover only when true, and the company flag as given', () => {
    const cases: [IntroInput, unknown, object][] = [
      [{ hasCompany: false }, { profile: 'editing' }, { step: 1, leftover: false, hasCompany: false, error: null }],
      [{ fromQuery: '2', leftover: true, hasCompany: true }, { company: 'editing' }, { step: 2, leftover: true, hasCompany: true, error: null }],
      [{ stored: '3', hasCompany: true }, 'interests', { step: 3, leftover: false, hasCompany: true, error: null }],
      [{ fromQuery: '4', stored: '3', hasCompany: false }, 'network', { step: 4, leftover: false, hasCompany: false, error: null }],
    ];
    for (const [input, value, context] of cases) {
      const s = start(input);
      expect([s.value(), s.ctx(), s.stored]).toEqual([value, context, [(context as { step: number }).step]]);
    }
  });

  it('saves the profile as typed, shows its failure or the fallback, and moves on when saved', async () => {
    const { actor, settle, ctx, value, asked, stored } = start({ hasCompany: false });
    actor.send({ type: 'profile.save', changes });
    expect([value(), asked('saveProfile')]).toEqual([{ profile: 'saving' }, changes]);
    await settle('saveProfile', { message: 'Profile name already taken' }, true);
    expect([value(), ctx().error]).toEqual([{ profile: 'editing' }, 'Profile name already taken']);
    actor.send({ type: 'profile.save', changes });
    expect(ctx().error).toBeNull();
    await settle('saveProfile', new Error(''), true);
    expect(ctx().error).toBe(PROFILE_FAILED);
    actor.send({ type: 'profile.save', changes });
    await settle('saveProfile', { id: 'u1' });
    expect([value(), ctx().step, stored]).toEqual([{ company: 'editing' }, 2, [1, 2]]);
  });

  it('skipping the profile clears its error', async () => {
    const { actor, settle, ctx, value } = start({ hasCompany: false });
    actor.send({ type: 'profile.save', changes });
    await settle('saveProfile', {}, true);
    actor.send({ type: 'step.next' });
    expect([value(), ctx().error]).toEqual([{ company: 'editing' }, null]);
  });

  it('refuses a company without a name, creates one with the trimmed name, and marks the member as having one', async () => {
    const { actor, settle, ctx, value, asked, fakes, stored } = start({ stored: '2', hasCompany: false });
    actor.send({ type: 'company.create', company: { name: '  ', categoryIds: ['c1'] } });
    expect([value(), ctx().error, fakes.inputs.has('createCompany')]).toEqual([{ company: 'editing' }, NAME_REQUIRED, false]);
    actor.send({ type: 'company.create', company: { name: ' Reyes Imports ', categoryIds: ['c1', 'c2'] } });
    expect([value(), ctx().error]).toEqual([{ company: 'creating' }, null]);
    expect(asked('createCompany')).toEqual({ name: 'Reyes Imports', categoryIds: ['c1', 'c2'] });
    await settle('createCompany', { id: 'c9' });
    expect([value(), ctx().hasCompany, ctx().step, stored]).toEqual(['interests', true, 3, [2, 3]]);
  });

  it('a failed company shows the message or the fallback and stays without one', async () => {
    for (const [error, message] of [[{ message: 'Name taken' }, 'Name taken'], [{}, COMPANY_FAILED]] as const) {
      const { actor, settle, ctx, value } = start({ stored: '2', hasCompany: false });
      actor.send({ type: 'company.create', company: { name: 'Reyes', categoryIds: [] } });
      await settle('createCompany', error, true);
      expect([value(), ctx().error, ctx().hasCompany]).toEqual([{ company: 'editing' }, message, false]);
    }
  });

  it('moving on or back from the company step clears its error', () => {
    for (const [type, value, step] of [['step.next', 'interests', 3], ['step.back', { profile: 'editing' }, 1]] as const) {
      const { actor, ctx, value: now } = start({ stored: '2', hasCompany: false });
      actor.send({ type: 'company.create', company: { name: '', categoryIds: [] } });
      actor.send({ type });
      expect([now(), ctx().error, ctx().step]).toEqual([value, null, step]);
    }
  });

  it('goes back and forth between the last steps, storing each, and clears the store when finished', () => {
    const { actor, value, ctx, stored, snap } = start({ stored: '3', hasCompany: true });
    actor.send({ type: 'step.next' });
    expect([value(), ctx().step]).toEqual(['network', 4]);
    actor.send({ type: 'step.back' });
    expect([value(), ctx().step]).toEqual(['interests', 3]);
    actor.send({ type: 'step.back' });
    expect([value(), ctx().step]).toEqual([{ company: 'editing' }, 2]);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.finish' });
    expect([value(), snap().status, stored]).toEqual(['finished', 'done', [3, 4, 3, 2, 3, 4, null]]);
  });
});
