// Script payloads in the free-text fields other people see. One member (the attacker) puts payloads into
// their name, a company (name, description, website, post), a product, an RFQ, a group (name, description,
// welcome text, sponsor message, category, resource, post), an event and a chat message; the data is
// written through the API (the point is how the UI renders it). Another member opens every page that
// shows it in Chromium: no payload runs (window.__xss stays undefined, no dialog opens), the page carries
// the CSP and reports no violation of it (a blocked inline script is a payload that reached the browser as markup).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readMailedCode, uniqueEmail } from './page-models/api';
import { bearer, namedMember, type Member } from './page-models/live';
import { signIn } from './page-models/groups';

declare global {
  interface Window {
    __xss?: number;
    __xssViolations?: string[];
  }
}

const API = '/api/v1/company';
const RUN = `${Date.now() % 1e7}`;
/** Each payload carries a visible marker (`X<n>`) so a page is checked only once the text is rendered. */
let fields = 0;
function payload(kind = fields % 5): string {
  const mark = `X${RUN}n${++fields}`;
  const bump = 'window.__xss=(window.__xss||0)+1';
  return [
    `${mark} <img src=x onerror="${bump}">`,
    `${mark} <script>${bump}</script>`,
    `${mark} "><svg onload="${bump}">`,
    `${mark} '><iframe srcdoc="<script>parent.${bump}</script>"></iframe>`,
    `${mark} <a href="javascript:${bump}">click</a><details open ontoggle="${bump}">`,
  ][kind];
}
const markOf = (p: string) => p.split(' ')[0];

async function ok<T = { id: string; profileName?: string }>(res: Promise<import('@playwright/test').APIResponse>, status = [200, 201]): Promise<T> {
  const r = await res;
  expect(status, `${r.url()} ${await r.text()}`).toContain(r.status());
  return (await r.json()) as T;
}

/** Opens `url` as the viewer and checks, once every marker shows, that nothing ran and the CSP is there. */
async function view(page: Page, url: string, marks: string[], tried: string[]) {
  const res = await page.goto(url);
  expect(res?.headers()['content-security-policy'] ?? '', `CSP on ${url}`).toContain("script-src 'self'");
  for (const m of marks) await expect(page.getByText(m).first(), `${m} on ${url} (at ${page.url()})`).toBeVisible();
  // a javascript: link, when there is one, is clicked as a curious person would
  const js = page.locator('a[href^="javascript:" i]');
  if ((await js.count()) > 0) {
    await js.first().click({ timeout: 2000 }).catch(() => {});
  }
  // image errors and toggles fire after rendering: wait until every image has loaded or failed, then two frames
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  expect(await page.evaluate(() => window.__xss), `a payload ran on ${url}`).toBeUndefined();
  // any CSP violation fails: a blocked inline script means a payload reached the browser as markup (even parsed
  // only to be sanitised) and only the CSP stopped it; anything else blocked is a page the CSP breaks
  expect(await page.evaluate(() => window.__xssViolations ?? []), `CSP violations on ${url}`).toEqual([]);
  tried.push(url);
}

/** A member whose first name, last name and first company's name are payloads. */
async function attackerMember(request: APIRequestContext, names: { first: string; last: string; company: string }): Promise<Member> {
  const email = uniqueEmail('mallory');
  const password = 'Member123!';
  await ok(request.post(`${API}/users`, {
    data: { firstname: names.first, lastname: names.last, email, password, confirmType: 'CODE', meta: { companyName: names.company, categoryIds: 'cat-1' } },
  }));
  const code = await readMailedCode(request, email);
  const { accessToken } = await ok<{ accessToken: string }>(request.post(`${API}/auth`, { data: { type: 'CONFIRM_EMAIL_WITH_CODE', data: { email, confirmCode: code } } }));
  const { id } = await ok(request.get(`${API}/user`, { headers: bearer(accessToken) }));
  return { id, email, password, firstname: names.first, lastname: names.last, name: `${names.first} ${names.last}`, accessToken };
}

