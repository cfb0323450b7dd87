// Password reset: request a code by email -> enter the code and a new password -> done.
// /reset hosts the request step, /reset-confirm?email= starts at the code step.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { codeProblem } from '../../domain/identity/code';
import { passwordProblem } from '../../domain/identity/password';
import { errorInfo } from './errors';
import { notProvided } from '../shared/not-provided';

export const RESET_MESSAGES = {
  emailRequired: 'Email is required',
  codeSent: 'Password reset code sent',
  updated: 'Password updated',
  failed: 'Password reset failed',
} as const;

export type PasswordResetContext = {
  email: string;
  error: string | null;
  notice: string | null;
};

export type PasswordResetEvent =
  | { type: 'reset.request'; email: string }
  | { type: 'reset.submit'; code: string; password: string; confirmPassword: string }
  | { type: 'code.resend' };

export type PasswordResetActors = {
  requestReset: (input: { email: string }) => Promise<{ message: string }>;
  confirmReset: (input: { email: string; confirmCode: string; password: string }) => Promise<{ message: string }>;
};

/** The first problem of a code + new password entry, or null. */
export function resetEntryProblem(code: string, password: string, confirmPassword: string): string | null {
  return codeProblem(code) ?? passwordProblem(password, confirmPassword);
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { email?: string } | undefined,
  },
  actors: {
    requestReset: fromPromise<{ message: string }, { email: string }>(notProvided('password-reset', 'requestReset')),
    confirmReset: fromPromise<{ message: string }, { email: string; confirmCode: string; password: string }>(notProvided('password-reset', 'confirmReset')),
  },
  guards: {
    startsAtCode: ({ context }) => context.email !== '',
    emailGiven: ({ event }) => {
      assertEvent(event, 'reset.request');
      return event.email.trim() !== '';
    },
    entryValid: ({ event }) => {
      assertEvent(event, 'reset.submit');
      return resetEntryProblem(event.code, event.password, event.confirmPassword) === null;
    },
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ email: input?.email?.trim() ?? '', error: null, notice: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsAtCode', target: 'enterCode' }, { target: 'request' }],
    },
    request: {
      on: {
        'reset.request': [
          { guard: 'emailGiven', target: 'requesting', actions: assign({ email: ({ event }) => event.email.trim(), error: null }) },
          { actions: assign({ error: RESET_MESSAGES.emailRequired }) },
        ],
      },
    },
    requesting: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'enterCode', actions: assign({ notice: ({ event }) => event.output.message || RESET_MESSAGES.codeSent }) },
        onError: { target: 'request', actions: assign({ error: ({ event }) => errorInfo(event.error, RESET_MESSAGES.failed).message }) },
      },
    },
    enterCode: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'reset.submit': [
              { guard: 'entryValid', target: 'confirming', actions: assign({ error: null, notice: null }) },
              {
                actions: assign({
                  error: ({ event }) => resetEntryProblem(event.code, event.password, event.confirmPassword),
                  notice: null,
                }),
              },
            ],
            'code.resend': { target: 'resending', actions: assign({ error: null, notice: null }) },
          },
        },
        confirming: {
          invoke: {
            id: 'confirmReset',
            src: 'confirmReset',
            input: ({ context, event }) => {
              assertEvent(event, 'reset.submit');
              return { email: context.email, confirmCode: event.code, password: event.password };
            },
            onDone: { target: '#passwordReset.done', actions: assign({ notice: ({ event }) => event.output.message || RESET_MESSAGES.updated }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorInfo(event.error, RESET_MESSAGES.failed).message }) },
          },
        },
        resending: {
          invoke: {
            id: 'resendReset',
            src: 'requestReset',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'idle', actions: assign({ notice: ({ event }) => event.output.message || RESET_MESSAGES.codeSent }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorInfo(event.error, RESET_MESSAGES.failed).message }) },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
