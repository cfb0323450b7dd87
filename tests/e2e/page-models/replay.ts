// `npm run replay` on a downloaded recording, as a QA engineer runs it (scripts/replay.ts with --json): its exit
// code and its result (the first divergence or null, the store's contents, each machine's final state).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Replayed = { divergence: { index: number; kind: string } | null; store: unknown; machines: Record<string, { machine: string; value: unknown; status: string }> };

export async function replay(file: string): Promise<{ code: number; result: Replayed }> {
  const out = await run('npx', ['tsx', 'scripts/replay.ts', file, '--json'], { maxBuffer: 64 << 20 }).then(
    (r) => ({ code: 0, stdout: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
  );
  return { code: out.code, result: JSON.parse(out.stdout.trim().split('\n').pop() ?? '{}') as Replayed };
}
