// The model-based property of the sync engine (run by sync-chat-model.test.ts and -2.test.ts, half of
// the runs each, so the two halves run side by side in CI): the engine (memory store, in-process
// transport, fake REST) against the fake chat server as the reference: whatever is delivered,
// duplicated, reordered, dropped or truncated, after a reconnect the rooms, the badges
// (min(11, unseen on the server)) and the watched room's messages equal the server's.
import { expect } from 'vitest';
import fc from 'fast-check';
import { createSyncEngine } from '../../src/sync/engine/engine';
import type { MessagesView, RoomView, SyncEngineApi } from '../../src/sync/engine/facade';
import type { RealtimeEvent } from '../../src/domain/shared/events';
import { createFakeChat, type FakeChat } from '../sync/fixtures/fake-chat';
import { fakeFetch, type Answer } from '../sync/fixtures/fake-api';
import { createFakeTransport, type FakeTransport } from '../sync/fixtures/fake-transport';

/** runs in all (CI: at least 1,000), split over the test files that call modelProperty */
export const RUNS = Number(process.env.SYNC_MODEL_RUNS ?? (process.env.CI ? 1000 : 150));
/** commands per run: 20 (30 cost a third more time and found nothing 20 did not) */
const MAX_COMMANDS = 20;
const ROOMS = ['r1', 'r2', 'r3'];
let worldSeq = 0;

type World = {
  chat: FakeChat; log: RealtimeEvent[]; queue: RealtimeEvent[]; forgottenUpTo: number;
  engine: SyncEngineApi; transport: FakeTransport; inflight: number;
  rooms: RoomView[]; view: MessagesView | null; me: string;
};

async function makeWorld(): Promise<World> {
  worldSeq += 1;
  const me = `model-${worldSeq}`;
  const w = { log: [], queue: [], forgottenUpTo: 0, inflight: 0, rooms: [], view: null, me } as unknown as World;
  w.chat = createFakeChat(me, (resourceType, action, resource) => {
    const e: RealtimeEvent = { resourceType, action, resource, seq: w.log.length + 1 };
    w.log.push(e);
    w.queue.push(e);
    return e;
  });
  for (const r of ROOMS) w.chat.addRoom(r, ['u1', me, 'u2']);
  w.chat.send('r1', 'u1', 'first');
  const handler = (req: { url: string; method: string }): Answer => {
    const url = new URL(req.url);
    if (url.pathname.endsWith('/alert/events')) {
      const after = Number(url.searchParams.get('afterSeq'));
      return { status: 200, body: { events: w.log.filter((e) => e.seq > Math.max(after, w.forgottenUpTo)), latestSeq: w.log.length, truncated: after < w.forgottenUpTo } };
    }
    if (url.pathname.endsWith('/alert/notifications')) return { status: 200, body: [] };
    return w.chat.handle(url, { ...req, headers: {}, body: undefined }) ?? { status: 404, body: { message: 'Not found' } };
  };
  const { fetchFn } = fakeFetch(async (r) => {
    w.inflight += 1;
    await Promise.resolve();
    try {
      return handler(r);
    } finally {
      w.inflight -= 1;
    }
  });
  w.transport = createFakeTransport();
  w.engine = createSyncEngine({ storage: 'memory', fetch: fetchFn, batchMs: 1, gapTimeoutMs: 5, log: () => {}, transport: () => w.transport });
  await w.engine.onRooms((r) => { w.rooms = r; });
  await w.engine.start({ wsUrl: 'ws://x/ws', alertBase: 'http://model.test/api/v1/alert', accessToken: 't', userId: me });
  await w.engine.onMessages('r1', (v) => { w.view = v; });
  await settle(w);
  return w;
}

const tick = () => new Promise<void>((r) => setImmediate(r));

async function settle(w: World): Promise<void> {
  let quiet = 0;
  for (let i = 0; i < 500 && quiet < 3; i += 1) {
    await tick();
    let status = '';
    const off = await w.engine.onStatus((s) => { status = s; });
    off();
    quiet = w.inflight === 0 && status === 'live' ? quiet + 1 : 0;
  }
}

type Cmd = fc.AsyncCommand<object, World>;
export const cmd = (name: string, run: (w: World) => void | Promise<void>): Cmd => ({
  check: () => true,
  run: async (_m, w) => { await run(w); await tick(); },
  toString: () => name,
});

const msgIds = (w: World) => [...w.chat.messages.keys()];
const pick = <T>(xs: T[], i: number): T | undefined => (xs.length === 0 ? undefined : xs[i % xs.length]);

