// The server's rich-text sanitiser (spec 5): sanitize-html (MIT) configured from the allow-list of ./rich-text.ts,
// the same one the browser's DOMPurify uses. Unknown tags go and keep their text, scripts and the like go with
// their content, links keep only an href (normalised: allowed protocols kept, anything else https:// prefixed)
// and open in a new tab. Node only: the browser sanitises with DOMPurify and never imports this file.
import sanitizeHtml from 'sanitize-html';
import { LINK_PROTOCOLS, normalizeLink, RICH_TEXT_DROP_WITH_CONTENT, RICH_TEXT_LINK_ATTRS, RICH_TEXT_TAGS, richTextPlain } from './rich-text';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: LINK_PROTOCOLS.map((p) => p.slice(0, -1)),
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROP_WITH_CONTENT],
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...('href' in attribs ? { href: normalizeLink(attribs.href) } : {}), ...RICH_TEXT_LINK_ATTRS },
    }),
  },
};

/**
 * More tags than this and only the text is kept. htmlparser2 (under sanitize-html) looks for each end tag
 * through all open elements, so thousands of unclosed tags followed by unmatched end tags cost quadratic time;
 * no editor writes 2,000 tags for the 1,000 characters a description may hold.
 */
export const RICH_TEXT_TAGS_MAX = 2000;
const TAG_START = /<\/?[a-zA-Z]/g;
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Keeps only allow-listed tags (and href on links, normalised); text is re-escaped; scripts are dropped whole. */
export function sanitizeRichText(html: string): string {
  // NUL can be neither stored (PostgreSQL text) nor shown: a browser's parser drops it from text as well
  const input = html.replace(/\0/g, '');
  if ((input.match(TAG_START)?.length ?? 0) > RICH_TEXT_TAGS_MAX) return escapeText(richTextPlain(input));
  return sanitizeHtml(input, OPTIONS);
}
