// The password-reset machine step by step: where each input starts, the context after each event, the input of
// each request (requestReset as itself and as resendReset, confirmReset), the server's messages or the fallbacks.
import { describe, expect, it } from 'vitest';
import { passwordResetMachine, resetEntryProblem } from '../../../src/machines/identity/password-reset.machine';
import { stepActor } from '../harness';

const CODE_SENT = 'Password reset code sent';
const FAILED = 'Password reset failed';
const CODE_MESSAGE = 'Please enter 6 digits code';
const MISMATCH = 'Password does not match!';
const entry = { code: '123456', password: 'Alice999!', confirmPassword: 'Alice999!' };

function start(input?: { email?: string }) {
  const s = stepActor(passwordResetMachine, ['requestReset', 'confirmReset'], { input });
  return { ...s, settle: s.outcome, snap: () => s.actor.getSnapshot() };
}

describe('resetEntryProblem', () => {
  it('names the code problem first, then the password problem, else none', () => {
    expect(resetEntryProblem('12', 'Alice999!', 'Alice998!')).toBe(CODE_MESSAGE);
    expect(resetEntryProblem('123456', 'Alice999!', 'Alice998!')).toBe(MISMATCH);
    expect(resetEntryProblem('123456', 'Alice999!', 'Alice999!')).toBeNull();
  });
});

describe('password-reset machine: requesting a code', () => {
  it('starts at the request without an email, or with a blank one', () => {
    for (const input of [undefined, {}, { email: '  ' }]) {
      const { value, ctx } = start(input);
      expect([value(), ctx()]).toEqual(['request', { email: '', error: null, notice: null }]);
    }
  });

  it('starts at the code step with the trimmed email', () => {
    const { value, ctx } = start({ email: ' alice@mtz.test ' });
    expect([value(), ctx()]).toEqual([{ enterCode: 'idle' }, { email: 'alice@mtz.test', error: null, notice: null }]);
  });

  it('refuses a blank email, then requests the code for the trimmed one, clearing the error', async () => {
    const { actor, settle, ctx, value, asked, fakes } = start();
    actor.send({ type: 'reset.request', email: '   ' });
    expect([value(), ctx().error, fakes.inputs.has('requestReset')]).toEqual(['request', 'Email is required', false]);
    actor.send({ type: 'reset.request', email: ' alice@mtz.test ' });
    expect([value(), ctx()]).toEqual(['requesting', { email: 'alice@mtz.test', error: null, notice: null }]);
    expect(asked('requestReset')).toEqual({ email: 'alice@mtz.test' });
    await settle('requestReset', { message: 'Check your inbox' });
    expect([value(), ctx().notice]).toEqual([{ enterCode: 'idle' }, 'Check your inbox']);
  });

  it('says "Password reset code sent" when the answer has no message', async () => {
    const { actor, settle, ctx } = start();
    actor.send({ type: 'reset.request', email: 'alice@mtz.test' });
    await settle('requestReset', { message: '' });
    expect(ctx().notice).toBe(CODE_SENT);
  });

  it('a failed request returns to the form with the message or "Password reset failed"', async () => {
    for (const [error, message] of [[{ status: 404, message: 'Unknown email' }, 'Unknown email'], [{ status: 500 }, FAILED]] as const) {
      const { actor, settle, ctx, value } = start();
      actor.send({ type: 'reset.request', email: 'alice@mtz.test' });
      await settle('requestReset', error, true);
      expect([value(), ctx().error]).toEqual(['request', message]);
    }
  });
});

describe('password-reset machine: the code and the new password', () => {
  it('refuses a bad entry with its problem, clearing the notice', async () => {
    const { actor, settle, ctx, value, fakes } = start({ email: 'alice@mtz.test' });
    actor.send({ type: 'code.resend' });
    await settle('resendReset', { message: 'again' });
    expect(ctx().notice).toBe('again');
    actor.send({ type: 'reset.submit', ...entry, confirmPassword: 'Alice998!' });
    expect([value(), ctx().error, ctx().notice]).toEqual([{ enterCode: 'idle' }, MISMATCH, null]);
    expect(fakes.inputs.has('confirmReset')).toBe(false);
  });

  it('sends a good entry for the email, clearing error and notice, and ends with the answer or "Password updated"', async () => {
    for (const [message, notice] of [['Done!', 'Done!'], ['', 'Password updated']]) {
      const { actor, settle, ctx, value, asked, snap } = start({ email: 'alice@mtz.test' });
      actor.send({ type: 'code.resend' });
      await settle('resendReset', { message: 'again' });
      actor.send({ type: 'reset.submit', ...entry, code: '1' });
      actor.send({ type: 'reset.submit', ...entry });
      expect([value(), ctx().error, ctx().notice]).toEqual([{ enterCode: 'confirming' }, null, null]);
      expect(asked('confirmReset')).toEqual({ email: 'alice@mtz.test', confirmCode: '123456', password: 'Alice999!' });
      await settle('confirmReset', { message });
      expect([value(), snap().status, ctx().notice]).toEqual(['done', 'done', notice]);
    }
  });

  it('a refused entry shows the message or "Password reset failed"', async () => {
    for (const [error, message] of [[{ status: 400, message: 'Code expired' }, 'Code expired'], [null, FAILED]] as const) {
      const { actor, settle, ctx, value } = start({ email: 'alice@mtz.test' });
      actor.send({ type: 'reset.submit', ...entry });
      await settle('confirmReset', error, true);
      expect([value(), ctx().error]).toEqual([{ enterCode: 'idle' }, message]);
    }
  });

  it('resending clears error and notice, asks for the email again, and shows the answer, its fallback or the failure', async () => {
    const cases: [unknown, boolean, { error: string | null; notice: string | null }][] = [
      [{ message: '' }, false, { error: null, notice: CODE_SENT }],
      [{ status: 429, message: 'Try later' }, true, { error: 'Try later', notice: null }],
      [{ status: 500 }, true, { error: FAILED, notice: null }],
    ];
    for (const [answer, fail, after] of cases) {
      const { actor, settle, ctx, value, asked } = start({ email: 'alice@mtz.test' });
      actor.send({ type: 'reset.submit', ...entry, code: '' });
      actor.send({ type: 'code.resend' });
      expect([value(), ctx().error, ctx().notice]).toEqual([{ enterCode: 'resending' }, null, null]);
      expect(asked('resendReset')).toEqual({ email: 'alice@mtz.test' });
      await settle('resendReset', answer, fail);
      expect([value(), ctx().error, ctx().notice]).toEqual([{ enterCode: 'idle' }, after.error, after.notice]);
    }
  });
});
