// Step tests of the call machine: the context after each event (the call as last heard of, the spec's failure
// message, whether someone else was in the call), the input of each REST call, and where each guard leads.
import { describe, expect, it } from 'vitest';
import { CALL_FAILED_MESSAGE, type Call } from '../../../src/domain/calls/types';
import { CALL_STATE_LABELS, callMachine } from '../../../src/machines/calls/call.machine';
import { stepActor } from '../harness';

const ME = 'u-me';
const BOB = 'u-bob';
const ANN = 'u-ann';
const call = (memberIds: string[], id = 'c1'): Call => ({
  id, roomId: 'r1', creatorId: memberIds[0] ?? ME, callMembers: memberIds.map((userId) => ({ userId, joinedAt: 1 })),
  status: 'ACTIVE', createdAt: 1, endedAt: null,
});

function start() {
  return stepActor(callMachine, ['getMedia', 'enterCall', 'leaveCall'], { input: { roomId: 'r7', userId: ME } });
}

/** started, media granted and the room's call entered with `entered` */
async function entered(entered: Call) {
  const t = start();
  t.actor.send({ type: 'call.start' });
  await t.settle('getMedia', null);
  await t.settle('enterCall', entered);
  return t;
}

describe('call machine: each step', () => {
  it('starts idle with the room and person, nobody heard of yet', () => {
    const { view } = start();
    expect(view()).toEqual({ value: 'idle', context: { roomId: 'r7', userId: ME, current: null, error: null, hadPeer: false } });
  });

  it('asks for the camera first, then enters the call of its own room', async () => {
    const { actor, fakes, settle, view } = start();
    actor.send({ type: 'call.start' });
    expect(view().value).toEqual({ starting: 'media' });
    expect([...fakes.pending.keys()]).toEqual(['getMedia']);
    await settle('getMedia', null);
    expect(view().value).toEqual({ starting: 'entering' });
    expect(fakes.inputs.get('enterCall')).toEqual([{ roomId: 'r7' }]);
  });

  it('alone in the call: invites, keeping the call it entered', async () => {
    const { view } = await entered(call([ME]));
    expect(view()).toEqual({ value: 'inviting', context: { roomId: 'r7', userId: ME, current: call([ME]), error: null, hadPeer: false } });
  });

  it('entering a call with someone else in it connects, with a peer', async () => {
    const { view } = await entered(call([BOB, ME]));
    expect(view()).toEqual({ value: 'connecting', context: { roomId: 'r7', userId: ME, current: call([BOB, ME]), error: null, hadPeer: true } });
  });

  it('the camera refused or the call not entered: failed with the spec message', async () => {
    const a = start();
    a.actor.send({ type: 'call.start' });
    await a.fail('getMedia', new Error('NotAllowedError'));
    expect(a.view()).toEqual({ value: 'failed', context: { roomId: 'r7', userId: ME, current: null, error: CALL_FAILED_MESSAGE, hadPeer: false } });
    const b = start();
    b.actor.send({ type: 'call.start' });
    await b.settle('getMedia', null);
    await b.fail('enterCall', new Error('503'));
    expect(b.view()).toEqual({ value: 'failed', context: { roomId: 'r7', userId: ME, current: null, error: CALL_FAILED_MESSAGE, hadPeer: false } });
    expect(CALL_FAILED_MESSAGE).toBe('Making video call failed, reload the page and retry!');
  });

  it('inviting: an update still alone keeps the newest call; one with others connects with a peer', async () => {
    const { actor, view } = await entered(call([ME]));
    actor.send({ type: 'call.updated', call: call([ME], 'c2') });
    expect(view()).toEqual({ value: 'inviting', context: expect.objectContaining({ current: call([ME], 'c2'), hadPeer: false }) });
    actor.send({ type: 'call.updated', call: call([ME, BOB, ANN]) });
    expect(view()).toEqual({ value: 'connecting', context: expect.objectContaining({ current: call([ME, BOB, ANN]), hadPeer: true, error: null }) });
  });

  it('inviting: media flowing before the update counts as a peer, and an update alone then leaves', async () => {
    const { actor, fakes, view } = await entered(call([ME]));
    actor.send({ type: 'rtc.connected' });
    expect(view()).toEqual({ value: 'inCall', context: expect.objectContaining({ current: call([ME]), hadPeer: true }) });
    actor.send({ type: 'call.updated', call: call([ME], 'c3') });
    expect(view()).toEqual({ value: 'leaving', context: expect.objectContaining({ current: call([ME], 'c3') }) });
    expect(fakes.inputs.get('leaveCall')).toEqual([{ callId: 'c3' }]);
  });

  it('inviting: the call deleted ends it; hanging up leaves the call it is in', async () => {
    const a = await entered(call([ME]));
    a.actor.send({ type: 'call.ended' });
    expect(a.view().value).toBe('ended');
    expect(a.fakes.inputs.has('leaveCall')).toBe(false);
    const b = await entered(call([ME], 'c9'));
    b.actor.send({ type: 'hangup' });
    expect(b.view().value).toBe('leaving');
    expect(b.fakes.inputs.get('leaveCall')).toEqual([{ callId: 'c9' }]);
    await b.settle('leaveCall', null);
    expect(b.view()).toEqual({ value: 'ended', context: expect.objectContaining({ error: null }) });
  });

  it('connecting: updates with others keep connecting with the newest call; alone again leaves', async () => {
    const { actor, fakes, view } = await entered(call([BOB, ME]));
    actor.send({ type: 'call.updated', call: call([ANN, ME, BOB]) });
    expect(view()).toEqual({ value: 'connecting', context: expect.objectContaining({ current: call([ANN, ME, BOB]), hadPeer: true }) });
    actor.send({ type: 'call.updated', call: call([ME], 'c4') });
    expect(view()).toEqual({ value: 'leaving', context: expect.objectContaining({ current: call([ME], 'c4') }) });
    expect(fakes.inputs.get('leaveCall')).toEqual([{ callId: 'c4' }]);
  });

  it('connecting: media flows (in call) or fails (failed with the spec message)', async () => {
    const a = await entered(call([BOB, ME]));
    a.actor.send({ type: 'rtc.connected' });
    expect(a.view()).toEqual({ value: 'inCall', context: expect.objectContaining({ error: null, hadPeer: true }) });
    const b = await entered(call([BOB, ME]));
    b.actor.send({ type: 'rtc.failed' });
    expect(b.view()).toEqual({ value: 'failed', context: expect.objectContaining({ error: CALL_FAILED_MESSAGE }) });
  });

  it('connecting: the call deleted ends it; hanging up leaves', async () => {
    const a = await entered(call([BOB, ME]));
    a.actor.send({ type: 'call.ended' });
    expect(a.view().value).toBe('ended');
    const b = await entered(call([BOB, ME]));
    b.actor.send({ type: 'hangup' });
    expect(b.view().value).toBe('leaving');
    expect(b.fakes.inputs.get('leaveCall')).toEqual([{ callId: 'c1' }]);
  });

  it('in call: updates with others keep it with the newest call; alone again leaves; media failing fails', async () => {
    const a = await entered(call([BOB, ME]));
    a.actor.send({ type: 'rtc.connected' });
    a.actor.send({ type: 'call.updated', call: call([BOB, ME, ANN], 'c5') });
    expect(a.view()).toEqual({ value: 'inCall', context: expect.objectContaining({ current: call([BOB, ME, ANN], 'c5') }) });
    a.actor.send({ type: 'call.updated', call: call([ME], 'c6') });
    expect(a.view()).toEqual({ value: 'leaving', context: expect.objectContaining({ current: call([ME], 'c6') }) });
    const b = await entered(call([BOB, ME]));
    b.actor.send({ type: 'rtc.connected' });
    b.actor.send({ type: 'rtc.failed' });
    expect(b.view()).toEqual({ value: 'failed', context: expect.objectContaining({ error: CALL_FAILED_MESSAGE }) });
  });

  it('in call: the call deleted ends it; hanging up leaves, and a failed leave ends it too', async () => {
    const a = await entered(call([BOB, ME]));
    a.actor.send({ type: 'rtc.connected' });
    a.actor.send({ type: 'call.ended' });
    expect(a.view().value).toBe('ended');
    const b = await entered(call([BOB, ME]));
    b.actor.send({ type: 'rtc.connected' });
    b.actor.send({ type: 'hangup' });
    expect(b.view().value).toBe('leaving');
    await b.fail('leaveCall', new Error('409'));
    expect(b.view()).toEqual({ value: 'ended', context: expect.objectContaining({ error: null }) });
  });

  it('ended and failed are over: the actor is done and takes no more events', async () => {
    const a = await entered(call([ME]));
    a.actor.send({ type: 'call.ended' });
    expect(a.actor.getSnapshot().status).toBe('done');
    const b = await entered(call([BOB, ME]));
    b.actor.send({ type: 'rtc.failed' });
    expect(b.actor.getSnapshot().status).toBe('done');
    b.actor.send({ type: 'call.start' });
    expect(b.view()).toEqual({ value: 'failed', context: expect.objectContaining({ error: CALL_FAILED_MESSAGE }) });
  });

  it('a call that has nobody (no members listed) counts as alone', async () => {
    const empty = { ...call([]), callMembers: undefined } as unknown as Call;
    const { actor, view } = await entered(empty);
    expect(view().value).toBe('inviting');
    actor.send({ type: 'call.updated', call: empty });
    expect(view().value).toBe('inviting');
  });

  it('labels every state with its own words', () => {
    const labels = Object.values(CALL_STATE_LABELS);
    expect(Object.keys(CALL_STATE_LABELS).sort()).toEqual(Object.keys(callMachine.root.states).sort());
    expect(labels.every((l) => l.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
