// Rich-text rules of spec section 5: description at most 1000 characters, links only for http, https,
// mailto, tel and sms (anything else gets https:// prefixed), and stored text that can never run a script.
// This file holds the rules and the one allow-list both sanitisers are configured from: the server's
// (sanitize-html, ./rich-text-sanitize.ts) and the browser's (DOMPurify, ui/components/rich-text/sanitize.ts).

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

/** The only tags stored or shown; every attribute goes except href on links. */
export const RICH_TEXT_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'blockquote', 'span', 'div'] as const;
/** Tags dropped together with everything inside them (the rest of the unknown tags keep their text). */
export const RICH_TEXT_DROP_WITH_CONTENT = [
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'noembed', 'noframes', 'template', 'svg', 'math', 'textarea', 'title',
  'xmp', 'plaintext', 'audio', 'video', 'head', 'select', 'option',
] as const;
/** What every link gets: it opens in a new tab without handing the opener over. */
export const RICH_TEXT_LINK_ATTRS = { target: '_blank', rel: 'noopener noreferrer' } as const;

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
