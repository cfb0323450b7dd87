// The frame parser: any split of valid frames parses the same; any bytes give frames or a
// StompParseError, never another exception; serialized bodies carry their UTF-8 byte length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FrameParser, StompParseError, escapeHeader, serializeFrame, type Frame, type Parsed } from '../../server/src/realtime/stomp-frames';

const sendFrame = (dest: string, body: string, withLength: boolean) => {
  const len = withLength ? `content-length:${Buffer.byteLength(body)}\n` : '';
  return `SEND\ndestination:${escapeHeader(dest)}\n${len}\n${body}\0`;
};

function parseAll(chunks: Buffer[]): Parsed[] {
  const p = new FrameParser();
  return chunks.flatMap((c) => p.push(c));
}

describe('STOMP frame parser', () => {
  it('parses valid frames the same however the bytes are split', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ dest: fc.string(), body: fc.string({ unit: 'binary' }), withLength: fc.boolean() }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 20 }),
        (frames, cuts) => {
          // without content-length a body cannot contain NUL
          const fs = frames.map((f) => ({ ...f, body: f.withLength ? f.body : f.body.replace(/\0/g, '') }));
          const bytes = Buffer.from(fs.map((f) => `\n${sendFrame(f.dest, f.body, f.withLength)}`).join(''));
          const chunks: Buffer[] = [];
          let at = 0;
          for (const c of cuts) {
            if (at >= bytes.length) break;
            chunks.push(bytes.subarray(at, at + c));
            at += c;
          }
          if (at < bytes.length) chunks.push(bytes.subarray(at));
          const parsed = parseAll(chunks).filter((p): p is Frame => p !== 'heartbeat');
          expect(parsed.map((p) => [p.headers.destination, p.body.toString('utf8')])).toEqual(fs.map((f) => [f.dest, f.body]));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('throws only StompParseError on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 200 }), { maxLength: 5 }), (chunks) => {
        try {
          parseAll(chunks.map((c) => Buffer.from(c)));
        } catch (err) {
          expect(err).toBeInstanceOf(StompParseError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('serializes content-length as the UTF-8 byte count and escapes header values', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (body, value) => {
        const text = serializeFrame('MESSAGE', { destination: value }, body);
        if (body.length > 0) expect(text).toContain(`content-length:${Buffer.byteLength(body, 'utf8')}\n`);
        expect(text.endsWith(`${body}\0`)).toBe(true);
        const head = text.slice(0, text.indexOf('\n\n'));
        expect(head.split('\n').length).toBe(body.length > 0 ? 3 : 2); // escaped values never break lines
      }),
    );
    expect(serializeFrame('MESSAGE', {}, '😀')).toBe('MESSAGE\ncontent-length:4\n\n😀\0');
  });
});
