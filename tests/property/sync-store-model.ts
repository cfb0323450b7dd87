// The model-based property of the whole store (run by sync-store-model.test.ts and -2.test.ts, half of the
// runs each): the composed engine of the
// worker (chat and bell engine + data path, memory storage, in-process socket and REST) against the small
// server of sync-store-model-server.ts as the reference. fast-check interleaves commands of the engine's
// user (through the data path, succeeding or refused), changes by other users (which reach the engine only
// as events), REST answers held back and delivered in any order, frames delivered late, twice or lost,
// socket drops, truncated logs and reconnects, the network going down and up, and page reloads (a new
// engine over the same stores). Checked:
// - during the run: a refused command leaves every query state exactly as it was; a command that
//   succeeded resolves only when every open query shows what the server answers now (targeted refresh: for
//   a command that declares its change, every open query whose endpoint declares that change's type);
// - targeted refresh: events of every type (the noise types included) refresh or patch only what their
//   endpoints declare, and the end state must still equal the server's, as re-reading everything would;
// - with the network still down at the end: each open query shows its last answer (data, error), or after
//   a reload the saved one (none once the server refused it), and is `offline` exactly when its last
//   request reached no server;
// - after the network is back and everything arrived: every open query equals what the server answers
//   now, none is fetching or offline; the bell's count and the rooms' badges equal the server's; every
//   command was answered with the server's answer (its message for a refusal), or offline when sent with
//   the network down;
// - at every reload, in the stores the stopped engine left: each room's stored state (unseen ids, activity)
//   equals what its stored messages say, and the room list a cold start builds from the stores alone has the
//   rooms, order and badges the stopped engine showed (the open room's badge aside: it was 0 on screen).
import { expect } from 'vitest';
import fc from 'fast-check';
import { composeEngine } from '../../src/workers/compose';
import { checkStoredRooms } from './sync-store-model-stored';
import type { RoomView } from '../../src/sync/engine/facade';
import { ROUTES } from '../../src/sync/api/routes';
import type { EndpointName } from '../../src/sync/api/types';
import { OFFLINE_WRITE_MESSAGE, type CommandOutcome, type QueryState } from '../../src/sync/query/types';
import { BASES, fakeFetch, type Answer, type Recorded } from '../sync/fixtures/fake-api';
import { createFakeTransport, type FakeTransport } from '../sync/fixtures/fake-transport';
import { COMPANIES, GROUPS, NOISE_TYPES, OTHERS, ROOMS, createServer, requestOf, type Server } from './sync-store-model-server';

/** runs in all (CI: at least 1,000), split over the two test files */
export const RUNS = Number(process.env.SYNC_STORE_RUNS ?? (process.env.CI ? 1000 : 150));
/** steps per run: a run's cost is mostly its engine's start and stop, so runs are long */
const MAX_COMMANDS = 25;

/** the queries a screen may have open, by name: [endpoint, parameters] (`me` stands for the engine's user) */
const QUERIES = {
  myFollows: ['follows.list', { followerIds: ['me'] }],
  followers: ['follows.list', { companyIds: ['cm'] }],
  /** a second view of the same query (one cache entry, two subscribers, opened and closed apart) */
  followersToo: ['follows.list', { companyIds: ['cm'] }],
  connections: ['connections.list', { userIds: ['me'] }],
  g1: ['groups.members.list', { companyGroupId: 'g1' }],
  g2: ['groups.members.list', { companyGroupId: 'g2' }],
  orders: ['billing.orders', { skip: 0, limit: 4 }],
  sales: ['billing.sales', { skip: 0, limit: 4 }],
  notifications: ['notifications.list', { skip: 0, limit: 4 }],
  plan: ['billing.mtzSubscription', undefined],
  accesses: ['files.accesses', { mine: true }],
  invites: ['memberInvites.mine', undefined],
  posts: ['companyPosts.list', { companyIds: ['cm'] }],
  /** targeted refresh: another company's posts (a POST event of cm must not refetch it, one of c1 must) */
  postsC1: ['companyPosts.list', { companyIds: ['c1'] }],
  /** targeted refresh: a list the engine patches in place from a FOLLOW event (every filter parameter given) */
  myFollowOfC1: ['follows.list', { companyIds: ['c1'], followerIds: ['me'] }],
} as const satisfies Record<string, readonly [EndpointName, unknown]>;
type QueryName = keyof typeof QUERIES;
const QUERY_NAMES = Object.keys(QUERIES) as QueryName[];

