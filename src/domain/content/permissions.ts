// Which site admin may use which section of the Admin Portal (/mtz-admin/permissions). Every site admin may use every
// section unless a section is taken from them; the server refuses a taken section's routes (403) by their path.

export const ADMIN_PERMISSION_SECTIONS = [
  { key: 'users', label: 'Users', paths: ['users'] },
  { key: 'companies', label: 'Companies', paths: ['companies'] },
  { key: 'products', label: 'Products', paths: ['products'] },
  { key: 'company-groups', label: 'Company groups', paths: ['company-groups'] },
  { key: 'reported-contents', label: 'Reported contents', paths: ['reports'] },
  { key: 'exceptions', label: 'Exceptions', paths: ['exceptions'] },
  { key: 'health-check', label: 'Health check', paths: ['health-checks'] },
  { key: 'resource-limits', label: 'Resource limits', paths: ['resource-limits'] },
  { key: 'news', label: 'News', paths: ['news'] },
  { key: 'faqs', label: 'FAQs', paths: ['faq-topics', 'faq-questions'] },
  { key: 'sitemap', label: 'Sitemap', paths: ['sitemap'] },
  { key: 'extra-questions', label: 'Extra questions', paths: ['extra-questions'] },
  { key: 'permissions', label: 'Permissions', paths: ['permissions'] },
  { key: 'stats', label: 'Statistics', paths: ['stats', 'stats-sharing'] },
  { key: 'syncs', label: 'Syncs', paths: ['syncs'] },
  { key: 'email', label: 'E-mail', paths: ['email-schemas', 'email-layouts', 'outbox'] },
  { key: 'money', label: 'Money', paths: ['mtz-coupons', 'point-rates', 'point-promotions', 'commission-rates'] },
] as const;

export type AdminSectionKey = (typeof ADMIN_PERMISSION_SECTIONS)[number]['key'];
export const ADMIN_SECTION_KEYS = ADMIN_PERMISSION_SECTIONS.map((s) => s.key) as AdminSectionKey[];

export const PERMISSION_MESSAGES = {
  refused: 'You may not use this section of the Admin Portal',
  notAdmin: 'Permissions are only given to site admins',
  ownPermissions: 'You cannot take the Permissions section from yourself',
} as const;

/** The section an admin API path (below /admin/) belongs to, or null (counts, audit: every admin). */
export function sectionOfAdminPath(rest: string): AdminSectionKey | null {
  const first = rest.split('/')[0] ?? '';
  return ADMIN_PERMISSION_SECTIONS.find((s) => (s.paths as readonly string[]).includes(first))?.key ?? null;
}

export type AdminPermissionRow = { id: string; name: string; email: string; denied: AdminSectionKey[] };
export type AdminPermissions = { admins: AdminPermissionRow[]; grantees: { id: string; name: string; email: string }[] };
