// The revisit bench's page: for each page's queries (as the app's views ask them), the time from
// subscribing (through the app's worker client, wrapEngine) until every query has data and the page's DOM
// shows it, three ways in every round: a fresh load (a new worker on an empty store: the server's
// answers), a revisit in the same worker (its memory) and a revisit after a worker restart (RxDB on
// IndexedDB). run-browser.ts passes the account and the pages in the URL's hash and reads window.benchResult.
import { wrap } from 'comlink';
import { wrapEngine } from '../../../src/workers/client';
import type { AuthTokens } from '../../../src/domain/identity/types';
import type { QueryState } from '../../../src/sync/facade';
import type { RevisitWorker } from './revisit.worker';

declare global {
  interface Window {
    benchResult?: unknown;
    benchError?: string;
  }
}

export type RevisitPage = { name: string; queries: [endpoint: string, params: unknown][] };
export type RevisitConfig = { userId: string; tokens: AuthTokens; pages: RevisitPage[]; rounds: number; warmup: number };
export type RevisitSide = 'fresh' | 'memory' | 'disk';
export type RevisitResult = {
  /** per page, per side: ms from subscribe to every query's data in the DOM, one per measured round */
  samples: Record<string, Record<RevisitSide, number[]>>;
  /** per side, per round: did every query's first data come from the store (stale) as expected */
  fromStore: Record<RevisitSide, number>;
  /** composing the engine and opening the account's query store: a new worker (fresh), a restarted one (disk) */
  initMs: { fresh: number[]; disk: number[] };
  logs: string[];
};

const cfg = JSON.parse(decodeURIComponent(location.hash.slice(1))) as RevisitConfig;
const statusEl = document.getElementById('status') as HTMLElement;
const pageEl = document.getElementById('page') as HTMLElement;

type Client = {
  init(o: { namePrefix: string; userId: string; tokens: AuthTokens }): Promise<number>;
  query(endpoint: string, params: unknown, cb: (s: QueryState) => void): Promise<() => void>;
  flush(): Promise<void>;
  stop(): Promise<void>;
  logs(): Promise<string[]>;
  terminate(): void;
};

function newWorker(): Client {
  const worker = new Worker(new URL('./revisit.worker.ts', import.meta.url), { type: 'module' });
  const remote = wrap<RevisitWorker>(worker);
  return wrapEngine(remote as unknown as Parameters<typeof wrapEngine>[0], () => worker.terminate()) as unknown as Client;
}

/** What a view shows of an answer: a list's length or an entity's name (written to the DOM). */
function summary(data: unknown): string {
  if (Array.isArray(data)) return `${data.length} items`;
  if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    if (Array.isArray(o.content)) return `${o.content.length} of ${String(o.total ?? o.totalElements ?? '?')}`;
    return String(o.name ?? o.id ?? 'object');
  }
  return String(data);
}

/**
 * Subscribes every query of the page at once; resolves when all have data and the DOM shows it (ms since
 * the subscribe), then waits for the server's answer to each (so nothing is still in flight when the next
 * measurement starts) and unsubscribes.
 */
async function load(client: Client, page: RevisitPage): Promise<{ ms: number; fromStore: boolean }> {
  const n = page.queries.length;
  const first: (QueryState | null)[] = Array.from({ length: n }, () => null);
  const answered: boolean[] = Array.from({ length: n }, () => false);
  const rows = page.queries.map(() => document.createElement('p'));
  pageEl.replaceChildren(...rows);
  let shownMs = 0;
  let resolveShown!: () => void;
  let resolveAnswered!: () => void;
  let rejectAll!: (e: Error) => void;
  const shown = new Promise<void>((res, rej) => { resolveShown = res; rejectAll = rej; });
  const allAnswered = new Promise<void>((res) => { resolveAnswered = res; });
  const t0 = performance.now();
  const subs = page.queries.map(([endpoint, params], i) => client.query(endpoint, params, (s) => {
    if (s.status === 'error') rejectAll(new Error(`${page.name}: ${endpoint} failed: ${s.error?.message ?? '?'}`));
    if (s.data !== undefined && !first[i]) {
      first[i] = s;
      rows[i].textContent = `${endpoint}: ${summary(s.data)}`;
      if (first.every(Boolean)) {
        void pageEl.offsetHeight; // style and layout now: what the screen shows at the next frame
        shownMs = performance.now() - t0;
        resolveShown();
      }
    }
    if (s.data !== undefined && !s.stale && !s.fetching && !answered[i]) {
      answered[i] = true;
      if (answered.every(Boolean)) resolveAnswered();
    }
  }));
  await shown;
  await allAnswered;
  for (const u of await Promise.all(subs)) u();
  return { ms: shownMs, fromStore: first.every((s) => s?.stale === true) };
}

async function run(): Promise<RevisitResult> {
  const samples: RevisitResult['samples'] = {};
  for (const p of cfg.pages) samples[p.name] = { fresh: [], memory: [], disk: [] };
  const fromStore: Record<RevisitSide, number> = { fresh: 0, memory: 0, disk: 0 };
  const initMs = { fresh: [] as number[], disk: [] as number[] };
  const runId = Math.random().toString(36).slice(2, 8);
  let logs: string[] = [];
  for (let r = 0; r < cfg.warmup + cfg.rounds; r += 1) {
    const measured = r >= cfg.warmup;
    statusEl.textContent = `round ${r + 1} of ${cfg.warmup + cfg.rounds}`;
    const account = { namePrefix: `revisit-${runId}-${r}-`, userId: cfg.userId, tokens: cfg.tokens };
    const record = (side: RevisitSide, page: string, x: { ms: number; fromStore: boolean }) => {
      if (!measured) return;
      samples[page][side].push(x.ms);
      if (x.fromStore) fromStore[side] += 1;
    };
    // fresh: a new worker, an empty store: every answer comes from the server
    const a = newWorker();
    const freshInit = await a.init(account);
    if (measured) initMs.fresh.push(freshInit);
    for (const p of cfg.pages) record('fresh', p.name, await load(a, p));
    await a.flush();
    // revisit in the same worker: the answers are in its memory
    for (const p of cfg.pages) record('memory', p.name, await load(a, p));
    await a.flush();
    await a.stop();
    logs = logs.concat(await a.logs());
    a.terminate();
    // revisit after a restart (a reload): a new worker on the same store, read from IndexedDB
    const b = newWorker();
    const diskInit = await b.init(account);
    if (measured) initMs.disk.push(diskInit);
    for (const p of cfg.pages) record('disk', p.name, await load(b, p));
    await b.flush();
    await b.stop();
    logs = logs.concat(await b.logs());
    b.terminate();
  }
  return { samples, fromStore, initMs, logs: logs.slice(0, 50) };
}

statusEl.textContent = 'running';
run().then((r) => {
  window.benchResult = r;
  statusEl.textContent = 'done';
}, (err: unknown) => {
  window.benchError = String(err instanceof Error ? err.stack ?? err.message : err);
  statusEl.textContent = 'failed';
});
