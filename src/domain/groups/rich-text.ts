// Rich-text rules of spec section 5: description at most 1000 characters, links only for http, https,
// mailto, tel and sms (anything else gets https:// prefixed), and stored text that can never run a script.
// The browser sanitises with dompurify; this allow-list sanitiser is the server's (and the tests') guard.

export const RICH_TEXT_MAX = 1000;
export const RICH_TEXT_TOO_LONG = 'you have pasted/written more than 1000 characters, below description will not save';
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:', 'sms:'] as const;

/** A link as the editor stores it: allowed protocols kept, anything else gets https:// prefixed. */
export function normalizeLink(raw: string): string {
  const url = raw.trim();
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  if (m && (LINK_PROTOCOLS as readonly string[]).includes(`${m[1].toLowerCase()}:`)) return url;
  // "javascript:alert(1)" becomes "https://javascript:alert(1)": a harmless (broken) web address.
  return `https://${url.replace(/^\/+/, '')}`;
}

const ALLOWED_TAGS = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'blockquote', 'span', 'div']);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'title']);
const VOID = new Set(['br']);

/** A decimal character reference PostgreSQL can store: NUL, surrogates and beyond U+10FFFF stay text. */
const charRef = (whole: string, digits: string) => {
  const cp = Number(digits);
  return cp > 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff) ? String.fromCodePoint(cp) : whole;
};

const decodeEntities = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&#(\d{1,10});/g, charRef)
    .replace(/&amp;/g, '&');

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function hrefOf(attrs: string): string | null {
  const m = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(` ${attrs}`);
  if (!m) return null;
  return decodeEntities(m[1] ?? m[2] ?? m[3] ?? '');
}

type Token = { text: string } | { name: string; closing: boolean; attrs: string } | null;

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Splits HTML into text and tags in one forward pass, like a browser's tokenizer (simplified): a tag is
 * `<name` or `</name` up to the first `>` outside a quoted attribute value; comments run to `-->`.
 * A `<` with no `>` after it is text; a quoted value left open swallows the rest (as in a browser).
 * Every index only moves forward, so the cost is linear in the input whatever it holds.
 */
function tokenize(html: string): Token[] {
  const out: Token[] = [];
  const n = html.length;
  let nextGt = -2; // cached index of the next '>' (-1: there is none)
  const gtFrom = (from: number) => {
    if (nextGt !== -1 && nextGt < from) nextGt = html.indexOf('>', from);
    return nextGt;
  };
  let textFrom = 0;
  const emit = (at: number, token: Token, next: number) => {
    if (at > textFrom) out.push({ text: html.slice(textFrom, at) });
    out.push(token);
    textFrom = next;
    return next;
  };
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = emit(lt, null, close < 0 ? n : close + 3);
      continue;
    }
    const c1 = html[lt + 1];
    if (gtFrom(lt) < 0) break; // no '>' anywhere after: the rest is text
    if (c1 === '!' || c1 === '?') {
      i = emit(lt, null, gtFrom(lt) + 1);
      continue;
    }
    const closing = c1 === '/';
    const nameAt = closing ? lt + 2 : lt + 1;
    if (!isLetter(html.charCodeAt(nameAt))) {
      i = lt + 1; // '<' as text
      continue;
    }
    let j = nameAt;
    while (j < n && html[j] !== '>' && html[j] !== '/' && !isSpace(html[j])) j++;
    const name = html.slice(nameAt, j).toLowerCase();
    const attrsAt = j;
    while (j < n && html[j] !== '>') {
      if (html[j++] !== '=') continue;
      while (j < n && isSpace(html[j])) j++;
      const q = html[j];
      if (q !== '"' && q !== "'") continue;
      const close = html.indexOf(q, j + 1);
      j = close < 0 ? n : close + 1;
    }
    i = j >= n ? emit(lt, null, n) : emit(lt, { name, closing, attrs: html.slice(attrsAt, j) }, j + 1);
  }
  if (textFrom < n) out.push({ text: html.slice(textFrom) });
  return out;
}

/** Keeps only allow-listed tags (and href on links, normalised); text is re-escaped; scripts are dropped whole. */
export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const openCount = new Map<string, number>();
  const pop = () => {
    const name = open.pop() as string;
    openCount.set(name, (openCount.get(name) ?? 1) - 1);
    out.push(`</${name}>`);
  };
  let dropping: string | null = null;
  for (const t of tokenize(html)) {
    if (!t) continue; // comment, doctype, processing instruction, unfinished tag
    if ('text' in t) {
      if (!dropping) out.push(escapeText(decodeEntities(t.text)));
      continue;
    }
    const { name, closing, attrs } = t;
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !attrs.trimEnd().endsWith('/')) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      if (!openCount.get(name)) continue;
      const at = open.lastIndexOf(name); // found, and everything above it is closed: linear overall
      while (open.length > at) pop();
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = hrefOf(attrs);
      out.push(href ? `<a href="${escapeAttr(normalizeLink(href))}" target="_blank" rel="noopener noreferrer">` : '<a>');
    } else out.push(`<${name}>`);
    open.push(name);
    openCount.set(name, (openCount.get(name) ?? 0) + 1);
  }
  while (open.length > 0) pop();
  return out.join('');
}

/** The characters a reader sees: tags (`<` up to the next `>`) removed, entities decoded. Linear. */
export function richTextPlain(html: string): string {
  const parts: string[] = [];
  let i = 0;
  for (let lt = html.indexOf('<'); lt >= 0; lt = html.indexOf('<', i)) {
    const gt = html.indexOf('>', lt + 1);
    if (gt < 0) break;
    parts.push(html.slice(i, lt));
    i = gt + 1;
  }
  parts.push(html.slice(i));
  return decodeEntities(parts.join(''));
}

export const richTextLength = (html: string) => richTextPlain(html).length;
export const richTextTooLong = (html: string) => richTextLength(html) > RICH_TEXT_MAX;
