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

const decodeEntities = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function hrefOf(attrs: string): string | null {
  const m = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(` ${attrs}`);
  if (!m) return null;
  return decodeEntities(m[1] ?? m[2] ?? m[3] ?? '');
}

/** Keeps only allow-listed tags (and href on links, normalised); text is re-escaped; scripts are dropped whole. */
export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  const re = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>/g;
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const text = html.slice(last, m.index);
    last = re.lastIndex;
    if (!dropping && text) out.push(escapeText(decodeEntities(text)));
    const name = m[1]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = m[0].startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(m[2] ?? '')) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = hrefOf(m[2] ?? '');
      out.push(href ? `<a href="${escapeAttr(normalizeLink(href))}" target="_blank" rel="noopener noreferrer">` : '<a>');
    } else out.push(`<${name}>`);
    open.push(name);
  }
  if (!dropping) out.push(escapeText(decodeEntities(html.slice(last))));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The characters a reader sees: tags removed, entities decoded. */
export function richTextPlain(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}

export const richTextLength = (html: string) => richTextPlain(html).length;
export const richTextTooLong = (html: string) => richTextLength(html) > RICH_TEXT_MAX;
