// Path tests generated from the registration machine's graph, replayed with fake effects.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { registrationMachine, REGISTRATION_MESSAGES, type RegistrationInputArgs } from '../../../src/machines/identity/registration.machine';
import { emptyRegistrationForm, type RegistrationForm } from '../../../src/domain/identity/registration';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const good: RegistrationForm = {
  ...emptyRegistrationForm(),
  firstname: 'Carol', lastname: 'Nguyen', email: 'carol@example.test', password: 'Carol123!', confirmPassword: 'Carol123!',
  companyName: 'Carol Imports', categoryIds: ['c1', 'c2'],
};
const professional: RegistrationForm = { ...good, email: 'pro@example.test', companyName: '', withoutCompany: true };
const noCategory: RegistrationForm = { ...good, categoryIds: [] };
const noCompany: RegistrationForm = { ...good, companyName: '' };

const events = [
  { type: 'form.submit', form: good },
  { type: 'form.submit', form: professional },
  { type: 'form.submit', form: noCategory },
  { type: 'form.submit', form: noCompany },
  { type: 'xstate.done.actor.createUser', output: { id: 'u1', email: 'carol@example.test' } },
  { type: 'xstate.error.actor.createUser', error: { status: 409, message: 'Email is already registered' } },
  { type: 'code.submit', code: '12345' },
  { type: 'code.submit', code: '123456' },
  { type: 'code.resend' },
  { type: 'xstate.done.actor.resendCode', output: { message: 'New 6-digit code sent' } },
  { type: 'xstate.error.actor.resendCode', error: { status: 400, message: 'Too many requests' } },
  { type: 'xstate.done.actor.confirmCode', output: { accessToken: 'at', refreshToken: 'rt' } },
  { type: 'xstate.error.actor.confirmCode', error: { status: 400, message: 'Invalid code' } },
  { type: 'xstate.error.actor.confirmCode', error: { status: 400, message: 'Code expired. Please request a new code' } },
  { type: 'xstate.done.actor.createCompany', output: { id: 'co1', name: 'Carol Imports', profileName: 'carol-imports', ownerId: 'u1' } },
  { type: 'xstate.error.actor.createCompany', error: { status: 400, message: 'Company name is taken' } },
  { type: 'company.retry' },
  { type: 'company.skip' },
];

const starts: Array<[string, RegistrationInputArgs | undefined]> = [
  ['from the form', undefined],
  ['from the code step with a remembered company', { email: 'carol@example.test', company: { name: 'Carol Imports', categoryIds: ['c1', 'c2'] } }],
  ['from the code step without a company', { email: 'pro@example.test', company: null }],
];

const coverage = transitionCoverage(registrationMachine);
for (const [label, input] of starts) {
  const paths = transitionPaths(registrationMachine, { events: events as never, input });

  describe(`registration machine ${label}: every shortest path`, () => {
    if (input === undefined) {
      it('reaches every resting state', () => {
        const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
        expect([...reached].sort()).toEqual(restingLeafValues(registrationMachine).sort());
      });
    }

    it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
      const fakes = controllableActors(['createUser', 'confirmCode', 'resendCode', 'createCompany']);
      const actor = createActor(registrationMachine.provide({ actors: fakes.actors as never }), { input, inspect: coverage.inspect }).start();
      await replay(actor, fakes, path.steps as never);
      const snap = actor.getSnapshot();
      const ctx = snap.context;
      const last = path.steps.at(-1)!.event as { type: string; code?: string; form?: RegistrationForm; error?: { message: string } };

      if (last.type === 'form.submit' && snap.matches('form')) {
        expect(fakes.inputs.get('createUser')?.length ?? 0).toBe(path.steps.filter((s) => (s.event.type as string).endsWith('.actor.createUser')).length);
        if (last.form === noCategory) expect(ctx.fieldErrors.categoryIds).toBe('Please select at least one business type.');
        if (last.form === noCompany) expect(ctx.fieldErrors.companyName).toBe('Company Name is required!!');
      }
      if (last.type === 'form.submit' && snap.matches('submitting')) {
        const sent = fakes.inputs.get('createUser')!.at(-1) as { email: string; meta: { companyName?: string; categoryIds: string } };
        expect(sent.email).toBe(last.form!.email);
        expect(sent.meta.categoryIds).toBe('c1,c2');
        expect(sent.meta.companyName).toBe(last.form!.withoutCompany ? undefined : 'Carol Imports');
      }
      if (last.type.startsWith('xstate.error.actor.')) expect(ctx.error).toBe(last.error!.message);
      if (last.type === 'code.submit' && last.code === '12345') {
        expect(ctx.error).toBe('Please enter 6 digits code');
        expect(fakes.pending.has('confirmCode')).toBe(false);
      }
      if (last.type === 'code.submit' && last.code === '123456') {
        expect(fakes.inputs.get('confirmCode')!.at(-1)).toEqual({ email: ctx.email, confirmCode: '123456' });
      }
      if (last.type === 'xstate.done.actor.resendCode') expect(ctx.notice).toBe(REGISTRATION_MESSAGES.codeSent);
      if (snap.matches('creatingCompany')) {
        expect(ctx.notice).toBe('You account has been successfully activated');
        // the company comes from the stored name and categories
        expect(fakes.inputs.get('createCompany')!.at(-1)).toEqual({ name: 'Carol Imports', categoryIds: ['c1', 'c2'] });
      }
      if (snap.matches('success')) {
        expect(ctx.notice).toBe('You account has been successfully activated');
        expect(snap.status).toBe('done');
        const created = fakes.inputs.get('createCompany')?.length ?? 0;
        if (ctx.company === null) expect(created).toBe(0);
        else if (!path.steps.some((s) => s.event.type === 'company.skip')) expect(ctx.companyCreated?.name).toBe('Carol Imports');
      }
      actor.stop();
    });
  });
}
itTakesEveryTransition(coverage);
