// One e-mail rule everywhere (issue 29.4): the domain's isValidEmail is zod's, so the forms (registration, owner
// invites, contacts, CRM forms and feedback, sponsor and group invites) and the API's z.email() schemas agree.
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isValidEmail as ownerRule } from '../../../src/domain/companies/owner';
import { isValidEmail as contactRule } from '../../../src/domain/crm/contacts';
import { validateRegistration, emptyRegistrationForm } from '../../../src/domain/identity/registration';
import { EMAIL_MAX, isValidEmail } from '../../../src/domain/shared/email';

const registrationAccepts = (email: string) => validateRegistration({ ...emptyRegistrationForm(), email }).email === undefined;

describe('the one e-mail rule', () => {
  it('edge cases the four old regular expressions disagreed on', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.com', "o'neil@x.ie", '  ann@x.org  ', 'A_B-C@Ex-Ample.COM']) expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of ['', 'a', 'a@b', 'a@b.c', 'a@@b.co', 'a b@c.co', 'a@b..co', 'a@.b.co', '.a@b.co', 'a.@b.co', 'a@b.co.', 'a@-b.co', '<a@b.co>', 'a@b.c0', 'a@b_c.co'])
      expect(isValidEmail(bad), bad).toBe(false);
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX - 4)}@b.co`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX - 5)}@b.co`)).toBe(true);
  });
  it('is what the API schema, the owner, the contacts and the registration form apply, on any string', () => {
    const api = z.string().trim().pipe(z.email().max(EMAIL_MAX));
    const local = fc.stringMatching(/^[A-Za-z0-9_.'+-]{0,12}$/);
    const domain = fc.stringMatching(/^[A-Za-z0-9.-]{0,10}\.[A-Za-z0-9]{0,4}$/);
    const candidate = fc.oneof(fc.string({ maxLength: 30 }), fc.tuple(local, fc.constantFrom('@', '@@', ''), domain).map((p) => p.join('')));
    fc.assert(fc.property(candidate, (e) => {
      const want = api.safeParse(e).success;
      expect(isValidEmail(e)).toBe(want);
      expect(ownerRule(e)).toBe(want);
      expect(contactRule(e)).toBe(want);
      if (e.trim() !== '') expect(registrationAccepts(e)).toBe(want);
    }), { numRuns: 500 });
  });
});
