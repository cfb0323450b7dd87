// The follow toggle (spec 4: follow toggles): the current follow is loaded, then Follow creates it and
// Following removes it. Visitors are asked to log in (spec 6) instead. Effects are actors supplied with
// .provide() by the UI; 'changed' lets the page refetch its follower count, 'failed' alerts the message.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';

export type FollowInput = { signedIn: boolean; companyId: string; followerId: string | null };
export type FollowContext = FollowInput & { followId: string | null; error: string | null };
export type FollowEvent = { type: 'toggle' } | { type: 'refresh' };

const errorOf = (e: unknown) => (e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e));

export const followMachine = setup({
  types: { context: {} as FollowContext, input: {} as FollowInput, events: {} as FollowEvent },
  actors: {
    loadFollow: fromPromise<{ id: string } | null, { companyId: string; followerId: string }>(notProvided('follow', 'loadFollow')),
    createFollow: fromPromise<{ id: string }, { companyId: string; followerId: string }>(notProvided('follow', 'createFollow')),
    deleteFollow: fromPromise<unknown, { id: string }>(notProvided('follow', 'deleteFollow')),
  },
  actions: {
    askLogin: () => {},
    changed: () => {},
    failed: (_, _params: { message: string }) => {},
  },
  guards: { signedIn: ({ context }) => context.signedIn && context.followerId !== null },
}).createMachine({
  id: 'follow',
  context: ({ input }) => ({ ...input, followId: null, error: null }),
  initial: 'deciding',
  on: { refresh: '.deciding' },
  states: {
    deciding: { always: [{ guard: 'signedIn', target: 'loading' }, { target: 'notFollowing' }] },
    loading: {
      invoke: {
        id: 'loadFollow', src: 'loadFollow', input: ({ context }) => ({ companyId: context.companyId, followerId: context.followerId ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'following', actions: assign(({ event }) => ({ followId: event.output?.id ?? null, error: null })) },
          { target: 'notFollowing', actions: assign({ followId: null, error: null }) },
        ],
        onError: { target: 'notFollowing', actions: assign(({ event }) => ({ followId: null, error: errorOf(event.error) })) },
      },
    },
    notFollowing: { on: { toggle: [{ guard: 'signedIn', target: 'creating' }, { actions: 'askLogin' }] } },
    creating: {
      invoke: {
        id: 'createFollow', src: 'createFollow', input: ({ context }) => ({ companyId: context.companyId, followerId: context.followerId ?? '' }),
        onDone: { target: 'following', actions: [assign(({ event }) => ({ followId: event.output.id, error: null })), 'changed'] },
        onError: { target: 'notFollowing', actions: [assign(({ event }) => ({ error: errorOf(event.error) })), { type: 'failed', params: ({ event }) => ({ message: errorOf(event.error) }) }] },
      },
    },
    following: { on: { toggle: 'deleting' } },
    deleting: {
      invoke: {
        id: 'deleteFollow', src: 'deleteFollow', input: ({ context }) => ({ id: context.followId ?? '' }),
        onDone: { target: 'notFollowing', actions: [assign({ followId: null, error: null }), 'changed'] },
        onError: { target: 'following', actions: [assign(({ event }) => ({ error: errorOf(event.error) })), { type: 'failed', params: ({ event }) => ({ message: errorOf(event.error) }) }] },
      },
    },
  },
});
