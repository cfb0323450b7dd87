// Page models for the live and offline data-path tests: named members made through the API, the moment a
// change shows on a page (read in the page, so no test-side polling delay is added), the requests a page
// sends (its sync worker's included), and a server that stops answering one page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readMailedCode, uniqueEmail } from './api';
import { login } from './auth';

export const API = '/api/v1/company';

export type Member = { id: string; email: string; password: string; firstname: string; lastname: string; name: string; accessToken: string };

/** A fresh, confirmed member with the given first name and a unique last name, registered through the API. */
export async function namedMember(request: APIRequestContext, firstname: string): Promise<Member> {
  const lastname = `Live${Math.floor(Math.random() * 1e6)}`;
  const email = uniqueEmail(firstname.toLowerCase());
  const password = 'Member123!';
  const reg = await request.post(`${API}/users`, {
    data: { firstname, lastname, email, password, confirmType: 'CODE', meta: { companyName: `${lastname} Co`, categoryIds: 'cat-1' } },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const code = await readMailedCode(request, email);
  const ok = await request.post(`${API}/auth`, { data: { type: 'CONFIRM_EMAIL_WITH_CODE', data: { email, confirmCode: code } } });
  expect(ok.status(), await ok.text()).toBe(200);
  const { accessToken } = (await ok.json()) as { accessToken: string };
  const me = await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${accessToken}` } });
  const { id } = (await me.json()) as { id: string };
  return { id, email, password, firstname, lastname, name: `${firstname} ${lastname}`, accessToken };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function companyId(request: APIRequestContext, profileName: string): Promise<string> {
  const res = await request.get(`${API}/companies?profileNames=${profileName}`);
  expect(res.status()).toBe(200);
  const [c] = (await res.json()) as { id: string }[];
  return c.id;
}

export async function groupId(request: APIRequestContext, profileName: string): Promise<string> {
  const res = await request.get(`${API}/company-groups/profile/${profileName}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

export type Probe = { sel: string; text: string; exact?: boolean };

/**
 * Resolves with the page's own clock (ms since the epoch) at the first check, every 10 ms in the page, where
 * for every probe an element matching `sel` has `text` (exactly, or contained). Start it before the action
 * it waits for.
 */
export async function seenAt(page: Page, probes: Probe | Probe[], timeout = 20_000): Promise<number> {
  const handle = await page.waitForFunction(
    (all) => {
      const holds = all.every(({ sel, text, exact }) => [...document.querySelectorAll(sel)].some((e) => {
        const t = (e.textContent ?? '').replace(/\s+/g, ' ').trim();
        return exact ? t === text : t.includes(text);
      }));
      return holds ? Date.now() : false;
    },
    Array.isArray(probes) ? probes : [probes],
    { polling: 10, timeout },
  );
  return (await handle.jsonValue()) as number;
}

export type Req = { t: number; page: string; method: string; url: string };

/** Records every request of the page, its dedicated workers' included, with the test's clock. */
export function recordRequests(page: Page, name: string, into: Req[]): void {
  page.on('request', (r) => into.push({ t: Date.now(), page: name, method: r.method(), url: r.url() }));
}

export const apiGets = (log: Req[], from: number, to: number) =>
  log.filter((r) => r.method === 'GET' && r.url.includes('/api/') && r.t >= from && r.t <= to);

/**
 * Evaluated in the sync worker before it opens its socket, so the test can make the server unreachable for
 * this page alone without stopping the shared server. After the cut, the worker's open sockets are closed and
 * new ones fail before they connect, and its /api fetches fail at once with the TypeError a fetch gets from a
 * stopped server (connection refused). Why in the worker: a dedicated worker's socket is beyond
 * page.routeWebSocket, context.setOffline leaves an open socket open, routing the worker's script breaks its
 * socket, and page.route alone answers each request through the test process, which adds 100-300 ms per
 * request on a busy machine that a stopped server does not (measured: company profile 195-422 ms with
 * page.route alone, 41-76 ms with this).
 */
const WORKER_SOCKET_PATCH = `(() => {
  const Native = self.WebSocket;
  const open = new Set();
  let cut = false;
  let made = 0;
  self.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      made++;
      if (cut) { this.close(); return; }
      open.add(this);
      this.addEventListener('close', () => open.delete(this));
    }
  };
  const nativeFetch = self.fetch.bind(self);
  self.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return cut && url.includes('/api/') ? Promise.reject(new TypeError('Failed to fetch')) : nativeFetch(input, init);
  };
  self.__e2eSockets = () => ({ made, open: open.size });
  self.__e2eCut = () => { cut = true; for (const ws of open) ws.close(); };
  return true;
})()`;

/** Signs in on /login with the sync worker prepared first (a visitor's worker has no socket yet). */
export async function signInWithCuttableSocket(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect.poll(() => page.workers().some((w) => w.url().includes('sync.worker'))).toBe(true);
  const worker = page.workers().find((w) => w.url().includes('sync.worker'));
  if (!worker) throw new Error('no sync worker');
  expect(await worker.evaluate(WORKER_SOCKET_PATCH)).toBe(true);
  await login(page, email, password);
  await expect(page).toHaveURL(/\/me$/);
  return {
    sockets: () => worker.evaluate('self.__e2eSockets()') as Promise<{ made: number; open: number }>,
    cut: () => worker.evaluate('self.__e2eCut()'),
  };
}

/**
 * The server becomes unreachable for this page: every /api request fails at the network level (the page's
 * own through page.route, the worker's at once in the worker) and the worker's /ws socket is closed, new ones
 * failing.
 */
export async function serverUnreachable(page: Page, socket: { cut(): Promise<unknown> }) {
  await page.route('**/api/**', (r) => r.abort('connectionrefused'));
  await socket.cut();
}
