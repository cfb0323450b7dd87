// The user-search and add-direct-room machines step by step: the context after each event, the input of each
// call, the words shown for each kind of failure, and the default effects that say what the UI forgot to supply.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { userSearchMachine } from '../../../src/machines/chat/user-search.machine';
import { addDirectRoomMachine } from '../../../src/machines/chat/add-direct-room.machine';
import { chatErrorMessage } from '../../../src/machines/chat/errors';
import { ALICE, BOB, CAROL, card, room, unavailable } from './fixtures';
import { stepActor } from '../harness';

const tick = () => new Promise((r) => setTimeout(r, 0));
const bob = card(BOB, 'Bob');
const carol = card(CAROL, 'Carol');
const alice = card(ALICE, 'Alice');

describe('chat error words', () => {
  it('an unreachable chat service says so; any other failure shows its message, or the fallback', () => {
    expect(chatErrorMessage(unavailable, 'Oops')).toBe('Chat service not available');
    expect(chatErrorMessage({ status: 503 }, 'Oops')).toBe('Chat service not available');
    expect(chatErrorMessage({ status: 500, message: 'Broken' }, 'Oops')).toBe('Broken');
    expect(chatErrorMessage({ status: 409 }, 'Oops')).toBe('Oops');
    expect(chatErrorMessage(new Error('Gone'), 'Oops')).toBe('Gone');
    expect(chatErrorMessage('Refused', 'Oops')).toBe('Refused');
    expect(chatErrorMessage(42, 'Oops')).toBe('Oops');
  });
});

describe('user-search machine: step by step', () => {
  it('searches for trimmed non-empty text, never finds the user, and a newer text replaces the search', async () => {
    const { fakes, send, settle, fail, ctx, value } = stepActor(userSearchMachine, ['searchUsers'], { input: { selfId: ALICE } });
    expect([value(), ctx()]).toEqual(['idle', { selfId: ALICE, text: '', results: [], error: null }]);
    send({ type: 'search.change', text: ' bo ' });
    expect([value(), ctx().text]).toEqual(['searching', ' bo ']);
    expect(fakes.inputs.get('searchUsers')).toEqual([{ keyword: 'bo' }]);
    send({ type: 'search.change', text: ' bob' });
    expect([value(), ctx().text]).toEqual(['searching', ' bob']);
    expect(fakes.inputs.get('searchUsers')).toEqual([{ keyword: 'bo' }, { keyword: 'bob' }]);
    await settle('searchUsers', [bob, alice, carol]);
    expect([value(), ctx()]).toEqual(['idle', { selfId: ALICE, text: ' bob', results: [bob, carol], error: null }]);
    // a failed search forgets the results and says why
    send({ type: 'search.change', text: 'car' });
    await fail('searchUsers', unavailable);
    expect([value(), ctx()]).toEqual(['idle', { selfId: ALICE, text: 'car', results: [], error: 'Chat service not available' }]);
    send({ type: 'search.change', text: 'caro' });
    expect(ctx().error).toBeNull();
    await fail('searchUsers', {});
    expect(ctx().error).toBe('Search failed');
    send({ type: 'search.change', text: 'carol' });
    await settle('searchUsers', [carol]);
    expect(ctx().results).toEqual([carol]);
  });

  it('blank text searches nothing and empties the results; clear forgets the text too', async () => {
    const { fakes, send, settle, fail, ctx, value } = stepActor(userSearchMachine, ['searchUsers'], { input: { selfId: ALICE } });
    send({ type: 'search.change', text: 'b' });
    await settle('searchUsers', [bob]);
    send({ type: 'search.change', text: '  ' });
    expect([value(), ctx()]).toEqual(['idle', { selfId: ALICE, text: '  ', results: [], error: null }]);
    expect(fakes.inputs.get('searchUsers')).toHaveLength(1);
    send({ type: 'search.change', text: 'b' });
    await fail('searchUsers', 'Refused');
    expect(ctx().error).toBe('Refused');
    send({ type: 'search.change', text: '' });
    expect(ctx()).toEqual({ selfId: ALICE, text: '', results: [], error: null });
    send({ type: 'search.change', text: 'b' });
    await settle('searchUsers', [bob]);
    send({ type: 'search.change', text: 'bo' });
    await fail('searchUsers', unavailable);
    send({ type: 'search.clear' });
    expect([value(), ctx()]).toEqual(['idle', { selfId: ALICE, text: '', results: [], error: null }]);
    send({ type: 'search.change', text: 'b' });
    send({ type: 'search.clear' });
    expect([value(), ctx().text]).toEqual(['idle', '']);
    // the search in flight was stopped: its late answer changes nothing
    await settle('searchUsers', [bob]);
    expect(ctx().results).toEqual([]);
  });

  it('says which effect the UI did not supply', async () => {
    const actor = createActor(userSearchMachine, { input: { selfId: ALICE } }).start();
    actor.send({ type: 'search.change', text: 'b' });
    await tick();
    expect(actor.getSnapshot().context.error).toContain("user-search actor 'searchUsers' not provided");
  });
});

describe('add-direct-room machine: step by step', () => {
  it('creates a room with the picked person only, and shows why it was not created', async () => {
    const { fakes, send, settle, fail, ctx, value, status } = stepActor(addDirectRoomMachine, ['createDirectRoom']);
    expect([value(), ctx()]).toEqual(['picking', { picked: null, room: null, error: null }]);
    send({ type: 'room.create' });
    expect([value(), fakes.inputs.size]).toEqual(['picking', 0]);
    send({ type: 'user.pick', user: carol });
    expect(ctx()).toEqual({ picked: carol, room: null, error: null });
    send({ type: 'user.unpick' });
    expect(ctx()).toEqual({ picked: null, room: null, error: null });
    send({ type: 'room.create' });
    expect(value()).toBe('picking');
    send({ type: 'user.pick', user: bob });
    send({ type: 'room.create' });
    expect([value(), fakes.inputs.get('createDirectRoom')]).toEqual(['creating', [{ toMemberId: BOB }]]);
    await fail('createDirectRoom', { status: 409, message: "You already have a direct-chat with user 'Bob Test'" });
    expect([value(), ctx()]).toEqual(['picking', { picked: bob, room: null, error: "You already have a direct-chat with user 'Bob Test'" }]);
    // creating again clears the error while it runs
    send({ type: 'room.create' });
    expect([value(), ctx().error]).toEqual(['creating', null]);
    await fail('createDirectRoom', {});
    expect(ctx().error).toBe('Room not created');
    send({ type: 'user.pick', user: carol });
    expect(ctx()).toEqual({ picked: carol, room: null, error: null });
    send({ type: 'room.create' });
    await fail('createDirectRoom', unavailable);
    expect(ctx().error).toBe('Chat service not available');
    send({ type: 'user.unpick' });
    expect(ctx()).toEqual({ picked: null, room: null, error: null });
    send({ type: 'user.pick', user: bob });
    send({ type: 'room.create' });
    const made = room({ id: 'd1', meta: { type: 'DIRECTROOM' } });
    await settle('createDirectRoom', made);
    expect([status(), ctx()]).toEqual(['done', { picked: bob, room: made, error: null }]);
  });

  it('says which effect the UI did not supply', async () => {
    const actor = createActor(addDirectRoomMachine).start();
    actor.send({ type: 'user.pick', user: bob });
    actor.send({ type: 'room.create' });
    await tick();
    expect(actor.getSnapshot().context.error).toContain("add-direct-room actor 'createDirectRoom' not provided");
  });
});
