// Chat messages on the reference server: write, page, unseen, stats, read marks, edit, delete, files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestServer } from '../harness';
import { CHAT, chatApi, counts, listen, person, type ChatApi, type Person } from './chat-harness';

describe.each(backends())('chat messages on $name', (backend) => {
  let s: TestServer;
  let api: ChatApi;
  let alice: Person;
  let bob: Person;
  let eve: Person;
  let roomId: string;

  beforeAll(async () => {
    s = await backend.start();
    api = chatApi(s);
    [alice, bob, eve] = await Promise.all([person(api), person(api), person(api)]);
    roomId = (await api.post(`${CHAT}/rooms`, { name: 'Talk', memberIds: [bob.id] }, alice.token)).body.id;
  }, 180_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  const say = async (by: Person, content: string, room = roomId) => {
    const r = await api.post(`${CHAT}/messages`, { roomId: room, content }, by.token);
    expect(r.status).toBe(201);
    return r.body as { id: string; content: string; viewerIds: string[]; roomId: string; createdAt: number };
  };

  const freshRoom = async () => (await api.post(`${CHAT}/rooms`, { name: 'Fresh', memberIds: [bob.id] }, alice.token)).body.id as string;

  describe('writing', () => {
    it('trims content, the writer is its first viewer, every member hears MESSAGE CREATED', async () => {
      const [la, lb] = await Promise.all([listen(s, alice.token), listen(s, bob.token)]);
      const m = await say(alice, '  Hello, Bob! Grüße 👋  ');
      expect(m).toMatchObject({ roomId, ownerId: alice.id, content: 'Hello, Bob! Grüße 👋', viewerIds: [alice.id], meta: {} });
      for (const l of [la, lb]) expect((await l.waitFor((e) => e.resourceType === 'MESSAGE' && e.action === 'CREATED' && e.resource.id === m.id)).resource).toEqual(m);
      await Promise.all([la.close(), lb.close()]);
      const rooms = (await api.get(`${CHAT}/rooms`, bob.token)).body as { id: string; lastMessageAt: number }[];
      expect(rooms.find((r) => r.id === roomId)?.lastMessageAt).toBe(m.createdAt);
    });

    it('refuses empty content (400) and non-members (403), writing nothing', async () => {
      const before = await counts(s);
      for (const content of ['', '   ', '\n\t ']) expect((await api.post(`${CHAT}/messages`, { roomId, content }, alice.token)).status).toBe(400);
      expect((await api.post(`${CHAT}/messages`, { roomId, content: 'x'.repeat(5001) }, alice.token)).status).toBe(400);
      expect((await api.post(`${CHAT}/messages`, { roomId }, alice.token)).status).toBe(400);
      expect((await api.post(`${CHAT}/messages`, { roomId, content: 'let me in' }, eve.token)).status).toBe(403);
      expect((await api.post(`${CHAT}/messages`, { roomId: 'no-room', content: 'x' }, eve.token)).status).toBe(404);
      expect(await counts(s)).toEqual(before);
    });

    it('lets only members read', async () => {
      const m = await say(bob, 'just one');
      expect((await api.get(`${CHAT}/messages/${m.id}`, alice.token)).body).toEqual(m);
      expect((await api.get(`${CHAT}/messages/${m.id}`, eve.token)).status).toBe(403);
      expect((await api.get(`${CHAT}/messages/nope`, alice.token)).status).toBe(404);
      expect((await api.get(`${CHAT}/messages?roomIds=${roomId}`, eve.token)).status).toBe(403);
      expect((await api.get(`${CHAT}/messages/stats?roomIds=${roomId}&notSeenBy=${eve.id}`, eve.token)).status).toBe(403);
      expect((await api.get(`${CHAT}/messages?roomIds=`, alice.token)).status).toBe(400);
      expect((await api.get(`${CHAT}/messages?roomIds=${roomId}&skip=-1`, alice.token)).status).toBe(400);
    });
  });

  describe('pages and unseen', () => {
    it('pages 10 newest first with skip', async () => {
      const room = await freshRoom();
      const written: string[] = [];
      for (let i = 1; i <= 25; i++) {
        s.clock.advance(1000);
        written.push((await say(i % 2 ? alice : bob, `m${i}`, room)).content);
      }
      const newestFirst = [...written].reverse();
      const pages = [];
      for (const skip of [0, 10, 20, 30]) pages.push((await api.get(`${CHAT}/messages?roomIds=${room}&skip=${skip}`, bob.token)).body.map((m: { content: string }) => m.content));
      expect(pages).toEqual([newestFirst.slice(0, 10), newestFirst.slice(10, 20), newestFirst.slice(20), []]);
    });

    it('keeps the order of messages written in the same millisecond', async () => {
      const room = await freshRoom();
      for (const c of ['a', 'b', 'c']) await say(alice, c, room);
      expect((await api.get(`${CHAT}/messages?roomIds=${room}`, bob.token)).body.map((m: { content: string }) => m.content)).toEqual(['c', 'b', 'a']);
    });

    it('returns at most 11 unseen, newest first; stats per room are capped at 11 and summed', async () => {
      const busy = await freshRoom();
      const quiet = await freshRoom();
      for (let i = 1; i <= 14; i++) await say(alice, `u${i}`, busy);
      await say(alice, 'q1', quiet);
      await say(alice, 'q2', quiet);
      await say(bob, 'mine', quiet);
      const unseen = await api.get(`${CHAT}/messages?roomIds=${busy}&notSeenBy=${bob.id}&limit=11`, bob.token);
      expect(unseen.body.map((m: { content: string }) => m.content)).toEqual(Array.from({ length: 11 }, (_, i) => `u${14 - i}`));
      expect((await api.get(`${CHAT}/messages?roomIds=${busy}&notSeenBy=${bob.id}&limit=50`, bob.token)).body).toHaveLength(11);
      const stats = await api.get(`${CHAT}/messages/stats?roomIds=${busy},${quiet}&notSeenBy=${bob.id}`, bob.token);
      expect(stats.body).toEqual({ all: { count: 13 }, rooms: { [busy]: 11, [quiet]: 2 } });
      const writer = await api.get(`${CHAT}/messages/stats?roomIds=${busy},${quiet}&notSeenBy=${alice.id}`, alice.token);
      expect(writer.body).toEqual({ all: { count: 1 }, rooms: { [busy]: 0, [quiet]: 1 } });
      const all = await api.get(`${CHAT}/messages/stats?notSeenBy=${bob.id}`, bob.token);
      expect(all.body.rooms[busy]).toBe(11);
    });

    it('stats by room ids alone count every message of each room (the pane header total), uncapped; members only', async () => {
      const busy = await freshRoom();
      const quiet = await freshRoom();
      for (let i = 1; i <= 13; i++) await say(alice, `t${i}`, busy);
      await say(bob, 'mine', quiet);
      const totals = await api.get(`${CHAT}/messages/stats?roomIds=${busy},${quiet}`, bob.token);
      expect(totals.status).toBe(200);
      expect(totals.body).toEqual({ all: { count: 14 }, rooms: { [busy]: 13, [quiet]: 1 } });
      expect((await api.get(`${CHAT}/messages/stats?roomIds=${busy}`, eve.token)).status).toBe(403);
    });

    it('a read mark adds the reader to viewerIds once and tells every member MESSAGEVIEWER VIEWED', async () => {
      const room = await freshRoom();
      const m = await say(alice, 'read me', room);
      const la = await listen(s, alice.token);
      expect((await api.patch(`${CHAT}/messages/${m.id}`, { _read: true }, eve.token)).status).toBe(403);
      const r = await api.patch(`${CHAT}/messages/${m.id}`, { _read: true }, bob.token);
      expect(r.body.viewerIds).toEqual([alice.id, bob.id]);
      const e = await la.waitFor((x) => x.resourceType === 'MESSAGEVIEWER' && x.action === 'VIEWED' && x.resource.id === m.id);
      expect(e.resource.viewerIds).toEqual([alice.id, bob.id]);
      const before = await counts(s);
      expect((await api.patch(`${CHAT}/messages/${m.id}`, { _read: true }, bob.token)).body.viewerIds).toEqual([alice.id, bob.id]);
      expect(await counts(s)).toEqual(before);
      await la.close();
      expect((await api.get(`${CHAT}/messages/stats?roomIds=${room}&notSeenBy=${bob.id}`, bob.token)).body.rooms[room]).toBe(0);
    });
  });

  describe('edit and delete', () => {
    it('lets only the owner edit (trimmed, not empty); members hear MESSAGE UPDATED', async () => {
      const m = await say(alice, 'first draft');
      const before = await counts(s);
      expect((await api.patch(`${CHAT}/messages/${m.id}`, { content: 'hijack' }, bob.token)).status).toBe(403);
      expect((await api.patch(`${CHAT}/messages/${m.id}`, { content: 'hijack' }, eve.token)).status).toBe(403);
      expect((await api.patch(`${CHAT}/messages/${m.id}`, { content: '  ' }, alice.token)).status).toBe(400);
      expect((await api.patch(`${CHAT}/messages/${m.id}`, { content: 'x', _read: true }, alice.token)).status).toBe(400);
      expect((await api.patch(`${CHAT}/messages/no-such`, { content: 'x' }, alice.token)).status).toBe(404);
      expect(await counts(s)).toEqual(before);
      const lb = await listen(s, bob.token);
      s.clock.advance(5000);
      const r = await api.patch(`${CHAT}/messages/${m.id}`, { content: ' final ' }, alice.token);
      expect(r.body).toMatchObject({ content: 'final', updatedAt: s.clock.now() });
      expect((await lb.waitFor((e) => e.resourceType === 'MESSAGE' && e.action === 'UPDATED' && e.resource.id === m.id)).resource.content).toBe('final');
      await lb.close();
    });

    it('lets only the owner delete; members hear MESSAGE DELETED', async () => {
      const m = await say(bob, 'oops');
      expect((await api.del(`${CHAT}/messages/${m.id}`, alice.token)).status).toBe(403);
      expect((await api.del(`${CHAT}/messages/${m.id}`, eve.token)).status).toBe(403);
      const la = await listen(s, alice.token);
      expect((await api.del(`${CHAT}/messages/${m.id}`, bob.token)).status).toBe(200);
      await la.waitFor((e) => e.resourceType === 'MESSAGE' && e.action === 'DELETED' && e.resource.id === m.id);
      await la.close();
      expect((await api.del(`${CHAT}/messages/${m.id}`, bob.token)).status).toBe(404);
    });
  });

  describe('message files', () => {
    it('round-trips a file with a UTF-8 name; members hear MESSAGEFILE CREATED; only members download', async () => {
      const m = await say(alice, 'Here is the price list');
      const name = 'Prīcē list — 価格表 (v2).txt';
      const text = 'Bolts M8: 0,12 €\nNuts M8: 0,05 €\n';
      const lb = await listen(s, bob.token);
      const up = await api.form(`${CHAT}/message-files`, { createParams: JSON.stringify({ messageId: m.id }), file: [name, text, 'text/plain'] }, alice.token);
      expect(up.status).toBe(201);
      expect(up.body).toMatchObject({ messageId: m.id, name, size: Buffer.byteLength(text), contentType: 'text/plain', path: `/api/v1/chat/message-files/${up.body.id}/content` });
      expect((await lb.waitFor((e) => e.resourceType === 'MESSAGEFILE' && e.action === 'CREATED')).resource).toEqual(up.body);
      await lb.close();
      const page = (await api.get(`${CHAT}/messages?roomIds=${roomId}`, bob.token)).body as { id: string; meta: { messageFileId?: string } }[];
      expect(page.find((x) => x.id === m.id)?.meta).toEqual({ messageFileId: up.body.id });
      const got = await api.raw(up.body.path, bob.token);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('text/plain');
      expect(got.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(await got.text()).toBe(text);
      expect((await api.raw(up.body.path, eve.token)).status).toBe(403);
      expect((await api.raw(up.body.path)).status).toBe(401);
      expect((await api.get(`${CHAT}/message-files/${up.body.id}`, bob.token)).body).toEqual(up.body);
    });

    it('refuses uploads by others, without createParams, empty, too large or twice, writing nothing', async () => {
      const m = await say(alice, 'file follows');
      const params = JSON.stringify({ messageId: m.id });
      const before = await counts(s);
      const file = ['a.bin', new Uint8Array([1, 2, 3]), 'application/octet-stream'] as [string, Uint8Array, string];
      expect((await api.form(`${CHAT}/message-files`, { createParams: params, file }, bob.token)).status).toBe(403);
      expect((await api.form(`${CHAT}/message-files`, { createParams: params, file }, eve.token)).status).toBe(403);
      expect((await api.form(`${CHAT}/message-files`, { file }, alice.token)).status).toBe(400);
      expect((await api.form(`${CHAT}/message-files`, { createParams: '{bad', file }, alice.token)).status).toBe(400);
      expect((await api.form(`${CHAT}/message-files`, { createParams: JSON.stringify({ messageId: 'nope' }), file }, alice.token)).status).toBe(404);
      expect((await api.form(`${CHAT}/message-files`, { createParams: params }, alice.token)).status).toBe(400);
      expect((await api.form(`${CHAT}/message-files`, { createParams: params, file: ['e.txt', '', 'text/plain'] }, alice.token)).status).toBe(400);
      expect((await api.post(`${CHAT}/message-files`, { createParams: params }, alice.token)).status).toBe(400);
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      expect((await api.form(`${CHAT}/message-files`, { createParams: params, file: ['big.bin', big, 'application/octet-stream'] }, alice.token)).status).toBe(413);
      const huge = new Uint8Array(11 * 1024 * 1024);
      expect((await api.form(`${CHAT}/message-files`, { createParams: params, file: ['huge.bin', huge, 'application/octet-stream'] }, alice.token)).status).toBe(413);
      expect(await counts(s)).toEqual(before);
      expect((await api.form(`${CHAT}/message-files`, { createParams: params, file: ['ok.txt', 'ok', 'text/html; charset=utf-8'] }, alice.token)).body.contentType).toBe('text/html');
      expect((await api.form(`${CHAT}/message-files`, { createParams: params, file }, alice.token)).status).toBe(409);
    });

    it('serves a hostile content type only as a sandboxed attachment', async () => {
      const m = await say(alice, 'page');
      const up = await api.form(`${CHAT}/message-files`, { createParams: JSON.stringify({ messageId: m.id }), file: ['x.html', '<script>alert(1)</script>', 'text/html'] }, alice.token);
      const got = await api.raw(up.body.path, bob.token);
      expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.headers.get('content-security-policy')).toContain('sandbox');
    });

    it('deleting the message removes its file', async () => {
      const m = await say(alice, 'temp');
      const up = await api.form(`${CHAT}/message-files`, { createParams: JSON.stringify({ messageId: m.id }), file: ['t.txt', 'temp', 'text/plain'] }, alice.token);
      await api.del(`${CHAT}/messages/${m.id}`, alice.token);
      expect((await api.raw(up.body.path, alice.token)).status).toBe(404);
    });
  });

  describe('catch-up', () => {
    it('messages written while a member is offline come back from the event log once each, in order, and live ones follow', async () => {
      const room = await freshRoom();
      const lb = await listen(s, bob.token);
      await say(alice, 'before', room);
      const seen = await lb.waitFor((e) => e.resourceType === 'MESSAGE' && e.resource.content === 'before');
      await lb.close();
      const offline: string[] = [];
      for (let i = 1; i <= 5; i++) offline.push((await say(alice, `offline ${i}`, room)).id);
      const log = (await api.get(`/api/v1/alert/events?afterSeq=${seen.seq}`, bob.token)).body as { events: { seq: number; resourceType: string; resource: { id: string } }[] };
      const messages = log.events.filter((e) => e.resourceType === 'MESSAGE');
      expect(messages.map((e) => e.resource.id)).toEqual(offline);
      expect(log.events.map((e) => e.seq)).toEqual(log.events.map((_, i) => seen.seq + 1 + i));
      const again = await listen(s, bob.token);
      const live = await say(alice, 'live', room);
      const e = await again.waitFor((x) => x.resourceType === 'MESSAGE' && x.resource.id === live.id);
      expect(e.seq).toBe(log.events.at(-1)!.seq + 1);
      expect(again.events.filter((x) => offline.includes(x.resource.id))).toEqual([]);
      await again.close();
    });
  });
});
