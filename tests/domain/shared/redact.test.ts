// The flight recorder's redaction (src/domain/shared/redact.ts, applied by the client as it records and by the
// server to a recording attached to a feedback): no secret-shaped field or value survives, whatever the nesting.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDACTED, luhn, redact } from '../../../src/domain/shared/redact';

const SECRET_KEYS = ['accessToken', 'refresh_token', 'refreshToken', 'token', 'PASSWORD', 'currentPassword', 'Authorization',
  'authorization', 'cvc', 'CVV', 'cardNumber', 'card_number', 'x-auth-token', 'apiKey', 'client_secret', 'confirmCode', 'securityCode'];
const PLAIN_KEYS = ['id', 'name', 'roomId', 'cents', 'couponCodes', 'message', 'items', 'meta', 'number', 'code', 'seq', 'idempotencyKey'];

/** a marker no redaction rule knows: only its field's name can make it go */
const marker = fc.integer({ min: 0, max: 1e9 }).map((n) => `S3CR3T-${n}`);
const jwt = fc.tuple(fc.base64String({ minLength: 4, maxLength: 20 }), fc.base64String({ minLength: 4, maxLength: 20 }))
  .map(([a, b]) => `eyJ${a.replace(/[+/=]/g, 'x')}.${b.replace(/[+/=]/g, 'y')}.sig${a.length}`);
const card = fc.constantFrom('4242424242424242', '4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005');
const secretValue = fc.oneof(jwt, card, jwt.map((j) => `Bearer ${j}`), card.map((c) => `my card is ${c}, ok`), marker.map((m) => `/x?token=${m}&a=1`));

/** JSON-like trees with secret keys (any value) and secret-shaped strings (any key) at any depth */
const tree = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('array'), tie('object')),
  leaf: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), secretValue),
  array: fc.array(tie('node'), { maxLength: 4 }),
  object: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...SECRET_KEYS), fc.constantFrom(...PLAIN_KEYS)), fc.oneof(tie('node'), marker)), { maxLength: 5 })
    .map((pairs) => Object.fromEntries(pairs)),
}));

function secretsIn(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string' && v.includes('S3CR3T')) out.push(v);
  if (Array.isArray(v)) v.forEach((x) => secretsIn(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => secretsIn(x, out));
  return out;
}

function walk(v: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(v)) v.forEach((x) => walk(x, visit));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { visit(k, x); walk(x, visit); }
}

describe('redaction', () => {
  it('no secret-shaped field or value survives, whatever the nesting', () => {
    fc.assert(fc.property(tree.node, (input) => {
      const out = redact(input);
      const text = JSON.stringify(out);
      walk(out, (k, x) => {
        if (SECRET_KEYS.includes(k) && x !== null && x !== '') expect(x).toBe(REDACTED);
      });
      expect(text).not.toMatch(/eyJ[\w-]*\.[\w-]+\.[\w-]+/);
      expect(text).not.toMatch(/4242424242424242|4111 1111 1111 1111|5555-5555-5555-4444|378282246310005/);
      expect(text).not.toMatch(/token=S3CR3T/);
      // markers stay only where no secret name holds them
      for (const s of secretsIn(out)) expect(s).toMatch(/^S3CR3T-\d+$/);
      expect(redact(out)).toEqual(out);
    }), { numRuns: 500 });
  });

  it('a secret at any depth, under objects and arrays, is gone', () => {
    const step = fc.oneof(fc.constantFrom(...PLAIN_KEYS), fc.nat({ max: 3 }));
    fc.assert(fc.property(fc.array(step, { maxLength: 30 }), fc.constantFrom(...SECRET_KEYS), marker, secretValue, (path, key, m, shaped) => {
      let v: unknown = { [key]: m, note: shaped };
      for (const s of [...path].reverse()) v = typeof s === 'number' ? [...Array<null>(s).fill(null), v] : { [s]: v };
      const text = JSON.stringify(redact(v));
      expect(text).not.toContain(m);
      expect(text).not.toMatch(/eyJ[\w-]*\.[\w-]+\.[\w-]+|4242424242424242|4111 1111 1111 1111|5555-5555-5555-4444|378282246310005|token=S3CR3T/);
      expect(text).toContain(`"${key}":"${REDACTED}"`);
    }), { numRuns: 300 });
  });

  it('keeps what is not secret as it was', () => {
    const plain = { id: 'r1', cents: 2500, couponCodes: ['welcome10'], number: 'ORD-12', meta: { at: '2026-11-24T02:00:00Z', n: [1, 2] } };
    expect(redact(plain)).toEqual(plain);
    // long digit runs that are no card number (Luhn) are kept: amounts, timestamps mostly
    expect(luhn('4242424242424242')).toBe(true);
    expect(redact('order 1764000000001')).toBe(luhn('1764000000001') ? `order ${REDACTED}` : 'order 1764000000001');
  });

  it('turns errors, cycles, maps, dates and bigints into plain data', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    const out = redact({ err: new Error('Bearer abc.def'), a, m: new Map([['token', 'x']]), d: new Date(0), b: BigInt(7), f: () => 1 });
    expect(out).toEqual({
      err: { name: 'Error', message: `Bearer ${REDACTED}` }, a: { name: 'a', self: '[cycle]' }, m: { token: REDACTED }, d: '1970-01-01T00:00:00.000Z', b: '7',
    });
  });
});
