// What the crash tests share: the server run in this process on a PGlite data dir, and the same server as a child
// process (`node --import tsx server/src/main.ts`, the one a test-only crash point kills), with one JWT secret so
// tokens signed by one are good on the other.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startServer } from '../../server/src/app';
import { manualClock } from '../../server/src/clock';

export const CRASH_JWT_SECRET = 'crash-test-secret-0123456789abcdef0123456789';
const ROOT = join(import.meta.dirname, '../..');

/** The server in this process on the data dir (to prepare data, and to run the cron after the crash). */
export const inProcessServer = (dataDir: string, clock = manualClock(Date.now())) =>
  startServer({ port: 0, dataDir, clock, log: false, jwtSecret: CRASH_JWT_SECRET, devEndpoints: true, seed: false });

/** The server as a child process on the data dir with extra settings (its crash point); `url` resolves once it listens. */
export function childServer(dataDir: string, env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, PORT: '0', JWT_SECRET: CRASH_JWT_SECRET, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  let out = '';
  const url = new Promise<string>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /MTZ listening on (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    proc.stderr.on('data', (d: Buffer) => { out += d.toString(); });
    void exited.then(() => reject(new Error(`server exited before listening:\n${out}`)));
  });
  return { url, exited };
}
