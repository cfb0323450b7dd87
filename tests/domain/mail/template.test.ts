// Mail templates: placeholders filled from the recipient's values, values never become markup, the layout's
// {content} slot, a one-line subject.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_SLOT, escapeHtml, fillPlaceholders, placeholdersIn, renderMail, textToHtml } from '../../../src/domain/mail/template';
import { propertyRuns } from '../property-runs';

const name = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,8}$/);

describe('mail templates', () => {
  it('fills the placeholders that have values and leaves the others as written', () => {
    expect(fillPlaceholders('Hi {firstname} {lastname}, {nope}', { firstname: 'Ann', lastname: 'Lee' })).toBe('Hi Ann Lee, {nope}');
    expect(placeholdersIn('{a} {b} {a} {1x} {content}')).toEqual(['a', 'b', 'content']);
    expect(fillPlaceholders('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('after filling, no placeholder named in the values is left, whatever the values hold', () => {
    fc.assert(
      fc.property(fc.dictionary(name, fc.string()), fc.array(fc.oneof(name.map((n) => `{${n}}`), fc.string()), { maxLength: 8 }), (values, parts) => {
        const text = parts.join(' ');
        const filled = fillPlaceholders(text, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.replace(/[{}]/g, '')])));
        for (const n of placeholdersIn(filled)) expect(Object.hasOwn(values, n)).toBe(false);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it("a recipient's values are text in the HTML part: never a tag, whatever they hold", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (first, company) => {
        const m = renderMail({ subject: 'Hi {firstname}', body: 'Dear {firstname} of {company}', layoutHtml: `<p>Logo {company}</p>${CONTENT_SLOT}<p>Bye</p>` }, { firstname: first, company });
        const tagsOf = (html: string) => html.match(/<[a-z/][^>]*>/g) ?? [];
        expect(tagsOf(m.html)).toEqual(['<p>', '</p>', ...tagsOf(textToHtml(`Dear ${first} of ${company}`)), '<p>', '</p>']);
        expect(m.html).toContain(escapeHtml(company));
        expect(m.subject).not.toMatch(/[\r\n]/);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('puts the body at {content}, or after the layout without one; the layout is sanitised', () => {
    const mail = renderMail({ subject: 'S', body: 'One\n\nTwo\nthree', layoutHtml: '<h1>Top</h1><script>x()</script>{content}<p>Foot</p>' }, {});
    expect(mail.html).toBe('<h1>Top</h1><p>One</p><p>Two<br>three</p><p>Foot</p>');
    expect(mail.text).toBe('One\n\nTwo\nthree');
    expect(renderMail({ subject: 'S', body: 'B', layoutHtml: '<p>Head</p>' }, {}).html).toBe('<p>Head</p><p>B</p>');
    expect(renderMail({ subject: 'Hi\r\n{x}', body: 'B' }, { x: 'a\nb' }).subject).toBe('Hi a b');
  });
});
