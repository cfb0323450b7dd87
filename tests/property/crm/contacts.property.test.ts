// Properties of the CRM's pure contact rules: e-mails merged whatever their case, spaces and repeats; rejected
// rows are exactly the invalid ones; export then import (papaparse, as the browser's worker parses) is the identity.
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  checkRow, CONTACT_FIELDS, contactsCsv, dedupeByEmail, guessMapping, isValidEmail, normaliseEmail, uncsvCell, type ContactDraft,
} from '../../../src/domain/crm/contacts';

const label = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const email = fc.tuple(label, label, fc.constantFrom('com', 'io', 'lv')).map(([u, d, t]) => `${u}@${d}.${t}`);
/** the same address as a user might type it: any case, spaces around */
const typed = (e: string) => fc.tuple(fc.array(fc.boolean(), { minLength: e.length, maxLength: e.length }), fc.constantFrom('', ' ', '  ', '\t'), fc.constantFrom('', ' ', ' \t'))
  .map(([up, pre, post]) => `${pre}${[...e].map((ch, i) => (up[i] ? ch.toUpperCase() : ch)).join('')}${post}`);
const text = fc.string({ maxLength: 20 }).map((s) => s.trim());
const anyText = fc.oneof(text, fc.constantFrom('=SUM(A1)', '+1 555', '-x', '@me', 'a,b', 'say "hi"', 'line\nbreak', "'quoted", "'=1", "''+x"));
const draft = (e: fc.Arbitrary<string>): fc.Arbitrary<ContactDraft> => fc.record({ email: e, firstname: anyText, lastname: anyText, phone: anyText, companyName: anyText });

describe('CRM contact rules', () => {
  it('any mix of case, spaces and repeats gives one contact per e-mail', () => {
    fc.assert(fc.property(
      fc.uniqueArray(email, { minLength: 1, maxLength: 8 }).chain((emails) => fc.array(fc.constantFrom(...emails).chain(typed), { minLength: 1, maxLength: 40 }).map((rows) => ({ emails, rows }))),
      ({ rows }) => {
        const drafts = rows.map((e) => ({ email: e, firstname: 'A', lastname: '', phone: '', companyName: '' }));
        const { contacts, merged } = dedupeByEmail(drafts);
        const distinct = new Set(rows.map(normaliseEmail));
        expect(contacts.map((c) => c.email).sort()).toEqual([...distinct].sort());
        expect(merged).toBe(rows.length - distinct.size);
        for (const c of contacts) expect(c.email).toBe(c.email.trim().toLowerCase());
      },
    ));
  });

  it('rejected rows are exactly the invalid ones', () => {
    const badEmail = fc.oneof(fc.constant(''), fc.constant('   '), label, label.map((l) => `${l}@`), label.map((l) => `@${l}.com`), label.map((l) => `${l}@${l}`), label.map((l) => `${l} x@${l}.com`));
    const row = fc.record({
      email: fc.oneof(email.chain(typed), badEmail),
      firstname: fc.oneof(fc.constant(''), fc.constant('  '), label),
      lastname: fc.oneof(fc.constant(''), label),
      phone: fc.constant(''), companyName: fc.constant(''),
    });
    fc.assert(fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
      const valid = (r: ContactDraft) => isValidEmail(normaliseEmail(r.email)) && (r.firstname.trim() !== '' || r.lastname.trim() !== '');
      const rejected = rows.map((r, i) => ({ i, r: checkRow(r) })).filter((x) => !x.r.ok).map((x) => x.i);
      expect(rejected).toEqual(rows.map((r, i) => ({ r, i })).filter((x) => !valid(x.r)).map((x) => x.i));
    }));
  });

  it('export then import is the identity', () => {
    const contact = draft(email).filter((d) => d.firstname !== '' || d.lastname !== '');
    fc.assert(fc.property(fc.uniqueArray(contact, { selector: (c) => c.email, maxLength: 20 }), (contacts) => {
      const csv = contactsCsv(contacts);
      const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
      expect(parsed.errors).toEqual([]);
      const [header, ...rows] = parsed.data;
      const map = guessMapping(header);
      const back = rows.map((cells) => checkRow(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, uncsvCell(cells[map[f]] ?? '')]))));
      expect(back.every((b) => b.ok)).toBe(true);
      expect(back.map((b) => (b.ok ? b.contact : null))).toEqual(contacts.map((c) => ({ ...c, firstname: c.firstname.trim(), lastname: c.lastname.trim(), phone: c.phone.trim(), companyName: c.companyName.trim() })));
    }));
  });
});
