// What the rich-text sanitiser (sanitize-html from the shared allow-list) keeps (spec 5), case by case: the property tests (tests/property) check that
// nothing dangerous passes; these check that the allowed markup and the text come out as the author wrote them.
import { describe, expect, it } from 'vitest';
import { normalizeLink, richTextLength, richTextPlain, richTextTooLong } from '../../../src/domain/groups/rich-text';
import { RICH_TEXT_TAGS_MAX, sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';

const link = (href: string, text: string) => `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;

describe('rich-text sanitiser', () => {
  it('keeps allowed tags without their attributes, and closes what is left open', () => {
    expect(sanitizeRichText('<p class="x">Hi <b>there</b><br/>and <EM>you</EM></p>')).toBe('<p>Hi <b>there</b><br />and <em>you</em></p>');
    expect(sanitizeRichText('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitizeRichText('<h1>T</h1><blockquote><s>x</s><u>y</u></blockquote><div><span>z</span></div>')).toBe('<h1>T</h1><blockquote><s>x</s><u>y</u></blockquote><div><span>z</span></div>');
    expect(sanitizeRichText('<b>open')).toBe('<b>open</b>');
    expect(sanitizeRichText('text</b> more')).toBe('text more');
    expect(sanitizeRichText('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
  });
  it('drops unknown tags but keeps their text; drops scripts, styles and the like with their content', () => {
    expect(sanitizeRichText('<font>kept</font><img src=x>')).toBe('kept');
    expect(sanitizeRichText('a<script>alert(1)</script>b<style>p{}</style>c<iframe src=x></iframe>d')).toBe('abcd');
    expect(sanitizeRichText('a<script/>b')).toBe('a'); // as in a browser: <script/> opens a script that runs to the end
    expect(sanitizeRichText('a<svg><p>inside</p></svg>b')).toBe('ab');
    expect(sanitizeRichText('a<textarea><b>x</b></textarea>b')).toBe('ab');
  });
  it('links: href kept (normalised, escaped) and opened safely; a link without href still opens safely', () => {
    expect(sanitizeRichText('<a href="https://x.test/?a=1&amp;b=2" onclick="evil()">go</a>')).toBe(link('https://x.test/?a=1&amp;b=2', 'go'));
    expect(sanitizeRichText("<a href='mailto:a@b.co'>m</a>")).toBe(link('mailto:a@b.co', 'm'));
    expect(sanitizeRichText('<a HREF=example.com>e</a>')).toBe(link('https://example.com', 'e'));
    expect(sanitizeRichText('<a href="javascript:alert(1)">j</a>')).toBe(link('https://javascript:alert(1)', 'j'));
    expect(sanitizeRichText('<a href="x&quot;y">q</a>')).toBe(link('https://x&quot;y', 'q'));
    expect(sanitizeRichText('<a title="t">t</a>')).toBe('<a target="_blank" rel="noopener noreferrer">t</a>');
    expect(sanitizeRichText('<b href="https://x.test">b</b>')).toBe('<b>b</b>');
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">e</a>')).toBe(link('https://javascript:alert(1)', 'e'));
  });
  it('text is re-escaped; comments, doctypes and unfinished tags go (as in a browser); a lone < is text; NUL goes', () => {
    expect(sanitizeRichText('1 &lt; 2 &amp;&amp; 3 > 2')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2');
    expect(sanitizeRichText('a<!-- hidden -->b<!DOCTYPE html>c<?xml x?>d')).toBe('abcd');
    expect(sanitizeRichText('a<!-- never closed')).toBe('a');
    expect(sanitizeRichText('a < b and c <3 d')).toBe('a &lt; b and c &lt;3 d');
    expect(sanitizeRichText('x <b')).toBe('x ');
    expect(sanitizeRichText('a\u0000b<b>c\u0000</b>')).toBe('ab<b>c</b>');
    expect(sanitizeRichText('<b title="a>b">bold</b>')).toBe('<b>bold</b>');
    expect(sanitizeRichText('<b title="never closed>bold</b>')).toBe('');
    expect(sanitizeRichText('it&#39;s &#x27;q&#x27; &quot;d&quot; &#65;&#0;&#55296;&nbsp;')).toBe('it\'s \'q\' "d" A\ufffd\ufffd\u00a0');
  });
});

describe('rich-text sanitiser bound', () => {
  it('keeps only the text of HTML with more tags than any editor writes (the parser is quadratic there)', () => {
    const many = `${'<b>'.repeat(RICH_TEXT_TAGS_MAX)}x &amp; <script>y</script>${'</i>'.repeat(10)}`;
    expect(sanitizeRichText(many)).toBe('x &amp; y');
    const fits = `${'<b>'.repeat(RICH_TEXT_TAGS_MAX / 2 - 1)}x`;
    expect(sanitizeRichText(fits)).toBe(`${'<b>'.repeat(RICH_TEXT_TAGS_MAX / 2 - 1)}x${'</b>'.repeat(RICH_TEXT_TAGS_MAX / 2 - 1)}`);
  });
});

describe('rich-text length and links', () => {
  it('counts what a reader sees', () => {
    expect(richTextPlain('<p>a &amp; b</p><br>c')).toBe('a & bc');
    expect(richTextPlain('x < y')).toBe('x < y');
    expect(richTextLength('<b>abc</b>')).toBe(3);
    expect(richTextTooLong(`<p>${'x'.repeat(1000)}</p>`)).toBe(false);
    expect(richTextTooLong(`<p>${'x'.repeat(1001)}</p>`)).toBe(true);
  });
  it('normalises links: allowed protocols kept in any case, others prefixed, leading slashes and spaces trimmed', () => {
    expect(normalizeLink(' HTTPS://x.test ')).toBe('HTTPS://x.test');
    expect(normalizeLink('Tel:+1')).toBe('Tel:+1');
    expect(normalizeLink('//x.test/a')).toBe('https://x.test/a');
    expect(normalizeLink('ftp://x')).toBe('https://ftp://x');
    expect(normalizeLink('x.test')).toBe('https://x.test');
  });
});
