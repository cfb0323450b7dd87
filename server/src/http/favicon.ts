// /favicon.ico when the build has none: a 32x32 icon (the brand's blue square with a white "M"), a PNG inside an
// ICO container, drawn once at start. Browsers ask for /favicon.ico on their own; the app's HTML is no icon.
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 32;
const BLUE = [0x1f, 0x4e, 0xa8, 0xff];
const WHITE = [0xff, 0xff, 0xff, 0xff];

/** True where the letter M is drawn: two legs and two diagonals meeting in the middle. */
function inM(x: number, y: number): boolean {
  if (y < 8 || y > 23 || x < 7 || x > 24) return false;
  if (x <= 9 || x >= 22) return true;
  const d = y - 8; // the diagonals go from the top of each leg to the middle, 7 rows down
  return d <= 8 && (Math.abs(x - (10 + d * 0.7)) < 1.5 || Math.abs(x - (21 - d * 0.7)) < 1.5);
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

function png(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(SIZE, 0);
  ihdr.writeUInt32BE(SIZE, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  const raw = Buffer.alloc(SIZE * (1 + SIZE * 4));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 4);
    raw[row] = 0; // filter: none
    for (let x = 0; x < SIZE; x++) raw.set(inM(x, y) ? WHITE : BLUE, row + 1 + x * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** An ICO file holding one 32x32 PNG image. */
export function defaultFavicon(): Buffer {
  const image = png();
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
}
