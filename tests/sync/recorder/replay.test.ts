// A scripted session recorded in Node (frames of two chat rooms, REST answers, a command, a payment machine
// with a coupon) is replayed through the same engine and machines: same store, same final states; the same
// recording with one frame dropped is reported as diverging at that frame.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { paymentMachine, type PayInput, type PayOutput, type QuoteInput, type ReviewData } from '../../../src/machines/billing/payment.machine';
import type { ChargeQuote } from '../../../src/domain/billing';
import type { RealtimeEvent } from '../../../src/domain/shared/events';
import { mergeRecording, recorder, recordInspection, type Recording } from '../../../src/sync/recorder';
import { composeEngine } from '../../../src/workers/compose';
import { createFakeChat } from '../fixtures/fake-chat';
import { BASES, fakeFetch } from '../fixtures/fake-api';
import { createFakeTransport } from '../fixtures/fake-transport';
import { replayRecording } from '../../../scripts/replay/replay';

const ME = 'rec-me';
const tick = () => new Promise<void>((r) => setImmediate(r));
const ticks = async (n = 20) => { for (let i = 0; i < n; i++) await tick(); };

const QUOTE: ChargeQuote = { cents: 2500, discountCents: 500, tranxCents: 88, finalCents: 2088, couponCodes: ['e2e20'] };

async function recordSession(): Promise<{ recording: Recording; machineState: unknown }> {
  recorder.clear();
  const log: RealtimeEvent[] = [];
  const chat = createFakeChat(ME, (resourceType, action, resource) => {
    const e: RealtimeEvent = { resourceType, action, resource, seq: log.length + 1 };
    log.push(e);
    return e;
  });
  chat.addRoom('room-a', ['u1', ME]);
  chat.addRoom('room-b', ['u2', ME]);
  const { fetchFn } = fakeFetch((r) => {
    const url = new URL(r.url);
    if (url.pathname.endsWith('/alert/events')) return { status: 200, body: { events: log.filter((e) => e.seq > Number(url.searchParams.get('afterSeq'))), latestSeq: log.length, truncated: false } };
    if (url.pathname.endsWith('/alert/notifications')) return { status: 200, body: [] };
    if (url.pathname.endsWith('/company/follows') && r.method === 'POST') return { status: 201, body: { id: 'f1', companyId: 'c1', followerId: ME, password: 'never-in-a-recording' } };
    return chat.handle(url, r) ?? { status: 404, body: { message: 'Not found' } };
  });
  const transport = createFakeTransport();
  const { engine, handlers } = composeEngine({
    storage: 'memory', bases: BASES, fetch: fetchFn, transport: () => transport, batchMs: 1, log: () => {}, visitorRefreshMs: 0,
    namePrefix: `rec-${crypto.randomUUID()}-`, databaseName: `rec-${crypto.randomUUID()}`,
  });
  await handlers.setAccount({ userId: ME, tokens: { accessToken: 'eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl', refreshToken: 'refresh-secret' }, config: { wsUrl: 'ws://x/ws', alertBase: BASES.alert } });
  await ticks();
  // frames of two rooms, one at a time, as the socket hands them in; the page watches room A and looks at room B
  const script = [['room-a', 'u1', 'hello A'], ['room-b', 'u2', 'hello B'], ['room-a', 'u1', 'second A'], ['room-b', 'u2', 'second B'], ['room-a', 'u1', 'third A']];
  // every event the fake server logs (the messages, and the read marks of the room looked at) goes out as a frame
  let sent = log.length;
  const push = async () => {
    while (sent < log.length) {
      transport.deliver(JSON.stringify(log[sent++]));
      await ticks(5);
    }
  };
  for (const [k, [room, user, text]] of script.entries()) {
    chat.send(room, user, text);
    await push();
    if (k === 1) await handlers.onMessages('room-a', () => {});
    if (k === 2) await handlers.openRoom('room-b');
    await ticks(5);
    await push();
  }
  // a command (its answer carries a field named like a secret)
  const outcome = await handlers.command('follows.create', { companyId: 'c1', followerId: ME });
  expect(outcome).toMatchObject({ ok: true });
  // a payment with a coupon on the page's machine, inspected like the UI's actors
  const actor = createActor(paymentMachine.provide({
    actors: {
      loadReview: fromPromise<ReviewData, QuoteInput>(async () => ({ quote: { ...QUOTE, discountCents: 0, finalCents: 2603, couponCodes: [] }, cards: [], walletCents: 5000 })),
      quote: fromPromise<ChargeQuote, QuoteInput>(async () => QUOTE),
      pay: fromPromise<PayOutput | undefined, PayInput>(async () => ({ message: 'Payment success!' })),
    },
  }), { input: { prices: [{ id: 'p1', cents: 2500, label: 'once' }], keySeed: 'seed-1' }, inspect: recordInspection }).start();
  actor.send({ type: 'price.select', priceId: 'p1' });
  await waitFor(actor, (s) => s.matches({ review: 'ready' }));
  actor.send({ type: 'method.select', method: 'WALLET' });
  actor.send({ type: 'coupon.apply', code: 'e2e20' });
  await waitFor(actor, (s) => s.matches({ review: 'ready' }) && s.context.couponCodes.length === 1);
  actor.send({ type: 'payment.review' });
  actor.send({ type: 'payment.confirm' });
  await waitFor(actor, (s) => s.status === 'done' || s.matches('success'));
  await ticks();
  const recording = mergeRecording(await handlers.recording(), [], Date.now());
  await engine.stop();
  return { recording, machineState: actor.getSnapshot().value };
}

