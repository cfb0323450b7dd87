// REST calls of the groups area: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
// Shapes: src/domain/groups/types.ts; paths relative to the company service base (/api/v1/company).
import type { RoutesOf } from '../routes';
import type {
  GroupEventInput, StatsKind,
  CompanyGroup, GroupCategory, GroupEvent, GroupMember, GroupPost, GroupResource, GroupView, GroupViewer, MemberInvite, MemberRequest, PeriodStats, ReportReason,
} from '../../../domain/groups/types';

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
  'groups.byProfile': { in: { profileName: string; isViewCounted?: boolean }; out: GroupView };
  'groups.list': { in: { mine?: boolean; keyword?: string }; out: CompanyGroup[] };
  'groups.create': { in: { name: string; description?: string; asMemberApprovalRequired?: boolean; asMemberSelfHideAllowed?: boolean; asPrivate?: boolean }; out: GroupView };
  'groups.update': { in: { id: string; patch: GroupSettingsPatch }; out: GroupView };
  /** multipart bannerFile and/or logoFile (group admins) */
  'groups.images.set': { in: { id: string; bannerFile?: Blob; logoFile?: Blob }; out: GroupView };
  'groups.resources.list': { in: { companyGroupId: string }; out: GroupResource[] };
  'groups.resources.create': { in: { companyGroupId: string; title: string; url: string }; out: GroupResource };
  'groups.resources.delete': { in: { id: string }; out: { id: string } };
  'groups.categories.create': { in: { companyGroupId: string; name: string; description?: string }; out: GroupCategory };
  'groups.categories.update': { in: { id: string; name?: string; description?: string }; out: GroupCategory };
  'groups.categories.delete': { in: { id: string }; out: { id: string } };
  'groups.members.list': { in: { companyGroupId: string; categoryId?: string; keyword?: string }; out: GroupMember[] };
  'groups.members.join': { in: { companyGroupId: string }; out: GroupViewer };
  'groups.members.update': { in: { id: string; hidden?: boolean; groupCategoryIds?: string[] }; out: GroupMember };
  'groups.members.delete': { in: { id: string }; out: { id: string } };
  'groups.members.inviteEmail': { in: { companyGroupId: string; emails: string[] }; out: MemberInvite[] };
  'groups.members.inviteCompany': { in: { companyGroupId: string; companyId: string }; out: MemberInvite };
  'groups.invites.list': { in: { companyGroupId?: string }; out: MemberInvite[] };
  'groups.invites.accept': { in: { id: string }; out: GroupMember };
  'groups.requests.list': { in: { companyGroupId?: string }; out: MemberRequest[] };
  'groups.requests.accept': { in: { id: string }; out: GroupMember };
  'groups.requests.delete': { in: { id: string }; out: { id: string } };
  'groups.events.list': { in: { companyGroupId?: string; upcoming?: boolean }; out: GroupEvent[] };
  'groups.events.byProfile': { in: { groupProfileName: string; eventProfileName: string }; out: GroupEvent };
  'groups.events.timeZones': { in: void; out: string[] };
  'groups.events.create': { in: GroupEventInput & { companyGroupId: string }; out: GroupEvent };
  'groups.events.update': { in: { id: string; patch: Partial<GroupEventInput> }; out: GroupEvent };
  /** multipart bannerFile (group admins) */
  'groups.events.banner': { in: { id: string; bannerFile: Blob }; out: GroupEvent };
  'groups.events.delete': { in: { id: string }; out: { id: string } };
  'groups.interests.create': { in: { cgEventId: string }; out: { id: string; cgEventId: string } };
  'groups.interests.delete': { in: { id: string }; out: { id: string } };
  'groups.posts.list': { in: { companyGroupId?: string; mine?: boolean }; out: GroupPost[] };
  'groups.posts.get': { in: { id: string }; out: GroupPost };
  'groups.posts.create': { in: { companyGroupId: string; content: string }; out: GroupPost };
  'groups.posts.update': { in: { id: string; content?: string; deactivated?: boolean }; out: GroupPost };
  'groups.posts.report': { in: { id: string; reason: ReportReason; description?: string }; out: { id: string } };
  'groups.stats': { in: StatsIn; out: PeriodStats };
  'groups.trackingCodeLog': { in: { trackingCodeId: string; url: string }; out: { id: string } };
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
  'groups.byProfile': { service: c, method: 'GET', authed: true, build: ({ profileName, isViewCounted }) => ({ path: `/company-groups/profile/${enc(profileName)}`, query: { isViewCounted } }) },
  'groups.list': { service: c, method: 'GET', authed: true, build: (query) => ({ path: '/company-groups', query }) },
  'groups.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-groups', body }) },
  'groups.update': { service: c, method: 'PATCH', authed: true, build: ({ id, patch }) => ({ path: `/company-groups/${enc(id)}`, body: patch }) },
  'groups.images.set': { service: c, method: 'POST', authed: true, build: ({ id, bannerFile, logoFile }) => ({ path: `/company-groups/${enc(id)}/banner-logo`, body: imagesForm({ bannerFile, logoFile }) }) },
  'groups.resources.list': { service: c, method: 'GET', authed: true, build: (query) => ({ path: '/company-group-resources', query }) },
  'groups.resources.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-resources', body }) },
  'groups.resources.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-resources/${enc(id)}` }) },
  'groups.categories.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-categories', body }) },
  'groups.categories.update': { service: c, method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/company-group-categories/${enc(id)}`, body }) },
  'groups.categories.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-categories/${enc(id)}` }) },
  'groups.members.list': { service: c, method: 'GET', authed: true, build: (query) => ({ path: '/company-group-members', query }) },
  'groups.members.join': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-members/join', body }) },
  'groups.members.update': { service: c, method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/company-group-members/${enc(id)}`, body }) },
  'groups.members.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-members/${enc(id)}` }) },
  'groups.members.inviteEmail': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-members/invite-email', body }) },
  'groups.members.inviteCompany': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-members/invite-company', body }) },
  'groups.invites.list': { service: c, method: 'GET', authed: true, build: (query) => ({ path: '/company-group-members/invites', query }) },
  'groups.invites.accept': { service: c, method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/company-group-members/invites/${enc(id)}/accept-invite`, body: {} }) },
  'groups.requests.list': { service: c, method: 'GET', authed: true, build: (query) => ({ path: '/company-group-members/requests', query }) },
  'groups.requests.accept': { service: c, method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/company-group-members/requests/${enc(id)}/accept-request`, body: {} }) },
  'groups.requests.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-members/requests/${enc(id)}` }) },
  'groups.events.list': { service: c, method: 'GET', authed: true, build: (query) => ({ path: '/company-group-events', query }) },
  'groups.events.byProfile': { service: c, method: 'GET', authed: true, build: ({ groupProfileName, eventProfileName }) => ({ path: `/company-group-events/profile/${enc(groupProfileName)}/${enc(eventProfileName)}` }) },
  'groups.events.timeZones': { service: c, method: 'GET', authed: false, build: () => ({ path: '/company-group-events/time-zones' }) },
  'groups.events.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-events', body }) },
  'groups.events.update': { service: c, method: 'PATCH', authed: true, build: ({ id, patch }) => ({ path: `/company-group-events/${enc(id)}`, body: patch }) },
  'groups.events.banner': { service: c, method: 'POST', authed: true, build: ({ id, bannerFile }) => ({ path: `/company-group-events/${enc(id)}/banner`, body: imagesForm({ bannerFile }) }) },
  'groups.events.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-events/${enc(id)}` }) },
  'groups.interests.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-event-interests', body }) },
  'groups.interests.delete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-event-interests/${enc(id)}` }) },
  'groups.posts.list': { service: c, method: 'GET', authed: true, build: (query) => ({ path: '/company-group-posts', query }) },
  'groups.posts.get': { service: c, method: 'GET', authed: true, build: ({ id }) => ({ path: `/company-group-posts/${enc(id)}` }) },
  'groups.posts.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/company-group-posts', body }) },
  'groups.posts.update': { service: c, method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/company-group-posts/${enc(id)}`, body }) },
  'groups.posts.report': { service: c, method: 'POST', authed: true, build: ({ id, ...body }) => ({ path: `/company-group-post-searches/${enc(id)}/reports`, body }) },
  'groups.stats': { service: c, method: 'GET', authed: true, build: ({ kind, ...query }) => ({ path: STATS_PATHS[kind], query }) },
  'groups.trackingCodeLog': { service: c, method: 'POST', authed: false, build: (body) => ({ path: '/tracking-code-logs', body }) },
};
