// Geography in the browser: the company info dialog's country list and the chosen country's states (a country the
// old hand-written list lacked), a city suggested from the server's dataset, the profile's map at the city when no
// point was entered; /search's country filter lists countries and keeps the code in the address.
import { expect, test } from '@playwright/test';
import { apiLogin } from './page-models/api';
import { freshMember, signIn } from './page-models/billing';

test('an address on the complete geography: Japan, Tokyo, a city from the list; the map shows the city', async ({ page, request }) => {
  const m = await freshMember(request, 'geo-e2e');
  const { accessToken } = await apiLogin(request, m.email, m.password);
  const res = await request.post('/api/v1/company/companies', { headers: { Authorization: `Bearer ${accessToken}` }, data: { name: 'Geo Works', categoryIds: ['cat-1'] } });
  expect(res.status(), await res.text()).toBe(201);
  const company = (await res.json()) as { profileName: string };
  await signIn(page, m.email, m.password);

  await page.goto(`/profile/${company.profileName}?selectedDialog=COMPANY_INFO`);
  const info = page.getByRole('dialog', { name: 'Edit company info' });
  await info.getByLabel('Country', { exact: true }).selectOption('Japan');
  await info.getByLabel('State').selectOption('Tokyo'); // waits for the country's states
  const city = info.getByLabel('City');
  await city.fill('Shibu');
  await expect(info.locator('datalist option[value="Shibuya-ku"]')).toHaveCount(1);
  await city.fill('Shibuya-ku');
  await info.getByLabel('Address').fill('1-2-3 Jinnan');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info).toBeHidden();
  const map = page.locator('iframe[title^="Map of"]');
  await expect(map).toHaveAttribute('src', /marker=35\.66\d*,139\.69\d*/);

  await page.goto('/search');
  const filters = page.getByRole('search', { name: 'Search filters' });
  await filters.getByLabel('Country').selectOption('Latvia');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/country=LV/);
  await expect(filters.getByLabel('Country')).toHaveValue('LV');
});
