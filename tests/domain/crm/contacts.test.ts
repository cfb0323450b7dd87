// CRM contacts (spec 5): e-mail rules, the check of an imported row, merging by e-mail, the CSV files the
// owner downloads (export, template, rejected rows), the header guess, the streaming import check, notes.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  checkRow, contactsCsv, CONTACT_MESSAGES, csvCell, csvLine, dedupeByEmail, guessMapping, isValidEmail, mergeDraft, normaliseEmail, rejectedCsv, templateCsv, uncsvCell,
  type ContactDraft,
} from '../../../src/domain/crm/contacts';
import { createImportChecker } from '../../../src/domain/crm/csv-import';
import { NOTE_MESSAGES, noteProblem } from '../../../src/domain/crm/notes';
import { filterTrackingCodeId } from '../../../src/domain/crm/types';

const draft = (over: Partial<ContactDraft> = {}): ContactDraft => ({ email: 'a@b.co', firstname: 'Ann', lastname: '', phone: '', companyName: '', ...over });

describe('contact rules', () => {
  it('e-mails: trimmed and lower-cased as a key; one @, a dot in the domain, no empty labels, at most 254', () => {
    expect(normaliseEmail('  Ann@B.Co ')).toBe('ann@b.co');
    for (const e of ['a@b.co', 'a.b+c@d.e.fg']) expect(isValidEmail(e), e).toBe(true);
    for (const e of ['a@b', 'a@@b.co', 'a b@c.de', '@b.co', 'a@.co', 'a@b..co', 'a@b.co.', 'ab.co']) expect(isValidEmail(e), e).toBe(false);
    const local = 'x'.repeat(249);
    expect(isValidEmail(`${local}@b.co`)).toBe(true);
    expect(isValidEmail(`${local}x@b.co`)).toBe(false);
  });

  it('a row is trimmed, and refused with the first reason', () => {
    expect(checkRow({ email: ' A@B.co ', firstname: ' Ann ', lastname: undefined, phone: ' 1 ', companyName: ' Co ' }))
      .toEqual({ ok: true, contact: { email: 'a@b.co', firstname: 'Ann', lastname: '', phone: '1', companyName: 'Co' } });
    expect(checkRow({ email: 'a@b.co', lastname: 'Lee' })).toEqual({ ok: true, contact: { email: 'a@b.co', firstname: '', lastname: 'Lee', phone: '', companyName: '' } });
    expect(checkRow({ firstname: 'Ann' })).toEqual({ ok: false, reason: CONTACT_MESSAGES.missingEmail });
    expect(checkRow({ email: '  ', firstname: 'Ann' })).toEqual({ ok: false, reason: 'Email is required' });
    expect(checkRow({ email: 'nope', firstname: 'Ann' })).toEqual({ ok: false, reason: 'Invalid email' });
    expect(checkRow({ email: 'a@b.co', firstname: ' ', lastname: '' })).toEqual({ ok: false, reason: 'First name or last name is required' });
    const long: [string, number, string][] = [['firstname', 100, 'First name'], ['lastname', 100, 'Last name'], ['phone', 40, 'Phone'], ['companyName', 200, 'Company']];
    for (const [f, max, label] of long) {
      expect(checkRow({ email: 'a@b.co', firstname: 'A', [f]: 'x'.repeat(max) }).ok, f).toBe(true);
      expect(checkRow({ email: 'a@b.co', firstname: 'A', [f]: 'x'.repeat(max + 1) })).toEqual({ ok: false, reason: `${label} is longer than ${max} characters` });
    }
  });

  it('rows with the same e-mail merge (the later non-empty fields win), in order of first appearance', () => {
    const r = dedupeByEmail([
      draft({ email: 'A@b.co', phone: '1' }), draft({ email: 'c@d.co' }), draft({ email: ' a@B.co', firstname: '', lastname: 'Lee', companyName: 'Co' }),
    ]);
    expect(r).toEqual({
      contacts: [{ email: 'a@b.co', firstname: 'Ann', lastname: 'Lee', phone: '1', companyName: 'Co' }, draft({ email: 'c@d.co' })],
      merged: 1,
    });
    expect(mergeDraft(draft({ email: 'X@y.co', phone: '1' }), draft({ firstname: ' ', phone: '2' }))).toEqual({ email: 'x@y.co', firstname: 'Ann', lastname: '', phone: '2', companyName: '' });
  });
});

