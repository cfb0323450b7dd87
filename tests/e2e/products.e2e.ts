// Products in the browser: the owner adds a product with an image (upload with progress) and opens its page,
// creates a menu, adds products to it (a selection is needed), removes one after the confirm; adds an RFQ and
// opens its page.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './page-models/api';
import { freshMember, signIn } from './page-models/billing';
import { alertWith } from './page-models/companies';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function addProduct(page: Page, name: string, sku: string, opts: { service?: boolean; image?: boolean } = {}) {
  const form = page.getByRole('form', { name: 'Add a product' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('SKU').fill(sku);
  if (opts.service) await form.getByLabel('Type').selectOption('Service');
  if (opts.image) {
    await form.getByLabel('Images').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByText('photo.png')).toBeVisible();
  }
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `'${name}' added with ${opts.image ? '1 image' : '0 images'}.` })).toBeVisible();
}

test('the owner adds products, builds a menu, removes a product from it, and posts an RFQ', async ({ page, request }) => {
  const m = await freshMember(request, 'products');
  const tag = Date.now().toString(36);
  // the owner's company, as the sign-up's confirm step creates it
  const { accessToken } = await apiLogin(request, m.email, m.password);
  const company = await request.post('/api/v1/company/companies', { headers: { Authorization: `Bearer ${accessToken}` }, data: { name: `Oak Works ${tag}`, categoryIds: ['cat-1'] } });
  expect(company.status(), await company.text()).toBe(201);
  await signIn(page, m.email, m.password);

  await page.goto('/me/products');
  // the form says what is missing before anything is sent
  await page.getByRole('form', { name: 'Add a product' }).getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('SKU is required')).toBeVisible();

  await addProduct(page, `Oak chair ${tag}`, `OAK-${tag}`, { image: true });
  await page.getByRole('link', { name: 'Open product page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Oak chair ${tag}` })).toBeVisible();
  await expect(page.getByText(`SKU: OAK-${tag}`)).toBeVisible();
  await expect(page.getByTestId('product-type')).toHaveText('Product');
  await expect(page.getByRole('link', { name: `Oak Works ${tag}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /report/i })).toBeVisible();
  const img = page.getByRole('img', { name: `Oak chair ${tag} image 1 of 1` });
  await expect(img).toBeVisible();
  expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  // the product goes into a product watchlist once; the second time is refused
  await page.getByRole('button', { name: 'Add to watchlist' }).click();
  const wl = page.getByRole('dialog', { name: 'Add to watchlist' });
  await wl.getByLabel('New list name').fill(`Chairs ${tag}`);
  await wl.getByRole('button', { name: 'Create list' }).click();
  await expect(wl.getByLabel('Watchlist')).toHaveValue(/.+/);
  await wl.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(alertWith(page, 'The product is added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Add to watchlist' }).click();
  await wl.getByLabel('Watchlist').selectOption({ label: `Chairs ${tag}` });
  await wl.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(alertWith(page, `The list 'Chairs ${tag}' has this product already`)).toBeVisible();
  await wl.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(wl).toBeHidden();

  await page.goto('/me/products');
  await addProduct(page, `Tea service ${tag}`, `TEA-${tag}`, { service: true });
  await expect(page.getByRole('table', { name: 'My products' }).getByRole('row')).toHaveCount(3);
  // more images for an existing product, then one removed after the confirm
  await page.getByRole('button', { name: `Images of Tea service ${tag}` }).click();
  const images = page.getByRole('dialog', { name: `Images of Tea service ${tag}` });
  await images.getByLabel('Add images').setInputFiles([1, 2].map((i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: PNG })));
  await expect(images.getByRole('img', { name: /image \d+$/ })).toHaveCount(2);
  await images.getByRole('button', { name: 'Remove image 1' }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'OK' }).click();
  await expect(images.getByRole('img', { name: /image \d+$/ })).toHaveCount(1);
  await images.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('row', { name: new RegExp(`Tea service ${tag}`) })).toContainText('1');

  // a menu: empty, then products added (a selection is needed), then one removed after the confirm
  await page.goto('/me/product-menus');
  await page.getByLabel('Menu name').fill(`Lunch ${tag}`);
  await page.getByRole('button', { name: 'Add menu' }).click();
  await page.getByRole('link', { name: `Lunch ${tag}` }).click();
  await expect(page.getByText('This menu has no product')).toBeVisible();
  await page.getByRole('button', { name: 'Add products' }).click();
  const picker = page.getByRole('dialog', { name: 'Add products to the menu' });
  await picker.getByRole('button', { name: 'Add selected' }).click();
  await expect(alertWith(page, 'Please select products to add')).toBeVisible();
  await picker.getByText(`Oak chair ${tag} (OAK-${tag})`).click();
  await picker.getByText(`Tea service ${tag} (TEA-${tag})`).click();
  await picker.getByRole('button', { name: 'Add selected' }).click();
  await expect(picker).toBeHidden();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('article', { name: `Tea service ${tag}` })).toContainText('Service');
  await expect(page.getByRole('article', { name: `Oak chair ${tag}` }).getByRole('img')).toBeVisible();

  await page.getByRole('article', { name: `Tea service ${tag}` }).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Please confirm' }));
  await expect(confirm.getByText('Are you sure?')).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(alertWith(page, 'Product removed from the menu successfully')).toBeVisible();
  await expect(cards).toHaveCount(1);

  // an RFQ, then its page
  await page.goto('/me/rfqs');
  const rfq = page.getByRole('form', { name: 'Add an RFQ' });
  await rfq.getByLabel('Title').fill(`40 oak chairs ${tag}`);
  await rfq.getByLabel('Description').fill('Delivery to Vilnius by March.');
  await rfq.getByRole('button', { name: 'Add RFQ' }).click();
  await page.getByRole('table', { name: 'My RFQs' }).getByRole('link', { name: `40 oak chairs ${tag}` }).click();
  await expect(page).toHaveURL(/\/rfqs\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `40 oak chairs ${tag}` })).toBeVisible();
  await expect(page.getByText('Delivery to Vilnius by March.')).toBeVisible();
  await expect(page.getByText(/^By Bea Buyer,/)).toBeVisible();
});

test('a buyer contacts the supplier from a product page and requests a quote, landing in its RFQ room; the supplier sees neither button', async ({ page, request, browser }) => {
  test.slow();
  const supplier = await freshMember(request, 'supplier');
  const tag = Date.now().toString(36);
  const { accessToken } = await apiLogin(request, supplier.email, supplier.password);
  const auth = { Authorization: `Bearer ${accessToken}` };
  const company = await request.post('/api/v1/company/companies', { headers: auth, data: { name: `Coil Mills ${tag}`, categoryIds: ['cat-1'] } });
  expect(company.status(), await company.text()).toBe(201);
  const { id: companyId, profileName } = (await company.json()) as { id: string; profileName: string };
  const product = await request.post('/api/v1/company/products', { headers: auth, data: { companyId, name: `Steel coil ${tag}`, sku: `COIL-${tag}` } });
  expect(product.status(), await product.text()).toBe(201);
  const productPath = `/products/${profileName}/COIL-${tag}`;

  // a visitor is asked to log in first
  await page.goto(productPath);
  await page.getByRole('button', { name: 'Contact supplier' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog')).getByText('You need to login')).toBeVisible();
  await page.keyboard.press('Escape');

  const buyer = await freshMember(request, 'buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto(productPath);
  await page.getByRole('button', { name: 'Contact supplier' }).click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
  await expect(page.getByTestId('room-title')).toBeVisible();
  const direct = page.url();
  // a second time opens the same direct chat (the server answers 409 for a second one)
  await page.goto(productPath);
  await page.getByRole('button', { name: 'Contact supplier' }).click();
  await expect(page).toHaveURL(direct);

  await page.goto(productPath);
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote' });
  await expect(dialog.getByLabel('Title')).toHaveValue(`Quote: Steel coil ${tag}`);
  await expect(dialog.getByLabel('Description')).toHaveValue(new RegExp(`SKU COIL-${tag}`));
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
  await expect(page.getByTestId('room-title')).toHaveText(`RFQ: Quote: Steel coil ${tag}`);

  // the supplier: no buyer buttons on their own product; the RFQ room is in their chat
  const context = await browser.newContext();
  const own = await context.newPage();
  await signIn(own, supplier.email, supplier.password);
  await own.goto(productPath);
  await expect(own.getByRole('heading', { level: 1, name: `Steel coil ${tag}` })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Contact supplier' })).toHaveCount(0);
  await own.goto('/chat');
  await expect(own.getByRole('navigation', { name: 'Chat Rooms' }).getByTestId('room-item').filter({ hasText: `RFQ: Quote: Steel coil ${tag}` })).toBeVisible();
  await context.close();
});
