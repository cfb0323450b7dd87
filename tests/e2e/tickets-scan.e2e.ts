// Check-in by camera: the desk's 'Scan QR code' reads a ticket's QR code from the camera. Chromium's fake camera plays
// a y4m video made here from the QR code of Bob's ticket (its check-in link, as the ticket page draws it); Chromium on
// Linux has no BarcodeDetector, so this runs the jsQR path. The first scan checks the ticket in; a second scan of the
// same code is refused as already used.
import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { checkInPath } from '../../src/domain/tickets';
import { freshMember, signIn } from './page-models/billing';
import { aliceEvent, buyViaApi, ticketTypeViaApi } from './page-models/tickets';

const W = 640;
const H = 480;

/** A y4m video (I420, a few identical frames; Chromium loops it) showing `text` as a black-on-white QR code. */
function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(Math.min(W, H) / (modules.size + 2 * quiet));
  const side = scale * (modules.size + 2 * quiet);
  const [x0, y0] = [Math.floor((W - side) / 2), Math.floor((H - side) / 2)];
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) {
      if (!modules.get(r, c)) continue;
      for (let dy = 0; dy < scale; dy++) y.fill(16, (y0 + (r + quiet) * scale + dy) * W + x0 + (c + quiet) * scale, (y0 + (r + quiet) * scale + dy) * W + x0 + (c + quiet + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const file = join(mkdtempSync(join(tmpdir(), 'mtz-qr-')), 'ticket.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 5 }, () => frame)]));
  return file;
}

test('the check-in desk scans a ticket QR code with the camera: in once, then already used', async ({ request }, info) => {
  test.slow();
  const tag = Math.floor(Math.random() * 1e8);
  const fx = await aliceEvent(request, `Scan Expo ${tag}`);
  const { event } = fx;
  const typeId = await ticketTypeViaApi(request, fx, 'Entry', 0, 10);
  const ticket = (await buyViaApi(request, await freshMember(request, 'bob-scan'), typeId, 1)).tickets[0]!;
  const baseURL = info.project.use.baseURL ?? '';

  // a browser whose camera shows the ticket's QR code
  const video = qrVideo(`${baseURL}${checkInPath(ticket.id, ticket.code)}`);
  const launch = info.project.use.launchOptions ?? {};
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), `--use-file-for-fake-video-capture=${video}`] });
  try {
    const owner = await (await browser.newContext({ baseURL, permissions: ['camera'] })).newPage();
    await signIn(owner, 'alice@mtz.test', 'Alice123!');
    const decoder = (await owner.evaluate(() => 'BarcodeDetector' in globalThis)) ? 'BarcodeDetector' : 'jsQR';
    info.annotations.push({ type: 'decoder', description: decoder });
    console.log(`check-in scan decoder: ${decoder}`);
    await owner.goto(fx.path);
    await owner.getByRole('button', { name: 'Check in tickets' }).click();
    const desk = owner.getByRole('dialog', { name: `Check in: ${event.name}` });
    await expect(desk.getByLabel('Checked in')).toHaveText('0 of 1 ticket checked in');
    await desk.getByRole('button', { name: 'Scan QR code' }).click();
    await expect(desk.getByLabel('Camera')).toBeVisible();
    await expect(desk.getByRole('status').filter({ hasText: 'Ticket checked in: Entry' })).toBeVisible();
    await expect(desk.getByLabel('Checked in')).toHaveText('1 of 1 ticket checked in');
    // the camera still shows the same ticket: a second scan is refused
    await desk.getByRole('button', { name: 'Scan QR code' }).click();
    await expect(desk.getByRole('alert').filter({ hasText: 'Ticket already used' })).toBeVisible();
    await expect(desk.getByLabel('Checked in')).toHaveText('1 of 1 ticket checked in');
  } finally {
    await browser.close();
  }
});