type Held = { req: Recorded; answer: Answer; deliver(fail: boolean): void };
type Sent = { name: string; key: string; outcome: CommandOutcome | null };
/** what one GET for a query's URL ended with, in the order the engine received them */
type Outcome = { kind: 'ok'; body: unknown } | { kind: 'refused'; status: number; message: string } | { kind: 'network' };
type View = { state: QueryState | null; off: (() => void) | null };

type World = {
  me: string;
  server: Server;
  transport: FakeTransport;
  composed: ReturnType<typeof composeEngine>;
  down: boolean;
  closing: boolean;
  held: Held[];
  /** GET outcomes per URL, as delivered */
  outcomes: Map<string, Outcome[]>;
  /** the server's answer to each command, by idempotency key (absent: it never reached the server) */
  answers: Map<string, Answer>;
  sent: Sent[];
  views: Map<QueryName, View>;
  count: number;
  rooms: RoomView[];
  status: string;
  fetchFn: typeof fetch;
  /** per URL, the answer saved for it at the last reload (undefined: none) */
  saved: Map<string, unknown>;
  /** the room the engine was told is on screen */
  openRoom: string | null;
};

let worldSeq = 0;
const tick = () => new Promise<void>((r) => setImmediate(r));
const json = <T>(x: T): T => (x === undefined ? x : (JSON.parse(JSON.stringify(x)) as T));
const params = (w: World, q: QueryName): unknown => JSON.parse(JSON.stringify(QUERIES[q][1] ?? null).replaceAll('"me"', JSON.stringify(w.me))) ?? undefined;
const urlOf = (w: World, q: QueryName) => requestOf(QUERIES[q][0], params(w, q)).url;
const refused = (a: Answer): a is { status: number; body?: unknown } => a !== 'network-error' && a.status >= 400;
const bodyOf = (a: Answer): unknown => (a === 'network-error' ? undefined : a.body);
const messageOfAnswer = (a: { body?: unknown }) => (a.body as { message: string }).message;

function record(w: World, req: Recorded, o: Outcome): void {
  if (req.method !== 'GET') return;
  const list = w.outcomes.get(req.url) ?? [];
  list.push(o);
  w.outcomes.set(req.url, list);
}

async function makeWorld(): Promise<World> {
  worldSeq += 1;
  const me = `store-${worldSeq}`;
  const w = {
    me, down: false, closing: false, held: [], outcomes: new Map(), answers: new Map(), sent: [], views: new Map(), count: 0, rooms: [], status: '', openRoom: null, saved: new Map(),
  } as unknown as World;
  w.server = createServer(me);
  for (const r of ROOMS) w.server.chat.addRoom(r, ['u1', me, 'u2']);
  w.server.chat.send('r1', 'u1', 'first');
  const { fetchFn } = fakeFetch((req) => {
    if (w.down) {
      record(w, req, { kind: 'network' });
      return 'network-error';
    }
    // the server acts when the request arrives; its answer reaches the engine when the run says so
    const answer = json(w.server.handle(req));
    const key = req.headers['Idempotency-Key'];
    if (req.method !== 'GET' && key) w.answers.set(key, answer);
    return new Promise<Answer>((resolve) => {
      const h: Held = {
        req, answer,
        deliver(fail) {
          const a: Answer = fail ? 'network-error' : answer;
          record(w, req, a === 'network-error' ? { kind: 'network' } : a.status >= 400 ? { kind: 'refused', status: a.status, message: messageOfAnswer(a) } : { kind: 'ok', body: a.body });
          resolve(a);
        },
      };
      if (w.closing) h.deliver(false);
      else w.held.push(h);
    });
  });
  w.fetchFn = fetchFn;
  await boot(w);
  for (const q of QUERY_NAMES) await open(w, q);
  await settle(w);
  return w;
}

