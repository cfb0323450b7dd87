// Shared fixtures of the chat machine tests.
import { createActor, type AnyStateMachine, type ContextFrom, type EventFromLogic } from 'xstate';
import type { ChatMessage, ChatRoom, UserCard } from '../../../src/domain/chat/types';
import { controllableActors } from '../harness';

export const ALICE = 'u-alice';
export const BOB = 'u-bob';
export const CAROL = 'u-carol';

export const room = (over: Partial<ChatRoom> = {}): ChatRoom => ({
  id: 'r1', name: 'Traders', logoPath: null, creatorId: ALICE, memberIds: [ALICE, BOB],
  meta: { type: 'REGULARROOM' }, createdAt: 1, lastMessageAt: 1, ...over,
});

export const card = (id: string, firstname: string): UserCard => ({ id, firstname, lastname: 'Test', profileName: firstname.toLowerCase(), logo: null });

export const message = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'm1', roomId: 'r1', ownerId: ALICE, content: 'hello', viewerIds: [ALICE], createdAt: 1, updatedAt: 1, meta: {}, ...over,
});

export const unavailable = { status: 503, message: 'Service unavailable 503' };

/**
 * A started actor of `machine` whose effects are controllable fakes, for step-by-step tests: `settle` resolves
 * (or, with `fail`, rejects) the pending effect invoked as `id` and lets the actor take the outcome.
 */
export function stepper<M extends AnyStateMachine>(machine: M, actorIds: string[], input?: unknown) {
  const fakes = controllableActors(actorIds);
  const actor = createActor(machine.provide({ actors: fakes.actors as never }), { input } as never).start();
  const settle = async (id: string, value: unknown, fail = false) => {
    const p = fakes.pending.get(id);
    if (!p) throw new Error(`no pending '${id}'`);
    fakes.pending.delete(id);
    if (fail) p.reject(value); else p.resolve(value);
    await new Promise((r) => setTimeout(r, 0));
  };
  const snap = () => actor.getSnapshot() as { context: ContextFrom<M>; value: unknown; status: string };
  return { fakes, actor, settle, send: (e: EventFromLogic<M>) => actor.send(e), ctx: () => snap().context, value: () => snap().value, status: () => snap().status };
}

