// The server (sanitize-html) and the browser (DOMPurify, here on a jsdom window) sanitise rich text from one
// allow-list (spec 5): on random HTML they must keep the same markup, text and links. Both outputs are compared
// as the DOM a browser builds from them (so `<br />` and `<br>`, `&nbsp;` and U+00A0 count as the same).
// The random HTML is well-formed (tags closed in order, nested where HTML allows it): misnested markup is
// repaired differently by a browser's parser and by htmlparser2, and what matters there is that neither lets a
// script through (tests/property/groups-rich-text.test.ts and the XSS corpus check that for the server).
import createDOMPurify from 'dompurify';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS } from '../../src/domain/groups/rich-text';
import { sanitizeRichText } from '../../src/domain/groups/rich-text-sanitize';
import { richTextPurifier } from '../../src/ui/components/rich-text/sanitize';

const { window } = new JSDOM('<!doctype html><body></body>');
const browser = richTextPurifier(createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]));
const asDom = (html: string) => {
  const div = window.document.createElement('div');
  div.innerHTML = html;
  return div.innerHTML;
};

// text as an author's HTML holds it: a "<" that is text is never followed by a letter
const text = fc
  .array(fc.constantFrom('a', 'B', ' ', '1', '< ', '>', '&', '"', "'", '&amp;', '&lt;script&gt;', '&nbsp;', '&#106;', '<3', 'é', '\n', 'javascript:'), { maxLength: 6 })
  .map((a) => a.join(''));
const href = fc.constantFrom(
  'https://x.test/?a=1&amp;b=2', 'http://x.test', 'mailto:a@b.co', 'tel:+15551234', 'sms:+1', 'x.test', '//evil.test', '',
  'javascript:alert(1)', ' JaVaScRiPt:alert(1)', '&#106;avascript:alert(1)', 'java&#x09;script:x', 'data:text/html,<script>x</script>',
  'vbscript:x', 'ftp://f.test', '"onmouseover=alert(1)', "x' onclick='y",
);
const attr = fc.oneof(
  href.map((h) => ` href="${h.replace(/"/g, '&quot;')}"`),
  href.filter((h) => !/['\s]/.test(h)).map((h) => ` href='${h}'`),
  fc.constantFrom('', ' onclick="alert(1)"', ' style="color:red"', ' class="c"', ' title="a>b"', ' id="x"', ' target="_self"', ' rel="opener"', ' onerror=alert(1)'),
);
const INLINE = ['b', 'strong', 'i', 'em', 'u', 's', 'span', 'font', 'code', 'a'] as const;
const BLOCK = ['p', 'div', 'blockquote', 'h1', 'h2', 'h3', 'section'] as const;
// content that cannot hold markup (scripts and the like) or is dropped whole
const dropped = fc.tuple(fc.constantFrom('script', 'style', 'iframe', 'textarea', 'title', 'svg', 'noscript', 'template'), text).map(([t, x]) => `<${t}>${x.replace(/</g, ' ')}</${t}>`);
const voids = fc.constantFrom('<br>', '<br/>', '<img src=x onerror=alert(1)>', '<!-- note -->', '<input value="x">');

const { flow } = fc.letrec<{ inline: string; flow: string }>((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    voids,
    dropped,
    fc.tuple(fc.constantFrom(...INLINE), attr, fc.array(tie('inline'), { maxLength: 3 })).map(([t, a, kids]) => {
      const inner = t === 'a' ? kids.map((k) => k.replace(/<\/?a\b[^>]*>/g, '')).join('') : kids.join('');
      return `<${t}${a}>${inner}</${t}>`;
    }),
  ),
  flow: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('inline'),
    fc.tuple(fc.constantFrom(...BLOCK), attr, fc.array(tie('inline'), { maxLength: 3 })).map(([t, a, kids]) => `<${t}${a}>${kids.join('')}</${t}>`),
    fc.tuple(fc.constantFrom('div', 'blockquote', 'section'), fc.array(tie('flow'), { maxLength: 3 })).map(([t, kids]) => `<${t}>${kids.join('')}</${t}>`),
    fc.tuple(fc.constantFrom('ul', 'ol'), fc.array(tie('flow'), { minLength: 1, maxLength: 3 })).map(([t, items]) => `<${t}>${items.map((i) => `<li>${i}</li>`).join('')}</${t}>`),
  ),
}));
// inline elements hold inline ones only and links no links, so no parser has anything to repair
const html = fc.array(flow, { maxLength: 5 }).map((a) => a.join(''));

describe('server and browser sanitisers agree', () => {
  it('on random HTML with hostile links, attributes and scripts', () => {
    fc.assert(
      fc.property(html, (h) => {
        const server = sanitizeRichText(h);
        expect(asDom(server)).toBe(asDom(browser(h)));
        const div = window.document.createElement('div');
        div.innerHTML = server;
        for (const el of div.querySelectorAll('*')) {
          expect(RICH_TEXT_TAGS).toContain(el.localName);
          expect(el.getAttributeNames()).toEqual(el.localName === 'a' ? expect.arrayContaining(['target', 'rel']) : []);
          for (const name of el.getAttributeNames()) expect(['href', 'target', 'rel']).toContain(name);
          expect(el.getAttribute('href') ?? 'https:').toMatch(/^(https?|mailto|tel|sms):/i);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('on the cases the editor produces', () => {
    for (const h of [
      '<p>Hello <b>bold</b> and <i>italic</i></p><ul><li>one</li><li>two</li></ul><h2>Head</h2>',
      '<p><a href="example.com">site</a> <a href="mailto:a@b.co">mail</a> <a href="javascript:alert(1)">bad</a></p>',
      '<p>a &lt; b &amp;&amp; c &gt; d&nbsp;e</p>',
    ]) expect(asDom(sanitizeRichText(h))).toBe(asDom(browser(h)));
  });
});