/** A page (re)load: a new composed engine over the same stores (memory storage keeps them in the process). */
async function boot(w: World): Promise<void> {
  const transport = createFakeTransport();
  // a socket opens only when the network is up
  const start = transport.start.bind(transport);
  transport.start = () => { if (!w.down) start(); };
  w.transport = transport;
  w.composed = composeEngine({
    storage: 'memory', fetch: w.fetchFn, batchMs: 1, gapTimeoutMs: 5, log: () => {}, transport: () => transport,
    bases: BASES, visitorRefreshMs: 0, namePrefix: `store-model-${w.me}-`,
  });
  const { engine, handlers } = w.composed;
  await engine.onStatus((s) => { w.status = s; });
  await engine.onNotificationCount((c) => { w.count = c; });
  await engine.onRooms((r) => { w.rooms = r; });
  await drive(w, handlers.setAccount({ userId: w.me, tokens: { accessToken: 't', refreshToken: 'r' }, config: { wsUrl: 'ws://x/ws', alertBase: BASES.alert } }));
  if (w.openRoom !== null) await w.composed.engine.openRoom(w.openRoom);
}

/**
 * The page is loaded again: what was on its way arrives, the old engine stops (its stores are written and
 * closed), a new one starts over the same stores and opens the same queries. Each query then starts from
 * the saved copy: the last answer the server gave, and nothing once the server refused it.
 */
async function reload(w: World): Promise<void> {
  while (w.held.length > 0) {
    deliverHeld(w, 0);
    await tick();
  }
  for (let i = 0; i < 5; i += 1) await tick();
  for (const [url, list] of w.outcomes) w.saved.set(url, saved(w.saved.get(url), list));
  w.outcomes.clear();
  const onScreen = openViews(w).map(([q]) => q);
  for (const q of onScreen) close(w, q);
  const shown = w.rooms;
  w.closing = true;
  await w.composed.engine.stop();
  await w.composed.data.stop();
  w.closing = false;
  await checkStoredRooms(w.me, shown, w.openRoom);
  await boot(w);
  for (const q of onScreen) await open(w, q);
}

async function open(w: World, q: QueryName): Promise<void> {
  if (w.views.get(q)?.off) return;
  const view: View = { state: null, off: null };
  w.views.set(q, view);
  const [endpoint] = QUERIES[q];
  view.off = await w.composed.handlers.query(endpoint, params(w, q) as never, (s) => {
    // targeted refresh: an answer patched in place from an event (new data, same fetchedAt) counts as the
    // query's last answer, as a GET's would
    const prev = view.state;
    if (prev?.status === 'ready' && s.status === 'ready' && s.data !== prev.data && s.fetchedAt !== null && s.fetchedAt === prev.fetchedAt) {
      record(w, { method: 'GET', url: urlOf(w, q), headers: {}, body: undefined }, { kind: 'ok', body: json(s.data) });
    }
    view.state = s;
  });
}

function close(w: World, q: QueryName): void {
  const view = w.views.get(q);
  view?.off?.();
  w.views.delete(q);
}

function deliverHeld(w: World, i: number, fail = false): void {
  const h = w.held.splice(i % Math.max(1, w.held.length), 1)[0];
  h?.deliver(fail && h.req.method === 'GET');
}

function deliverFrames(w: World): void {
  for (const e of w.server.queue.splice(0)) w.transport.deliver(JSON.stringify(e));
}

/** Delivers every held answer and buffered frame until the promise settles. */
async function drive<T>(w: World, p: Promise<T>): Promise<T> {
  let done = false;
  const out = p.finally(() => { done = true; });
  const deadline = Date.now() + 5000;
  while (!done && Date.now() < deadline) {
    while (w.held.length > 0) deliverHeld(w, 0);
    await tick();
  }
  expect(done, 'a call of the engine never resolved').toBe(true);
  return out;
}

const openViews = (w: World) => [...w.views.entries()].filter(([, v]) => v.off !== null);

