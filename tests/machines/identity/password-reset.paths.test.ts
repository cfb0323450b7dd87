// Path tests generated from the password-reset machine's graph, replayed with fake effects.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { passwordResetMachine, RESET_MESSAGES } from '../../../src/machines/identity/password-reset.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const events = [
  { type: 'reset.request', email: '' },
  { type: 'reset.request', email: 'alice@mtz.test' },
  { type: 'xstate.done.actor.requestReset', output: { message: 'Password reset code sent' } },
  { type: 'xstate.error.actor.requestReset', error: { status: 400, message: 'Invalid email' } },
  { type: 'reset.submit', code: '12', password: 'Alice999!', confirmPassword: 'Alice999!' },
  { type: 'reset.submit', code: '123456', password: 'Alice999!', confirmPassword: 'Alice998!' },
  { type: 'reset.submit', code: '123456', password: 'weakpass', confirmPassword: 'weakpass' },
  { type: 'reset.submit', code: '123456', password: 'Alice999!', confirmPassword: 'Alice999!' },
  { type: 'xstate.done.actor.confirmReset', output: { message: 'Password updated' } },
  { type: 'xstate.error.actor.confirmReset', error: { status: 400, message: 'Code expired. Please request a new code' } },
  { type: 'code.resend' },
  { type: 'xstate.done.actor.resendReset', output: { message: 'Password reset code sent' } },
  { type: 'xstate.error.actor.resendReset', error: { status: 400, message: 'Try later' } },
];

const expectedError: Record<string, string> = {
  '12': 'Please enter 6 digits code',
  'Alice998!': 'Password does not match!',
  weakpass: 'Check password requirements!!',
};

const coverage = transitionCoverage(passwordResetMachine);
for (const input of [undefined, { email: 'alice@mtz.test' }]) {
  const paths = transitionPaths(passwordResetMachine, { events: events as never, input });
  describe(`password-reset machine ${input ? 'from the code step' : 'from the request'}: every shortest path`, () => {
    if (!input) {
      it('reaches every resting state', () => {
        const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
        expect([...reached].sort()).toEqual(restingLeafValues(passwordResetMachine).sort());
      });
    }
    it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
      const fakes = controllableActors(['requestReset', 'confirmReset']);
      const actor = createActor(passwordResetMachine.provide({ actors: fakes.actors as never }), { input, inspect: coverage.inspect }).start();
      await replay(actor, fakes, path.steps as never);
      const snap = actor.getSnapshot();
      const ctx = snap.context;
      const last = path.steps.at(-1)!.event as { type: string; email?: string; code?: string; confirmPassword?: string; error?: { message: string } };
      if (last.type === 'reset.request' && last.email === '') expect(ctx.error).toBe(RESET_MESSAGES.emailRequired);
      if (last.type === 'reset.request' && last.email) expect(fakes.inputs.get('requestReset')!.at(-1)).toEqual({ email: 'alice@mtz.test' });
      if (last.type === 'reset.submit') {
        const key = last.code === '12' ? '12' : last.confirmPassword!;
        if (key in expectedError) {
          expect(ctx.error).toBe(expectedError[key]);
          expect(fakes.pending.has('confirmReset')).toBe(false);
        } else {
          expect(fakes.inputs.get('confirmReset')!.at(-1)).toEqual({ email: 'alice@mtz.test', confirmCode: '123456', password: 'Alice999!' });
        }
      }
      if (last.type.startsWith('xstate.error.actor.')) expect(ctx.error).toBe(last.error!.message);
      if (last.type === 'xstate.done.actor.resendReset' || last.type === 'xstate.done.actor.requestReset') {
        expect(ctx.notice).toBe('Password reset code sent');
      }
      if (snap.matches('done')) {
        expect(ctx.notice).toBe('Password updated');
        expect(snap.status).toBe('done');
      }
      actor.stop();
    });
  });
}
itTakesEveryTransition(coverage);
