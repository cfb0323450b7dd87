// Mail templates: placeholders filled from the recipient's values, values never become markup, the layout's
// {content} slot, a one-line subject.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_SLOT, escapeHtml, fillPlaceholders, placeholdersIn, renderMail, textToHtml } from '../../../src/domain/mail/template';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
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
        const m = renderMail({ subject: 'Hi {firstname}', body: 'Dear {firstname} of {company}', layoutHtml: `<p>Logo {company}</p>${CONTENT_SLOT}<p>Bye</p>` }, { firstname: first, company }, sanitizeRichText);
        const tagsOf = (html: string) => html.match(/<[a-z/][^>]*>/g) ?? [];
        expect(tagsOf(m.html)).toEqual(['<p>', '</p>', ...tagsOf(textToHtml(`Dear ${first} of ${company}`)), '<p>', '</p>']);
        expect(m.html).toContain(escapeHtml(company));
        expect(m.subject).not.toMatch(/[\r\n]/);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('puts the body at {content}, or after the layout without one; the layout is sanitised', () => {
    const mail = renderMail({ subject: 'S', body: 'One\n\nTwo\nthree', layoutHtml: '<h1>Top</h1><script>x()</script>{content}<p>Foot</p>' }, {}, sanitizeRichText);
    expect(mail.html).toBe('<h1>Top</h1><p>One</p><p>Two<br>three</p><p>Foot</p>');
    expect(mail.text).toBe('One\n\nTwo\nthree');
    expect(renderMail({ subject: 'S', body: 'B', layoutHtml: '<p>Head</p>' }, {}, sanitizeRichText).html).toBe('<p>Head</p><p>B</p>');
    expect(renderMail({ subject: 'Hi\r\n{x}', body: 'B' }, { x: 'a\nb' }, sanitizeRichText).subject).toBe('Hi a b');
  });
});

describe('mail HTML and subject', () => {
  it('escapes the five characters that could make markup', () => {
    expect(escapeHtml(`<a href="x">'Tom' & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;Tom&#39; &amp; Jerry&lt;/a&gt;');
  });

  it('makes paragraphs of blank-line-separated text, whatever the line ends, and drops empty ones', () => {
    expect(textToHtml('One\r\n\r\nTwo\rthree\r\nfour')).toBe('<p>One</p><p>Two<br>three<br>four</p>');
    expect(textToHtml('\n\nOne\n\n   \n\n\nTwo\n\n')).toBe('<p>One</p><p>Two</p>');
    expect(textToHtml('a < b')).toBe('<p>a &lt; b</p>');
    expect(textToHtml('')).toBe('');
  });

  it('without a layout (or with one the sanitiser empties) the HTML is the body\'s alone', () => {
    const body = 'Dear {firstname},\n\nsee you';
    const want = '<p>Dear Ann,</p><p>see you</p>';
    expect(renderMail({ subject: 'S', body }, { firstname: 'Ann' }, sanitizeRichText).html).toBe(want);
    expect(renderMail({ subject: 'S', body, layoutHtml: null }, { firstname: 'Ann' }, sanitizeRichText).html).toBe(want);
    expect(renderMail({ subject: 'S', body, layoutHtml: '' }, { firstname: 'Ann' }, sanitizeRichText).html).toBe(want);
    expect(renderMail({ subject: 'S', body, layoutHtml: '<script>x()</script>' }, { firstname: 'Ann' }, sanitizeRichText).html).toBe(want);
  });

  it('puts the body at every {content} of the layout', () => {
    expect(renderMail({ subject: 'S', body: 'B', layoutHtml: '<p>Top</p>{content}<p>Mid</p>{content}<p>End</p>' }, {}, sanitizeRichText).html).toBe('<p>Top</p><p>B</p><p>Mid</p><p>B</p><p>End</p>');
  });

  it('the subject is one line without spaces around it', () => {
    expect(renderMail({ subject: '  Hi {x}  ', body: 'B' }, { x: 'Ann\r\n\nLee\n' }, sanitizeRichText).subject).toBe('Hi Ann Lee');
  });
});
