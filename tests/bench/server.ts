// `npm run bench:server`: the request path under load (issue 30). Starts the server on PGlite and on a throwaway
// PostgreSQL (tests/server/pg-cluster.ts), each in a child process (tests/bench/server-target.ts) with the bare
// references beside it, and runs autocannon (50 connections, BENCH_SECONDS or 10 s each, one run at a time) on
// the routes the UI calls on a page load and on the references, in the same run. Prints req/s, p50/p99 and each
// route's share of its reference (the `select 1` route for API routes, index.html from memory for GET /), and
// the load average. Never part of `npm test`. BENCH_BACKENDS=pglite or =postgres runs one of them; STATIC_DIR
// the built client (default ./dist). Method and figures: docs/benchmarks.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { findPostgresBin, startCluster, type Cluster } from '../server/pg-cluster';

type Target = { url: string; refUrl: string; rooms: string[]; startupMs: number; rssMb: number };
type Run = { name: string; ref: 'select1' | 'html' | null; rps: number; p50: number; p99: number; non2xx: number; errors: number };

const seconds = Number(process.env.BENCH_SECONDS) || 10;
const connections = Number(process.env.BENCH_CONNECTIONS) || 50;
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

function startTarget(databaseUrl: string | undefined, staticDir: string): Promise<{ child: ChildProcess; target: Target }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('tests/bench/server-target.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', STATIC_DIR: staticDir },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((ok, fail) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => ok({ child, target: JSON.parse(line) as Target }));
    child.once('exit', (code) => fail(new Error(`bench target exited (${code})`)));
  });
}

const rssOf = (child: ChildProcess) => new Promise<number>((ok) => {
  child.once('message', (m) => ok((m as { rssMb: number }).rssMb));
  child.send('rss');
});

async function login(url: string): Promise<string> {
  const r = await fetch(`${url}/api/v1/company/auth`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'LOGIN', data: { email: 'alice@mtz.test', password: 'Alice123!' } }),
  });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { accessToken: string }).accessToken;
}

async function cannon(name: string, ref: Run['ref'], opts: autocannon.Options): Promise<Run> {
  const r = await autocannon({ connections, duration: seconds, ...opts });
  const run = { name, ref, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
  console.log(`  ${name.padEnd(44)} ${String(run.rps).padStart(7)} req/s  p50 ${String(run.p50).padStart(4)} ms  p99 ${String(run.p99).padStart(5)} ms${run.non2xx || run.errors ? `  (${run.non2xx} non-2xx, ${run.errors} errors)` : ''}  load ${load()}`);
  return run;
}

async function benchBackend(name: string, databaseUrl: string | undefined, staticDir: string): Promise<void> {
  const t0 = performance.now();
  const { child, target } = await startTarget(databaseUrl, staticDir);
  console.log(`\n${name}: server started in ${target.startupMs} ms (process ready after ${Math.round(performance.now() - t0)} ms), RSS ${target.rssMb} MB`);
  try {
    const token = await login(target.url);
    const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
    const rooms = await fetch(`${target.url}/api/v1/chat/rooms`, { headers: auth }).then((r) => r.json() as Promise<{ id: string }[]>);
    const three = rooms.filter((r) => !r.id.startsWith('bench-room-')).slice(0, 3).map((r) => r.id);
    const json = { ...auth, 'content-type': 'application/json' };
    let i = 0;
    const runs: Run[] = [];
    const api = (path: string) => `${target.url}/api/v1${path}`;
    runs.push(await cannon('reference: fixed JSON (Hono)', null, { url: `${target.refUrl}/json` }));
    runs.push(await cannon('reference: select 1 (same driver)', null, { url: `${target.refUrl}/select1` }));
    runs.push(await cannon('reference: index.html from memory', null, { url: `${target.refUrl}/index.html` }));
    runs.push(await cannon('company search, keyword acme', 'select1', { url: api('/company/company-searches?keyword=acme'), headers: auth }));
    runs.push(await cannon('search dropdown, five types', 'select1', { url: api('/company/searches?keyword=acme&limit=4'), headers: auth }));
    runs.push(await cannon('company by profile name, signed in', 'select1', { url: api('/company/companies?profileNames=acme-trading'), headers: auth }));
    runs.push(await cannon(`chat messages of ${three.length} rooms`, 'select1', { url: api(`/chat/messages?roomIds=${three.join(',')}`), headers: auth }));
    runs.push(await cannon('POST a chat message, all to one room', 'select1', {
      url: api('/chat/messages'), method: 'POST', headers: json, body: JSON.stringify({ roomId: target.rooms[0], content: 'bench' }),
    }));
    runs.push(await cannon('POST a chat message, spread over 100 rooms', 'select1', {
      url: api('/chat/messages'), method: 'POST', headers: json,
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ roomId: target.rooms[i++ % target.rooms.length], content: 'bench' }) }) }],
    }));
    runs.push(await cannon('GET / (index.html)', 'html', { url: `${target.url}/`, headers: { 'accept-encoding': 'identity' } }));
    const rss = await rssOf(child);
    const refOf = (r: Run) => runs.find((x) => x.name.startsWith(r.ref === 'html' ? 'reference: index' : 'reference: select'));
    console.log(`\n${name}: share of the reference (API routes: the select 1 route; GET /: index.html from memory); RSS after the runs ${rss} MB`);
    console.log('| route | req/s | p50 ms | p99 ms | share of its reference |\n|---|---|---|---|---|');
    for (const r of runs) {
      const ref = r.ref ? refOf(r) : undefined;
      const share = ref ? `${((100 * r.rps) / ref.rps).toFixed(1)}%` : '';
      console.log(`| ${r.name} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${share} |`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((ok) => child.once('exit', ok));
  }
}

async function main(): Promise<void> {
  const staticDir = resolve(process.env.STATIC_DIR ?? 'dist');
  if (!existsSync(resolve(staticDir, 'index.html'))) throw new Error(`no built client in ${staticDir}: run npm run build (or set STATIC_DIR)`);
  console.log(`machine: ${cpus().length} cores, load average ${load()} at start, Node ${process.version}; autocannon ${connections} connections, ${seconds} s per run`);
  const which = process.env.BENCH_BACKENDS ?? 'pglite,postgres';
  if (which.includes('pglite')) await benchBackend('PGlite', undefined, staticDir);
  if (which.includes('postgres')) {
    const bin = findPostgresBin();
    if (!bin) console.log('PostgreSQL run skipped: no initdb/pg_ctl found (PATH or /usr/lib/postgresql/*/bin)');
    else {
      const cluster: Cluster = await startCluster(bin);
      try {
        await benchBackend('PostgreSQL (throwaway cluster)', cluster.url, staticDir);
      } finally {
        cluster.stop();
      }
    }
  }
  console.log(`\nload average ${load()} at the end`);
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
