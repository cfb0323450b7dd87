// Helpers of the chat server tests: people, a STOMP listener per person, row counts, multipart.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import { Client, type IStompSocket } from '@stomp/stompjs';
import WebSocket from 'ws';
import type { DB } from '../../../server/src/db/schema';
import { client, newMember, registration, freshEmail, latestCode, type Api, type TestServer } from '../harness';

export type Person = { id: string; token: string; email: string; name: string };

/** A fresh activated user with the given first and last name. */
export async function person(api: Api, firstname = 'Test', lastname = 'User'): Promise<Person> {
  if (firstname === 'Test' && lastname === 'User') {
    const m = await newMember(api, 'chat');
    return { id: m.id, token: m.accessToken, email: m.email, name: 'Test User' };
  }
  const email = freshEmail('chat');
  const reg = await api.post('/api/v1/company/users', registration(email, { firstname, lastname }));
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg)}`);
  const ok = await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: await latestCode(api, email) });
  if (ok.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(ok)}`);
  return { id: reg.body.id, token: ok.body.accessToken, email, name: `${firstname} ${lastname}` };
}

export type Received = { resourceType: string; action: string; resource: any; seq: number };

/** A STOMP subscriber on /user/topic/mtz, as the client connects: every event it gets is recorded. */
export async function listen(s: Pick<TestServer, 'url'>, token: string) {
  const events: Received[] = [];
  const c = new Client({
    webSocketFactory: () => new WebSocket(`${s.url.replace('http', 'ws')}/ws`, ['v12.stomp']) as unknown as IStompSocket,
    connectHeaders: { Authorization: `Bearer ${token}` },
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    reconnectDelay: 0,
    debug: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    c.onConnect = () => {
      c.subscribe('/user/topic/mtz', (m) => events.push(JSON.parse(m.body) as Received), { receipt: 'sub-1' });
      c.watchForReceipt('sub-1', () => resolve());
    };
    c.onStompError = (f) => reject(new Error(f.headers.message));
    c.activate();
  });
  return {
    events,
    /** waits until an event matching the predicate arrives */
    waitFor: (pred: (e: Received) => boolean, timeoutMs = 5000) =>
      new Promise<Received>((resolve, reject) => {
        const started = Date.now();
        const tick = () => {
          const hit = events.find(pred);
          if (hit) return resolve(hit);
          if (Date.now() - started > timeoutMs) return reject(new Error(`no such event; got ${JSON.stringify(events.map((e) => `${e.resourceType} ${e.action}`))}`));
          setTimeout(tick, 10);
        };
        tick();
      }),
    close: () => c.deactivate(),
  };
}

export const CHAT = '/api/v1/chat';

export function chatApi(s: TestServer) {
  const api = client(s);
  return {
    ...api,
    del: <T = any>(path: string, token?: string) => api.call<T>('DELETE', path, undefined, token),
    /** a multipart POST with the given parts (files as [name, bytes, type]) */
    form: async (path: string, parts: Record<string, string | [string, Uint8Array | string, string]>, token?: string) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(parts)) {
        if (typeof v === 'string') fd.append(k, v);
        else fd.append(k, new Blob([typeof v[1] === 'string' ? v[1] : new Uint8Array(v[1])], { type: v[2] }), v[0]);
      }
      const r = await fetch(`${s.url}${path}`, { method: 'POST', body: fd, headers: token ? { authorization: `Bearer ${token}` } : {} });
      const text = await r.text();
      let body: any = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: r.status, body };
    },
    raw: (path: string, token?: string) => fetch(`${s.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
  };
}

export type ChatApi = ReturnType<typeof chatApi>;

/** Row counts of the chat tables (tests assert a refused request wrote nothing). */
export async function counts(s: TestServer) {
  const tables: (keyof DB)[] = ['chat_rooms', 'chat_room_members', 'chat_messages', 'chat_message_files', 'chat_room_logos', 'chat_room_invites', 'presences', 'events'];
  const out: Record<string, number> = {};
  for (const t of tables) {
    const r = await s.db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[t] = Number(r.n);
  }
  return out;
}

export const PNG_1PX = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