/** Everything in flight arrives (answers, buffered frames) until nothing moves for a few turns. */
async function settle(w: World): Promise<void> {
  let quiet = 0;
  const deadline = Date.now() + 5000;
  while (quiet < 4 && Date.now() < deadline) {
    const moved = w.held.length > 0 || (w.server.queue.length > 0 && w.transport.status() === 'connected');
    while (w.held.length > 0) deliverHeld(w, 0);
    if (w.transport.status() === 'connected') deliverFrames(w);
    await tick();
    const busy = w.status === 'catching-up' || (w.status === 'connecting' && !w.down) || openViews(w).some(([, v]) => v.state?.fetching);
    quiet = moved || busy || w.held.length > 0 ? 0 : quiet + 1;
  }
  expect(quiet, 'the engine never settled').toBeGreaterThanOrEqual(4);
}

/** What the server answers now for a query, as the query's state shows it. */
function serverView(w: World, q: QueryName) {
  const a = w.server.handle(requestOf(QUERIES[q][0], params(w, q)));
  if (refused(a)) return { data: undefined, status: 'error', error: { status: a.status, message: messageOfAnswer(a) } };
  return { data: json(bodyOf(a)), status: 'ready', error: null };
}

const shown = (s: QueryState | null) => ({ data: s?.data, status: s?.status, error: s?.error ?? null });

function pick<T>(xs: Iterable<T>, i: number, none: T): T {
  const all = [...xs, none];
  return all[i % all.length];
}

/** A command of the engine's user through the data path. 'await': the run waits for its answer and checks it at once. */
async function mine(w: World, name: string, endpoint: EndpointName, input: unknown, mode: string): Promise<void> {
  const key = `key-${w.sent.length + 1}`;
  const sent: Sent = { name, key, outcome: null };
  w.sent.push(sent);
  const before = new Map(openViews(w).map(([q, v]) => [q, v.state]));
  const done = w.composed.handlers.command(endpoint, input as never, key).then((o) => { sent.outcome = o; });
  if (mode !== 'await') return;
  for (let i = 0; i < 50 && !w.answers.has(key) && sent.outcome === null; i += 1) await tick();
  const answer = w.answers.get(key);
  if (answer === undefined || refused(answer)) {
    // offline or refused: nothing else is delivered meanwhile, so every query must stay exactly as it was
    const held = w.held.findIndex((h) => h.req.headers['Idempotency-Key'] === key);
    if (held >= 0) deliverHeld(w, held);
    for (let i = 0; i < 50 && sent.outcome === null; i += 1) await tick();
    expect(sent.outcome, `${name} was not answered`).not.toBeNull();
    expect(sent.outcome).toMatchObject({ ok: false });
    for (const [q, v] of openViews(w)) expect({ query: q, state: v.state }).toEqual({ query: q, state: before.get(q) });
    return;
  }
  await drive(w, done);
  expect(sent.outcome).toEqual({ ok: true, value: bodyOf(answer) });
  // resolved only after the open queries were fetched again (or patched): each shows the server's state now.
  // A command that declares its change refreshes only the queries that declare that change's type: the
  // others follow their own events (checked when everything arrived).
  const changed = new Set(ROUTES[endpoint].changes?.map((c) => c.type) ?? []);
  const concerned = (q: QueryName) => changed.size === 0 || (ROUTES[QUERIES[q][0]].stale ?? []).some((r) => changed.has(r.type));
  for (const [q, v] of openViews(w)) if (concerned(q)) expect({ query: q, ...shown(v.state) }).toEqual({ query: q, ...serverView(w, q) });
}

function dropSocket(w: World): void {
  w.server.queue.length = 0;
  w.transport.drop();
}

function reconnect(w: World): void {
  if (w.down || w.transport.status() === 'connected') return;
  w.server.queue.length = 0;
  w.transport.reconnect();
}

