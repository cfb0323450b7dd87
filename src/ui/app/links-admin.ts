// URL builders of the admin portal (merged into `links` in links.ts).
export const adminLinks = {
  adminUsers: () => '/mtz-admin/users',
  adminUser: (id: string) => `/mtz-admin/users/${encodeURIComponent(id)}`,
  adminHealthCheck: () => '/mtz-admin/health-check',
  adminReportedContents: () => '/mtz-admin/reported-contents',
  adminCompanies: () => '/mtz-admin/companies',
  adminCompany: (id: string) => `/mtz-admin/companies/${encodeURIComponent(id)}`,
  adminProducts: () => '/mtz-admin/products',
  adminProduct: (id: string) => `/mtz-admin/products/${encodeURIComponent(id)}`,
  adminCompanyGroups: () => '/mtz-admin/company-groups',
  adminCompanyGroup: (id: string) => `/mtz-admin/company-groups/${encodeURIComponent(id)}`,
  adminExceptions: () => '/mtz-admin/exceptions',
  adminResourceLimits: () => '/mtz-admin/resource-limits',
  adminNews: () => '/mtz-admin/news',
};
