// Spec section 4, rule by rule, through the whole engine (fake chat service, real STOMP socket):
// UPDATED refetches, the pane total from stats without notSeenBy, frames that do not decode, presence,
// invites, direct rooms, and the non-chat types (CONNECTION, NOTIFICATION, MTZPLANSUBSCRIPTION).
import { afterEach, describe, expect, it } from 'vitest';
import type { MessagesView, SyncEngineApi } from '../../src/sync/engine/facade';
import type { RealtimeEvent } from '../../src/domain/shared/events';
import type { ChatMessage, ChatRoom } from '../../src/domain/chat/types';
import { startFakeBackend, type FakeBackend } from './fixtures/fake-backend';
import { waitUntil } from './fixtures/node-ws';
import { startChatEngine } from './fixtures/chat-engine';

let backend: FakeBackend | null = null;
let users = 0;
let me = 'me';
const engines: SyncEngineApi[] = [];

async function setUp() {
  users += 1;
  me = `rules-${users}`;
  backend = await startFakeBackend(undefined, undefined, me);
  return backend;
}

afterEach(async () => {
  for (const e of engines.splice(0)) await e.stop();
  await backend?.close();
  backend = null;
});

async function watching(b: FakeBackend, roomId: string) {
  const e = await startChatEngine(b, me, engines);
  await waitUntil(() => e.status() === 'live', 5000, 'live');
  const views: MessagesView[] = [];
  await e.engine.onMessages(roomId, (v) => views.push(v));
  const view = () => views[views.length - 1];
  await waitUntil(() => !view().loading, 3000, 'first page');
  return { ...e, views, view };
}

