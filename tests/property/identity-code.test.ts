import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeProblem, sanitizeCode } from '../../src/domain/identity/code';

describe('confirmation code input (properties)', () => {
  it('keeps only ASCII digits, at most six', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
      const out = sanitizeCode(s);
      expect(out).toMatch(/^[0-9]{0,6}$/);
    }));
  });

  it('is idempotent and keeps the digits in the order they were typed', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (s) => {
      const out = sanitizeCode(s);
      expect(sanitizeCode(out)).toBe(out);
      const digits = [...s].filter((ch) => ch >= '0' && ch <= '9').join('');
      expect(out).toBe(digits.slice(0, 6));
    }));
  });

  it('typing one character at a time gives what pasting the whole text gives', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (s) => {
      const typed = [...s].reduce((acc, ch) => sanitizeCode(acc + ch), '');
      expect(typed).toBe(sanitizeCode(s));
    }));
  });

  it('a code passes exactly when it is six digits', () => {
    const sixDigits = fc.array(fc.constantFrom(...'0123456789'), { minLength: 6, maxLength: 6 }).map((a) => a.join(''));
    fc.assert(fc.property(sixDigits, (c) => {
      expect(codeProblem(c)).toBeNull();
    }));
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (c) => {
      fc.pre(!/^[0-9]{6}$/.test(c));
      expect(codeProblem(c)).toBe('Please enter 6 digits code');
    }));
  });
});
