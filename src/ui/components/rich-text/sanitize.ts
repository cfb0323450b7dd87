// Sanitises rich text for display with dompurify; links follow the editor's link rules.
import DOMPurify from 'dompurify';
import { normalizeLink } from '../../../domain/groups/rich-text';

const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'blockquote', 'span', 'div'];

export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] });
  const doc = new DOMParser().parseFromString(`<div>${clean}</div>`, 'text/html');
  for (const a of doc.querySelectorAll('a')) {
    const href = a.getAttribute('href');
    if (href) a.setAttribute('href', normalizeLink(href));
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return doc.body.firstElementChild?.innerHTML ?? '';
}
