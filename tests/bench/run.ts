// `npm run bench`: every benchmark, figures printed side by side (method and results: docs/benchmarks.md).
// Never part of `npm test`. BENCH_SKIP_BROWSER=1 skips the Chromium runs, BENCH_SKIP_SEARCH=1 the search bench;
// BENCH_10X=1 adds the chat run at 10,000 rooms / 300,000 messages, BENCH_SKIP_REVISIT=1 skips the revisit bench.
import { runIngestBench } from './ingest';

async function main(): Promise<void> {
  const load = await import('node:os').then((os) => os.loadavg()[0].toFixed(1));
  console.log(`machine: ${(await import('node:os')).cpus().length} cores, load average ${load} at start, Node ${process.version}`);
  await runIngestBench();
  if (process.env.BENCH_SKIP_BROWSER !== '1') {
    const { runBrowserBench } = await import('./browser/run-browser');
    await runBrowserBench();
  }
  if (process.env.BENCH_SKIP_SEARCH !== '1') {
    const { runSearchBench } = await import('./search');
    await runSearchBench();
  }
  if (process.env.BENCH_SKIP_UNREAD !== '1') await (await import('./server-unread')).runServerUnreadBench();
  // BENCH_SKIP_FIRST_LOAD=1 skips it; BENCH_FIRST_LOAD_BEFORE=<dir of an older build> adds that build side by side
  if (process.env.BENCH_SKIP_FIRST_LOAD !== '1' && process.env.BENCH_SKIP_BROWSER !== '1') await (await import('./first-load')).runFirstLoadBench();
  // BENCH_SKIP_CRM=1 skips the CRM's CSV import of 100,000 rows in Chromium (BENCH_CRM_ROWS to change)
  if (process.env.BENCH_SKIP_CRM !== '1' && process.env.BENCH_SKIP_BROWSER !== '1') await (await import('./crm-import')).runCrmImportBench();
  const os = await import('node:os');
  console.log(`load average ${os.loadavg()[0].toFixed(1)} at the end`);
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