describe('spec 4 rules in the engine', () => {
  it('MESSAGE UPDATED refetches the message (GET /messages/{id}) and shows the server\'s copy, never the frame\'s', async () => {
    const b = await setUp();
    b.chat.addRoom('r1', ['u1', me]);
    const m = b.chat.send('r1', 'u1', 'draft').resource as ChatMessage;
    const e = await watching(b, 'r1');
    // the server has 'truth'; the frame that announces it claims something else, newer
    const ev = b.chat.edit(m.id, 'truth', false);
    const lie = { ...(ev.resource as ChatMessage), content: 'the frame lies', updatedAt: (ev.resource as ChatMessage).updatedAt + 1000 };
    b.pushRaw(JSON.stringify({ ...ev, resource: lie }));
    await waitUntil(() => e.view().messages.some((x) => x.content === 'truth'), 3000, 'the server copy');
    expect(e.views.some((v) => v.messages.some((x) => x.content === 'the frame lies'))).toBe(false);
    expect(b.requests.some((r) => r.method === 'GET' && r.url.endsWith(`/chat/messages/${m.id}`))).toBe(true);
    // a refetch of a message deleted meanwhile (404) applies nothing and logs nothing
    const gone = b.chat.send('r1', 'u1', 'short-lived').resource as ChatMessage;
    await waitUntil(() => e.view().messages.some((x) => x.id === gone.id), 3000, 'shown');
    const edited = b.chat.edit(gone.id, 'edited', false);
    const removed = b.chat.remove(gone.id, false);
    b.pushRaw(JSON.stringify(edited));
    await waitUntil(() => b.requests.some((r) => r.method === 'GET' && r.url.endsWith(`/chat/messages/${gone.id}`)), 3000, 'refetched');
    b.pushRaw(JSON.stringify(removed));
    await waitUntil(() => !e.view().messages.some((x) => x.id === gone.id), 3000, 'removed');
    expect(e.logs.filter((l) => l.includes('Refetching'))).toEqual([]);
    // network down: the frame is all there is, so it is shown rather than lost
    b.down = true;
    b.chat.edit(m.id, 'edited offline');
    await waitUntil(() => e.view().messages.some((x) => x.content === 'edited offline'), 3000, 'frame used offline');
  });

  it('the pane header total comes from message stats by room ids alone (no notSeenBy), live', async () => {
    const b = await setUp();
    b.chat.addRoom('r1', ['u1', me]);
    for (let i = 0; i < 13; i += 1) b.chat.send('r1', 'u1', `m ${i}`);
    const e = await watching(b, 'r1');
    await waitUntil(() => e.view().total === 13, 3000, 'total 13');
    expect(e.view().loaded).toBe(10);
    const statsCalls = b.requests.filter((r) => r.url.includes('/chat/messages/stats'));
    expect(statsCalls.some((r) => new URL(r.url).searchParams.get('roomIds') === 'r1' && !new URL(r.url).searchParams.has('notSeenBy'))).toBe(true);
    b.chat.send('r1', 'u2', 'one more');
    await waitUntil(() => e.view().total === 14, 3000, 'total 14');
    expect(e.logs.filter((l) => /count|stats/i.test(l))).toEqual([]);
  });

  it('a frame that does not decode, or whose resource does not fit, is logged and skipped; the stream goes on', async () => {
    const b = await setUp();
    b.chat.addRoom('r1', ['u1', me]);
    const e = await watching(b, 'r1');
    b.pushRaw('this is not JSON');
    b.emitRaw('MESSAGE', 'CREATED', { id: 'half', roomId: 'r1' });
    b.emitRaw('ROOM', 'UPDATED', { id: 'r1', memberIds: 'not a list' });
    const ok = b.chat.send('r1', 'u1', 'after the junk').resource as ChatMessage;
    await waitUntil(() => e.view().messages.some((x) => x.id === ok.id), 3000, 'the stream goes on');
    expect(e.view().messages.map((x) => x.id)).toEqual([ok.id]);
    expect(e.room('r1')?.unread).toBe(1);
    expect(e.logs.filter((l) => l.startsWith('Skipped'))).toHaveLength(3);
  });

  it('presence: online on any record, offline on DELETED of the last one, the viewer always online', async () => {
    const b = await setUp();
    b.chat.addRoom('r1', ['u1', me, 'u2']);
    const e = await startChatEngine(b, me, engines);
    await waitUntil(() => e.status() === 'live', 5000, 'live');
    expect(e.online()).toEqual([me]);
    b.emitRaw('PRESENCE', 'CREATED', { id: 'p1', sessionId: 's1', userId: 'u1' });
    b.emitRaw('PRESENCE', 'UPDATED', { id: 'p2', sessionId: 's2', userId: 'u2' });
    b.emitRaw('PRESENCE', 'FETCHED', { id: 'p3', sessionId: 's3', userId: 'u1' });
    await waitUntil(() => e.online().length === 3, 3000, 'u1 and u2 online');
    b.emitRaw('PRESENCE', 'DELETED', { id: 'p1' });
    b.emitRaw('PRESENCE', 'DELETED', { id: 'p2' });
    await waitUntil(() => !e.online().includes('u2'), 3000, 'u2 offline');
    expect(e.online()).toContain('u1'); // still has session s3
    b.emitRaw('PRESENCE', 'DELETED', { id: 'p-me', sessionId: 'x', userId: me });
    b.emitRaw('PRESENCE', 'DELETED', { id: 'p3' });
    await waitUntil(() => !e.online().includes('u1'), 3000, 'u1 offline');
    expect(e.online()).toEqual([me]);
  });

  it('invites leave the list once accepted or rejected; direct rooms come and go; a room update keeps or removes', async () => {
    const b = await setUp();
    b.chat.addRoom('r1', ['u1', me]);
    const e = await startChatEngine(b, me, engines);
    await waitUntil(() => e.status() === 'live', 5000, 'live');
    b.chat.invite('i1', 'r8');
    b.chat.invite('i2', 'r9');
    await waitUntil(() => e.invites().length === 2, 3000, 'two invites');
    b.chat.answerInvite('i1', true);
    await waitUntil(() => e.invites().map((i) => i.id).join() === 'i2', 3000, 'accepted one gone');
    b.chat.answerInvite('i2', false);
    await waitUntil(() => e.invites().length === 0, 3000, 'rejected one gone');
    const direct: ChatRoom = { ...(b.chat.rooms.get('r1') as ChatRoom), id: 'd1', name: 'U1', meta: { type: 'DIRECTROOM' } };
    b.emitRaw('DIRECTROOM', 'CREATED', direct);
    await waitUntil(() => e.room('d1') !== undefined, 3000, 'direct room added');
    b.chat.setMembers('r1', ['u1', me, 'u3']);
    await waitUntil(() => e.room('r1')?.memberIds.includes('u3') === true, 3000, 'kept, updated');
    await e.engine.openRoom('d1');
    b.emitRaw('DIRECTROOM', 'DELETED', { id: 'd1' });
    await waitUntil(() => e.room('d1') === undefined, 3000, 'direct room gone');
    b.chat.setMembers('r1', ['u1']);
    await waitUntil(() => e.room('r1') === undefined, 3000, 'removed when the user is not a member');
  });

  it('CONNECTION, NOTIFICATION and MTZPLANSUBSCRIPTION are decoded and handed on once each; NOTIFICATION counts', async () => {
    const b = await setUp();
    const e = await startChatEngine(b, me, engines);
    await waitUntil(() => e.status() === 'live', 5000, 'live');
    let count = 0;
    await e.engine.onNotificationCount((c) => { count = c; });
    const seen: RealtimeEvent[] = [];
    await e.engine.onEvents(['CONNECTION', 'NOTIFICATION', 'MTZPLANSUBSCRIPTION'], (ev) => seen.push(ev));
    const conn = b.emitRaw('CONNECTION', 'CREATED', { id: 'c1', fromUserId: 'u1', toUserId: me });
    b.notify();
    const plan = b.emitRaw('MTZPLANSUBSCRIPTION', 'UPDATED', { id: 's1', status: 'ACTIVE' });
    b.pushRaw(JSON.stringify(conn));
    b.pushRaw(JSON.stringify(plan));
    await waitUntil(() => seen.length === 3 && count === 1, 3000, 'three events, count 1');
    expect(seen.map((s) => s.resourceType)).toEqual(['CONNECTION', 'NOTIFICATION', 'MTZPLANSUBSCRIPTION']);
  });
});
