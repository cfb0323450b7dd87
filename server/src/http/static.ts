// Serves the built client from memory: the build folder is listed once at start, and a file is read (with the
// brotli and gzip copies the build writes beside it, build/precompress.ts) on its first request and kept with
// its headers made once: type, length, cache policy and a strong ETag per encoding. Every other GET is a client
// route and gets index.html. Hashed assets (/assets/*) are cached for a year, immutable; everything else is
// revalidated (ETag, 304), and index.html and the other unhashed files are checked against the disk at most
// every REVALIDATE_MS so a new build is picked up without a stat per request. /robots.txt (with the sitemap's
// address) and /favicon.ico are answered even when the build has none. HEAD gets the same headers, no body.
import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import { defaultFavicon } from './favicon';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json', '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json', '.mp3': 'audio/mpeg',
};

/** The precompressed copies, best first, and the Accept-Encoding token each answers to. */
const ENCODINGS = [['br', '.br'], ['gzip', '.gz']] as const;
type Coding = (typeof ENCODINGS)[number][0];

/** Files larger than this are streamed from disk (with their precomputed headers), never held in memory. */
const MAX_IN_MEMORY = 4 * 1024 * 1024;
/** How often an unhashed file (index.html, robots.txt) is compared with the disk. */
const REVALIDATE_MS = 2000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Variant = { body: Buffer | null; path: string; headers: Record<string, string> };
type Entry = { plain: Variant; encoded: Partial<Record<Coding, Variant>>; mtimeMs: number; size: number; checkedAt: number; immutable: boolean };

export function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name.trim().toLowerCase() === coding && (!q || Number(q.slice(2)) > 0);
  });
}

/** If-None-Match against an ETag: a list of tags, weak ones compared weakly, or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag.replace(/^W\//, '') === etag;
  });
}

async function fileInfo(path: string) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** Every file of the build (relative paths with '/'), read once at start: a request never lists the disk. */
function listFiles(root: string): Set<string> {
  try {
    return new Set(readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'))
      .filter((f) => {
        try {
          return statSync(join(root, f)).isFile();
        } catch {
          return false;
        }
      })
      .map((f) => f.split(sep).join('/')));
  } catch {
    return new Set();
  }
}

async function load(file: string, immutable: boolean, now: number): Promise<Entry | null> {
  const info = await fileInfo(file);
  if (!info) return null;
  const common = {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': immutable ? IMMUTABLE : 'no-cache',
    vary: 'Accept-Encoding',
  };
  const inMemory = info.size <= MAX_IN_MEMORY;
  const plainBody = inMemory ? await readFile(file) : null;
  const tag = createHash('sha256').update(plainBody ?? `${info.size}:${info.mtimeMs}`).digest('base64url').slice(0, 22);
  const variant = (body: Buffer | null, path: string, size: number, suffix: string, coding?: Coding): Variant => ({
    body, path,
    headers: { ...common, etag: `"${tag}${suffix}"`, 'content-length': String(size), ...(coding ? { 'content-encoding': coding } : {}) },
  });
  const entry: Entry = { plain: variant(plainBody, file, info.size, ''), encoded: {}, mtimeMs: info.mtimeMs, size: info.size, checkedAt: now, immutable };
  for (const [coding, suffix] of ENCODINGS) {
    const copy = await fileInfo(file + suffix);
    if (!copy) continue;
    const body = copy.size <= MAX_IN_MEMORY ? await readFile(file + suffix) : null;
    entry.encoded[coding] = variant(body, file + suffix, copy.size, `-${coding}`, coding);
  }
  return entry;
}

function respond(c: Context, entry: Entry, extra: Record<string, string> = {}): Response {
  const acceptEncoding = c.req.header('accept-encoding');
  let v = entry.plain;
  for (const [coding] of ENCODINGS) {
    const copy = entry.encoded[coding];
    if (copy && accepts(acceptEncoding, coding)) {
      v = copy;
      break;
    }
  }
  const headers = { ...v.headers, ...extra };
  if (etagMatches(c.req.header('if-none-match'), v.headers.etag)) {
    const { 'content-length': _length, 'content-type': _type, ...rest } = headers;
    return new Response(null, { status: 304, headers: rest });
  }
  if (c.req.method === 'HEAD') return new Response(null, { headers });
  const body = v.body ? (v.body as Uint8Array<ArrayBuffer>) : (Readable.toWeb(createReadStream(v.path)) as ReadableStream);
  return new Response(body, { headers });
}

function robots(origin: string): Entry {
  const text = Buffer.from(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  return memoryEntry(text, 'text/plain; charset=utf-8');
}

function memoryEntry(body: Buffer, type: string): Entry {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = { 'content-type': type, 'cache-control': 'public, max-age=86400', vary: 'Accept-Encoding', etag, 'content-length': String(body.length) };
  return { plain: { body, path: '', headers }, encoded: {}, mtimeMs: 0, size: body.length, checkedAt: Infinity, immutable: false };
}

export function mountStatic(app: Hono, dir: string): void {
  const root = resolve(dir);
  const files = listFiles(root);
  const cache = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry | null>>();
  const favicon = memoryEntry(defaultFavicon(), 'image/x-icon');
  const robotsByOrigin = new Map<string, Entry>();

  /** The cached entry of a file of the build, read on first use; unhashed ones compared with the disk now and then. */
  async function entryOf(rel: string): Promise<Entry | null> {
    const now = Date.now();
    const cached = cache.get(rel);
    if (cached && (cached.immutable || now - cached.checkedAt < REVALIDATE_MS)) return cached;
    const pending = loading.get(rel);
    if (pending) return pending;
    const file = join(root, rel);
    const work = (async () => {
      if (cached) {
        const info = await fileInfo(file);
        if (info && info.mtimeMs === cached.mtimeMs && info.size === cached.size) {
          cached.checkedAt = Date.now();
          return cached;
        }
      }
      const entry = await load(file, rel.startsWith('assets/'), Date.now());
      if (entry) cache.set(rel, entry);
      else cache.delete(rel);
      return entry;
    })().finally(() => loading.delete(rel));
    loading.set(rel, work);
    return work;
  }

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/api' || path === '/ws') return next();
    let rel: string;
    try {
      rel = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '').split(sep).join('/');
    } catch {
      rel = '';
    }
    const inside = rel !== '' && !relative(root, join(root, rel)).startsWith('..');
    if (inside && (files.has(rel) || (path.startsWith('/assets/') && !cache.has(rel)))) {
      // a hashed asset not listed at start may come from a newer build: looked up on disk
      const entry = await entryOf(rel);
      if (entry) {
        files.add(rel);
        return respond(c, entry);
      }
      files.delete(rel);
    }
    // Missing hashed assets are real 404s; the two files browsers and crawlers ask for have answers of their own.
    if (path.startsWith('/assets/')) return c.text('Not found', 404);
    if (rel === 'favicon.ico') return respond(c, favicon);
    if (rel === 'robots.txt') {
      const origin = new URL(c.req.url).origin;
      let entry = robotsByOrigin.get(origin);
      if (!entry) {
        entry = robots(origin);
        if (robotsByOrigin.size < 16) robotsByOrigin.set(origin, entry);
      }
      return respond(c, entry);
    }
    const index = await entryOf('index.html');
    if (!index) return c.text('The client is not built: run npm run build', 404);
    return respond(c, index);
  });
}
