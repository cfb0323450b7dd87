// Form builder rules: what a saved form must hold, and a visitor's answers checked field by field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../src/domain/crm/contacts';
import { checkAnswers, FORM_MESSAGES, formDraftError, normaliseDraft, type FormField } from '../../../src/domain/crm/forms';

const base: FormField[] = [
  { id: 'email', label: 'E-mail', type: 'EMAIL', required: true },
  { id: 'name', label: 'Name', type: 'TEXT', required: false, contactField: 'firstname' },
  { id: 'size', label: 'Size', type: 'CHOICE', required: true, choices: ['S', 'M'] },
];

describe('form drafts', () => {
  it('a form needs a title, fields, exactly one required e-mail field, labelled fields, 2+ distinct choices, unique targets', () => {
    const d = { title: 'T', description: '', published: false, fields: base };
    expect(formDraftError(d)).toBeNull();
    expect(formDraftError({ ...d, title: '  ' })).toBe(FORM_MESSAGES.titleRequired);
    expect(formDraftError({ ...d, fields: [] })).toBe(FORM_MESSAGES.noFields);
    expect(formDraftError({ ...d, fields: [...base, { id: 'e2', label: 'Other', type: 'EMAIL', required: true }] })).toBe(FORM_MESSAGES.oneEmail);
    expect(formDraftError({ ...d, fields: [{ ...base[0], required: false }] })).toBe(FORM_MESSAGES.oneEmail);
    expect(formDraftError({ ...d, fields: [...base, { id: 'x', label: ' ', type: 'TEXT', required: false }] })).toBe(FORM_MESSAGES.labelRequired);
    expect(formDraftError({ ...d, fields: [...base, { id: 'c', label: 'C', type: 'CHOICE', required: false, choices: ['A', ' A '] }] })).toBe(FORM_MESSAGES.choicesNeeded);
    expect(formDraftError({ ...d, fields: [...base, { id: 'n2', label: 'N', type: 'TEXT', required: false, contactField: 'firstname' }] })).toBe(FORM_MESSAGES.targetTwice);
    expect(formDraftError({ ...d, fields: [...base, { id: 'n2', label: 'N', type: 'CHOICE', required: false, choices: ['a', 'b'], contactField: 'lastname' }] })).toBe(FORM_MESSAGES.badTarget);
    expect(formDraftError({ ...d, fields: [...base, { ...base[1] }] })).toBe(FORM_MESSAGES.duplicateIds);
    expect(normaliseDraft({ ...d, fields: [{ ...base[0], choices: ['x'], contactField: 'phone' }] }).fields[0]).toEqual(base[0]);
  });
});

describe('answers', () => {
  it('any answers: every required field left empty and every wrong value is an error; right ones make the contact', () => {
    const answer = fc.oneof(fc.constant(''), fc.constant('S'), fc.constant('L'), fc.constant(' Ann@Example.org '), fc.constant('not-mail'), fc.string({ maxLength: 5 }));
    fc.assert(fc.property(fc.record({ email: answer, name: answer, size: answer }), (raw) => {
      const r = checkAnswers(base, raw);
      const t = (v: string) => v.trim();
      const emailOk = isValidEmail(t(raw.email).toLowerCase()); // the e-mail rule itself: tests/domain/crm/contacts.test.ts
      const sizeOk = ['S', 'M'].includes(t(raw.size));
      if (emailOk && sizeOk) {
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.contact.email).toBe(t(raw.email).toLowerCase());
          expect(r.contact.firstname).toBe(t(raw.name));
          expect(Object.keys(r.answers).sort()).toEqual(['email', ...(t(raw.name) ? ['name'] : []), 'size'].sort());
        }
      } else {
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect('email' in r.errors).toBe(!emailOk);
          expect('size' in r.errors).toBe(!sizeOk);
          if (!t(raw.size)) expect(r.errors.size).toBe(FORM_MESSAGES.required);
        }
      }
    }));
  });

  it('answers longer than the limits are refused; unknown fields are ignored', () => {
    const r = checkAnswers(base, { email: 'a@b.co', size: 'S', name: 'x'.repeat(201), other: 'ignored' });
    expect(r.ok).toBe(false);
    const ok = checkAnswers(base, { email: 'a@b.co', size: 'M', other: 'ignored' });
    expect(ok.ok && ok.answers).toEqual({ email: 'a@b.co', size: 'M' });
  });
});
