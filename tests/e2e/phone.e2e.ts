// Phone width (390 x 844): no page scrolls sideways, as a visitor and as a member (the pages of a11y.e2e.ts);
// the public header stays short, /me shows its content on the first screen (the sections behind a menu), and a
// group chat room keeps its name readable with its actions in a menu. axe runs on every page at this width too.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiMe } from './page-models/api';
import { login } from './page-models/auth';
import { axeCheck, axeReport, openRendered, type Found } from './page-models/axe';
import { newMemberViaApi } from './page-models/groups';

const ALICE = { email: 'alice@mtz.test', password: 'Alice123!' };
const W = 390;
test.use({ viewport: { width: W, height: 844 } });

const open = openRendered;

/** The page's width beyond the viewport, with the widest elements that stick out (none when it fits). */
async function overflow(page: Page, path: string): Promise<string | null> {
  const found = await page.evaluate((w) => {
    const width = document.documentElement.scrollWidth;
    if (width <= w) return null;
    const out: { right: number; what: string }[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.right <= w + 0.5 || r.width === 0) continue;
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && parent.right > w + 0.5) continue; // report the outermost element that sticks out
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
      out.push({ right: Math.round(r.right), what: `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${(el.textContent ?? '').trim().slice(0, 50)}"` });
    }
    out.sort((a, b) => b.right - a.right);
    return `scrollWidth ${width}: ${out.slice(0, 3).map((o) => `${o.what} right ${o.right}`).join(' | ')}`;
  }, W);
  return found && `${path} ${found}`;
}

/** Each page: no sideways scroll, and no serious or critical axe violation at this width. */
async function noSidewaysScroll(page: Page, pages: string[]) {
  const offenders: string[] = [];
  const found: Found[] = [];
  for (const path of pages) {
    await open(page, path);
    const o = await overflow(page, path);
    if (o) offenders.push(o);
    await axeCheck(page, path, found);
  }
  for (const o of offenders) console.log(`phone overflow ${o}`);
  console.log(`phone: ${pages.length} pages, ${offenders.length} scroll sideways`);
  expect(offenders).toEqual([]);
  expect(axeReport(found, pages.length, ' at 390 px')).toEqual([]);
}

test('visitor pages fit a phone; the public header is short and its menu opens', async ({ page, request }) => {
  test.slow();
  const tokens = await apiLogin(request, ALICE.email, ALICE.password);
  const me = (await apiMe(request, tokens.accessToken)) as unknown as { companyIds: string[] };
  const company = (await (await request.get(`/api/v1/company/companies/${me.companyIds[0]}`)).json()) as { profileName: string };
  await noSidewaysScroll(page, [
    '/', '/welcome', '/about', '/pricing', '/contact', '/terms', '/privacy', '/faqs', '/login', '/register', '/reset',
    '/search?keyword=a', `/profile/${company.profileName}`, '/groups/hanseatic-makers', '/groups/northern-traders/events/baltic-trade-fair',
  ]);

  await open(page, '/about');
  const chrome = await page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? main.getBoundingClientRect().top : 9999;
  });
  console.log(`phone: public header and top bar take ${Math.round(chrome)} px`);
  expect(chrome).toBeLessThan(120);
  // the collapsed navigation: one menu button opens the links
  await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Contact Us' }).first()).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('member pages fit a phone; /me shows its content on the first screen, its sections in a menu', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await login(page, ALICE.email, ALICE.password);
  await expect(page).not.toHaveURL(/\/login/);
  await noSidewaysScroll(page, ['/me', '/me/notifications', '/chat', '/me/connections', '/me/followings', '/me/groups', '/me/products', '/me/rfqs', '/me/billing', '/me/billing/wallet']);

  await open(page, '/me/connections');
  // the member's top bar (logo, search, messages, bell, account) stays one short band above the content
  const bar = await page.getByRole('banner').first().evaluate((el) => el.getBoundingClientRect().height);
  console.log(`phone: member top bar ${Math.round(bar)} px high`);
  expect(bar).toBeLessThan(120);
  const top = await page.locator('main section').first().evaluate((el) => el.getBoundingClientRect().top);
  console.log(`phone: /me/connections content starts at ${Math.round(top)} px`);
  expect(top).toBeLessThan(844 / 2);
  await page.getByRole('button', { name: /^Sections: Connections/ }).click();
  await page.getByRole('menuitem', { name: 'Followings' }).click();
  await expect(page).toHaveURL(/\/me\/followings$/);
});

test('a group chat room keeps its name readable on a phone; its actions sit in a menu', async ({ page, request }) => {
  test.slow();
  const member = await newMemberViaApi(request, 'phone');
  const roomName = `Phone group with a long name ${Date.now()}`;
  const room = await request.post('/api/v1/chat/rooms', { data: { name: roomName }, headers: { authorization: `Bearer ${member.accessToken}` } });
  expect(room.status(), await room.text()).toBe(201);
  await page.goto('/login');
  await login(page, member.email, member.password);
  await expect(page).toHaveURL(/\/me$/);
  await open(page, '/chat');
  await page.getByRole('navigation', { name: 'Chat Rooms' }).getByTestId('room-item').filter({ hasText: roomName }).click();
  const title = page.getByTestId('room-title');
  await expect(title).toHaveText(roomName);
  const box = await title.boundingBox();
  console.log(`phone: room title box ${Math.round(box?.width ?? 0)} x ${Math.round(box?.height ?? 0)} px`);
  expect(box?.width ?? 0).toBeGreaterThan(120);
  expect(await overflow(page, 'chat room')).toBeNull();
  await page.getByRole('button', { name: 'Room actions' }).click();
  await page.getByRole('menuitem', { name: 'Members' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("a product page on a phone shows the product's name and the buyer's actions first, on the first screen", async ({ page, request }) => {
  const tokens = await apiLogin(request, ALICE.email, ALICE.password);
  const me = (await apiMe(request, tokens.accessToken)) as unknown as { companyIds: string[] };
  const company = (await (await request.get(`/api/v1/company/companies/${me.companyIds[0]}`)).json()) as { profileName: string };
  const path = `/products/${company.profileName}/ACM-BOLT-M8`;
  await open(page, path);
  const main = page.getByRole('main');
  const name = main.getByRole('heading', { level: 1, name: 'Stainless steel hex bolts M8' });
  const actions = [main.getByRole('button', { name: 'Contact supplier' }), main.getByRole('button', { name: 'Request a quote' })];
  const gallery = main.getByTestId('product-gallery');
  const top = async (l: typeof name) => (await l.boundingBox())?.y ?? Number.NaN;
  const bottom = async (l: typeof name) => { const b = await l.boundingBox(); return b ? b.y + b.height : Number.NaN; };
  const galleryTop = await top(gallery);
  console.log(`phone product: name at ${Math.round(await top(name))} px, actions end at ${Math.round(await bottom(actions[1]))} px, pictures at ${Math.round(galleryTop)} px`);
  expect(await bottom(name)).toBeLessThanOrEqual(galleryTop);
  for (const a of actions) {
    expect(await bottom(a)).toBeLessThanOrEqual(galleryTop);
    expect(await bottom(a)).toBeLessThanOrEqual(844);
  }
  expect(await overflow(page, path)).toBeNull();
  const found: Found[] = [];
  await axeCheck(page, path, found);
  expect(axeReport(found, 1, ' at 390 px')).toEqual([]);
});
