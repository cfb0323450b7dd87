// Path tests generated from the user-search and add-direct-room machines' graphs.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { userSearchMachine } from '../../../src/machines/chat/user-search.machine';
import { addDirectRoomMachine, alreadyDirectMessage } from '../../../src/machines/chat/add-direct-room.machine';
import { CHAT_UNAVAILABLE } from '../../../src/machines/chat/errors';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';
import { ALICE, BOB, card, room, unavailable } from './fixtures';


const searchCoverage = transitionCoverage(userSearchMachine);
describe('user-search machine: every shortest path', () => {
  const events = [
    { type: 'search.change', text: '' },
    { type: 'search.change', text: '  ' },
    { type: 'search.change', text: 'bo' },
    { type: 'search.clear' },
    { type: 'xstate.done.actor.searchUsers', output: [card(BOB, 'Bob'), card(ALICE, 'Alice')] },
    { type: 'xstate.error.actor.searchUsers', error: unavailable },
  ];
  const paths = transitionPaths(userSearchMachine, { events: events as never, input: { selfId: ALICE } });
  it('reaches every resting state', () => {
    expect([...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort()).toEqual(restingLeafValues(userSearchMachine).sort());
  });
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['searchUsers']);
    const actor = createActor(userSearchMachine.provide({ actors: fakes.actors as never }), { input: { selfId: ALICE }, inspect: searchCoverage.inspect }).start();
    await replay(actor, fakes, path.steps as never);
    const snap = actor.getSnapshot();
    const last = path.steps.at(-1)!.event as { type: string; text?: string };
    if (last.type === 'search.change' && last.text!.trim() === '') {
      // the search runs only for non-empty text
      expect(fakes.pending.size).toBe(0);
      expect(snap.context.results).toEqual([]);
    }
    if (last.type === 'search.change' && last.text === 'bo') expect(fakes.inputs.get('searchUsers')!.at(-1)).toEqual({ keyword: 'bo' });
    // nobody finds themselves
    if (last.type === 'xstate.done.actor.searchUsers') expect(snap.context.results.map((u) => u.id)).toEqual([BOB]);
    if (last.type === 'xstate.error.actor.searchUsers') expect(snap.context.error).toBe(CHAT_UNAVAILABLE);
    actor.stop();
  });
  itTakesEveryTransition(searchCoverage);
});

const directCoverage = transitionCoverage(addDirectRoomMachine);
describe('add-direct-room machine: every shortest path', () => {
  const refused = { status: 409, message: alreadyDirectMessage('Bob Test') };
  const events = [
    { type: 'room.create' },
    { type: 'user.pick', user: card(BOB, 'Bob') },
    { type: 'user.unpick' },
    { type: 'xstate.done.actor.createDirectRoom', output: room({ id: 'd1', meta: { type: 'DIRECTROOM' } }) },
    { type: 'xstate.error.actor.createDirectRoom', error: refused },
  ];
  const paths = transitionPaths(addDirectRoomMachine, { events: events as never });
  it('reaches every resting state', () => {
    expect([...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort()).toEqual(restingLeafValues(addDirectRoomMachine).sort());
  });
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['createDirectRoom']);
    const actor = createActor(addDirectRoomMachine.provide({ actors: fakes.actors as never }), { inspect: directCoverage.inspect }).start();
    await replay(actor, fakes, path.steps as never);
    const snap = actor.getSnapshot();
    const last = path.steps.at(-1)!.event as { type: string };
    if (last.type === 'room.create') {
      if (snap.context.picked) expect(fakes.inputs.get('createDirectRoom')!.at(-1)).toEqual({ toMemberId: BOB });
      else expect(fakes.pending.size).toBe(0);
    }
    // the refused second direct chat shows the server's words
    if (last.type === 'xstate.error.actor.createDirectRoom') {
      expect(snap.value).toBe('picking');
      expect(snap.context.error).toBe("You already have a direct-chat with user 'Bob Test'");
    }
    if (snap.status === 'done') expect(snap.context.room?.id).toBe('d1');
    actor.stop();
  });
  itTakesEveryTransition(directCoverage);
});
