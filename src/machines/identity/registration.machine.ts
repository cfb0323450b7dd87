// Sign-up (spec 4 "Registration"): form -> submitting -> confirmation code (resend, server errors)
// -> activated -> company created from the stored name and categories (skipped for a professional
// without a company) -> success. Pages host segments of it: /register starts at the form,
// /register-confirm starts at the code step with the email and the remembered company.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AuthTokens, CompanySummary, RegistrationInput } from '../../domain/identity/types';
import {
  hasErrors, pendingCompanyOf, toRegistrationInput, validateRegistration,
  type PendingCompany, type RegistrationErrors, type RegistrationForm,
} from '../../domain/identity/registration';
import { codeProblem } from '../../domain/identity/code';
import { errorInfo } from './errors';
import { notProvided } from '../shared/not-provided';

export const REGISTRATION_MESSAGES = {
  activated: 'You account has been successfully activated',
  codeSent: 'New 6-digit code sent',
  failed: 'Registration failed',
  companyFailed: 'Company could not be created',
} as const;

export type RegistrationInputArgs = {
  /** given: start at the code step for this email */
  email?: string;
  /** the company to create after activation (remembered from the form) */
  company?: PendingCompany;
};

export type RegistrationContext = {
  email: string;
  company: PendingCompany;
  fieldErrors: RegistrationErrors;
  /** the error to show (server message or 'Please enter 6 digits code') */
  error: string | null;
  /** the last success/info message ('New 6-digit code sent', 'You account has been successfully activated') */
  notice: string | null;
  tokens: AuthTokens | null;
  companyCreated: CompanySummary | null;
};

export type RegistrationEvent =
  | { type: 'form.submit'; form: RegistrationForm }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'company.retry' }
  | { type: 'company.skip' };

export type RegistrationActors = {
  createUser: (input: RegistrationInput) => Promise<{ id: string; email: string }>;
  /** confirms the code; the implementation also stores the returned login in the session */
  confirmCode: (input: { email: string; confirmCode: string }) => Promise<AuthTokens>;
  resendCode: (input: { email: string }) => Promise<{ message: string }>;
  createCompany: (input: { name: string; categoryIds: string[] }) => Promise<CompanySummary>;
};

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInputArgs | undefined,
  },
  actors: {
    createUser: fromPromise<{ id: string; email: string }, RegistrationInput>(notProvided('registration', 'createUser')),
    confirmCode: fromPromise<AuthTokens, { email: string; confirmCode: string }>(notProvided('registration', 'confirmCode')),
    resendCode: fromPromise<{ message: string }, { email: string }>(notProvided('registration', 'resendCode')),
    createCompany: fromPromise<CompanySummary, { name: string; categoryIds: string[] }>(notProvided('registration', 'createCompany')),
  },
  guards: {
    startsAtCode: ({ context }) => context.email !== '',
    formValid: ({ event }) => {
      assertEvent(event, 'form.submit');
      return !hasErrors(validateRegistration(event.form));
    },
    codeValid: ({ event }) => {
      assertEvent(event, 'code.submit');
      return codeProblem(event.code) === null;
    },
    hasCompany: ({ context }) => context.company !== null && context.company.name !== '',
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    email: input?.email?.trim() ?? '',
    company: input?.company ?? null,
    fieldErrors: {},
    error: null,
    notice: null,
    tokens: null,
    companyCreated: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsAtCode', target: 'confirm' }, { target: 'form' }],
    },
    form: {
      on: {
        'form.submit': [
          {
            guard: 'formValid',
            target: 'submitting',
            actions: assign(({ event }) => ({
              fieldErrors: {},
              error: null,
              email: event.form.email.trim(),
              company: pendingCompanyOf(event.form),
            })),
          },
          { actions: assign({ fieldErrors: ({ event }) => validateRegistration(event.form), error: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'createUser',
        src: 'createUser',
        input: ({ event }) => {
          assertEvent(event, 'form.submit');
          return toRegistrationInput(event.form);
        },
        onDone: { target: 'confirm' },
        onError: {
          target: 'form',
          actions: assign({ error: ({ event }) => errorInfo(event.error, REGISTRATION_MESSAGES.failed).message }),
        },
      },
    },
    confirm: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'code.submit': [
              { guard: 'codeValid', target: 'verifying', actions: assign({ error: null, notice: null }) },
              { actions: assign({ error: ({ event }) => codeProblem(event.code), notice: null }) },
            ],
            'code.resend': { target: 'resending', actions: assign({ error: null, notice: null }) },
          },
        },
        verifying: {
          invoke: {
            id: 'confirmCode',
            src: 'confirmCode',
            input: ({ context, event }) => {
              assertEvent(event, 'code.submit');
              return { email: context.email, confirmCode: event.code };
            },
            onDone: { target: '#registration.activated', actions: assign({ tokens: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => errorInfo(event.error, 'Invalid code').message }),
            },
          },
        },
        resending: {
          invoke: {
            id: 'resendCode',
            src: 'resendCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'idle', actions: assign({ notice: ({ event }) => event.output.message || REGISTRATION_MESSAGES.codeSent }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorInfo(event.error, 'Code could not be sent').message }) },
          },
        },
      },
    },
    activated: {
      entry: assign({ notice: REGISTRATION_MESSAGES.activated, error: null }),
      always: [{ guard: 'hasCompany', target: 'creatingCompany' }, { target: 'success' }],
    },
    creatingCompany: {
      invoke: {
        id: 'createCompany',
        src: 'createCompany',
        // entered only through hasCompany: the company is there
        input: ({ context }) => ({ ...(context.company as NonNullable<PendingCompany>) }),
        onDone: { target: 'success', actions: assign({ companyCreated: ({ event }) => event.output }) },
        onError: {
          target: 'companyFailed',
          actions: assign({ error: ({ event }) => errorInfo(event.error, REGISTRATION_MESSAGES.companyFailed).message }),
        },
      },
    },
    /** the account is active; only the company is missing: retry or go on without it */
    companyFailed: {
      on: {
        'company.retry': { target: 'creatingCompany', actions: assign({ error: null }) },
        'company.skip': 'success',
      },
    },
    success: { type: 'final' },
  },
});
