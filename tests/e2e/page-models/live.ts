// Page models for the live and offline data-path tests: named members made through the API, the moment a
// change shows on a page (read in the page, so no test-side polling delay is added), the requests a page
// sends (its sync worker's included), and a server that stops answering one page.
import { expect, type APIRequestContext, type Page, type WebSocketRoute } from '@playwright/test';
import { readMailedCode, uniqueEmail } from './api';

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

type Probe = { sel: string; text: string; exact?: boolean };

/**
 * Resolves with the page's own clock (ms since the epoch) at the first check, every 10 ms in the page, where
 * an element matching `sel` has `text` (exactly, or contained). Start it before the action it waits for.
 */
export async function seenAt(page: Page, probe: Probe, timeout = 20_000): Promise<number> {
  const handle = await page.waitForFunction(
    ({ sel, text, exact }) => {
      const hit = [...document.querySelectorAll(sel)].some((e) => {
        const t = (e.textContent ?? '').replace(/\s+/g, ' ').trim();
        return exact ? t === text : t.includes(text);
      });
      return hit ? Date.now() : false;
    },
    probe,
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
 * Routes the page's /ws sockets through the test (its workers' too) so they can be cut later: until
 * `cut()`, every socket is passed through to the server; after it, open ones are closed and new ones refused.
 */
export async function cuttableSockets(page: Page) {
  const open: WebSocketRoute[] = [];
  let cut = false;
  let seen = 0;
  await page.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    seen++;
    if (cut) return void ws.close({ code: 1011, reason: 'server unreachable (test)' });
    ws.connectToServer();
    open.push(ws);
  });
  return {
    sockets: () => seen,
    async cut() {
      cut = true;
      for (const ws of open.splice(0)) await ws.close({ code: 1011, reason: 'server unreachable (test)' });
    },
  };
}

/** The server stops answering this page: every /api request fails at the network level. */
export async function serverUnreachable(page: Page) {
  await page.route('**/api/**', (r) => r.abort('connectionrefused'));
}
