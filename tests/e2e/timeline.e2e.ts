// The timeline in the browser: a visitor gets the login box at /timeline and /v2/timeline; Bob, who follows Alice's
// company, has his timeline open when Alice writes a post from her own timeline's composer: Bob's page announces
// '1 new post' without moving what he reads, and shows it when he clicks. A campaign with the Timeline placement
// appears in Bob's feed marked 'Sponsored', and its Visit button goes through the click route to the advertiser.
// Scrolling to the end of the feed loads the next page (infinite scroll) until everything is read.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeCheck, axeReport, type Found } from './page-models/axe';
import { cardAndWalletViaApi, signIn } from './page-models/billing';
import { API, bearer, namedMember, type Member } from './page-models/live';

const LOGIN_REQUIRED = 'Login required. Please Login to access.';

/** A company the member creates through the API (as they would have on the company step). */
async function companyOf(request: APIRequestContext, m: Member): Promise<{ id: string; name: string; profileName: string }> {
  const r = await request.post(`${API}/companies`, { headers: bearer(m.accessToken), data: { name: `${m.lastname} Trading`, categoryIds: ['cat-1'] } });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()) as { id: string; name: string; profileName: string };
}

async function post(request: APIRequestContext, m: Member, companyId: string, title: string) {
  const r = await request.post(`${API}/company-posts`, { headers: bearer(m.accessToken), data: { companyId, title, content: `<p>${title} text</p>` } });
  expect(r.status(), await r.text()).toBe(201);
}

test('a visitor gets the login box at /timeline and /v2/timeline', async ({ page }) => {
  for (const path of ['/timeline', '/v2/timeline']) {
    await page.goto(path);
    await expect(page.getByText(LOGIN_REQUIRED)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute('href', new RegExp(`redirectUrl=${encodeURIComponent(path).replace(/%2F/g, '(%2F|/)')}`));
  }
});

test('Alice posts and Bob\'s open timeline announces it live; a Timeline campaign shows as Sponsored', async ({ browser, request }) => {
  test.slow();
  const alice = await namedMember(request, 'Alice');
  const bob = await namedMember(request, 'Bob');
  const acme = await companyOf(request, alice);
  const follow = await request.post(`${API}/follows`, { headers: bearer(bob.accessToken), data: { companyId: acme.id, followerId: bob.id } });
  expect(follow.status(), await follow.text()).toBe(201);
  for (const title of ['Older news', 'Catalogue out', 'Trade fair']) await post(request, alice, acme.id, `${title} ${alice.lastname}`);

  // an advertiser's campaign in the Timeline placement, started with wallet money
  const adv = await namedMember(request, 'Adele');
  const advCo = await companyOf(request, adv);
  await cardAndWalletViaApi(request, adv, 5000);
  const headline = `Timeline valves ${adv.lastname}`;
  const tpl = await request.post(`${API}/ad-templates`, { headers: bearer(adv.accessToken), data: { headline, text: 'Seen in your feed', targetType: 'COMPANY', targetId: advCo.id } });
  expect(tpl.status(), await tpl.text()).toBe(201);
  const camp = await request.post(`${API}/ad-campaigns`, {
    headers: bearer(adv.accessToken),
    data: { name: 'Feed', templateId: ((await tpl.json()) as { id: string }).id, placements: ['TIMELINE'], keywords: [], startsAt: Date.now() - 60_000, budgetCents: 1000, cpcCents: 100 },
  });
  expect(camp.status(), await camp.text()).toBe(201);
  const started = await request.patch(`${API}/ad-campaigns/${((await camp.json()) as { id: string }).id}`, { headers: bearer(adv.accessToken), data: { action: 'START' } });
  expect(started.status(), await started.text()).toBe(200);

  // Bob reads his timeline
  const b = await (await browser.newContext()).newPage();
  await signIn(b, bob.email, bob.password);
  await b.goto('/timeline');
  const feed = b.getByRole('feed', { name: 'Timeline' });
  const articles = feed.getByRole('article');
  await expect(articles.first()).toContainText(`Trade fair ${alice.lastname}`);
  await expect(articles).toHaveCount(4); // the three posts and, after the third, the sponsored item
  const sponsored = feed.getByTestId('sponsored-ad');
  await expect(sponsored).toContainText('Sponsored');
  await expect(sponsored).toContainText(headline);

  // Alice writes a post from her timeline's composer
  const a = await (await browser.newContext()).newPage();
  await signIn(a, alice.email, alice.password);
  await a.goto('/timeline');
  await expect(a.getByText(`Share an update as ${acme.name}`)).toBeVisible();
  await a.getByLabel('Post title').fill(`Live launch ${alice.lastname}`);
  await a.getByRole('textbox', { name: 'New post' }).fill('Our new valve range is in stock.');
  await a.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(a.getByRole('feed', { name: 'Timeline' }).getByRole('article').first()).toContainText(`Live launch ${alice.lastname}`);

  // Bob's page announces it; what he reads stays where it was until he asks
  const announce = b.getByRole('button', { name: '1 new post' });
  await expect(announce).toBeVisible();
  await expect(articles.first()).toContainText(`Trade fair ${alice.lastname}`);
  await expect(feed).not.toContainText(`Live launch ${alice.lastname}`);
  await announce.click();
  await expect(articles.first()).toContainText(`Live launch ${alice.lastname}`);
  await expect(articles.first()).toContainText('Our new valve range is in stock.');
  await expect(announce).toBeHidden();

  // the card layout shows the same feed; both layouts pass axe (WCAG 2.1 A/AA: no serious or critical violations)
  const found: Found[] = [];
  await axeCheck(b, '/timeline', found);
  await b.goto('/v2/timeline');
  await expect(b.getByRole('feed', { name: 'Timeline' }).getByRole('article').first()).toContainText(`Live launch ${alice.lastname}`);
  await expect(b.getByTestId('sponsored-ad')).toBeVisible();
  await axeCheck(b, '/v2/timeline', found);
  expect(axeReport(found, 2, ' timeline')).toEqual([]);
  // the sponsored item's Visit goes through the click route to the advertiser
  await b.getByRole('button', { name: `Sponsored: ${headline}` }).click();
  await expect(b).toHaveURL(new RegExp(`/profile/${advCo.profileName}$`));
});

test('scrolling to the end loads the next page until the feed is read', async ({ browser, request }) => {
  const carl = await namedMember(request, 'Carl');
  const dana = await namedMember(request, 'Dana');
  const co = await companyOf(request, carl);
  const follow = await request.post(`${API}/follows`, { headers: bearer(dana.accessToken), data: { companyId: co.id, followerId: dana.id } });
  expect(follow.status(), await follow.text()).toBe(201);
  for (let i = 1; i <= 25; i++) await post(request, carl, co.id, `Note ${i} ${carl.lastname}`);
  const d = await (await browser.newContext()).newPage();
  await signIn(d, dana.email, dana.password);
  await d.goto('/timeline');
  const entries = d.getByRole('feed', { name: 'Timeline' }).getByRole('article').filter({ hasText: carl.lastname });
  await expect(entries.first()).toContainText(`Note 25 ${carl.lastname}`);
  await expect(entries).toHaveCount(18); // one page
  await d.getByRole('button', { name: 'More' }).scrollIntoViewIfNeeded();
  await expect(entries).toHaveCount(25);
  await expect(entries.last()).toContainText(`Note 1 ${carl.lastname}`);
  await expect(d.getByText('You are all caught up.')).toBeVisible();
});