// ---- the steps, by name (fixed seeds replay their names) ----
const steps: Record<string, (w: World, a: string[]) => void | Promise<void>> = {
  // the engine's user, through the data path
  follow: (w, [c, who, mode]) => mine(w, `follow`, 'follows.create', { companyId: c, followerId: who === 'me' ? w.me : who }, mode),
  unfollow: (w, [i, mode]) => mine(w, 'unfollow', 'follows.delete', { id: pick(w.server.follows.keys(), Number(i), 'f0') }, mode),
  connect: (w, [u, mode]) => mine(w, 'connect', 'connections.create', { fromUserId: w.me, toUserId: u === 'me' ? w.me : u }, mode),
  accept: (w, [i, mode]) => mine(w, 'accept', 'connections.accept', { id: pick(w.server.connections.keys(), Number(i), 'c0') }, mode),
  disconnect: (w, [i, mode]) => mine(w, 'disconnect', 'connections.delete', { id: pick(w.server.connections.keys(), Number(i), 'c0') }, mode),
  join: (w, [g, mode]) => mine(w, 'join', 'groups.members.join', { companyGroupId: g }, mode),
  leave: (w, [i, mode]) => mine(w, 'leave', 'groups.members.delete', { id: pick(w.server.members.keys(), Number(i), 'm0') }, mode),
  refund: (w, [i, mode]) => mine(w, 'refund', 'billing.refund', { id: pick(w.server.orders.keys(), Number(i), 'o0') }, mode),
  // other users (and the engine's user on another device): the engine hears of these by events only
  otherFollow: (w, [u, c]) => {
    const f = [...w.server.follows.values()].find((x) => x.followerId === u && x.companyId === c);
    if (f) w.server.change.unfollow(f.id, u);
    else w.server.change.follow(c as keyof typeof COMPANIES, u);
  },
  otherConnection: (w, [u]) => {
    const c = [...w.server.connections.values()].find((x) => [x.fromUserId, x.toUserId].includes(u) && [x.fromUserId, x.toUserId].includes(w.me));
    if (!c) w.server.change.connect(u, w.me);
    else if (!c.activated && c.toUserId === u) w.server.change.accept(c.id, u);
    else w.server.change.disconnect(c.id, u);
  },
  ownerMember: (w, [g, who]) => {
    const group = g as keyof typeof GROUPS;
    const user = who === 'me' ? w.me : who;
    if (user === GROUPS[group].owner) return;
    const m = [...w.server.members.values()].find((x) => x.companyGroupId === g && x.userId === user);
    if (m) w.server.change.leave(m.id, GROUPS[group].owner);
    else w.server.change.join(group, user, GROUPS[group].owner);
  },
  buy: (w, [buyer, seller]) => { w.server.change.buy(buyer === 'me' ? w.me : buyer, seller === 'me' ? w.me : seller); },
  otherRefund: (w, [i]) => {
    const o = pick([...w.server.orders.values()].filter((x) => x.buyerUserId === w.me), Number(i), null);
    if (o) w.server.change.refund(o.id, o.sellerUserId);
  },
  notificationSeen: (w, [i, remove]) => w.server.change.notificationSeen(Number(i), remove === 'true'),
  mineList: (w, [type, add]) => w.server.change.mine(type as keyof Server['mine'], add === 'true'),
  otherPost: (w, [c]) => w.server.change.post(c as keyof typeof COMPANIES),
  noise: (w, [type]) => w.server.change.noise(type as (typeof NOISE_TYPES)[number]),
  send: (w, [r, who]) => { w.server.chat.send(r, who === 'me' ? w.me : who, `hi ${w.server.log(w.me).length}`); },
  view: (w, [i, who]) => {
    const id = pick(w.server.chat.messages.keys(), Number(i), null);
    if (id) w.server.chat.view(id, who === 'me' ? w.me : who);
  },
  roomMembers: (w, [r, member]) => { w.server.chat.setMembers(r, member === 'true' ? ['u1', w.me, 'u2'] : ['u1', 'u2']); },
  openRoom: (w, [r]) => {
    w.openRoom = r === 'null' ? null : r;
    return w.composed.engine.openRoom(w.openRoom);
  },
  // delivery
  answer: (w, [i]) => deliverHeld(w, Number(i)),
  answerAll: (w) => { while (w.held.length > 0) deliverHeld(w, 0); },
  deliver: (w, [i]) => {
    const e = w.server.queue.splice(Number(i) % Math.max(1, w.server.queue.length), 1)[0];
    if (e) w.transport.deliver(JSON.stringify(e));
  },
  deliverAll: (w) => deliverFrames(w),
  duplicate: (w, [i]) => {
    const e = pick(w.server.log(w.me), Number(i), null);
    if (e) w.transport.deliver(JSON.stringify(e));
  },
  drop: (w) => dropSocket(w),
  reconnect: (w) => reconnect(w),
  truncateAndReconnect: (w) => {
    w.server.forgottenUpTo = w.server.log(w.me).length;
    dropSocket(w);
    reconnect(w);
  },
  netDown: (w, [failHeld]) => {
    w.down = true;
    dropSocket(w);
    // answers on their way are lost too (GETs: a command that reached the server keeps its answer)
    if (failHeld === 'true') for (const h of w.held.splice(0)) h.deliver(h.req.method === 'GET');
  },
  netUp: (w) => {
    w.down = false;
    reconnect(w);
  },
  open: (w, [q]) => open(w, q as QueryName),
  close: (w, [q]) => close(w, q as QueryName),
  settle: (w) => settle(w),
  reload: (w) => reload(w),
};

