// Sanitises rich text for display with DOMPurify, configured from the domain's allow-list (the one the server's
// sanitize-html uses): links keep only an href, normalised by the editor's link rules, and open in a new tab.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { LINK_PROTOCOLS, normalizeLink, RICH_TEXT_DROP_WITH_CONTENT, RICH_TEXT_LINK_ATTRS, RICH_TEXT_TAGS } from '../../../domain/groups/rich-text';

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ['href'],
  FORBID_CONTENTS: [...RICH_TEXT_DROP_WITH_CONTENT],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${LINK_PROTOCOLS.map((p) => p.slice(0, -1)).join('|')}):`, 'i'),
  // the output goes into HTML (innerHTML), never into XML: text such as "a <b" stays text instead of emptying its element
  SAFE_FOR_XML: false,
  // rich text is body content: parsed from the start in the body, "<noscript>x" or "<style>" never lands in a head
  FORCE_BODY: true,
};

/** A rich-text sanitiser on a DOMPurify instance (the page's, or one on a jsdom window in tests). */
export function richTextPurifier(purify: Purifier): (html: string) => string {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href') data.attrValue = normalizeLink(data.attrValue);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!('setAttribute' in node)) return;
    if (node.nodeName !== 'A') node.removeAttribute('href');
    else for (const [k, v] of Object.entries(RICH_TEXT_LINK_ATTRS)) node.setAttribute(k, v);
  });
  return (html) => purify.sanitize(html, CONFIG) as string;
}

let page: ((html: string) => string) | null = null;

export function sanitizeHtml(html: string): string {
  page ??= richTextPurifier(DOMPurify);
  return page(html);
}
