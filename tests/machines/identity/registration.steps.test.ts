// The registration machine step by step: where each input starts, the context after each event, the input of
// every request (createUser, confirmCode, resendCode, createCompany), the server's messages or the fallbacks.
import { describe, expect, it } from 'vitest';
import { registrationMachine, type RegistrationInputArgs } from '../../../src/machines/identity/registration.machine';
import { emptyRegistrationForm, type RegistrationForm } from '../../../src/domain/identity/registration';
import { stepActor } from '../harness';

const good: RegistrationForm = {
  ...emptyRegistrationForm(),
  firstname: ' Carol ', lastname: 'Nguyen', email: '  carol@example.test ', password: 'Carol123!', confirmPassword: 'Carol123!',
  companyName: ' Carol Imports ', categoryIds: ['c1', 'c2', 'c1'],
};
const company = { name: 'Carol Imports', categoryIds: ['c1', 'c2'] };
const ACTIVATED = 'You account has been successfully activated';
const CODE_SENT = 'New 6-digit code sent';
const CODE_MESSAGE = 'Please enter 6 digits code';

function start(input?: RegistrationInputArgs) {
  const s = stepActor(registrationMachine, ['createUser', 'confirmCode', 'resendCode', 'createCompany'], { input });
  return { ...s, settle: s.outcome, snap: () => s.actor.getSnapshot() };
}
const fresh = { fieldErrors: {}, error: null, notice: null, tokens: null, companyCreated: null };

/** at the code step for carol (her company remembered) */
function atCode(companyArg: RegistrationInputArgs['company'] = company) {
  return start({ email: 'carol@example.test', company: companyArg });
}

describe('registration machine: starting', () => {
  it('starts at the form without input, or with an email that is blank', () => {
    for (const input of [undefined, {}, { email: '   ' }]) {
      const { value, ctx } = start(input);
      expect([value(), ctx()]).toEqual(['form', { email: '', company: null, ...fresh }]);
    }
  });

  it('starts at the code step with the trimmed email and the remembered company (none when not given)', () => {
    const a = start({ email: ' carol@example.test ', company });
    expect([a.value(), a.ctx()]).toEqual([{ confirm: 'idle' }, { email: 'carol@example.test', company, ...fresh }]);
    const b = start({ email: 'pro@example.test' });
    expect([b.value(), b.ctx().company]).toEqual([{ confirm: 'idle' }, null]);
  });
});

describe('registration machine: the form', () => {
  it('shows the field errors of an invalid form and clears the previous server error', async () => {
    const { actor, settle, ctx, value, fakes } = start();
    actor.send({ type: 'form.submit', form: good });
    await settle('createUser', { status: 409, message: 'Email is already registered' }, true);
    expect([value(), ctx().error]).toEqual(['form', 'Email is already registered']);
    actor.send({ type: 'form.submit', form: { ...good, firstname: ' ', categoryIds: [] } });
    expect(value()).toBe('form');
    expect(ctx().fieldErrors).toEqual({ firstname: 'First name is required', categoryIds: 'Please select at least one business type.' });
    expect(ctx().error).toBeNull();
    expect(fakes.inputs.get('createUser')).toHaveLength(1);
  });

  it('sends a valid form as the POST /users body, clearing the errors and remembering the email and company', async () => {
    const { actor, settle, ctx, value, asked } = start();
    actor.send({ type: 'form.submit', form: { ...good, lastname: '' } });
    actor.send({ type: 'form.submit', form: good });
    expect(value()).toBe('submitting');
    expect(ctx()).toEqual({ email: 'carol@example.test', company, ...fresh });
    expect(asked('createUser')).toEqual({
      firstname: 'Carol', lastname: 'Nguyen', email: 'carol@example.test', password: 'Carol123!', confirmType: 'CODE',
      meta: { companyName: 'Carol Imports', categoryIds: 'c1,c2' },
    });
    await settle('createUser', { id: 'u1', email: 'carol@example.test' });
    expect([value(), ctx().error, ctx().notice]).toEqual([{ confirm: 'idle' }, null, null]);
  });

  it('a professional without a company remembers none', () => {
    const { actor, ctx, asked } = start();
    actor.send({ type: 'form.submit', form: { ...good, companyName: '', withoutCompany: true } });
    expect(ctx().company).toBeNull();
    expect((asked('createUser') as { meta: object }).meta).toEqual({ categoryIds: 'c1,c2' });
  });

  it('a failed sign-up shows the server message, or "Registration failed" without one', async () => {
    for (const [error, message] of [[{ status: 400, message: 'Bad email' }, 'Bad email'], [{ status: 500 }, 'Registration failed'], [new Error(''), 'Registration failed']] as const) {
      const { actor, settle, ctx, value } = start();
      actor.send({ type: 'form.submit', form: good });
      await settle('createUser', error, true);
      expect([value(), ctx().error]).toEqual(['form', message]);
    }
  });
});

