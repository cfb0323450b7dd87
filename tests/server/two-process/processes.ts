// Real server processes for the two-process tests: `node --import tsx server/src/main.ts` on one PostgreSQL
// database, each with its own port, pool and LISTEN connection, as behind a load balancer.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');

export type ServerProcess = {
  url: string;
  pid: number;
  /** resolves with how the process ended */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** everything it printed */
  output(): string;
  kill(signal: NodeJS.Signals): void;
};

/**
 * Starts a server process on the database; resolves once it listens. The development mailbox is on
 * (codes for sign-up, loopback only) and rate limits are 1000x looser: the tests sign up many users from one address.
 */
export async function serverProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', DEV_ENDPOINTS: '1', RATE_LIMITS: '1000', NODE_ENV: 'test', STATIC_DIR: join(ROOT, '.tmp/no-client'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  const url = await new Promise<string>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /MTZ listening on (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    proc.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    void exited.then(() => reject(new Error(`server exited before listening:\n${out}`)));
  });
  return { url, pid: proc.pid!, exited, output: () => out, kill: (signal) => proc.kill(signal) };
}

/** Stops the processes that still run (SIGTERM: they close their sockets and pools) and waits for them. */
export async function stopAll(procs: (ServerProcess | undefined)[]): Promise<void> {
  await Promise.all(procs.map(async (p) => {
    if (!p) return;
    p.kill('SIGTERM');
    await p.exited;
  }));
}
