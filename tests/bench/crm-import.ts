// CRM import bench: Alice imports a generated CSV of 100,000 rows (BENCH_CRM_ROWS to change) through the contacts
// page in Chromium, against the real server (PGlite in memory, demo data). Prints the time from Import to the
// counts, the page's peak JS heap (sampled every 100 ms; the parsing worker's own heap is not in it) and the main
// thread's long tasks meanwhile (goal: none), cross-checked by a Chromium trace of the page's main thread (its
// longest tasks and what ran in them). BENCH_CRM_STATIC=<built client dir> skips the build; BENCH_CRM_THROTTLE=4
// slows the page's CPU fourfold (Chromium's CPU throttling), a stand-in for a busy or slow machine; BENCH_CRM_PROFILE=1
// adds a JavaScript profile of the page's thread (the functions by self time).
// BENCH_CRM_TRACE=<file.json> keeps the trace (DevTools' Performance panel opens it). Alone: `npx tsx tests/bench/crm-import.ts`.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../../server/src/app';
import { generatedContactsCsv } from '../fixtures/crm-csv';
import { CHROMIUM_ARGS } from './browser/run-browser';
import { mainThreadTasks, topSelfTime, TRACE_CATEGORIES, type CpuProfile } from './trace-tasks';

type Watch = { longTasks: number[] };

export async function runCrmImportBench(): Promise<void> {
  const rows = Number(process.env.BENCH_CRM_ROWS ?? 100_000);
  let staticDir = process.env.BENCH_CRM_STATIC;
  if (!staticDir) {
    staticDir = new URL('../../.tmp/bench-crm', import.meta.url).pathname;
    await build({ logLevel: 'error', build: { outDir: staticDir, emptyOutDir: true } });
  }
  const file = generatedContactsCsv(rows);
  const csvPath = new URL('../../.tmp/bench-crm-contacts.csv', import.meta.url).pathname;
  await writeFile(csvPath, file.csv);
  const server = await startServer({ port: 0, dataDir: 'memory://', staticDir, log: false });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('alice@mtz.test');
    await page.getByLabel('Password').fill('Alice123!');
    await page.getByRole('button', { name: /sign in|login/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60_000 });
    await page.goto(`${server.url}/me/crm/contacts`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles(csvPath);
    await dialog.getByLabel('Column for Email').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const throttle = Number(process.env.BENCH_CRM_THROTTLE ?? 1);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // the profiler (opt-in: its sampling slows the page) first: starting it is itself a long task on the page's
    // thread (hundreds of ms), kept out of the figures this way
    const profiling = process.env.BENCH_CRM_PROFILE === '1';
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.evaluate(() => {
      const longTasks: number[] = [];
      (window as unknown as Watch).longTasks = longTasks;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.duration))).observe({ type: 'longtask' });
    });
    let peak = 0;
    const sample = setInterval(() => {
      void cdp.send('Performance.getMetrics').then((m) => {
        peak = Math.max(peak, m.metrics.find((x) => x.name === 'JSHeapUsedSize')?.value ?? 0);
      }, () => {});
    }, 100);
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Import' }).click();
    // a plain CSS selector: the wait polls on the page's thread, and a role query there walks the whole DOM each time
    await page.locator('[data-testid="import-counts"]').waitFor({ timeout: 600_000 });
    const ms = Date.now() - started;
    clearInterval(sample);
    const trace = await browser.stopTracing();
    if (process.env.BENCH_CRM_TRACE) await writeFile(process.env.BENCH_CRM_TRACE, trace); // to open in DevTools' Performance panel
    const tasks = mainThreadTasks(trace);
    const profile = profiling ? (await cdp.send('Profiler.stop') as { profile: CpuProfile }).profile : null;
    const counts = await dialog.getByTestId('import-counts').textContent();
    const longTasks = await page.evaluate(() => (window as unknown as Watch).longTasks);
    const expected = `${file.added} added, ${file.merged} merged, ${file.rejected} rejected (of ${rows} rows)`;
    console.log(`\nCRM CSV import of ${rows.toLocaleString('en')} rows (${(file.csv.length / 1024 / 1024).toFixed(1)} MB) in Chromium${throttle > 1 ? `, CPU throttled ${throttle}x` : ''}`);
    console.log(`  ${ms} ms from Import to the counts; counts ${counts === expected ? 'right' : `WRONG: ${counts} (expected ${expected})`}`);
    console.log(`  page JS heap peak ${(peak / 1024 / 1024).toFixed(0)} MB; main-thread long tasks: ${longTasks.length} (total ${longTasks.reduce((a, b) => a + b, 0).toFixed(0)} ms, longest ${Math.max(0, ...longTasks).toFixed(0)} ms; goal 0)`);
    console.log(`  trace of the main thread: ${tasks.count} tasks, ${tasks.busyMs.toFixed(0)} ms busy (${tasks.cpuMs.toFixed(0)} ms on the CPU); over 50 ms: ${tasks.long.length}, over 50 ms on the CPU: ${tasks.cpuLong.length} (the longest ${tasks.cpuLongest.toFixed(0)} ms on the CPU); longest in time:`);
    for (const t of tasks.top) console.log(`    ${t.ms.toFixed(1)} ms (CPU ${t.cpu.toFixed(1)}): ${t.what}`);
    if (profile) console.log('  main-thread JavaScript by self time:');
    for (const f of profile ? topSelfTime(profile) : []) console.log(`    ${f.ms.toFixed(0)} ms ${f.what}`);
  } finally {
    await browser.close();
    await server.close().catch(() => {});
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCrmImportBench().then(() => process.exit(0), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