const commands = [
  fc.tuple(fc.constantFrom(...ROOMS), fc.constantFrom('u1', 'u2', 'me')).map(([r, who]) => cmd(`send(${r},${who})`, (w) => {
    if (w.chat.rooms.get(r)?.memberIds.includes(w.me)) w.chat.send(r, who === 'me' ? w.me : who, `hi ${w.log.length}`);
  })),
  fc.nat().map((i) => cmd(`edit(${i})`, (w) => { const id = pick(msgIds(w), i); if (id) w.chat.edit(id, `edited ${w.log.length}`); })),
  fc.nat().map((i) => cmd(`delete(${i})`, (w) => { const id = pick(msgIds(w), i); if (id) w.chat.remove(id); })),
  fc.tuple(fc.nat(), fc.constantFrom('u1', 'u2', 'me')).map(([i, who]) => cmd(`view(${i},${who})`, (w) => {
    const id = pick(msgIds(w), i);
    if (id) w.chat.view(id, who === 'me' ? w.me : who);
  })),
  fc.tuple(fc.constantFrom('r2', 'r3'), fc.boolean()).map(([r, member]) => cmd(`members(${r},${member})`, (w) => {
    w.chat.setMembers(r, member ? ['u1', w.me, 'u2'] : ['u1', 'u2']);
  })),
  fc.nat().map((i) => cmd(`deliver(${i})`, (w) => { const e = w.queue.splice(i % Math.max(1, w.queue.length), 1)[0]; if (e) w.transport.deliver(JSON.stringify(e)); })),
  fc.constant(cmd('deliverAll', (w) => { for (const e of w.queue.splice(0)) w.transport.deliver(JSON.stringify(e)); })),
  fc.nat().map((i) => cmd(`duplicate(${i})`, (w) => { const e = pick(w.log, i); if (e) w.transport.deliver(JSON.stringify(e)); })),
  fc.constant(cmd('dropAndReconnect', (w) => { w.queue.length = 0; w.transport.drop(); w.transport.reconnect(); })),
  fc.constant(cmd('truncateAndReconnect', (w) => { w.queue.length = 0; w.forgottenUpTo = w.log.length; w.transport.drop(); w.transport.reconnect(); })),
  fc.constantFrom('r1', null).map((r) => cmd(`open(${r})`, (w) => w.engine.openRoom(r))),
  fc.constant(cmd('settle', (w) => settle(w))),
];

async function check(w: World): Promise<void> {
  w.queue.length = 0;
  w.transport.drop();
  w.transport.reconnect();
  await settle(w);
  const mine = [...w.chat.rooms.values()].filter((r) => r.memberIds.includes(w.me)).map((r) => r.id).sort();
  expect(w.rooms.map((r) => r.id).sort()).toEqual(mine);
  for (const r of w.rooms) expect({ room: r.id, unread: r.unread }).toEqual({ room: r.id, unread: Math.min(11, w.chat.unseen(r.id).length) });
  const view = w.view as MessagesView;
  expect(view.loading).toBe(false);
  const server = [...w.chat.messages.values()].filter((m) => m.roomId === 'r1').sort((a, b) => a.createdAt - b.createdAt);
  const from = view.messages.length > 0 ? view.messages[0].createdAt : Infinity;
  expect(view.messages.map((m) => [m.id, m.content])).toEqual(server.filter((m) => m.createdAt >= from).map((m) => [m.id, m.content]));
  expect(view.loaded).toBeGreaterThanOrEqual(Math.min(10, server.length));
}

export async function runModel(cmds: Iterable<Cmd>): Promise<void> {
  const w = await makeWorld();
  try {
    await fc.asyncModelRun(() => ({ model: {}, real: w }), cmds);
    await check(w);
  } finally {
    await w.engine.stop();
  }
}

/** Command sequences that once found a bug (shrunk counterexamples), replayed on every run. */
export const byName = (w: World, name: string): Promise<void> | void => {
  const [op, arg = ''] = name.replace(')', '').split('(');
  const args = arg.split(',');
  const named: Record<string, () => void | Promise<void>> = {
    delete: () => { const id = pick(msgIds(w), Number(args[0])); if (id) w.chat.remove(id); },
    open: () => w.engine.openRoom(args[0] === 'null' ? null : args[0]),
    send: () => { w.chat.send(args[0], args[1] === 'me' ? w.me : args[1], `hi ${w.log.length}`); },
    truncateAndReconnect: () => { w.queue.length = 0; w.forgottenUpTo = w.log.length; w.transport.drop(); w.transport.reconnect(); },
    dropAndReconnect: () => { w.queue.length = 0; w.transport.drop(); w.transport.reconnect(); },
    deliverAll: () => { for (const e of w.queue.splice(0)) w.transport.deliver(JSON.stringify(e)); },
    settle: () => settle(w),
  };
  return named[op]();
};

export const FOUND = [
  // the room's only message deleted while the log was truncated: an empty first page must prune it
  ['delete(0)', 'truncateAndReconnect', 'deliverAll'],
  // a message that reaches the open room only through a snapshot must be read on the server as well
  ['open(r1)', 'send(r1,u1)', 'truncateAndReconnect'],
];

/** `share` of RUNS random command sequences, each checked against the reference. */
export async function modelProperty(share: number): Promise<void> {
  await fc.assert(fc.asyncProperty(fc.commands(commands, { maxCommands: MAX_COMMANDS }), (cmds) => runModel(cmds)), { numRuns: Math.ceil(RUNS * share) });
}
