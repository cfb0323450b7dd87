// Routes of the system e-mails (merged into the admin portal's routes in ../routes.ts): the fixed paths come before
// /mtz-admin/email-schemas/:key (the first match wins). /mtz-admin/layouts is the spec's short name of the layouts.
import type { AppRoute } from '../../../app/route-types';
import { lazyPage } from '../../../app/lazy-page';

const EmailLayoutPage = lazyPage(() => import('./EmailLayoutPage'), 'EmailLayoutPage');
const EmailLayoutsPage = lazyPage(() => import('./EmailLayoutsPage'), 'EmailLayoutsPage');
const EmailSchemaPage = lazyPage(() => import('./EmailSchemaPage'), 'EmailSchemaPage');
const EmailSchemasPage = lazyPage(() => import('./EmailSchemasPage'), 'EmailSchemasPage');
const OutboxPage = lazyPage(() => import('./OutboxPage'), 'OutboxPage');

export const emailAdminRoutes = [
  { path: '/mtz-admin/email-schemas', component: EmailSchemasPage, area: 'admin' },
  { path: '/mtz-admin/email-schemas/outbox', component: OutboxPage, area: 'admin' },
  { path: '/mtz-admin/email-schemas/layouts', component: EmailLayoutsPage, area: 'admin' },
  { path: '/mtz-admin/layouts', component: EmailLayoutsPage, area: 'admin' },
  { path: '/mtz-admin/email-schemas/layouts/:id', component: EmailLayoutPage, area: 'admin' },
  { path: '/mtz-admin/email-schemas/:key', component: EmailSchemaPage, area: 'admin' },
] as const satisfies readonly AppRoute[];
