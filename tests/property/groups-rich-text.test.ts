// Properties of the rich-text rules (spec 5): length limit, link protocols, no script survives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_PROTOCOLS, normalizeLink, RICH_TEXT_MAX, richTextLength, richTextTooLong } from '../../src/domain/groups/rich-text';
import { sanitizeRichText } from '../../src/domain/groups/rich-text-sanitize';

const tag = fc.constantFrom('p', 'b', 'i', 'a', 'script', 'img', 'iframe', 'style', 'div', 'span', 'svg', 'li', 'ul');
const attr = fc.constantFrom('', ' href="javascript:alert(1)"', ' onerror="alert(1)"', ' onclick=alert(1)', " href='https://x.test'", ' src=x', ' style="x"');
const piece = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.tuple(tag, attr).map(([t, a]) => `<${t}${a}>`),
  tag.map((t) => `</${t}>`),
  fc.constantFrom('<!-- c -->', '&lt;script&gt;', '<', '>', '"', "'", '&amp;', '<scr<script>ipt>', 'javascript:'),
);
const html = fc.array(piece, { maxLength: 30 }).map((a) => a.join(''));

describe('rich-text sanitiser', () => {
  it('never lets a script, event handler or javascript: link through', () => {
    fc.assert(fc.property(html, (h) => {
      const out = sanitizeRichText(h);
      expect(out).not.toMatch(/<script|<iframe|<img|<svg|<style/i);
      expect(out).not.toMatch(/\son\w+\s*=/i);
      expect(out).not.toMatch(/href="\s*javascript:/i);
      for (const m of out.matchAll(/<([a-z0-9]+)([^>]*)>/g)) expect(m[2]).toMatch(m[1] === 'a' ? /^( href="[^"]*")? target="_blank" rel="noopener noreferrer"$/ : /^( \/)?$/);
    }), { numRuns: 500 });
  });

  it('is idempotent', () => {
    fc.assert(fc.property(html, (h) => {
      const once = sanitizeRichText(h);
      expect(sanitizeRichText(once)).toBe(once);
    }), { numRuns: 300 });
  });

  it('keeps plain text as the reader sees it', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }).filter((s) => !/[<>&]/.test(s)), (t) => {
      expect(richTextLength(sanitizeRichText(t))).toBe(t.length);
    }));
  });
});

describe('length limit', () => {
  it('is too long exactly above 1000 visible characters, whatever the markup', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1500 }), fc.constantFrom('p', 'b', 'i'), (n, t) => {
      const h = `<${t}>${'x'.repeat(n)}</${t}>`;
      expect(richTextTooLong(h)).toBe(n > RICH_TEXT_MAX);
    }));
  });
});

describe('link rules', () => {
  it('keeps http, https, mailto, tel and sms links; prefixes anything else with https://', () => {
    const rest = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s.length > 0);
    fc.assert(fc.property(fc.constantFrom(...LINK_PROTOCOLS), rest, (p, r) => {
      expect(normalizeLink(`${p}${r}`)).toBe(`${p}${r}`);
    }));
    fc.assert(fc.property(fc.constantFrom('javascript:', 'data:', 'vbscript:', 'ftp:', 'file:', ''), rest.filter((r) => !r.startsWith('/') && !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(r)), (p, r) => {
      const out = normalizeLink(`${p}${r}`);
      expect(out.startsWith('https://')).toBe(true);
      expect(out).toBe(`https://${p}${r}`);
    }));
  });
});
