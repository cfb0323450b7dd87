// Which section of the Admin Portal an admin API path belongs to (src/domain/content/permissions.ts): the server
// refuses a section's routes to an admin it was taken from, so every admin area must fall in its section.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSION_SECTIONS, ADMIN_SECTION_KEYS, PERMISSION_MESSAGES, sectionOfAdminPath } from '../../../src/domain/content/permissions';

describe('section of an admin path', () => {
  it.each([
    ['users', 'users'], ['users/u-1/deactivate', 'users'], ['companies/c-1', 'companies'], ['products', 'products'],
    ['company-groups/g-1', 'company-groups'], ['reports/r-1', 'reported-contents'], ['exceptions', 'exceptions'],
    ['health-checks', 'health-check'], ['resource-limits/5', 'resource-limits'], ['news/n-1', 'news'],
    ['faq-topics/t-1', 'faqs'], ['faq-questions/q-1', 'faqs'], ['sitemap', 'sitemap'], ['extra-questions/x', 'extra-questions'],
    ['permissions/a-1', 'permissions'], ['stats/users', 'stats'], ['stats-sharing', 'stats'], ['syncs/users/1', 'syncs'],
    ['email-schemas/confirmation', 'email'], ['email-layouts/l-1', 'email'], ['outbox', 'email'],
    ['mtz-coupons', 'money'], ['point-rates/1', 'money'], ['point-promotions', 'money'], ['commission-rates', 'money'],
  ])('%j belongs to %j', (path, section) => {
    expect(sectionOfAdminPath(path)).toBe(section);
  });

  it.each(['counts', 'audit', 'audit/users', '', 'user', 'newsletter', 'x/users'])('%j belongs to no section (every admin may use it)', (path) => {
    expect(sectionOfAdminPath(path)).toBeNull();
  });

  it('property: every path of a section, with anything below it, belongs to that section', () => {
    const sectionPaths = ADMIN_PERMISSION_SECTIONS.flatMap((s) => s.paths.map((p) => [s.key, p] as const));
    fc.assert(fc.property(fc.constantFrom(...sectionPaths), fc.array(fc.stringMatching(/^[a-z0-9-]{0,8}$/), { maxLength: 3 }), ([key, path], below) => {
      expect(sectionOfAdminPath([path, ...below].join('/'))).toBe(key);
    }));
  });
});

describe('sections', () => {
  it('each section has its own key, label and paths, and the keys are listed in order', () => {
    expect(ADMIN_SECTION_KEYS).toEqual(ADMIN_PERMISSION_SECTIONS.map((s) => s.key));
    const paths = ADMIN_PERMISSION_SECTIONS.flatMap((s) => s.paths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ADMIN_SECTION_KEYS).size).toBe(ADMIN_SECTION_KEYS.length);
    const labels = ADMIN_PERMISSION_SECTIONS.map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const l of labels) expect(l).toMatch(/^[A-Z][A-Za-z-]*( [a-z]+)*$/);
    expect(ADMIN_SECTION_KEYS).toContain('permissions');
  });

  it('every message is a sentence of its own', () => {
    const messages = Object.values(PERMISSION_MESSAGES);
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages).size).toBe(messages.length);
    for (const m of messages) expect(m).toMatch(/^[A-Z][^\n]*[a-z]$/);
  });
});
