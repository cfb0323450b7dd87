// The connect button's flow (spec 4): none, request sent (resend, cancel with confirm), request received
// (accept, reject), connected (remove with confirm). The server's state arrives as 'connection.changed'
// (after each call and on CONNECTION events); calls are actions supplied with .provide() by the UI.
import { setup } from 'xstate';
import type { ConnectionStatus } from '../../domain/companies/rules';

export type ConnectionEvent =
  | { type: 'connection.changed'; status: ConnectionStatus }
  | { type: 'connect' }
  | { type: 'resend' }
  | { type: 'accept' }
  | { type: 'reject' }
  | { type: 'cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

export const connectionMachine = setup({
  types: { context: {} as { signedIn: boolean }, events: {} as ConnectionEvent, input: {} as { signedIn: boolean } },
  actions: {
    askLogin: () => {},
    requestConnect: () => {},
    requestResend: () => {},
    requestAccept: () => {},
    requestDelete: () => {},
  },
  guards: { signedIn: ({ context }) => context.signedIn },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({ signedIn: input.signedIn }),
  initial: 'none',
  on: {
    'connection.changed': [
      { guard: ({ event }) => event.status === 'none', target: '.none' },
      { guard: ({ event }) => event.status === 'sent', target: '.sent' },
      { guard: ({ event }) => event.status === 'received', target: '.received' },
      { target: '.connected' },
    ],
  },
  states: {
    none: {
      on: { connect: [{ guard: 'signedIn', target: 'sending', actions: 'requestConnect' }, { actions: 'askLogin' }] },
    },
    sending: {},
    sent: {
      initial: 'idle',
      states: {
        idle: { on: { resend: { actions: 'requestResend' }, cancel: 'confirming' } },
        confirming: { on: { 'cancel.confirm': { target: '#connection.sending', actions: 'requestDelete' }, 'cancel.dismiss': 'idle' } },
      },
    },
    received: {
      on: { accept: { target: 'sending', actions: 'requestAccept' }, reject: { target: 'sending', actions: 'requestDelete' } },
    },
    connected: {
      initial: 'idle',
      states: {
        idle: { on: { cancel: 'confirming' } },
        confirming: { on: { 'cancel.confirm': { target: '#connection.sending', actions: 'requestDelete' }, 'cancel.dismiss': 'idle' } },
      },
    },
  },
});
