// Group sponsorship in the browser: Alice (owner of Northern Traders) creates a plan with a price and invites a new
// member, who adds a card, subscribes from the Sponsors tab through checkout, fills text and link, is seen on the
// Sponsors tab and the event sponsors page, unsubscribes, re-subscribes, switches, upgrades; Alice removes the sponsor.
import { expect, test } from '@playwright/test';
import { addCard, alert, confirmOk, freshMember, signIn } from './page-models/billing';
import { createPlanWithPrice, inviteSponsor, payByCard, sponsorsTab, sponsorWithText } from './page-models/sponsors';

const GROUP = 'northern-traders';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAFklEQVR42mP8z8DAwMDAxMDAwMDAAAAhBQEBkDbr2QAAAABJRU5ErkJggg==', 'base64');

test('a plan, an invite, a sponsor through checkout shown on the group and event, unsubscribe, re-subscribe, switch, upgrade, removal; visitors log in first', async ({ browser, request }) => {
  test.slow(); // three people and a dozen steps: 40 s of its 60 s in the whole suite on a loaded 2-core machine
  const tag = `${Date.now() % 1e8}`;
  const plan = { name: `E2E Plan ${tag}`, description: 'A line in the sponsor list.', max: '3', rank: '1', dollars: '12.50' };

  // a visitor clicking Sponsor is asked to log in, then sent to the login page
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/groups/${GROUP}`);
  await visitor.getByRole('button', { name: 'Sponsor', exact: true }).click();
  await confirmOk(visitor, 'Please login to be a sponsor');
  await expect(visitor).toHaveURL(/\/login\?redirectUrl=%2Fgroups%2Fnorthern-traders/);

  const buyer = await freshMember(request, 'sponsor');
  // Alice, the owner, sees no Sponsor button, creates a plan with a monthly price and invites the new member
  const alice = await (await browser.newContext()).newPage();
  await signIn(alice, 'alice@mtz.test', 'Alice123!');
  await alice.goto(`/groups/${GROUP}`);
  await expect(alice.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alice.getByRole('button', { name: 'Sponsor', exact: true })).toHaveCount(0);
  await createPlanWithPrice(alice, GROUP, plan);
  await inviteSponsor(alice, buyer.email, `Please sponsor us ${tag}`);

  // the new member sees the invite, adds a card and subscribes from the Sponsors tab
  const page = await (await browser.newContext()).newPage();
  await signIn(page, buyer.email, buyer.password);
  await addCard(page, '4242424242424242');
  await expect(alert(page, 'Card created')).toBeVisible();
  await page.goto('/me/groups/sponsors/invites');
  const invite = page.getByRole('listitem', { name: 'Sponsor invite from Northern Traders' });
  await expect(invite).toContainText(`Please sponsor us ${tag}`);
  await invite.getByRole('link', { name: 'View plans' }).click();
  await expect(page).toHaveURL(new RegExp(`${sponsorsTab(GROUP)}$`));
  await page.goto(`/groups/${GROUP}`);
  await page.getByRole('button', { name: 'Sponsor', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${sponsorsTab(GROUP)}$`));
  await page.getByRole('link', { name: `Subscribe ${plan.name} $12.50 per month` }).click();
  await expect(page.getByRole('heading', { name: 'Sponsor Northern Traders' })).toBeVisible();
  await payByCard(page);

  // after payment: text and redirect link
  const text = `Sponsored by tag ${tag} <b>not bold</b>`;
  await page.getByLabel('Sponsor text').fill(text);
  await page.getByLabel('Redirect link').fill('notalink');
  await page.getByRole('button', { name: 'Save text' }).click();
  await expect(page.getByText('Please enter a valid link starting with http:// or https://')).toBeVisible();
  await page.getByLabel('Redirect link').fill(`https://sponsor-${tag}.example.test/`);
  await page.getByRole('button', { name: 'Save text' }).click();
  await expect(alert(page, 'Text updated')).toBeVisible();
  await page.getByRole('button', { name: 'Add banner' }).click();
  const editor = page.getByRole('dialog', { name: 'Sponsor banner' });
  await editor.getByLabel('Banner image', { exact: true }).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(alert(page, 'Banner saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current banner' })).toBeVisible();
  await page.getByRole('link', { name: "Go to the group's sponsors" }).click();
  const card = sponsorWithText(page, text);
  await expect(card).toBeVisible(); // user text shown as text
  await expect.poll(() => card.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  const visit = card.getByRole('link', { name: 'Visit sponsor' });
  await expect(visit).toHaveAttribute('href', `https://sponsor-${tag}.example.test/`);
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('article', { name: `Plan ${plan.name}` })).toContainText('Remaining slots: 2');
  // one live sponsorship per group: the plans offer its management instead of another Subscribe
  await expect(page.getByRole('link', { name: 'Manage sponsorship' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Subscribe ${plan.name} $12.50 per month` })).toHaveCount(0);
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`${sponsorsTab(GROUP)}/[^/]+$`));
  await expect(sponsorWithText(page, text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'All sponsors' })).toBeVisible();

  // the event's sponsors page shows it too, and my ad banners hold it for editing
  await page.goto(`/groups/${GROUP}/events/baltic-trade-fair/sponsors`);
  await expect(sponsorWithText(page, text)).toBeVisible();
  await page.goto('/me/groups/ad-banners');
  await expect(page.getByRole('region', { name: 'Ad banner for Northern Traders' }).getByLabel('Sponsor text')).toHaveValue(text);

  // the subscription page: unsubscribe, then re-subscribe
  await page.goto('/me/billing/subscriptions');
  const sponsorships = page.getByRole('region', { name: 'Sponsorships' });
  await sponsorships.getByRole('link', { name: `Northern Traders · ${plan.name}` }).click();
  await expect(page.getByRole('group', { name: 'Sponsorship' })).toContainText('Next billing date');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await confirmOk(page, 'Do you want to unsubscribe from this sponsorship?');
  await expect(alert(page, 'Sponsorship Unsubscribed')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sponsorship' })).toContainText('Cancelled · active until');
  await page.getByRole('button', { name: 'Re-subscribe' }).click();
  await confirmOk(page, 'Do you want to re-subscribe to this sponsorship?');
  await expect(alert(page, 'Sponsorship Re-subscribed')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sponsorship' })).toContainText('Next billing date');
  // plan changes by rank (this plan is rank 1 like the seeded Bronze): a switch waits for the next billing,
  // an upgrade shows the server's quote and is paid now
  const sponsorship = page.getByRole('group', { name: 'Sponsorship' });
  await page.getByRole('button', { name: 'Switch to Bronze $30.00 per month' }).click();
  await expect(sponsorship).toContainText('At the next billing: Bronze $30.00 per month');
  await page.getByRole('button', { name: 'Upgrade to Silver $80.00 per month' }).click();
  const upgrade = page.getByRole('group', { name: 'Upgrade', exact: true });
  await expect(upgrade.getByRole('group', { name: 'Upgrade totals' })).toContainText('Total: $');
  await upgrade.getByRole('button', { name: 'Confirm upgrade' }).click();
  await expect(alert(page, 'Sponsorship upgraded')).toBeVisible();
  await expect(sponsorship).toContainText('Plan: Silver (rank 2)');
  await expect(sponsorship).not.toContainText('At the next billing');

  // the group owner removes the sponsor: cancelled at once, gone from the tab and shown as ended to the sponsor
  await alice.goto(sponsorsTab(GROUP));
  await sponsorWithText(alice, text).getByRole('button', { name: 'Remove sponsor' }).click();
  await confirmOk(alice, 'Remove the sponsorship of');
  await expect(alert(alice, 'Sponsorship has been removed')).toBeVisible();
  await expect(sponsorWithText(alice, text)).toHaveCount(0);
  await page.reload();
  await expect(sponsorship).toContainText('Ended');
});
