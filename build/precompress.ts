// Build step: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the client build, so the
// server sends compressed bytes without compressing per request (server/src/http/static.ts picks the copy).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.wasm', '.map']);
/** smaller files gain nothing worth a second request path */
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Compresses every compressible file of `dir`; returns how many files got copies. */
export async function precompressDir(dir: string): Promise<number> {
  let n = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || (await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [b, g] = await Promise.all([
      br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gz(bytes, { level: 9 }),
    ]);
    // a copy that is not smaller would only cost bytes
    if (b.length < bytes.length) await writeFile(`${file}.br`, b);
    if (g.length < bytes.length) await writeFile(`${file}.gz`, g);
    n++;
  }
  return n;
}

/** After the client is written: compress the folder it was written to (the worker's bundle is inside it). */
export function precompress(): Plugin {
  return {
    name: 'mtz-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
