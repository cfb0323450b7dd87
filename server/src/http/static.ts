// Serves the built client: files from the build folder, index.html for every other GET (SPA routes).
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
    const headers = {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
  });
}
