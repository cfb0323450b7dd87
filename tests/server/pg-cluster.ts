// A throwaway PostgreSQL cluster for the server tests: initdb into a temporary folder, started on a free
// loopback port with durability off (tests need speed, not crash safety), removed afterwards.
// Works as a normal user and as root (initdb refuses root: the cluster then runs as the 'postgres' user).
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';

export type Cluster = { url: string; dir: string; bin: string; stop(): void };

/** The folder holding initdb, pg_ctl and postgres: PATH first, then Debian's /usr/lib/postgresql/<version>/bin (newest). */
export function findPostgresBin(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const dir = join(debian, v, 'bin');
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

/** The URL of another database on the server of `base`. */
export function databaseUrlFor(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool as the current user, or as 'postgres' when we are root. */
function runAs(root: boolean, cmd: string, args: string[]): void {
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
}

export async function startCluster(bin: string): Promise<Cluster> {
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'mtz-pg-'));
  const data = join(dir, 'data');
  const stop = () => {
    try {
      if (existsSync(join(data, 'postmaster.pid'))) runAs(root, join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    if (root) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
      chmodSync(dir, 0o700);
    }
    runAs(root, join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    const options = [
      `-p ${port}`, '-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${dir}`,
      '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=300',
    ].join(' ');
    runAs(root, join(bin, 'pg_ctl'), ['start', '-D', data, '-w', '-t', '60', '-l', join(dir, 'server.log'), '-o', options]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, bin, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
