// The owner's "Invite members" dialog (spec 5): type an email and add it to the list ('Please enter email',
// 'Please enter valid email', 'Email already selected'), remove one, send the list ('Please select at
// least one email'); the send is an actor supplied with .provide() by the UI; 'Invites sent' on success.
import { assign, fromPromise, setup } from 'xstate';
import { OWNER_MESSAGES, inviteEmailError, normaliseEmail } from '../../domain/companies/owner';
import { notProvided } from '../shared/not-provided';

export type InviteEvent =
  | { type: 'draft.change'; value: string }
  | { type: 'email.add' }
  | { type: 'email.remove'; email: string }
  | { type: 'send' }
  | { type: 'retry' };

type Ctx = { draft: string; emails: string[]; error: string | null };

export const ownerInviteMachine = setup({
  types: { context: {} as Ctx, events: {} as InviteEvent },
  actors: { sendInvites: fromPromise<unknown, { emails: string[] }>(notProvided('owner-invite', 'sendInvites')) },
  guards: {
    draftAcceptable: ({ context }) => inviteEmailError(context.emails, context.draft) === null,
    hasEmails: ({ context }) => context.emails.length > 0,
  },
}).createMachine({
  id: 'ownerInvite',
  context: { draft: '', emails: [], error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'draft.change': { actions: assign({ draft: ({ event }) => event.value, error: null }) },
        'email.add': [
          { guard: 'draftAcceptable', actions: assign({ emails: ({ context }) => [...context.emails, normaliseEmail(context.draft)], draft: '', error: null }) },
          { actions: assign({ error: ({ context }) => inviteEmailError(context.emails, context.draft) }) },
        ],
        'email.remove': { actions: assign({ emails: ({ context, event }) => context.emails.filter((e) => e !== event.email), error: null }) },
        send: [{ guard: 'hasEmails', target: 'sending' }, { actions: assign({ error: OWNER_MESSAGES.selectOneEmail }) }],
      },
    },
    sending: {
      invoke: {
        src: 'sendInvites',
        input: ({ context }) => ({ emails: context.emails }),
        onDone: { target: 'sent' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    sent: { type: 'final' },
  },
});
