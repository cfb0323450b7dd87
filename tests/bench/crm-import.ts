// CRM import bench: Alice imports a generated CSV of 100,000 rows (BENCH_CRM_ROWS to change) through the contacts
// page in Chromium, against the real server (PGlite in memory, demo data). Prints the time from Import to the
// counts, the page's peak JS heap (sampled every 100 ms; the parsing worker's own heap is not in it) and the main
// thread's long tasks meanwhile (goal: none). BENCH_CRM_STATIC=<built client dir> skips the build.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../../server/src/app';
import { generatedContactsCsv } from '../fixtures/crm-csv';
import { CHROMIUM_ARGS } from './browser/run-browser';

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
    await page.evaluate(() => {
      const longTasks: number[] = [];
      (window as unknown as Watch).longTasks = longTasks;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.duration))).observe({ type: 'longtask' });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    let peak = 0;
    const sample = setInterval(() => {
      void cdp.send('Performance.getMetrics').then((m) => {
        peak = Math.max(peak, m.metrics.find((x) => x.name === 'JSHeapUsedSize')?.value ?? 0);
      }, () => {});
    }, 100);
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByTestId('import-counts').waitFor({ timeout: 600_000 });
    const ms = Date.now() - started;
    clearInterval(sample);
    const counts = await dialog.getByTestId('import-counts').textContent();
    const longTasks = await page.evaluate(() => (window as unknown as Watch).longTasks);
    const expected = `${file.added} added, ${file.merged} merged, ${file.rejected} rejected (of ${rows} rows)`;
    console.log(`\nCRM CSV import of ${rows.toLocaleString('en')} rows (${(file.csv.length / 1024 / 1024).toFixed(1)} MB) in Chromium`);
    console.log(`  ${ms} ms from Import to the counts; counts ${counts === expected ? 'right' : `WRONG: ${counts} (expected ${expected})`}`);
    console.log(`  page JS heap peak ${(peak / 1024 / 1024).toFixed(0)} MB; main-thread long tasks: ${longTasks.length} (total ${longTasks.reduce((a, b) => a + b, 0).toFixed(0)} ms, longest ${Math.max(0, ...longTasks).toFixed(0)} ms; goal 0)`);
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
