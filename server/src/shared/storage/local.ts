// Files in a local folder (DATA_DIR/uploads or UPLOADS_DIR): one file per key, written to a temporary name and
// renamed, so a reader never sees half a file. Several processes share it only if they share the folder.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkKey, type ByteRange, type FileStorage, type ObjectRead, type StoredObject } from './storage';

const missing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';
const etagOf = (size: number, mtimeMs: number) => `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

export class LocalStorage implements FileStorage {
  readonly kind = 'local';
  constructor(readonly dir: string) {}
  get where() {
    return this.dir;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = join(this.dir, checkKey(key));
    await mkdir(this.dir, { recursive: true });
    const tmp = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(tmp, bytes);
      await rename(tmp, path);
    } catch (err) {
      await rm(tmp, { force: true }).catch(() => {});
      throw err;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const s = await stat(join(this.dir, checkKey(key)));
      return s.isFile() ? { size: s.size, lastModified: s.mtime, etag: etagOf(s.size, s.mtimeMs) } : null;
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectRead | null> {
    let fh;
    try {
      fh = await open(join(this.dir, checkKey(key)), 'r');
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
    try {
      const s = await fh.stat();
      // the stream owns the handle from here: it closes it at its end, on an error and when destroyed
      const body = fh.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { size: s.size, lastModified: s.mtime, etag: etagOf(s.size, s.mtimeMs), body };
    } catch (err) {
      await fh.close();
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.dir, checkKey(key)), { force: true });
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    const names = await readdir(this.dir).catch((err: unknown) => {
      if (missing(err)) return [] as string[];
      throw err;
    });
    for (const name of names) {
      if (name.endsWith('.part')) continue;
      const s = await stat(join(this.dir, name)).catch(() => null);
      if (s?.isFile()) yield { key: name, size: s.size };
    }
  }

  async close(): Promise<void> {}
}
