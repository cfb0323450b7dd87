// REST calls of the companies area, owner part (merged in ../types.ts and ../routes.ts beside companies.ts):
// logo/banner files, members and invites, company posts. Shapes: src/domain/companies/owner.ts, posts.ts.
import type { CompanyMember, MemberInvite } from '../../../domain/companies/owner';
import type { CompanyPost } from '../../../domain/companies/posts';
import type { Company, UserCard } from '../../../domain/companies/types';
import type { RoutesOf } from '../routes';
import { on } from '../stale';

export type CompanyOwnerEndpoints = {
  /** multipart logoFile and/or bannerFile; pass onUploadProgress in the call options */
  'companies.uploadLogoBanner': { in: { id: string; logoFile?: Blob; bannerFile?: Blob }; out: Company };
  'companies.members': { in: { id: string }; out: CompanyMember[] };
  'companies.removeMember': { in: { id: string; memberId: string }; out: { ok: true } };
  'companies.invites': { in: { id: string }; out: MemberInvite[] };
  'companies.invite': { in: { id: string; emails: string[] }; out: MemberInvite[] };
  'memberInvites.mine': { in: void; out: MemberInvite[] };
  'memberInvites.resend': { in: { id: string }; out: MemberInvite };
  'memberInvites.cancel': { in: { id: string }; out: { ok: true } };
  'memberInvites.accept': { in: { id: string }; out: CompanyMember };
  'userProfiles.get': { in: { profileName: string }; out: { user: UserCard; companies: Company[] } };
  /** newest first; deactivated ones only for the company's owner */
  'companyPosts.list': { in: { companyIds: string[] }; out: CompanyPost[] };
  'companyPosts.get': { in: { id: string }; out: CompanyPost };
  'companyPosts.create': { in: { companyId: string; title?: string | null; content: string; images?: string[] }; out: CompanyPost };
  'companyPosts.update': { in: { id: string; title?: string | null; content?: string; images?: string[]; deactivated?: boolean }; out: CompanyPost };
  'companyPosts.remove': { in: { id: string }; out: { ok: true } };
};

const enc = encodeURIComponent;

function mediaForm(parts: { logoFile?: Blob; bannerFile?: Blob }): FormData {
  const form = new FormData();
  if (parts.logoFile) form.append('logoFile', parts.logoFile, parts.logoFile instanceof File ? parts.logoFile.name : 'logo.png');
  if (parts.bannerFile) form.append('bannerFile', parts.bannerFile, parts.bannerFile instanceof File ? parts.bannerFile.name : 'banner.png');
  return form;
}

export const companyOwnerRoutes: RoutesOf<CompanyOwnerEndpoints> = {
  'companies.uploadLogoBanner': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...parts }) => ({ path: `/companies/${enc(id)}/logo-banner`, body: mediaForm(parts) }) },
  'companies.members': { service: 'company', method: 'GET', authed: false, stale: [on('COMPANYMEMBER', { ids: ['companyId'] })], build: ({ id }) => ({ path: `/companies/${enc(id)}/members` }) },
  'companies.removeMember': { service: 'company', method: 'DELETE', authed: true, build: ({ id, memberId }) => ({ path: `/companies/${enc(id)}/members/${enc(memberId)}` }) },
  'companies.invites': { service: 'company', method: 'GET', authed: true, stale: [on('COMPANYMEMBER', { ids: ['companyId'] })], build: ({ id }) => ({ path: `/companies/${enc(id)}/member-invites` }) },
  'companies.invite': { service: 'company', method: 'POST', authed: true, build: ({ id, emails }) => ({ path: `/companies/${enc(id)}/member-invites`, body: { emails } }) },
  'memberInvites.mine': { service: 'company', method: 'GET', authed: true, stale: [on('COMPANYMEMBER')], build: () => ({ path: '/member-invites/mine' }) },
  'memberInvites.resend': { service: 'company', method: 'POST', authed: true, build: ({ id }) => ({ path: `/member-invites/${enc(id)}/resend` }) },
  'memberInvites.cancel': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/member-invites/${enc(id)}` }) },
  'memberInvites.accept': { service: 'company', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/member-invites/${enc(id)}/accept` }) },
  'userProfiles.get': { service: 'company', method: 'GET', authed: false, stale: [on('CONNECTION', { ids: ['fromUserId', 'toUserId'] })], build: ({ profileName }) => ({ path: `/user-profiles/${enc(profileName)}` }) },
  'companyPosts.list': { service: 'company', method: 'GET', authed: false, stale: [on('POST', { ids: ['id', 'companyId'] })], build: ({ companyIds }) => ({ path: '/company-posts', query: { companyIds: companyIds.join(',') } }) },
  'companyPosts.get': { service: 'company', method: 'GET', authed: false, stale: [on('POST', { ids: ['id'] })], build: ({ id }) => ({ path: `/company-posts/${enc(id)}` }) },
  'companyPosts.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/company-posts', body }) },
  'companyPosts.update': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/company-posts/${enc(id)}`, body }) },
  'companyPosts.remove': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-posts/${enc(id)}` }) },
};
