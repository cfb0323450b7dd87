// axe-core (WCAG 2.1 A and AA rules) on a page that has rendered its content: what a11y.e2e.ts checks on a
// desktop and phone.e2e.ts at 390 px. 0 serious or critical violations is the bar; the others are printed.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Found = { page: string; id: string; impact: string; help: string; nodes: string[] };

/** Opens `path` and waits for its content: the boot skeleton and the lazy page's loader are gone. */
export async function openRendered(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.boot')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => {}); // the socket keeps the network busy for members
}

/** axe's violations on the page as it stands, added to `found` under `label`. */
export async function axeCheck(page: Page, label: string, found: Found[]): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of result.violations) {
    found.push({ page: label, id: v.id, impact: v.impact ?? 'unknown', help: v.help, nodes: v.nodes.slice(0, 3).map((n) => `${n.html.slice(0, 140)} ${(n.any[0]?.message ?? '').slice(0, 120)}`) });
  }
}

/** Prints every violation and a summary line; returns the serious and critical ones (the test expects none). */
export function axeReport(found: Found[], pages: number, where = ''): string[] {
  const serious = found.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  for (const f of found) console.log(`axe${where} ${f.impact} ${f.page} ${f.id}: ${f.help} [${f.nodes.join(' | ')}]`);
  console.log(`axe${where}: ${pages} pages, ${serious.length} serious or critical violations, ${found.length - serious.length} others`);
  return serious.map((f) => `${f.page} ${f.id} (${f.impact}): ${f.help} at ${f.nodes.join(' | ')}`);
}
