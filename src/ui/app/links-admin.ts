// URL builders of the admin portal (merged into `links` in links.ts).
export const adminLinks = {
  adminUsers: () => '/mtz-admin/users',
  adminUser: (id: string) => `/mtz-admin/users/${encodeURIComponent(id)}`,
  adminHealthCheck: () => '/mtz-admin/health-check',
  adminReportedContents: () => '/mtz-admin/reported-contents',
};