export function runStep(w: World, name: string): void | Promise<void> {
  const m = /^(\w+)(?:\((.*)\))?$/.exec(name);
  const step = m && steps[m[1]];
  if (!step) throw new Error(`unknown step ${name}`);
  return step(w, m[2] ? m[2].split(',') : []);
}

type Cmd = fc.AsyncCommand<object, World>;
const cmd = (name: string): Cmd => ({
  check: () => true,
  run: async (_m, w) => { await runStep(w, name); await tick(); },
  toString: () => name,
});

const user = fc.constantFrom('me', ...OTHERS);
const mode = fc.constantFrom('await', 'fire');
const step = (name: string, ...args: fc.Arbitrary<unknown>[]) =>
  (args.length === 0 ? fc.constant(cmd(name)) : fc.tuple(...args).map((xs) => cmd(`${name}(${xs.join(',')})`)));
const nat = fc.nat({ max: 50 });

const commands = [
  step('follow', fc.constantFrom(...Object.keys(COMPANIES), 'cx'), fc.constantFrom('me', 'u1'), mode),
  step('unfollow', nat, mode),
  step('connect', user, mode),
  step('accept', nat, mode),
  step('disconnect', nat, mode),
  step('join', fc.constantFrom('g1', 'g2', 'gx'), mode),
  step('leave', nat, mode),
  step('refund', nat, mode),
  step('otherFollow', fc.constantFrom(...OTHERS), fc.constantFrom(...Object.keys(COMPANIES))),
  step('otherConnection', fc.constantFrom(...OTHERS)),
  step('ownerMember', fc.constantFrom('g1', 'g2'), user),
  step('buy', fc.constantFrom('u1,me', 'u2,me', 'me,u1', 'me,u2')),
  step('otherRefund', nat),
  step('notificationSeen', nat, fc.boolean()),
  step('mineList', fc.constantFrom('MTZPLANSUBSCRIPTION', 'FILEACCESS', 'COMPANYMEMBER', 'POST'), fc.boolean()),
  step('noise', fc.constantFrom(...NOISE_TYPES)),
  step('otherPost', fc.constantFrom('c1', 'c2')),
  step('send', fc.constantFrom(...ROOMS), user),
  step('view', nat, user),
  step('roomMembers', fc.constantFrom('r2', 'r3'), fc.boolean()),
  step('openRoom', fc.constantFrom('r1', 'null')),
  step('answer', nat),
  step('answerAll'),
  step('deliver', nat),
  step('deliverAll'),
  step('duplicate', nat),
  step('drop'),
  step('reconnect'),
  step('truncateAndReconnect'),
  step('netDown', fc.boolean()),
  step('netUp'),
  step('open', fc.constantFrom(...QUERY_NAMES)),
  step('close', fc.constantFrom(...QUERY_NAMES)),
  step('settle'),
  step('reload'),
];

/** What the store keeps for a URL after these outcomes: the last answer, nothing after a refusal. */
function saved(before: unknown, outcomes: readonly Outcome[]): unknown {
  let s = before;
  for (const o of outcomes) {
    if (o.kind === 'ok') s = o.body;
    else if (o.kind === 'refused') s = undefined;
  }
  return s;
}

