// `npm start`'s first step: builds the client only when its sources changed since the last build. The stamp is a
// SHA-256 over the paths and contents of src/, build/, index.html, vite.config.ts, package-lock.json (and
// tsconfig.json), kept in node_modules/.cache/mtz-client-build.json with the folder it was built into; a missing
// dist/index.html builds too. FORCE_BUILD=1 always builds. Prints what it decided and how long it took.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const outDir = resolve(root, process.env.STATIC_DIR ?? 'dist');
const stampFile = join(root, 'node_modules', '.cache', 'mtz-client-build.json');
const INPUTS = ['src', 'build', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' }).map((f) => join(path, f)).filter((f) => statSync(f).isFile()).sort();
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesOf(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const t0 = performance.now();
const hash = sourceHash();
const hashMs = Math.round(performance.now() - t0);
let stamp: { hash?: string; outDir?: string } = {};
try {
  stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as typeof stamp;
} catch {
  // no stamp: build
}
const fresh = stamp.hash === hash && stamp.outDir === outDir && existsSync(join(outDir, 'index.html'));
if (fresh && process.env.FORCE_BUILD !== '1') {
  console.log(`client build is up to date (sources hashed in ${hashMs} ms): not rebuilt`);
} else {
  const t1 = performance.now();
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir], { cwd: root, stdio: 'inherit' });
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ hash, outDir, builtAt: new Date().toISOString() }));
  console.log(`client built in ${Math.round(performance.now() - t1)} ms (sources changed since the last build)`);
}
