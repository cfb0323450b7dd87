// REST calls of the groups area: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
// Answers: ../../contract/groups.ts (the server routes' own response schemas); paths relative to the company service base (/api/v1/company).
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';
import type { GroupAnswer } from '../../contract/groups';
import type { GroupEventInput, ReportReason, StatsKind } from '../../../domain/groups/types';

export type GroupSettingsPatch = {
  name?: string;
  description?: string;
  asPrivate?: boolean;
  asMemberApprovalRequired?: boolean;
  asMemberSelfHideAllowed?: boolean;
  asMemberHiddenByDefault?: boolean;
  meta?: { memSubHeader?: string; sponsorMessage?: string };
  logoUrl?: string | null;
  bannerUrl?: string | null;
};

export type { GroupEventInput, StatsKind };
type StatsIn = { kind: StatsKind; companyGroupId: string; startDate?: string; endDate?: string };

export type GroupEndpoints = {
  'groups.byProfile': { in: { profileName: string; isViewCounted?: boolean }; out: GroupAnswer<'groups.byProfile'> };
  'groups.list': { in: { mine?: boolean; keyword?: string }; out: GroupAnswer<'groups.list'> };
  'groups.create': { in: { name: string; description?: string; asMemberApprovalRequired?: boolean; asMemberSelfHideAllowed?: boolean; asPrivate?: boolean }; out: GroupAnswer<'groups.create'> };
  'groups.update': { in: { id: string; patch: GroupSettingsPatch }; out: GroupAnswer<'groups.update'> };
  /** multipart bannerFile and/or logoFile (group admins) */
  'groups.images.set': { in: { id: string; bannerFile?: Blob; logoFile?: Blob }; out: GroupAnswer<'groups.images.set'> };
  'groups.resources.list': { in: { companyGroupId: string }; out: GroupAnswer<'groups.resources.list'> };
  'groups.resources.create': { in: { companyGroupId: string; title: string; url: string }; out: GroupAnswer<'groups.resources.create'> };
  'groups.resources.delete': { in: { id: string }; out: GroupAnswer<'groups.resources.delete'> };
  'groups.categories.create': { in: { companyGroupId: string; name: string; description?: string }; out: GroupAnswer<'groups.categories.create'> };
  'groups.categories.update': { in: { id: string; name?: string; description?: string }; out: GroupAnswer<'groups.categories.update'> };
  'groups.categories.delete': { in: { id: string }; out: GroupAnswer<'groups.categories.delete'> };
  'groups.members.list': { in: { companyGroupId: string; categoryId?: string; keyword?: string }; out: GroupAnswer<'groups.members.list'> };
  'groups.members.join': { in: { companyGroupId: string }; out: GroupAnswer<'groups.members.join'> };
  'groups.members.update': { in: { id: string; hidden?: boolean; groupCategoryIds?: string[] }; out: GroupAnswer<'groups.members.update'> };
  'groups.members.delete': { in: { id: string }; out: GroupAnswer<'groups.members.delete'> };
  'groups.members.inviteEmail': { in: { companyGroupId: string; emails: string[] }; out: GroupAnswer<'groups.members.inviteEmail'> };
  'groups.members.inviteCompany': { in: { companyGroupId: string; companyId: string }; out: GroupAnswer<'groups.members.inviteCompany'> };
  'groups.invites.list': { in: { companyGroupId?: string }; out: GroupAnswer<'groups.invites.list'> };
  'groups.invites.accept': { in: { id: string }; out: GroupAnswer<'groups.invites.accept'> };
  'groups.requests.list': { in: { companyGroupId?: string }; out: GroupAnswer<'groups.requests.list'> };
  'groups.requests.accept': { in: { id: string }; out: GroupAnswer<'groups.requests.accept'> };
  'groups.requests.delete': { in: { id: string }; out: GroupAnswer<'groups.requests.delete'> };
  'groups.events.list': { in: { companyGroupId?: string; upcoming?: boolean }; out: GroupAnswer<'groups.events.list'> };
  'groups.events.byProfile': { in: { groupProfileName: string; eventProfileName: string }; out: GroupAnswer<'groups.events.byProfile'> };
  'groups.events.timeZones': { in: void; out: GroupAnswer<'groups.events.timeZones'> };
  'groups.events.create': { in: GroupEventInput & { companyGroupId: string }; out: GroupAnswer<'groups.events.create'> };
  'groups.events.update': { in: { id: string; patch: Partial<GroupEventInput> }; out: GroupAnswer<'groups.events.update'> };
  /** multipart bannerFile (group admins) */
  'groups.events.banner': { in: { id: string; bannerFile: Blob }; out: GroupAnswer<'groups.events.banner'> };
  'groups.events.delete': { in: { id: string }; out: GroupAnswer<'groups.events.delete'> };
  'groups.interests.create': { in: { cgEventId: string }; out: GroupAnswer<'groups.interests.create'> };
  'groups.interests.delete': { in: { id: string }; out: GroupAnswer<'groups.interests.delete'> };
  'groups.posts.list': { in: { companyGroupId?: string; mine?: boolean }; out: GroupAnswer<'groups.posts.list'> };
  'groups.posts.get': { in: { id: string }; out: GroupAnswer<'groups.posts.get'> };
  'groups.posts.create': { in: { companyGroupId: string; content: string }; out: GroupAnswer<'groups.posts.create'> };
  'groups.posts.update': { in: { id: string; content?: string; deactivated?: boolean }; out: GroupAnswer<'groups.posts.update'> };
  'groups.posts.report': { in: { id: string; reason: ReportReason; description?: string }; out: GroupAnswer<'groups.posts.report'> };
  'groups.stats': { in: StatsIn; out: GroupAnswer<'groups.stats'> };
  'groups.trackingCodeLog': { in: { trackingCodeId: string; url: string }; out: GroupAnswer<'groups.trackingCodeLog'> };
};

