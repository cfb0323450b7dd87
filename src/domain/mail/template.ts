// Mail templates, shared by the server (which sends) and the client (which previews): a subject and a plain-text
// body with {placeholders}, put into a layout's HTML at {content}. Used by the system e-mails (admin templates)
// and the CRM's campaigns (company layouts). Values are text: they are HTML-escaped in the HTML part, so a
// contact named "<b>Ann" is shown as written, never as markup. The layout is sanitised rich text: the caller hands
// in its sanitiser (the server's sanitize-html, the browser's DOMPurify, both from the one allow-list of spec 5).

/** Where a layout puts the mail's body. A layout without it gets the body after its own content. */
export const CONTENT_SLOT = '{content}';

const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9_]*)\}/g;

export type MailValues = Readonly<Record<string, string>>;
export type MailTemplate = { subject: string; body: string; layoutHtml?: string | null };
export type RenderedMail = { subject: string; text: string; html: string };

/** The placeholder names a text uses, each once, in order of first use ({content} included). */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** Replaces each {name} that has a value; a placeholder without a value stays as written (visible in a preview). */
export function fillPlaceholders(text: string, values: MailValues, encode: (s: string) => string = (s) => s): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? encode(values[name]) : whole));
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Plain text as HTML: escaped, blank lines make paragraphs, single line breaks stay. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The mail for one recipient. The subject is one line (line breaks in values become spaces: a header cannot
 * carry them). The layout is sanitised, its placeholders filled (escaped), and the body's HTML goes at {content}.
 */
export function renderMail(t: MailTemplate, values: MailValues, sanitize: (html: string) => string): RenderedMail {
  const subject = fillPlaceholders(t.subject, values).replace(/[\r\n]+/g, ' ').trim();
  const text = fillPlaceholders(t.body, values);
  const bodyHtml = textToHtml(text);
  const layout = t.layoutHtml ? sanitize(t.layoutHtml) : '';
  // without a layout (or one the sanitiser empties) `before` is '' and the HTML is the body's alone; without a slot
  // the body follows the layout; with slots the body goes at each
  const [before, ...after] = layout.split(CONTENT_SLOT);
  const fill = (s: string) => fillPlaceholders(s, values, escapeHtml);
  const html = fill(before) + bodyHtml + after.map(fill).join(bodyHtml);
  return { subject, text, html };
}
