// Group membership of spec section 4: free groups make a member at once, approval groups take a
// request (cancel returns to none), members leave after confirming (LEAVE_GROUP); the owner and group ADMINs see no join or leave;
// visitors are asked to log in first; a premium group's join leads to its paid join page. Effects are actors supplied by the UI with .provide().
import { assign, fromPromise, setup } from 'xstate';
import type { Membership } from '../../domain/groups/types';
import { notProvided } from '../shared/not-provided';

export const LOGIN_TO_JOIN = 'Please login or sign-up to join group. Proceed?';
/** Leaving is asked first: one click on Leave group never leaves. */
export const LEAVE_GROUP = 'Leave this group? You can join it again later.';

export type MembershipInput = {
  companyGroupId: string;
  signedIn: boolean;
  isAdmin: boolean;
  membership: Membership;
  memberId: string | null;
  requestId: string | null;
  /** a premium group is joined by paying for a member plan (billing's join page), never for free */
  premium?: boolean;
};
export type MembershipContext = MembershipInput & { error: string | null };
type Standing = { membership: Membership; memberId: string | null; requestId: string | null };

export type MembershipEvent =
  | { type: 'join' }
  | { type: 'cancel' }
  | { type: 'leave' }
  | { type: 'leave.confirm' }
  | { type: 'leave.dismiss' }
  | { type: 'login.confirm' }
  | { type: 'login.dismiss' }
  /** the server's view changed (a refetch after a live event, e.g. the request was accepted) */
  | { type: 'sync'; standing: MembershipInput };

const errorOf = (e: unknown) => (e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e));

export const membershipMachine = setup({
  types: { context: {} as MembershipContext, input: {} as MembershipInput, events: {} as MembershipEvent },
  actors: {
    join: fromPromise<Standing, { companyGroupId: string }>(notProvided('membership', 'join')),
    cancelRequest: fromPromise<unknown, { requestId: string }>(notProvided('membership', 'cancelRequest')),
    leave: fromPromise<unknown, { memberId: string }>(notProvided('membership', 'leave')),
  },
  actions: {
    sync: assign(({ event }) => (event.type === 'sync' ? { ...event.standing, error: null } : {})),
  },
}).createMachine({
  id: 'membership',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'deciding',
  on: { sync: { target: '.deciding', actions: 'sync' } },
  states: {
    deciding: {
      always: [
        { guard: ({ context }) => context.isAdmin, target: 'admin' },
        { guard: ({ context }) => !context.signedIn, target: 'visitor' },
        { guard: ({ context }) => context.membership === 'MEMBER', target: 'member' },
        { guard: ({ context }) => context.membership === 'REQUESTED', target: 'requested' },
        { target: 'none' },
      ],
    },
    /** owner or group ADMIN: no join or leave */
    admin: {},
    visitor: { on: { join: 'askLogin' } },
    askLogin: { on: { 'login.confirm': 'toLogin', 'login.dismiss': 'visitor' } },
    /** the UI goes to /login?redirectUrl={path} */
    toLogin: {},
    none: { on: { join: [{ guard: ({ context }) => context.premium === true, target: 'toPaidJoin' }, { target: 'joining' }] } },
    /** the UI goes to the paid join page of the group (billing) */
    toPaidJoin: {},
    joining: {
      invoke: {
        id: 'join', src: 'join', input: ({ context }) => ({ companyGroupId: context.companyGroupId }),
        onDone: { target: 'deciding', actions: assign(({ event }) => ({ ...event.output, error: null })) },
        onError: { target: 'none', actions: assign(({ event }) => ({ error: errorOf(event.error) })) },
      },
    },
    requested: { on: { cancel: 'cancelling' } },
    cancelling: {
      invoke: {
        id: 'cancelRequest', src: 'cancelRequest', input: ({ context }) => ({ requestId: context.requestId ?? '' }),
        onDone: { target: 'none', actions: assign({ membership: 'NONE', requestId: null, error: null }) },
        onError: { target: 'requested', actions: assign(({ event }) => ({ error: errorOf(event.error) })) },
      },
    },
    member: { on: { leave: 'confirmLeave' } },
    /** the UI asks LEAVE_GROUP */
    confirmLeave: { on: { 'leave.confirm': 'leaving', 'leave.dismiss': 'member' } },
    leaving: {
      invoke: {
        id: 'leave', src: 'leave', input: ({ context }) => ({ memberId: context.memberId ?? '' }),
        onDone: { target: 'none', actions: assign({ membership: 'NONE', memberId: null, error: null }) },
        onError: { target: 'member', actions: assign(({ event }) => ({ error: errorOf(event.error) })) },
      },
    },
  },
});