describe('contact CSV files', () => {
  it('cells: quoted when they hold a comma, quote, line break or edge spaces; formulas defused, and back', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
    expect(csvCell(' a')).toBe('" a"');
    for (const v of ['=1+1', '+1', '-1', '@x', '\tx', "'=x"]) {
      const cell = csvCell(v);
      expect(cell.replace(/^"|"$/g, '').startsWith("'"), v).toBe(true);
      expect(uncsvCell(cell.replace(/^"|"$/g, ''))).toBe(v);
    }
    expect(csvCell('a=b')).toBe('a=b');
    expect(uncsvCell("'plain")).toBe("'plain");
    expect(uncsvCell('x')).toBe('x');
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"');
  });
  it('export: formula-led cells (=, +, -, @, tab, CR) come out as text a spreadsheet will not run; papaparse reads them back', () => {
    const evil = ['=HYPERLINK("https://evil.test","click")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1', "'=already"];
    const csv = contactsCsv(evil.map((v, i) => ({ ...draft({ email: `e${i}@x.co`, firstname: v, companyName: v }), unsubscribed: false })));
    const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.slice(1);
    expect(rows).toHaveLength(evil.length);
    rows.forEach((cells, i) => {
      for (const cell of [cells[1], cells[4]]) {
        expect(cell).toBe(`'${evil[i]}`);
        expect(uncsvCell(cell)).toBe(evil[i]);
      }
    });
    expect(csv).toContain('"\'=HYPERLINK(""https://evil.test"",""click"")"');
    expect(contactsCsv([{ ...draft({ firstname: 'a-b', lastname: 'x@y' }), unsubscribed: false }])).toContain(',a-b,x@y,');
  });
  it('export, template and rejected rows', () => {
    expect(contactsCsv([{ ...draft(), unsubscribed: true }, draft({ email: 'c@d.co', companyName: 'X, Inc' })]))
      .toBe('Email,First name,Last name,Phone,Company,Unsubscribed\r\na@b.co,Ann,,,,yes\r\nc@d.co,Ann,,,"X, Inc",\r\n');
    expect(contactsCsv([])).toBe('Email,First name,Last name,Phone,Company,Unsubscribed\r\n');
    const [head, example, end] = templateCsv().split('\r\n');
    expect([head, end]).toEqual(['Email,First name,Last name,Phone,Company', '']);
    expect(example.startsWith('jane.doe@example.com,Jane,Doe,')).toBe(true);
    expect(rejectedCsv([{ line: 3, values: ['x', 'y'], reason: 'Invalid email' }], ['mail', 'name'])).toBe('Line,mail,name,Reason\r\n3,x,y,Invalid email\r\n');
  });
  it('guesses the column of each field from the header', () => {
    expect(guessMapping(['E-Mail', ' First Name', 'SURNAME', 'mobile', 'Organisation'])).toEqual({ email: 0, firstname: 1, lastname: 2, phone: 3, companyName: 4 });
    expect(guessMapping(['email_address', 'given_name', 'family-name', 'tel', 'company'])).toEqual({ email: 0, firstname: 1, lastname: 2, phone: 3, companyName: 4 });
    expect(guessMapping(['x'])).toEqual({ email: -1, firstname: -1, lastname: -1, phone: -1, companyName: -1 });
  });
  it('the streaming check counts rows, folds duplicates, and lists rejected rows with their file line', () => {
    const header = ['mail', 'first', 'tel'];
    const check = createImportChecker(header, { email: 0, firstname: 1, lastname: -1, phone: 2, companyName: -1 });
    check.add([['a@b.co', 'Ann', ''], ['bad', 'Bob', '1']], 2);
    check.add([['A@b.co', '', '5'], ['c@d.co'], ['e@f.co', 'Eve', '7'], ['A@B.co', 'Al', '9']], 4);
    expect(check.result()).toEqual({
      contacts: [
        { email: 'a@b.co', firstname: 'Al', lastname: '', phone: '9', companyName: '' },
        { email: 'e@f.co', firstname: 'Eve', lastname: '', phone: '7', companyName: '' },
      ],
      total: 6, merged: 1, rejected: 3,
      rejectedCsv: 'Line,mail,first,tel,Reason\r\n3,bad,Bob,1,Invalid email\r\n4,A@b.co,,5,First name or last name is required\r\n5,c@d.co,First name or last name is required\r\n',
    });
    const clean = createImportChecker(['e'], { email: 0, firstname: 0, lastname: -1, phone: -1, companyName: -1 });
    clean.add([['a@b.co']], 2);
    expect(clean.result()).toEqual({ contacts: [{ email: 'a@b.co', firstname: 'a@b.co', lastname: '', phone: '', companyName: '' }], total: 1, merged: 0, rejected: 0, rejectedCsv: null });
  });
});

describe('notes and tracking codes', () => {
  it('a note needs a title and content, content at most 2000 characters', () => {
    expect(noteProblem({ title: 't', content: 'x'.repeat(2000) })).toBeNull();
    expect(noteProblem({ title: ' ', content: 'x' })).toBe(NOTE_MESSAGES.titleRequired);
    expect(noteProblem({ title: 't', content: ' ' })).toBe('Content is required');
    expect(noteProblem({ title: 't', content: 'x'.repeat(2001) })).toBe('Content must be at most 2000 characters');
  });
  it('a tracking code id keeps letters and digits only', () => {
    expect(filterTrackingCodeId(' Ab-1_2 é!')).toBe('Ab12');
  });
});
