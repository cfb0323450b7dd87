// Pure helpers of uploads: header encoding of any file name, content types, image sniffing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentHeader, cleanContentType, sniffImage } from '../../../server/src/chat/uploads';
import { PNG_1PX } from './chat-harness';

const wellFormed = (s: string) =>
  Array.from(s, (ch) => (ch.length === 1 && ch.charCodeAt(0) >= 0xd800 && ch.charCodeAt(0) <= 0xdfff ? '\uFFFD' : ch)).join('');

describe('attachmentHeader', () => {
  it('carries any name exactly (UTF-8 filename*) and is always a valid one-line ASCII header value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((c) => String.fromCharCode(c)), maxLength: 8 })), (name) => {
        const h = attachmentHeader(name);
        expect(h).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[\x21-\x7e]*$/);
        expect(() => new Headers({ 'content-disposition': h })).not.toThrow();
        const ascii = /filename="([^"]*)"/.exec(h)?.[1] ?? '';
        expect(ascii).not.toMatch(/["\\]/);
        const encoded = /filename\*=UTF-8''(.*)$/.exec(h)?.[1] ?? '';
        // lone surrogates (never in a parsed multipart name) come back as U+FFFD
        expect(decodeURIComponent(encoded)).toBe(wellFormed(name));
      }),
      { numRuns: 500 },
    );
  });
});

describe('cleanContentType', () => {
  it('keeps type/subtype tokens, lower-cased and without parameters; anything else is octet-stream', () => {
    expect(cleanContentType('Text/HTML; charset=utf-8')).toBe('text/html');
    expect(cleanContentType('image/svg+xml')).toBe('image/svg+xml');
    expect(cleanContentType('')).toBe('application/octet-stream');
    expect(cleanContentType('text/plain\r\nX-Evil: 1')).toBe('application/octet-stream');
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (t) => {
        expect(cleanContentType(t)).toMatch(/^[a-z0-9][\w.+-]*\/[a-z0-9][\w.+-]*$/);
      }),
    );
  });
});

describe('sniffImage', () => {
  it('tells PNG, JPEG, GIF and WebP by their bytes, and nothing else', () => {
    expect(sniffImage(PNG_1PX)).toBe('image/png');
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
