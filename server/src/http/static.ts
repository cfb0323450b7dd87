// Serves the built client: files from the build folder, index.html for every other GET (SPA routes).
// The build writes brotli and gzip copies beside each text file (build/precompress.ts): a client that accepts
// one gets it, with Vary: Accept-Encoding. Hashed assets are cached for a year, everything else revalidated.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json', '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json', '.mp3': 'audio/mpeg',
};

/** The precompressed copies, best first, and the Accept-Encoding token each answers to. */
const ENCODINGS = [['br', '.br'], ['gzip', '.gz']] as const;

function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name.trim().toLowerCase() === coding && (!q || Number(q.slice(2)) > 0);
  });
}

async function fileAt(path: string) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

export function mountStatic(app: Hono, dir: string): void {
  const root = resolve(dir);
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/api' || path === '/ws') return next();
    let rel: string;
    try {
      rel = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '');
    } catch {
      rel = '';
    }
    let file = join(root, rel);
    let info = rel && (file === root || file.startsWith(root + sep)) ? await fileAt(file) : null;
    if (!info) {
      // Missing hashed assets are real 404s; any other path is a client route.
      if (path.startsWith('/assets/')) return c.text('Not found', 404);
      file = join(root, 'index.html');
      info = await fileAt(file);
      if (!info) return c.text('The client is not built: run npm run build', 404);
    }
    const immutable = path.startsWith('/assets/');
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
    };
    let body = file;
    let size = info.size;
    for (const [coding, suffix] of ENCODINGS) {
      if (!accepts(c.req.header('accept-encoding'), coding)) continue;
      const copy = await fileAt(file + suffix);
      if (!copy) continue;
      body = file + suffix;
      size = copy.size;
      headers['content-encoding'] = coding;
      break;
    }
    headers['content-length'] = String(size);
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    return new Response(Readable.toWeb(createReadStream(body)) as ReadableStream, { headers });
  });
}
