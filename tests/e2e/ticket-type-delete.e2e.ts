// Destructive actions ask first: deleting an unsold ticket type asks 'Delete the ticket type ...?'; Cancel keeps it,
// Delete removes it from the organiser's list.
import { expect, test } from '@playwright/test';
import { signIn } from './page-models/billing';
import { aliceEvent, ticketTypeViaApi } from './page-models/tickets';

test('deleting a ticket type is asked first: Cancel keeps it, Delete removes it', async ({ page, request }) => {
  const tag = Math.floor(Math.random() * 1e8);
  const fx = await aliceEvent(request, `Confirm Expo ${tag}`);
  await ticketTypeViaApi(request, fx, 'Standard', 1000, 5);
  await ticketTypeViaApi(request, fx, 'Spare', 500, 5);
  await signIn(page, 'alice@mtz.test', 'Alice123!');
  await page.goto(fx.path);
  await page.getByRole('button', { name: 'Ticket types' }).click();
  const list = page.getByRole('dialog', { name: `Ticket types: ${fx.event.name}` }).getByRole('list', { name: 'Ticket types' });
  await expect(list).toContainText('Spare');

  await list.getByRole('button', { name: 'Delete Spare' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete ticket type' });
  await expect(ask).toContainText('Delete the ticket type Spare? Nobody has bought it yet.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(list).toContainText('Spare');

  await list.getByRole('button', { name: 'Delete Spare' }).click();
  await ask.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list).not.toContainText('Spare');
  await expect(list).toContainText('Standard');
});
