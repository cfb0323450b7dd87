// Search in the browser (spec 2): a visitor searches a product's name from the top bar and finds it under 'All'
// and under the Products tab with its count, pages kept in the URL; a blank keyword does not search.
import { expect, test } from '@playwright/test';

const PRODUCT = 'Stainless steel hex bolts M8';

test('a visitor finds a product from the top bar under All and under Products; a blank keyword does not search', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('navigation', { name: 'Top bar' }).getByRole('searchbox', { name: 'Search' });

  // blank: no dropdown, Enter stays on the page
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);

  // the dropdown already lists the product, Enter opens /search on 'All'
  await box.fill('bolts');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: PRODUCT })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=bolts$/);
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('link', { name: PRODUCT })).toBeVisible();
  await expect(products.getByText('Acme Trading · SKU ACM-BOLT-M8')).toBeVisible();

  // the Products tab carries the count, which its page repeats; the URL keeps keyword and type
  const tab = page.getByRole('tab', { name: /^Products \(\d+\)$/ });
  await expect(tab).toBeVisible();
  const count = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(1);
  await products.getByRole('link', { name: /^See all \d+ products?$/ }).click();
  await expect(page).toHaveURL(/\/search\?keyword=bolts&type=PRODUCT$/);
  await expect(page.getByRole('tab', { name: /^Products/, selected: true })).toBeVisible();
  await expect(page.getByText(`${count} ${count === 1 ? 'product' : 'products'} found`)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: PRODUCT })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();

  // other types' tabs answer too; 'All' comes back by its tab
  await page.getByRole('tab', { name: /^Companies \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/type=COMPANY/);
  await expect(page.getByText(/^\d+ compan(y|ies) found$/)).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=bolts$/);
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('link', { name: PRODUCT })).toBeVisible();

  // a search of spaces on the page is no keyword: the form sends none
  await page.getByLabel('Keyword').fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
});
