// `npm run bench`: every benchmark, figures printed side by side (method and results: docs/benchmarks.md).
import { runIngestBench } from './ingest';

async function main(): Promise<void> {
  await runIngestBench();
  if (process.env.BENCH_SKIP_SEARCH !== '1') {
    const { runSearchBench } = await import('./search');
    await runSearchBench();
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
