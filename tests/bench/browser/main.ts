// The bench page's main thread: the same comlink wrapper as the app (wrapEngine), a room list with
// badges rendered into the DOM, and the measurements; run-browser.ts drives it through window.benchResult.
// ?mode=seed | cold | live | ingest
import { wrap } from 'comlink';
import { wrapEngine, type EngineClient } from '../../../src/workers/client';
import type { RoomView } from '../../../src/sync/engine/facade';
import { formatRoomBadge } from '../../../src/domain/chat/views';
import type { BenchWorker } from './bench.worker';

declare global {
  interface Window {
    benchResult?: unknown;
    benchError?: string;
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'cold';
const num = (k: string, d: number) => Number(params.get(k) ?? d);
const wall = () => performance.timeOrigin + performance.now();
const statusEl = document.getElementById('status') as HTMLElement;
const listEl = document.getElementById('rooms') as HTMLUListElement;

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((l) => { longTasks.push(...l.getEntries()); }).observe({ type: 'longtask', buffered: true });

const worker = new Worker(new URL('./bench.worker.ts', import.meta.url), { type: 'module' });
const remote = wrap<BenchWorker>(worker);
// the app's wrapper, over the bench worker's smaller map (start, stop, onRoomsDelta + the bench calls)
const engine = wrapEngine(remote as unknown as Parameters<typeof wrapEngine>[0], () => worker.terminate()) as EngineClient & { start(c: Parameters<BenchWorker['start']>[0]): Promise<void> };

/** The visible part of the room list (a screenful), newest activity first, each with its badge. */
const SHOWN = 50;
const rows: HTMLLIElement[] = [];
let latest: RoomView[] = [];
let pushes = 0;
const onList: ((rooms: RoomView[]) => void)[] = [];

function render(rooms: RoomView[]): void {
  latest = rooms;
  pushes += 1;
  for (let i = 0; i < Math.min(SHOWN, rooms.length); i += 1) {
    let li = rows[i];
    if (!li) {
      li = document.createElement('li');
      li.append(document.createElement('span'), document.createElement('b'));
      listEl.append(li);
      rows.push(li);
    }
    const r = rooms[i];
    li.dataset.room = r.id;
    (li.firstChild as HTMLElement).textContent = r.name;
    (li.lastChild as HTMLElement).textContent = formatRoomBadge(r.unread);
  }
  void listEl.offsetHeight; // style and layout now: what the screen shows at the next frame
  for (const f of onList) f(rooms);
}

const config = {
  wsUrl: 'ws://bench.invalid/ws', alertBase: 'http://bench.invalid/api/v1/alert', accessToken: 'bench', userId: 'bench-user',
};

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves when a pushed list shows `roomId` with the `badge` text (checked after the DOM is updated). */
function whenBadge(roomId: string, badge: string): Promise<number> {
  return new Promise((resolve) => {
    const f = (rooms: RoomView[]) => {
      const r = rooms.find((x) => x.id === roomId);
      if (r && formatRoomBadge(r.unread) === badge) {
        onList.splice(onList.indexOf(f), 1);
        resolve(wall());
      }
    };
    onList.push(f);
  });
}

async function cold() {
  let first = 0;
  const shown = new Promise<void>((resolve) => onList.push(() => { if (!first) { first = performance.now(); resolve(); } }));
  await engine.onRooms(render);
  const started = performance.now();
  void engine.start(config);
  await shown;
  const w = await remote.times();
  const since = (wallMs: number) => wallMs - performance.timeOrigin;
  return {
    firstRoomListMs: first, workerCreatedMs: started, workerScriptMs: since(w.scriptStart), workerFirstPushMs: since(w.firstPush),
    rooms: latest.length, unreadRooms: latest.filter((r) => r.unread > 0).length,
  };
}

async function live() {
  const seed = await remote.prepare({ rooms: num('rooms', 1000), messages: num('messages', 100_000), maxUnseenPerRoom: 11 });
  const ready = new Promise<void>((resolve) => onList.push(function f() { onList.splice(onList.indexOf(f), 1); resolve(); }));
  await engine.onRooms(render);
  await engine.start(config);
  await ready;
  // frame-to-badge: one frame at a time, 20-40 ms apart (a busy chat), each into a room whose badge moves
  const samples: number[] = [];
  const roundTrips: number[] = [];
  const n = num('samples', 300);
  for (let i = 0; i < n + 20; i += 1) {
    const candidates = latest.filter((r) => r.unread <= 10);
    const room = candidates[Math.floor(Math.random() * candidates.length)];
    const badge = formatRoomBadge(room.unread + 1);
    const seen = whenBadge(room.id, badge);
    const t0 = wall();
    const injected = await remote.inject(room.id);
    const shownAt = await seen;
    if (i >= 20) { // the first 20 warm up
      samples.push(shownAt - injected);
      roundTrips.push(shownAt - t0);
    }
    await sleep(20 + Math.random() * 20);
  }
  const inWorker = (await remote.times()).pushLags;
  await sleep(500);
  // the burst: 5,000 events in one second into the 1,000 rooms; main-thread long tasks meanwhile
  const pushesBefore = pushes;
  const burstStart = performance.now();
  const b = await remote.burst(num('burst', 5000), 1000, num('rooms', 1000));
  await sleep(1000); // long tasks of the tail (last pushes, writes) count too
  const burstEnd = performance.now();
  const lt = longTasks.filter((e) => e.startTime >= burstStart && e.startTime <= burstEnd);
  return {
    seed,
    rooms: latest.length,
    latency: {
      samples: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples),
      roundTripP50: percentile(roundTrips, 50), roundTripP95: percentile(roundTrips, 95),
      workerP50: percentile(inWorker, 50), workerP95: percentile(inWorker, 95),
    },
    burst: {
      events: num('burst', 5000), injectMs: b.lastInjected - b.start, allAppliedMs: b.allApplied - b.start,
      listPushes: pushes - pushesBefore, longTasksOver50: lt.length, longestMs: lt.length ? Math.max(...lt.map((e) => e.duration)) : 0,
      longTaskMs: lt.map((e) => Math.round(e.duration)),
    },
    logs: await remote.logs(),
  };
}

async function ingest() {
  return remote.ingest({ events: num('events', 5000), rounds: num('rounds', 3), perEventEvents: num('perEvent', 500) });
}

async function seed() {
  return remote.prepare({ rooms: num('rooms', 1000), messages: num('messages', 100_000), maxUnseenPerRoom: 11, compareReads: true });
}

const run = { cold, live, ingest, seed }[mode];
statusEl.textContent = `running ${mode}`;
(run ? run() : Promise.reject(new Error(`unknown mode ${mode}`))).then((r) => {
  window.benchResult = r;
  statusEl.textContent = 'done';
}, (err: unknown) => {
  window.benchError = String(err instanceof Error ? err.stack ?? err.message : err);
  statusEl.textContent = 'failed';
});