describe('registration machine: the code step', () => {
  it('refuses a code that is not 6 digits, and clears the notice', async () => {
    const { actor, settle, ctx, value, fakes } = atCode();
    actor.send({ type: 'code.resend' });
    await settle('resendCode', { message: '' });
    expect(ctx().notice).toBe(CODE_SENT);
    actor.send({ type: 'code.submit', code: '12a456' });
    expect([value(), ctx().error, ctx().notice]).toEqual([{ confirm: 'idle' }, CODE_MESSAGE, null]);
    expect(fakes.pending.has('confirmCode')).toBe(false);
  });

  it('confirms a 6-digit code for the email, clearing error and notice', async () => {
    const { actor, settle, ctx, value, asked } = atCode();
    actor.send({ type: 'code.resend' });
    await settle('resendCode', { message: 'Code sent again' });
    expect(ctx().notice).toBe('Code sent again');
    actor.send({ type: 'code.submit', code: '1' });
    actor.send({ type: 'code.submit', code: '123456' });
    expect([value(), ctx().error, ctx().notice]).toEqual([{ confirm: 'verifying' }, null, null]);
    expect(asked('confirmCode')).toEqual({ email: 'carol@example.test', confirmCode: '123456' });
  });

  it('a refused code shows the server message, or "Invalid code" without one', async () => {
    for (const [error, message] of [[{ status: 400, message: 'Code expired. Please request a new code' }, 'Code expired. Please request a new code'], [{ status: 400 }, 'Invalid code']] as const) {
      const { actor, settle, ctx, value } = atCode();
      actor.send({ type: 'code.submit', code: '123456' });
      await settle('confirmCode', error, true);
      expect([value(), ctx().error, ctx().tokens]).toEqual([{ confirm: 'idle' }, message, null]);
    }
  });

  it('resending clears error and notice, asks for the email, and shows a failure or "Code could not be sent"', async () => {
    for (const [error, message] of [[{ status: 429, message: 'Too many requests' }, 'Too many requests'], ['', 'Code could not be sent']] as const) {
      const { actor, settle, ctx, value, asked } = atCode();
      actor.send({ type: 'code.submit', code: '12' });
      actor.send({ type: 'code.resend' });
      expect([value(), ctx().error, ctx().notice]).toEqual([{ confirm: 'resending' }, null, null]);
      expect(asked('resendCode')).toEqual({ email: 'carol@example.test' });
      await settle('resendCode', error, true);
      expect([value(), ctx().error, ctx().notice]).toEqual([{ confirm: 'idle' }, message, null]);
    }
  });
});

describe('registration machine: activation and the company', () => {
  it('keeps the tokens, says activated, and creates the remembered company', async () => {
    const { actor, settle, ctx, value, asked, snap } = atCode();
    actor.send({ type: 'code.submit', code: '123456' });
    await settle('confirmCode', { accessToken: 'at', refreshToken: 'rt' });
    expect(value()).toBe('creatingCompany');
    expect(ctx()).toMatchObject({ tokens: { accessToken: 'at', refreshToken: 'rt' }, notice: ACTIVATED, error: null });
    expect(asked('createCompany')).toEqual(company);
    const created = { id: 'co1', name: 'Carol Imports', profileName: 'carol-imports', ownerId: 'u1' };
    await settle('createCompany', created);
    expect([value(), snap().status, ctx().companyCreated]).toEqual(['success', 'done', created]);
  });

  it('without a company, or with a company without a name, succeeds at once', async () => {
    for (const remembered of [null, { name: '', categoryIds: ['c1'] }]) {
      const { actor, settle, ctx, value, fakes } = atCode(remembered);
      actor.send({ type: 'code.submit', code: '123456' });
      await settle('confirmCode', { accessToken: 'at', refreshToken: 'rt' });
      expect([value(), ctx().notice, fakes.inputs.has('createCompany')]).toEqual(['success', ACTIVATED, false]);
    }
  });

  it('a failed company shows the message or "Company could not be created"; retry clears it and asks again, skip ends', async () => {
    for (const [error, message] of [[{ status: 400, message: 'Company name is taken' }, 'Company name is taken'], [{}, 'Company could not be created']] as const) {
      const { actor, settle, ctx, value, fakes } = atCode();
      actor.send({ type: 'code.submit', code: '123456' });
      await settle('confirmCode', { accessToken: 'at', refreshToken: 'rt' });
      await settle('createCompany', error, true);
      expect([value(), ctx().error, ctx().companyCreated]).toEqual(['companyFailed', message, null]);
      actor.send({ type: 'company.retry' });
      expect([value(), ctx().error]).toEqual(['creatingCompany', null]);
      expect(fakes.inputs.get('createCompany')).toEqual([company, company]);
      await settle('createCompany', error, true);
      actor.send({ type: 'company.skip' });
      expect([value(), ctx().companyCreated, ctx().error]).toEqual(['success', null, message]);
    }
  });
});
