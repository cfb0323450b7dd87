// The introduction for new members (/me/intro, spec 2): profile, company, interests, first connections or groups.
// It resumes at the step the link names (the chat's ?step=&leftover=true) or the stored one; each step is stored
// on entry (storeStep, MTZ_INTRO_STEP in the UI) and the store is cleared when the intro is finished (clearStep).
// Saving the profile and creating a company are actors supplied with .provide(); following, connecting and
// joining are the existing buttons' own commands on steps 3 and 4.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { INTRO_MESSAGES, resumeStep, type IntroStepNumber } from '../../domain/identity/intro';
import { errorMessageOf } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';

export type IntroInput = { fromQuery?: string | null; stored?: string | null; leftover?: boolean; hasCompany: boolean };
export type ProfileChanges = { firstname: string; lastname: string; profileName: string };
export type NewCompany = { name: string; categoryIds: string[] };
export type IntroContext = { step: IntroStepNumber; leftover: boolean; hasCompany: boolean; error: string | null };
export type IntroEvent =
  | { type: 'profile.save'; changes: ProfileChanges }
  | { type: 'company.create'; company: NewCompany }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.finish' };

const at = (step: IntroStepNumber) => ({ type: 'storeStep' as const, params: { step } });

export const introMachine = setup({
  types: { context: {} as IntroContext, input: {} as IntroInput, events: {} as IntroEvent },
  actors: {
    saveProfile: fromPromise<unknown, ProfileChanges>(notProvided('intro', 'saveProfile')),
    createCompany: fromPromise<unknown, NewCompany>(notProvided('intro', 'createCompany')),
  },
  actions: {
    storeStep: (_, _params: { step: IntroStepNumber }) => {},
    clearStep: () => {},
    clearError: assign({ error: null }),
  },
  guards: {
    resumesAt: ({ context }, params: { step: IntroStepNumber }) => context.step === params.step,
    namedCompany: ({ event }) => {
      assertEvent(event, 'company.create');
      return event.company.name.trim() !== '';
    },
  },
}).createMachine({
  id: 'intro',
  context: ({ input }) => ({ step: resumeStep(input.fromQuery, input.stored), leftover: input.leftover === true, hasCompany: input.hasCompany, error: null }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        { guard: { type: 'resumesAt', params: { step: 2 } }, target: 'company' },
        { guard: { type: 'resumesAt', params: { step: 3 } }, target: 'interests' },
        { guard: { type: 'resumesAt', params: { step: 4 } }, target: 'network' },
        { target: 'profile' },
      ],
    },
    profile: {
      entry: [assign({ step: 1 }), at(1)],
      initial: 'editing',
      states: {
        editing: { on: { 'profile.save': { target: 'saving', actions: 'clearError' }, 'step.next': { target: '#intro.company', actions: 'clearError' } } },
        saving: {
          invoke: {
            id: 'saveProfile', src: 'saveProfile', input: ({ event }) => {
              assertEvent(event, 'profile.save');
              return event.changes;
            },
            onDone: '#intro.company',
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessageOf(event.error, INTRO_MESSAGES.profileFailed) }) },
          },
        },
      },
    },
    company: {
      entry: [assign({ step: 2 }), at(2)],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'company.create': [
              { guard: 'namedCompany', target: 'creating', actions: 'clearError' },
              { actions: assign({ error: INTRO_MESSAGES.nameRequired }) },
            ],
            'step.next': { target: '#intro.interests', actions: 'clearError' },
            'step.back': { target: '#intro.profile', actions: 'clearError' },
          },
        },
        creating: {
          invoke: {
            id: 'createCompany', src: 'createCompany', input: ({ event }) => {
              assertEvent(event, 'company.create');
              return { ...event.company, name: event.company.name.trim() };
            },
            onDone: { target: '#intro.interests', actions: assign({ hasCompany: true }) },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessageOf(event.error, INTRO_MESSAGES.companyFailed) }) },
          },
        },
      },
    },
    interests: {
      entry: [assign({ step: 3 }), at(3)],
      on: { 'step.next': 'network', 'step.back': 'company' },
    },
    network: {
      entry: [assign({ step: 4 }), at(4)],
      on: { 'step.finish': 'finished', 'step.back': 'interests' },
    },
    finished: { type: 'final', entry: 'clearStep' },
  },
});