let session: { recording: Recording; machineState: unknown };
beforeAll(async () => {
  session = await recordSession();
});
afterAll(() => recorder.clear());

describe('flight recorder: replay', () => {
  it('records frames, REST answers, a command and the machine, with no token or password', () => {
    const kinds = new Set(session.recording.entries.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['command', 'frame', 'machine', 'rest', 'view']);
    expect(session.recording.entries.filter((e) => e.kind === 'frame').length).toBeGreaterThanOrEqual(5);
    // room B is looked at: its badge is 0; room A's messages are watched
    expect(session.recording.store.rooms.map((r) => [r.id, r.unread])).toEqual([['room-a', 3], ['room-b', 0]]);
    expect(session.recording.store.messages['room-a'].messages.map((m) => m.content)).toEqual(['hello A', 'second A', 'third A']);
    const text = JSON.stringify(session.recording);
    expect(text).not.toContain('never-in-a-recording');
    expect(text).not.toContain('eyJhbGciOi');
    expect(text).not.toContain('refresh-secret');
  });

  it('replays to the same store contents and final machine states, deterministically', async () => {
    const first = await replayRecording(session.recording);
    expect(first.divergence).toBeNull();
    expect(first.store).toEqual(session.recording.store);
    const machines = Object.values(first.machines);
    expect(machines).toHaveLength(1);
    expect(machines[0]).toMatchObject({ machine: 'payment', value: session.machineState });
    const again = await replayRecording(session.recording);
    expect(again).toEqual(first);
  });

  it('a recording with one frame dropped diverges at that frame', async () => {
    const entries = session.recording.entries;
    const frames = entries.map((e, i) => (e.kind === 'frame' ? i : -1)).filter((i) => i >= 0);
    const dropped = frames[2];
    const edited = { ...session.recording, entries: entries.filter((_, i) => i !== dropped) };
    const r = await replayRecording(edited);
    // the frame after the dropped one now stands where it stood: there the pipeline stays at the seq before the gap
    const at = edited.entries.findIndex((e, i) => i >= dropped && e.kind === 'frame');
    expect(r.divergence).toMatchObject({ index: at, kind: 'frame' });
    const before = entries[frames[1]];
    expect(r.divergence?.got).toEqual({ seq: before.kind === 'frame' ? before.seq : -1 });
  });

  it('a machine state that differs is reported at its entry', async () => {
    const entries = session.recording.entries.map((e) => ({ ...e }));
    const i = entries.findIndex((e) => e.kind === 'machine' && (e.event as { type: string }).type === 'coupon.apply');
    const e = entries[i];
    if (e.kind === 'machine') e.value = { review: 'nowhere' };
    const r = await replayRecording({ ...session.recording, entries });
    expect(r.divergence).toMatchObject({ index: i, kind: 'machine', expected: { value: { review: 'nowhere' } } });
  });
});
