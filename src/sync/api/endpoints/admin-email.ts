// REST calls of the system e-mails (/mtz-admin/email-schemas, its layouts and the outbox; site admin only; merged in
// ../types.ts and ../routes.ts).
import type { RoutesOf } from '../routes';
import { on } from '../stale';
import type { AuditRow, Page } from '../../../domain/admin/types';
import type { MailLayout, MailOutboxRow, MailOutboxState, MailOverride, MailTemplateSummary, SystemMailDef } from '../../../domain/mail/system';

export type MailDraft = { subject: string; body: string; layoutId: string | null };
export type MailTemplateDetail = { mail: SystemMailDef; override: MailOverride | null; audit: AuditRow[] };
export type MailLayoutInput = { name: string; html: string };

export type AdminEmailEndpoints = {
  'adminEmail.schemas': { in: void; out: MailTemplateSummary[] };
  'adminEmail.schema': { in: { key: string }; out: MailTemplateDetail };
  'adminEmail.save': { in: { key: string } & MailDraft; out: MailTemplateDetail };
  'adminEmail.reset': { in: { key: string }; out: MailTemplateDetail };
  'adminEmail.preview': { in: { key: string } & MailDraft; out: { subject: string; text: string; html: string | null } };
  'adminEmail.test': { in: { key: string } & MailDraft; out: { message: string } };
  'adminEmail.layouts': { in: void; out: MailLayout[] };
  'adminEmail.layout': { in: { id: string }; out: MailLayout };
  'adminEmail.layoutAdd': { in: MailLayoutInput; out: MailLayout };
  'adminEmail.layoutSave': { in: { id: string } & MailLayoutInput; out: MailLayout };
  'adminEmail.layoutRemove': { in: { id: string }; out: { ok: true } };
  'adminEmail.outbox': { in: { state?: MailOutboxState; to?: string; skip?: number; limit?: number }; out: Page<MailOutboxRow> };
};

const enc = encodeURIComponent;
const S = '/admin/email-schemas';
const L = '/admin/email-layouts';

export const adminEmailRoutes: RoutesOf<AdminEmailEndpoints> = {
  'adminEmail.schemas': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: () => ({ path: S }) },
  'adminEmail.schema': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: ({ key }) => ({ path: `${S}/${enc(key)}` }) },
  'adminEmail.save': { service: 'company', method: 'PATCH', authed: true, build: ({ key, ...body }) => ({ path: `${S}/${enc(key)}`, body }) },
  'adminEmail.reset': { service: 'company', method: 'DELETE', authed: true, build: ({ key }) => ({ path: `${S}/${enc(key)}` }) },
  'adminEmail.preview': { service: 'company', method: 'POST', authed: true, build: ({ key, ...body }) => ({ path: `${S}/${enc(key)}/preview`, body }) },
  'adminEmail.test': { service: 'company', method: 'POST', authed: true, build: ({ key, ...body }) => ({ path: `${S}/${enc(key)}/test`, body }) },
  'adminEmail.layouts': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: () => ({ path: L }) },
  'adminEmail.layout': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: ({ id }) => ({ path: `${L}/${enc(id)}` }) },
  'adminEmail.layoutAdd': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: L, body }) },
  'adminEmail.layoutSave': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `${L}/${enc(id)}`, body }) },
  'adminEmail.layoutRemove': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `${L}/${enc(id)}` }) },
  'adminEmail.outbox': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: (query) => ({ path: '/admin/outbox', query }) },
};
