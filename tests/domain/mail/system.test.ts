// The system e-mails' catalogue and the checks of an admin's text: every default passes its own check (only its
// placeholders, the required ones in the body); unknown placeholders and a dropped required one are named.
import { describe, expect, it } from 'vitest';
import { layoutProblem, sampleValues, SYSTEM_MAILS, systemMailDef, templateProblem } from '../../../src/domain/mail/system';
import { placeholdersIn, renderMail } from '../../../src/domain/mail/template';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';

describe('system e-mails', () => {
  it('every default text uses only its placeholders, keeps the required ones, and renders with its samples without a placeholder left', () => {
    expect(new Set(SYSTEM_MAILS.map((m) => m.key)).size).toBe(SYSTEM_MAILS.length);
    for (const m of SYSTEM_MAILS) {
      expect(templateProblem(m, m.subject, m.body), m.key).toBeNull();
      const r = renderMail({ subject: m.subject, body: m.body }, sampleValues(m), sanitizeRichText);
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

describe('system e-mail catalogue', () => {
  it('a blank body is refused, also for a mail without required placeholders', () => {
    expect(templateProblem(systemMailDef('account-removed')!, 'Bye', ' \n ')).toBe('The body is required');
    expect(templateProblem(systemMailDef('confirmation')!, 'Code {code}', '')).toBe('The body is required');
  });

  it('every placeholder tells the admin what it holds and has a sample for previews', () => {
    for (const m of SYSTEM_MAILS) {
      expect(m.name.trim(), m.key).not.toBe('');
      expect(m.description.trim(), m.key).not.toBe('');
      for (const p of m.placeholders) {
        expect(p.help.trim(), `${m.key} {${p.name}}`).not.toBe('');
        expect(p.sample.trim(), `${m.key} {${p.name}}`).not.toBe('');
      }
    }
  });

  it('a code mail cannot lose its code, an invite its link, a receipt its links, a digest its list', () => {
    const required = Object.fromEntries(SYSTEM_MAILS.map((m) => [m.key, m.placeholders.filter((p) => 'required' in p && p.required).map((p) => p.name)]));
    for (const m of SYSTEM_MAILS) {
      const names = m.placeholders.map((p) => p.name);
      if (names.includes('code')) expect(required[m.key], m.key).toContain('code');
      if (names.includes('link')) expect(required[m.key], m.key).toContain('link');
    }
    expect([required['ticket-receipt'], required['tag-alert-digest'], required['tickets-cancelled']]).toEqual([['links'], ['list'], ['message']]);
  });

  it('the confirmation mail as a member gets it, signed by the MTZ team', () => {
    const m = systemMailDef('confirmation')!;
    expect(renderMail(m, sampleValues(m), sanitizeRichText).text).toBe('Hello Ada,\n\nyour confirmation code is 123456. It expires in 5 minutes.\n\nThe MTZ team');
    expect(renderMail(m, sampleValues(m), sanitizeRichText).subject).toBe('Your MTZ confirmation code: 123456');
  });
});