export const STATS_PATHS: Record<StatsKind, string> = {
  visits: '/company-group-visits/stats',
  keywordSearches: '/company-group-keyword-searches/stats',
  memberJoins: '/company-group-member-stats',
};
const enc = encodeURIComponent;

function imagesForm(files: Record<string, Blob | undefined>): FormData {
  const form = new FormData();
  for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, `${field}.png`);
  return form;
}
const c = 'company' as const;

export const groupRoutes: RoutesOf<GroupEndpoints> = {
  'groups.byProfile': { service: c, method: 'GET', authed: true, stale: [on('GROUPMEMBER', { ids: ['companyGroupId'] }), on('MTZPLANSUBSCRIPTION')], build: ({ profileName, isViewCounted }) => ({ path: `/company-groups/profile/${enc(profileName)}`, query: { isViewCounted } }) },
  'groups.list': { service: c, method: 'GET', authed: true, stale: [on('GROUPMEMBER')], build: (query) => ({ path: '/company-groups', query }) },
  'groups.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-groups', body }) },
  'groups.update': { service: c, method: 'PATCH', authed: true, build: ({ id, patch }) => ({ path: `/company-groups/${enc(id)}`, body: patch }) },
  'groups.images.set': { service: c, method: 'POST', authed: true, build: ({ id, bannerFile, logoFile }) => ({ path: `/company-groups/${enc(id)}/banner-logo`, body: imagesForm({ bannerFile, logoFile }) }) },
  'groups.resources.list': { service: c, method: 'GET', authed: true, stale: NEVER, build: (query) => ({ path: '/company-group-resources', query }) },
  'groups.resources.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-resources', body }) },
  'groups.resources.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-resources/${enc(id)}` }) },
  'groups.categories.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-categories', body }) },
  'groups.categories.update': { service: c, method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/company-group-categories/${enc(id)}`, body }) },
  'groups.categories.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-categories/${enc(id)}` }) },
  'groups.members.list': { service: c, method: 'GET', authed: true, stale: [on('GROUPMEMBER', { ids: ['companyGroupId'] })], build: (query) => ({ path: '/company-group-members', query }) },
  'groups.members.join': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-members/join', body }) },
  'groups.members.update': { service: c, method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/company-group-members/${enc(id)}`, body }) },
  'groups.members.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-members/${enc(id)}` }) },
  'groups.members.inviteEmail': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-members/invite-email', body }) },
  'groups.members.inviteCompany': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-members/invite-company', body }) },
  'groups.invites.list': { service: c, method: 'GET', authed: true, stale: [on('GROUPMEMBER', { ids: ['companyGroupId'] })], build: (query) => ({ path: '/company-group-members/invites', query }) },
  'groups.invites.accept': { service: c, method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/company-group-members/invites/${enc(id)}/accept-invite`, body: {} }) },
  'groups.requests.list': { service: c, method: 'GET', authed: true, stale: [on('GROUPMEMBER', { ids: ['companyGroupId'] })], build: (query) => ({ path: '/company-group-members/requests', query }) },
  'groups.requests.accept': { service: c, method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/company-group-members/requests/${enc(id)}/accept-request`, body: {} }) },
  'groups.requests.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-members/requests/${enc(id)}` }) },
  'groups.events.list': { service: c, method: 'GET', authed: true, stale: [on('ORDER')], build: (query) => ({ path: '/company-group-events', query }) },
  'groups.events.byProfile': { service: c, method: 'GET', authed: true, stale: [on('ORDER')], build: ({ groupProfileName, eventProfileName }) => ({ path: `/company-group-events/profile/${enc(groupProfileName)}/${enc(eventProfileName)}` }) },
  'groups.events.timeZones': { service: c, method: 'GET', authed: false, stale: NEVER, build: () => ({ path: '/company-group-events/time-zones' }) },
  'groups.events.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-events', body }) },
  'groups.events.update': { service: c, method: 'PATCH', authed: true, build: ({ id, patch }) => ({ path: `/company-group-events/${enc(id)}`, body: patch }) },
  'groups.events.banner': { service: c, method: 'POST', authed: true, build: ({ id, bannerFile }) => ({ path: `/company-group-events/${enc(id)}/banner`, body: imagesForm({ bannerFile }) }) },
  'groups.events.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-events/${enc(id)}` }) },
  'groups.interests.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-event-interests', body }) },
  'groups.interests.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-event-interests/${enc(id)}` }) },
  'groups.posts.list': { service: c, method: 'GET', authed: true, stale: [on('POST', { ids: ['id', 'companyGroupId'] })], build: (query) => ({ path: '/company-group-posts', query }) },
  'groups.posts.get': { service: c, method: 'GET', authed: true, stale: [on('POST', { ids: ['id'] })], build: ({ id }) => ({ path: `/company-group-posts/${enc(id)}` }) },
  'groups.posts.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-posts', body }) },
  'groups.posts.update': { service: c, method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/company-group-posts/${enc(id)}`, body }) },
  'groups.posts.report': { service: c, method: 'POST', authed: true, build: ({ id, ...body }) => ({ path: `/company-group-post-searches/${enc(id)}/reports`, body }) },
  'groups.stats': { service: c, method: 'GET', authed: true, stale: [on('GROUPMEMBER', { ids: ['companyGroupId'] }), on('METRIC')], build: ({ kind, ...query }) => ({ path: STATS_PATHS[kind], query }) },
  'groups.trackingCodeLog': { service: c, method: 'POST', authed: false, build: (body) => ({ path: '/tracking-code-logs', body }) },
};
