import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { meetsPasswordRules, passwordChecklist, passwordProblem, PASSWORD_MESSAGES } from '../../src/domain/identity/password';

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const digit = fc.constantFrom(...'0123456789');
const symbol = fc.constantFrom(...'!@#$%^&*()-_=+ ');

describe('password rules (properties)', () => {
  it('the message is null exactly when both match and every checklist item is ticked', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (p, c) => {
      const msg = passwordProblem(p, c);
      const ok = p !== '' && c !== '' && p === c && passwordChecklist(p).every((i) => i.ok);
      expect(msg === null).toBe(ok);
    }));
  });

  it('any password built from the four ingredients with length >= 8 passes', () => {
    const strong = fc.tuple(upper, lower, digit, fc.array(fc.oneof(upper, lower, digit, symbol), { minLength: 5, maxLength: 20 }))
      .chain(([u, l, d, rest]) => fc.shuffledSubarray([u, l, d, ...rest], { minLength: rest.length + 3 }))
      .map((chars) => chars.join(''));
    fc.assert(fc.property(strong, (p) => {
      expect(meetsPasswordRules(p)).toBe(true);
      expect(passwordProblem(p, p)).toBeNull();
    }));
  });

  it('removing every digit, or every uppercase letter, fails the matching rule', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (p) => {
      const noDigits = p.replace(/[0-9]/g, '');
      expect(passwordChecklist(noDigits)[3].ok).toBe(false);
      const noUpper = p.replace(/\p{Lu}/gu, '');
      expect(passwordChecklist(noUpper)[1].ok).toBe(false);
    }));
  });

  it('shorter than 8 characters never passes the length rule', () => {
    fc.assert(fc.property(fc.string({ maxLength: 7 }), (p) => {
      fc.pre([...p].length < 8);
      expect(passwordChecklist(p)[0].ok).toBe(false);
      if (p !== '') expect(passwordProblem(p, p)).toBe(PASSWORD_MESSAGES.requirements);
    }));
  });

  it('a non-empty mismatch always says so', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (p, c) => {
      fc.pre(p !== c);
      expect(passwordProblem(p, c)).toBe('Password does not match!');
    }));
  });
});
