// A visitor fills a CRM form at /forms/{id} (spec 2; issue: forms with a proof-of-work captcha). The answers are
// checked field by field before anything is sent (the domain's checkAnswers: errors stay on the fields); then the
// browser solves the captcha ('verifying'), then the answers go with the solution ('sending'); the server's
// refusal (a wrong answer it caught, a spent or expired captcha) brings the visitor back to the form with the
// message and their answers kept; 'sent' is final. Effects are actors supplied with .provide().
import { assign, fromPromise, setup } from 'xstate';
import { checkAnswers, FORM_MESSAGES, type CaptchaPayload, type FormField } from '../../domain/crm/forms';
import { errorMessageOf } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';

export type FormFillInput = { formId: string; fields: FormField[] };
export type FormFillContext = FormFillInput & { values: Record<string, string>; errors: Record<string, string>; message: string | null; sentMessage: string | null };
export type FormFillEvent = { type: 'change'; id: string; value: string } | { type: 'submit' };

export const formFillMachine = setup({
  types: { context: {} as FormFillContext, input: {} as FormFillInput, events: {} as FormFillEvent },
  actors: {
    solveCaptcha: fromPromise<CaptchaPayload | null, void>(notProvided('form-fill', 'solveCaptcha')),
    submit: fromPromise<{ message: string }, { formId: string; answers: Record<string, string>; captcha: CaptchaPayload }>(notProvided('form-fill', 'submit')),
  },
  guards: {
    answersHold: ({ context }) => checkAnswers(context.fields, context.values).ok,
  },
}).createMachine({
  id: 'formFill',
  context: ({ input }) => ({ ...input, values: {}, errors: {}, message: null, sentMessage: null }),
  initial: 'filling',
  states: {
    filling: {
      on: {
        change: {
          actions: assign(({ context, event }) => {
            const { [event.id]: _fixed, ...errors } = context.errors;
            return { values: { ...context.values, [event.id]: event.value }, errors };
          }),
        },
        submit: [
          { guard: 'answersHold', target: 'verifying', actions: assign({ errors: {}, message: null }) },
          {
            actions: assign(({ context }) => {
              const r = checkAnswers(context.fields, context.values);
              return { errors: r.ok ? {} : r.errors, message: null };
            }),
          },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'solveCaptcha', src: 'solveCaptcha',
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'sending' },
          { target: 'filling', actions: assign({ message: FORM_MESSAGES.captchaFailed }) },
        ],
        onError: { target: 'filling', actions: assign(({ event }) => ({ message: errorMessageOf(event.error, FORM_MESSAGES.notSent) })) },
      },
    },
    sending: {
      invoke: {
        id: 'submit', src: 'submit',
        input: ({ context, event }) => {
          const r = checkAnswers(context.fields, context.values);
          return { formId: context.formId, answers: r.ok ? r.answers : {}, captcha: (event as unknown as { output: CaptchaPayload }).output };
        },
        onDone: { target: 'sent', actions: assign(({ event }) => ({ sentMessage: event.output.message })) },
        onError: { target: 'filling', actions: assign(({ event }) => ({ message: errorMessageOf(event.error, FORM_MESSAGES.notSent) })) },
      },
    },
    sent: { type: 'final' },
  },
});
