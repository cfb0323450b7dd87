// The demo chat a newcomer sees, races on direct rooms, and body limits of JSON and uploads.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../server/src/app';
import { backends, login, type TestServer } from '../harness';
import { CHAT, chatApi, counts, person, type ChatApi } from './chat-harness';

describe.each(backends())('demo chat, races and limits on $name', (backend) => {
  let s: TestServer;
  let api: ChatApi;

  beforeAll(async () => {
    s = await backend.start();
    api = chatApi(s);
  }, 180_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  describe('demo chat', () => {
    it('Alice has the Northern Traders lounge with Bob and a direct room with Bob, each with one unseen message', async () => {
      const alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
      const bob = (await login(api, 'bob@mtz.test', 'Bob12345!')).accessToken;
      const me = (await api.get('/api/v1/company/user', alice)).body as { id: string };
      const rooms = (await api.get(`${CHAT}/rooms`, alice)).body as { id: string; name: string; memberIds: string[]; creatorId: string; meta: { type: string; companyGroupId?: string } }[];
      const lounge = rooms.find((r) => r.name === 'Northern Traders lounge');
      const direct = rooms.find((r) => r.meta.type === 'DIRECTROOM');
      expect(lounge).toMatchObject({ creatorId: me.id, meta: { type: 'REGULARROOM', companyGroupId: expect.any(String) } });
      expect(lounge?.memberIds).toHaveLength(2);
      expect(direct?.memberIds).toEqual(lounge?.memberIds);
      const ids = `${lounge?.id},${direct?.id}`;
      const stats = (await api.get(`${CHAT}/messages/stats?roomIds=${ids}&notSeenBy=${me.id}`, alice)).body;
      expect(stats.all.count).toBe(2);
      const page = (await api.get(`${CHAT}/messages?roomIds=${lounge?.id}`, bob)).body as { content: string }[];
      expect(page.length).toBeGreaterThanOrEqual(3);
      expect(page.at(-1)?.content).toMatch(/^Welcome to the Northern Traders lounge/);
      // with the companies seed's demo RFQs, Alice also quotes on Bob's RFQ as the supplier
      const rfqRoom = rooms.find((r) => r.meta.type === 'RFQROOM');
      if (rfqRoom) expect(rfqRoom.meta).toEqual({ type: 'RFQROOM', rfqId: expect.any(String), supplierId: me.id });
    });
  });

  describe('races and limits', () => {
    it('two requests for the same direct room at once: one 201, one 409', async () => {
      const [a, b] = await Promise.all([person(api, 'Race', 'One'), person(api, 'Race', 'Two')]);
      const rs = await Promise.all([
        api.post(`${CHAT}/direct-rooms`, { toMemberId: b.id }, a.token),
        api.post(`${CHAT}/direct-rooms`, { toMemberId: a.id }, b.token),
      ]);
      expect(rs.map((r) => r.status).sort()).toEqual([201, 409]);
      expect((await api.get(`${CHAT}/rooms`, a.token)).body).toHaveLength(1);
    });

    it('JSON bodies stay limited to 1 MB (413) with nothing written', async () => {
      const a = await person(api);
      const room = (await api.post(`${CHAT}/rooms`, { name: 'limits' }, a.token)).body;
      const before = await counts(s);
      const big = await api.call('POST', `${CHAT}/messages`, undefined, a.token, JSON.stringify({ roomId: room.id, content: 'x'.repeat(1024 * 1024) }));
      expect(big.status).toBe(413);
      expect(await counts(s)).toEqual(before);
    });
  });

});

// PGlite only: the data directory is PGlite's (a PostgreSQL server keeps its data elsewhere).
describe('uploads on disk', () => {
  it('keeps message files under DATA_DIR/uploads', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mtz-chat-data-'));
    try {
      const server = (await startServer({ port: 0, dataDir: dir, log: false, seed: false, devEndpoints: true })) as TestServer;
      try {
        expect(server.ctx.uploadsDir).toBe(join(dir, 'uploads'));
        const local = chatApi(server);
        const a = await person(local);
        const room = (await local.post(`${CHAT}/rooms`, { name: 'disk' }, a.token)).body;
        const m = (await local.post(`${CHAT}/messages`, { roomId: room.id, content: 'file' }, a.token)).body;
        const up = await local.form(`${CHAT}/message-files`, { createParams: JSON.stringify({ messageId: m.id }), file: ['ä.txt', 'on disk', 'text/plain'] }, a.token);
        expect(up.status).toBe(201);
        const files = await readdir(join(dir, 'uploads'));
        expect(files).toHaveLength(1);
        expect(await readFile(join(dir, 'uploads', files[0]), 'utf8')).toBe('on disk');
      } finally {
        await server.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
