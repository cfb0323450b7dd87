// @vitest-environment jsdom
// The CRM mail editors' logic beside the form: previews for a sample recipient (layout sanitised, values
// escaped, nothing that runs), placeholder insertion at the caret, the Send question and the campaign figures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PLACEHOLDERS } from '../../src/domain/crm/campaigns';
import {
  insertPlaceholder, previewCampaign, previewDocument, previewLayout, sendQuestion, sendingProgress, totalsRows,
} from '../../src/ui/features/crm/mail-preview';

describe('mail previews', () => {
  it('puts the sample body into the layout at {content}, filling the placeholders', () => {
    const p = previewLayout('<h2>{companyName}</h2><div>{content}</div><p>Bye {firstname}</p>');
    expect(p.html).toContain('<h2>Example Ltd</h2>');
    expect(p.html).toContain('<p>Hello Ann,</p>');
    expect(p.html).toContain('Bye Ann');
    expect(p.html.indexOf('Hello Ann')).toBeGreaterThan(p.html.indexOf('Example Ltd'));
  });
  it('removes scripts and handlers from a layout', () => {
    const p = previewLayout('<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src=x onerror="alert(3)">{content}');
    expect(p.html).not.toMatch(/<script|onclick|onerror|alert\(2\)/i);
    expect(p.html).toContain('Hi');
  });
  it('fills a campaign subject and escapes the body (text, not markup)', () => {
    const p = previewCampaign({ subject: 'News for {firstname} {lastname}', body: 'Dear {firstname},\n\n<b>50%</b> off at {email}' }, null);
    expect(p.subject).toBe('News for Ann Example');
    expect(p.html).toBe('<p>Dear Ann,</p><p>&lt;b&gt;50%&lt;/b&gt; off at ann@example.com</p>');
  });
  it('keeps an unknown placeholder visible in the preview', () => {
    expect(previewCampaign({ subject: 'Hi {nickname}', body: '' }, null).subject).toBe('Hi {nickname}');
  });
  it('wraps the preview in a document that loads nothing from anywhere', () => {
    const doc = previewDocument('<p>x</p>');
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain('<body><p>x</p></body>');
  });
});

describe('placeholder insertion', () => {
  it('inserts at the caret and puts the caret after the placeholder', () => {
    expect(insertPlaceholder('Hello !', 6, 6, 'firstname')).toEqual({ text: 'Hello {firstname}!', caret: 17 });
  });
  it('replaces a selection, in either direction', () => {
    expect(insertPlaceholder('Hi NAME.', 3, 7, 'lastname')).toEqual({ text: 'Hi {lastname}.', caret: 13 });
    expect(insertPlaceholder('Hi NAME.', 7, 3, 'lastname')).toEqual({ text: 'Hi {lastname}.', caret: 13 });
  });
  it('keeps the text around the selection for any text, selection and placeholder', () => {
    fc.assert(fc.property(fc.string(), fc.nat(), fc.nat(), fc.constantFrom(...CAMPAIGN_PLACEHOLDERS), (text, a, b, name) => {
      const out = insertPlaceholder(text, a, b, name);
      const from = Math.min(a, b, text.length);
      const to = Math.min(text.length, Math.max(a, b));
      expect(out.text).toBe(text.slice(0, from) + `{${name}}` + text.slice(to));
      expect(out.text.slice(out.caret - name.length - 2, out.caret)).toBe(`{${name}}`);
    }));
  });
});

describe('campaign figures', () => {
  it('names the group and its contact count when asking to send', () => {
    const q = sendQuestion('Spring news', { name: 'Buyers', contactCount: 2 });
    expect(q).toContain("'Buyers' (2 contacts)");
    expect(sendQuestion('x', { name: 'One', contactCount: 1 })).toContain('(1 contact)');
  });
  it('counts progress as the recipients no longer queued', () => {
    const t = { recipients: 4, queued: 1, sent: 2, failed: 0, unsubscribed: 1 };
    expect(sendingProgress(t)).toBe(75);
    expect(sendingProgress({ ...t, recipients: 0, queued: 0 })).toBe(100);
    expect(totalsRows(t).map((r) => `${r.label} ${r.value}`)).toEqual(['Recipients 4', 'Queued 1', 'Sent 2', 'Failed 0', 'Unsubscribed 1']);
  });
});
