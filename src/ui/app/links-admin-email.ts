// URL builders of the admin portal's system e-mails (merged into `links` in links.ts).
import { withQuery } from './query';

export const adminEmailLinks = {
  adminEmailSchemas: () => '/mtz-admin/email-schemas',
  adminEmailSchema: (key: string) => `/mtz-admin/email-schemas/${encodeURIComponent(key)}`,
  adminEmailLayouts: () => '/mtz-admin/email-schemas/layouts',
  adminEmailLayout: (id: string) => `/mtz-admin/email-schemas/layouts/${encodeURIComponent(id)}`,
  /** the outbox, optionally filtered by delivery state (the admin home's mail counts link here) */
  adminOutbox: (state?: 'WAITING' | 'SENT' | 'FAILED') => withQuery('/mtz-admin/email-schemas/outbox', { state }),
};
