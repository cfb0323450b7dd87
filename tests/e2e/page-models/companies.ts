// Page models for the companies area: what a person sees and clicks on profiles, search and connections.
import { expect, type Page } from '@playwright/test';

export const ALICE = { email: 'alice@mtz.test', password: 'Alice123!' };

export async function searchFor(page: Page, keyword: string) {
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
}

export async function openProfile(page: Page, profileName: string, companyName: string) {
  await page.goto(`/profile/${profileName}`);
  await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
}

/** The app's toast with this text, of any status (a success is a plain toast spoken by the announcer, an error an alert). */
/** The newest toast with this text: an earlier one with the same text may still be up (on a slow machine the
 * second action's toast comes before the first one's has gone). */
export const alertWith = (page: Page, text: string) => page.locator('[data-alert]').filter({ hasText: text }).last();
