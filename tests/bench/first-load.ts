// First-load bench: the client as a phone on slow 4G meets it. Builds the client, serves it from the real server
// (PGlite with the demo data), and opens /, a company profile and /chat (signed in) in Debian's Chromium with a cold
// cache under Lighthouse's slow-4G profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower).
// Prints, per route: script bytes the page transferred (the worker's own script not included), first contentful
// paint, and "app ready" (React has replaced index.html's skeleton and the page's heading is on screen).
// BENCH_FIRST_LOAD_BEFORE=<dir of another build> measures that build side by side, alternating runs.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { build } from 'vite';
import { startServer, type RunningServer } from '../../server/src/app';
import { CHROMIUM_ARGS } from './browser/run-browser';

const RUNS = Number(process.env.BENCH_FIRST_LOAD_RUNS ?? 3);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

type Sample = { scriptBytes: number; requests: number; fcpMs: number; readyMs: number };
type Side = { name: string; server: RunningServer };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(browser: Browser, base: string, path: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<Sample> {
  const context = await browser.newContext({ storageState, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Set<string>();
  let scriptBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    requests++;
    if (scripts.has(e.requestId)) scriptBytes += e.encodedDataLength;
  });
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => !document.querySelector('.boot') && document.querySelector('main h1, main h2, main [role="alert"]') !== null, undefined, { timeout: 120_000, polling: 50 });
  const readyMs = await page.evaluate(() => performance.now());
  const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  await context.close();
  return { scriptBytes, requests, fcpMs, readyMs };
}

/** The profile name of the demo member Alice's company. */
async function demoCompany(base: string): Promise<string> {
  const post = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const tokens = (await (await fetch(`${base}/api/v1/company/auth`, post({ type: 'LOGIN', data: { email: 'alice@mtz.test', password: 'Alice123!' } }))).json()) as { accessToken: string };
  const me = (await (await fetch(`${base}/api/v1/company/user`, { headers: { authorization: `Bearer ${tokens.accessToken}` } })).json()) as { companyIds: string[] };
  const company = (await (await fetch(`${base}/api/v1/company/companies/${me.companyIds[0]}`)).json()) as { profileName: string };
  return company.profileName;
}

async function signedInState(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('alice@mtz.test');
  await page.getByLabel('Password').fill('Alice123!');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

export async function runFirstLoadBench(): Promise<void> {
  const outDir = new URL('../../.tmp/bench-first-load', import.meta.url).pathname;
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const sides: Side[] = [{ name: 'this build', server: await startServer({ port: 0, dataDir: 'memory://', staticDir: outDir, log: false }) }];
  const before = process.env.BENCH_FIRST_LOAD_BEFORE;
  if (before) sides.push({ name: 'before', server: await startServer({ port: 0, dataDir: 'memory://', staticDir: before, log: false }) });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const routes = ['/', `/profile/${await demoCompany(sides[0].server.url)}`, '/chat'];
    console.log(`\nfirst load, slow 4G + 4x CPU, cold cache, 390 px wide; median of ${RUNS} runs (${sides.map((s) => s.name).join(' vs ')})`);
    const states = await Promise.all(sides.map((s) => signedInState(browser, s.server.url)));
    for (const route of routes) {
      const samples: Sample[][] = sides.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        for (const [k, side] of sides.entries()) samples[k].push(await measure(browser, side.server.url, route, route === '/chat' ? states[k] : undefined));
      }
      const rows = samples.map((xs, k) => {
        const m = { kb: median(xs.map((x) => x.scriptBytes)) / 1024, fcp: median(xs.map((x) => x.fcpMs)), ready: median(xs.map((x) => x.readyMs)) };
        return { side: sides[k].name, ...m };
      });
      for (const r of rows) console.log(`  ${route.padEnd(28)} ${r.side.padEnd(10)} scripts ${r.kb.toFixed(0).padStart(5)} kB  FCP ${r.fcp.toFixed(0).padStart(5)} ms  app ready ${r.ready.toFixed(0).padStart(6)} ms`);
      if (rows.length === 2) console.log(`  ${''.padEnd(28)} ratio      scripts ${(rows[1].kb / rows[0].kb).toFixed(1)}x smaller, FCP ${(rows[1].fcp / rows[0].fcp).toFixed(1)}x, app ready ${(rows[1].ready / rows[0].ready).toFixed(1)}x sooner`);
    }
  } finally {
    await browser.close();
    for (const s of sides) await s.server.close().catch(() => {});
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runFirstLoadBench().then(() => process.exit(0), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