/** What a query shows after the outcomes its URL got, in order (the query cache's rules, restated). */
function fold(savedCopy: unknown, outcomes: readonly Outcome[]) {
  let s: { data: unknown; status: string; offline: boolean; error: unknown } = savedCopy === undefined
    ? { data: undefined, status: 'loading', offline: false, error: null } : { data: savedCopy, status: 'ready', offline: false, error: null };
  for (const o of outcomes) {
    if (o.kind === 'ok') s = { data: o.body, status: 'ready', offline: false, error: null };
    else if (o.kind === 'refused') s = { data: undefined, status: 'error', offline: false, error: { status: o.status, message: o.message } };
    else s = { ...s, offline: true, status: s.data === undefined ? 'error' : 'ready', error: s.data === undefined ? { status: null, message: 'Service unavailable 503' } : null };
  }
  return s;
}

async function check(w: World, strictReadMarks: boolean): Promise<void> {
  await settle(w);
  if (w.down) {
    for (const [q, v] of openViews(w)) {
      const s = v.state as QueryState;
      expect({ query: q, data: s.data, status: s.status, offline: s.offline, error: s.error, fetching: s.fetching })
        .toEqual({ query: q, ...fold(w.saved.get(urlOf(w, q)), w.outcomes.get(urlOf(w, q)) ?? []), fetching: false });
    }
    w.down = false;
  }
  reconnect(w);
  await settle(w);
  for (const [q, v] of openViews(w)) {
    const s = v.state as QueryState;
    expect({ query: q, ...shown(s), fetching: s.fetching, offline: s.offline, stale: s.stale })
      .toEqual({ query: q, ...serverView(w, q), fetching: false, offline: false, stale: false });
  }
  const unread = [...w.server.notifications.values()].filter((n) => n.receiverId === w.me && !n.hasRead).length;
  expect({ bell: w.count }).toEqual({ bell: unread });
  const mineRooms = [...w.server.chat.rooms.values()].filter((r) => r.memberIds.includes(w.me)).map((r) => r.id).sort();
  expect(w.rooms.map((r) => r.id).sort()).toEqual(mineRooms);
  // the room on screen shows no badge (its messages are read as they come); the others show the server's count
  for (const r of w.rooms) {
    const unread = r.id === w.openRoom && !strictReadMarks ? 0 : Math.min(11, w.server.chat.unseen(r.id).length);
    expect({ room: r.id, unread: r.unread }).toEqual({ room: r.id, unread });
  }
  for (const s of w.sent) {
    const a = w.answers.get(s.key);
    const expected: CommandOutcome = a === undefined ? { ok: false, status: null, message: OFFLINE_WRITE_MESSAGE, offline: true }
      : refused(a) ? { ok: false, status: a.status, message: messageOfAnswer(a), offline: false }
        : { ok: true, value: bodyOf(a) };
    expect({ command: s.name, outcome: s.outcome }).toEqual({ command: s.name, outcome: expected });
  }
}

/**
 * strictReadMarks: the open room's badge is checked against the server's count too (its read marks must
 * have reached the server, also those first sent while offline).
 */
export async function runModel(cmds: Iterable<Cmd>, strictReadMarks = true): Promise<void> {
  const w = await makeWorld();
  try {
    await fc.asyncModelRun(() => ({ model: {}, real: w }), cmds);
    await check(w, strictReadMarks);
  } finally {
    w.closing = true;
    while (w.held.length > 0) deliverHeld(w, 0);
    // closing the stores mostly waits (about 25 ms a run): the next run starts meanwhile
    stopping.push(w.composed.engine.stop().then(() => w.composed.data.stop()));
  }
}

const stopping: Promise<void>[] = [];
async function stopAll(): Promise<void> {
  await Promise.all(stopping.splice(0));
}

/** Replays a fixed sequence of step names (a seed that once found a bug). */
export async function replay(names: readonly string[], strictReadMarks = true): Promise<void> {
  try {
    await runModel(names.map(cmd), strictReadMarks);
  } finally {
    await stopAll();
  }
}

/** `share` of RUNS random sequences, each checked against the reference. */
export async function storeProperty(share: number, seed?: number): Promise<void> {
  try {
    await fc.assert(fc.asyncProperty(fc.commands(commands, { maxCommands: MAX_COMMANDS }), (cmds) => runModel(cmds)), { numRuns: Math.ceil(RUNS * share), seed });
  } finally {
    await stopAll();
  }
}