async function makeData(request: APIRequestContext, attacker: Member, victim: Member) {
  const h = { headers: bearer(attacker.accessToken) };
  const me = await ok<{ profileName: string }>(request.get(`${API}/user`, h));
  const f: Record<string, string> = {};
  const put = (name: string) => (f[name] = payload());

  // company: name, description, website; a post with title and content
  const company = await ok(request.post(`${API}/companies`, { ...h, data: { name: put('company name').slice(0, 100), categoryIds: ['cat-1'] } }));
  await ok(request.patch(`${API}/companies/${company.id}`, { ...h, data: { description: put('company description') } }));
  // a javascript: website is refused (400) or stored; either way the profile is opened below
  fields++;
  await ok(request.patch(`${API}/companies/${company.id}`, { ...h, data: { website: 'javascript:window.__xss=(window.__xss||0)+1' } }), [200, 400]);
  const cpost = await ok(request.post(`${API}/company-posts`, { ...h, data: { companyId: company.id, title: put('company post title'), content: `<p>${put('company post content')}</p>` } }));
  // product and RFQ
  const sku = `xss-${RUN}`;
  await ok(request.post(`${API}/products`, { ...h, data: { companyId: company.id, sku, name: put('product name'), description: put('product description') } }));
  const rfq = await ok(request.post(`${API}/rfqs`, { ...h, data: { title: put('rfq title'), description: put('rfq description') } }));
  // group: name, description (rich text), welcome text, sponsor message; category, resource, post, event
  const group = await ok(request.post(`${API}/company-groups`, { ...h, data: { name: put('group name').slice(0, 100), description: `<p>${put('group description')}</p>` } }));
  await ok(request.patch(`${API}/company-groups/${group.id}`, { ...h, data: { meta: { memSubHeader: put('group welcome text'), sponsorMessage: put('group sponsor message') } } }));
  await ok(request.post(`${API}/company-group-categories`, { ...h, data: { companyGroupId: group.id, name: put('group category name'), description: put('group category description') } }));
  await ok(request.post(`${API}/company-group-resources`, { ...h, data: { companyGroupId: group.id, title: put('group resource title'), url: 'https://example.test/"><script>window.__xss=1</script>' } }));
  fields++; // the resource's link
  const gpost = await ok(request.post(`${API}/company-group-posts`, { ...h, data: { companyGroupId: group.id, content: `<p>${put('group post')}</p><p><a href="javascript:window.__xss=1">link</a></p>` } }));
  const event = await ok(request.post(`${API}/company-group-events`, {
    ...h,
    data: {
      companyGroupId: group.id, name: put('event title'), description: `<p>${put('event description')}</p>`, type: 'BOTH',
      startDate: '2031-05-01', startTime: '10:00', endDate: '2031-05-01', endTime: '12:00', timeZone: 'UTC',
      address: put('event address'), city: put('event city').slice(0, 100),
    },
  }));
  fields++;
  await ok(request.patch(`${API}/company-group-events/${event.id}`, { ...h, data: { onlineUrl: 'javascript:window.__xss=(window.__xss||0)+1' } }), [200, 400]);
  // chat: a direct room to the victim with a message
  // the viewer joins the group (an open one), as members read its posts
  await ok(request.post(`${API}/company-group-members/join`, { headers: bearer(victim.accessToken), data: { companyGroupId: group.id } }));
  const room = await ok(request.post('/api/v1/chat/direct-rooms', { ...h, data: { toMemberId: victim.id } }));
  await ok(request.post('/api/v1/chat/messages', { ...h, data: { roomId: room.id, content: put('chat message') } }));
  return { f, me, company, cpost, sku, rfq, group, gpost, event, room };
}

test('script payloads in every free-text field run on no page another member opens; the CSP is on every page', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const names = { first: payload(), last: payload(), company: payload() };
  const attacker = await attackerMember(request, names);
  const victim = await namedMember(request, 'Victor');
  const d = await makeData(request, attacker, victim);
  const f: Record<string, string> = { ...d.f, 'first name': names.first, 'last name': names.last, 'registration company name': names.company };

  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.__xssViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      // where it came from: the element that carried the blocked handler, or the blocked URL
      const at = e.target instanceof Element ? e.target.outerHTML.slice(0, 300) : e.blockedURI;
      window.__xssViolations?.push(`${e.violatedDirective} ${e.sample} at ${at} (${e.sourceFile}:${e.lineNumber})`);
    }, true);
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dlg) => {
    dialogs.push(dlg.message());
    void dlg.dismiss();
  });
  await signIn(page, victim.email, victim.password);

  const m = (...names: string[]) => names.map((n) => markOf(f[n]));
  const tried: string[] = [];
  const companyProfile = d.company.profileName as string;
  const groupProfile = d.group.profileName as string;
  await view(page, `/profile/${companyProfile}`, m('company name', 'company description'), tried);
  await view(page, `/profile/${companyProfile}/posts`, m('company post title', 'company post content'), tried);
  await view(page, `/posts/${d.cpost.id}`, m('company post title', 'company post content'), tried);
  await view(page, `/products/${companyProfile}/${d.sku}`, m('product name', 'product description'), tried);
  await view(page, `/rfqs/${d.rfq.id}`, m('rfq title', 'rfq description'), tried);
  // posts are the group page's default tab
  await view(page, `/groups/${groupProfile}`, m('group name', 'group welcome text', 'group post'), tried);
  await view(page, `/groups/${groupProfile}/about`, m('group description'), tried);
  await view(page, `/groups/${groupProfile}/categories`, m('group category name'), tried);
  await view(page, `/groups/${groupProfile}/resources`, m('group resource title'), tried);
  await view(page, `/groups/${groupProfile}/sponsors`, m('group sponsor message'), tried);
  await view(page, `/groups/${groupProfile}/events/${d.event.profileName}`, m('event title', 'event description'), tried);
  await view(page, `/users/${d.me.profileName}`, m('first name', 'last name'), tried);
  await view(page, `/chat/${d.room.id}`, m('chat message', 'first name'), tried);
  await view(page, `/search?keyword=${encodeURIComponent(`X${RUN}`)}`, [], tried);

  expect(dialogs).toEqual([]);
  console.log(`xss: ${fields} fields tried with script payloads, ${tried.length} pages opened as another member, 0 executions, 0 CSP violations`);
});
