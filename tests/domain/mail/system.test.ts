// The system e-mails' catalogue and the checks of an admin's text: every default passes its own check (only its
// placeholders, the required ones in the body); unknown placeholders and a dropped required one are named.
import { describe, expect, it } from 'vitest';
import { layoutProblem, sampleValues, SYSTEM_MAILS, systemMailDef, templateProblem } from '../../../src/domain/mail/system';
import { placeholdersIn, renderMail } from '../../../src/domain/mail/template';

describe('system e-mails', () => {
  it('every default text uses only its placeholders, keeps the required ones, and renders with its samples without a placeholder left', () => {
    expect(new Set(SYSTEM_MAILS.map((m) => m.key)).size).toBe(SYSTEM_MAILS.length);
    for (const m of SYSTEM_MAILS) {
      expect(templateProblem(m, m.subject, m.body), m.key).toBeNull();
      const r = renderMail({ subject: m.subject, body: m.body }, sampleValues(m));
      expect(placeholdersIn(`${r.subject}\n${r.text}`), m.key).toEqual([]);
    }
  });

  it('names unknown placeholders and a dropped required one', () => {
    const confirm = systemMailDef('confirmation')!;
    expect(templateProblem(confirm, 'Hi {name}', 'Code {code} {x}')).toBe('Unknown placeholders {name}, {x}: this mail may use {firstname}, {code}');
    expect(templateProblem(confirm, 'Code {code}', 'Hello {firstname}')).toBe('The body must keep {code}: the mail is useless without it');
    expect(templateProblem(confirm, ' ', '{code}')).toBe('The subject is required');
    expect(templateProblem(systemMailDef('account-removed')!, 'Bye', 'Bye {code}')).toBe('Unknown placeholder {code}: this mail may use {firstname}');
    expect(systemMailDef('nope')).toBeUndefined();
  });

  it('a layout may use {content} only', () => {
    expect(layoutProblem('<div>{content}</div>')).toBeNull();
    expect(layoutProblem('<p>no slot</p>')).toBeNull();
    expect(layoutProblem('<p>{firstname}</p>{content}')).toBe('A layout may only use {content}, not {firstname}');
  });
});
