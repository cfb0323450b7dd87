// REST calls of the companies area, network part (merged in ../types.ts and ../routes.ts beside companies.ts).
import type { RoutesOf } from '../routes';
import { on } from '../stale';
import type { PrivateFile } from '../../../domain/companies/types';

export type OwnedFile = { id: string; companyId: string; name: string; createdAt: number; url: string; requests: number; accepted: number };

export type CompanyNetworkEndpoints = {
  /** the caller's companies and their private files with request counts */
  'files.owned': { in: void; out: { companies: { id: string; name: string }[]; files: OwnedFile[] } };
  /** base64: the file as a data URL (owner only) */
  'files.create': { in: { companyId: string; name: string; base64: string }; out: PrivateFile };
  'files.delete': { in: { id: string }; out: { ok: true } };
};

const enc = encodeURIComponent;

export const companyNetworkRoutes: RoutesOf<CompanyNetworkEndpoints> = {
  'files.owned': { service: 'company', method: 'GET', authed: true, stale: [on('FILEACCESS')], build: () => ({ path: '/company-private-files/owned' }) },
  'files.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/company-private-files', body }) },
  'files.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-private-files/${enc(id)}` }) },
};
