// Routes of the groups module under the company service (spec section 7).
import { z } from 'zod';
import { isImageAddress, REPORT_REASONS } from '../../../src/domain/groups/types';
import { EVENT_TYPES, isTimeZone } from '../../../src/domain/groups/event-time';
import { isIsoDay, periodStats, rangeMillis } from '../../../src/domain/groups/stats';
import * as S from '../../../src/domain/groups/schemas';
import type { AppContext } from '../context';
import { groupOpenedThen, publishedThen } from '../tagalerts/publish';
import { optionalCaller } from '../identity/users';
import { defineRoute, fileResponse, type AnyRoute } from '../http/registry';
import { HttpError } from '../http/errors';
import { groupRow, requireGroupAdmin } from './access';
import { addInterest, createEvent, deleteEvent, eventByProfile, listEvents, removeInterest, updateEvent } from './events';
import { createCategory, createGroup, deleteCategory, groupByProfile, listGroups, updateCategory, updateGroup } from './groups';
import {
  acceptInvite, acceptRequest, deleteMember, deleteRequest, inviteCompany, inviteEmails, join, listInvites, listMembers, listRequests, memberJoinsStats, updateMember,
} from './members';
import { groupImage, setEventBanner, setGroupImages } from './images';
import { createPost, getPost, listPosts, reportPost, updatePost } from './posts';
import { createResource, deleteResource, listResources } from './resources';
import { recordTrackingVisit } from '../crm/tracking-codes';

const BASE = '/api/v1/company';
const id = z.string().min(1).max(100);
const idParams = z.object({ id });
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const day = z.string().refine(isIsoDay, 'expected yyyy-MM-dd');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');
const text = (max: number) => z.string().trim().max(max);
const richText = z.string().max(20000);
const imageUrl = z.string().max(2000).refine(isImageAddress, 'expected an http(s) image address');

const eventFields = {
  name: z.string().trim().min(1).max(200),
  description: richText.default(''),
  type: z.enum(EVENT_TYPES as ['ONLINE', 'PHYSICAL', 'BOTH']),
  startDate: day, startTime: time, endDate: day, endTime: time,
  timeZone: z.string().max(64).refine(isTimeZone, 'unknown time zone'),
  address: text(300).default(''), city: text(100).default(''), state: text(100).default(''), country: text(100).default(''), zipCode: text(20).default(''),
  lat: z.number().min(-90).max(90).nullable().default(null), lng: z.number().min(-180).max(180).nullable().default(null),
  onlineUrl: text(500).default(''), bannerUrl: imageUrl.nullable().default(null),
};
const eventPatch = z.object({
  name: eventFields.name.optional(), description: richText.optional(), type: eventFields.type.optional(),
  startDate: day.optional(), startTime: time.optional(), endDate: day.optional(), endTime: time.optional(), timeZone: eventFields.timeZone.optional(),
  address: text(300).optional(), city: text(100).optional(), state: text(100).optional(), country: text(100).optional(), zipCode: text(20).optional(),
  lat: z.number().min(-90).max(90).nullable().optional(), lng: z.number().min(-180).max(180).nullable().optional(), onlineUrl: text(500).optional(), bannerUrl: imageUrl.nullable().optional(),
}).strict();

const statsQuery = z.object({ companyGroupId: id, startDate: day.optional(), endDate: day.optional() });


export function groupsRoutes(ctx: AppContext): AnyRoute[] {
  const statsRoute = (path: string, summary: string, instants: (groupId: string, from: number | null, to: number | null) => Promise<number[]>) =>
    defineRoute({
      method: 'get', path: `${BASE}/${path}`, tag: 'groups', auth: 'user', summary, query: statsQuery, response: S.periodStats,
      handler: async ({ query, caller }) => {
        const g = await groupRow(ctx.db, query.companyGroupId);
        await requireGroupAdmin(ctx.db, g, caller);
        const { from, to } = rangeMillis(query);
        return periodStats(await instants(g.id, from, to));
      },
    });
  const between = (table: 'cg_visits' | 'cg_keyword_searches') => async (groupId: string, from: number | null, to: number | null) => {
    let q = ctx.db.selectFrom(table).select('created_at').where('company_group_id', '=', groupId);
    if (from !== null) q = q.where('created_at', '>=', from);
    if (to !== null) q = q.where('created_at', '<=', to);
    return (await q.execute()).map((r) => Number(r.created_at));
  };

  return [
    defineRoute({
      method: 'get', path: `${BASE}/company-groups/profile/{profileName}`, tag: 'groups', auth: 'none',
      summary: "A group by profile name with the viewer's standing ('Invalid group!' when unknown)",
      params: z.object({ profileName: z.string().min(1).max(100) }),
      query: z.object({ isViewCounted: bool.optional() }),
      response: S.groupView,
      handler: async ({ params, query, headers }) => groupByProfile(ctx, params.profileName, await optionalCaller(ctx, headers), query.isViewCounted ?? false),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-groups`, tag: 'groups', auth: 'none', summary: 'Public groups, or mine',
      query: z.object({ mine: bool.optional(), keyword: text(100).optional() }), response: z.array(S.companyGroup),
      handler: async ({ query, headers }) => listGroups(ctx, await optionalCaller(ctx, headers), query),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-groups`, tag: 'groups', auth: 'user', status: 201, summary: 'Create a group (the caller owns it)',
      body: z.object({
        name: z.string().trim().min(2).max(100), description: richText.optional(), asPrivate: z.boolean().optional(),
        asMemberApprovalRequired: z.boolean().optional(), asMemberSelfHideAllowed: z.boolean().optional(), asMemberHiddenByDefault: z.boolean().optional(),
      }).strict(),
      response: S.groupView, handler: ({ body, caller }) => createGroup(ctx, caller, body),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/company-groups/{id}`, tag: 'groups', auth: 'user',
      summary: 'Update a group: the owner edits details and welcome text, group admins banner and logo',
      params: idParams,
      body: z.object({
        name: z.string().trim().min(2).max(100).optional(), description: richText.optional(), asPrivate: z.boolean().optional(),
        asMemberApprovalRequired: z.boolean().optional(), asMemberSelfHideAllowed: z.boolean().optional(), asMemberHiddenByDefault: z.boolean().optional(),
        meta: z.object({ memSubHeader: text(500).optional(), sponsorMessage: text(1000).optional() }).strict().optional(),
        logoUrl: imageUrl.nullable().optional(), bannerUrl: imageUrl.nullable().optional(), deactivated: z.boolean().optional(),
      }).strict(),
      response: S.groupView, handler: async ({ params, body, caller }) => groupOpenedThen(ctx, await updateGroup(ctx, caller, params.id, body), body, caller.userId),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-group-categories`, tag: 'groups', auth: 'user', status: 201, summary: 'Create a group category (group admin)',
      body: z.object({ companyGroupId: id, name: z.string().trim().min(1).max(100), description: text(500).default('') }).strict(),
      response: S.groupCategory, handler: ({ body, caller }) => createCategory(ctx, caller, body),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/company-group-categories/{id}`, tag: 'groups', auth: 'user', summary: 'Update a group category (group admin)',
      params: idParams, body: z.object({ name: z.string().trim().min(1).max(100).optional(), description: text(500).optional() }).strict(),
      response: S.groupCategory, handler: ({ params, body, caller }) => updateCategory(ctx, caller, params.id, body),
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/company-group-categories/{id}`, tag: 'groups', auth: 'user', summary: 'Delete a group category (group admin)',
      params: idParams, response: S.idAnswer, handler: ({ params, caller }) => deleteCategory(ctx, caller, params.id),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-groups/{id}/banner-logo`, tag: 'groups', auth: 'user',
      summary: 'Set the banner and/or logo: multipart bannerFile, logoFile, PNG/JPEG/GIF/WebP within the upload size limit (group admin)',
      params: idParams, response: S.groupView, handler: ({ params, caller, request }) => setGroupImages(ctx, caller, params.id, request),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-group-images/{id}`, tag: 'groups', auth: 'none', summary: 'A group banner, logo or event banner image',
      params: idParams, response: fileResponse, handler: ({ params, request }) => groupImage(ctx, params.id, request),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-group-resources`, tag: 'groups', auth: 'none', summary: "A group's resources (a private group's: members only)",
      query: z.object({ companyGroupId: id }), response: z.array(S.groupResource), handler: async ({ query, headers }) => listResources(ctx, await optionalCaller(ctx, headers), query.companyGroupId),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-group-resources`, tag: 'groups', auth: 'user', status: 201, summary: 'Share a resource link (group admin)',
      body: z.object({ companyGroupId: id, title: z.string().trim().min(1).max(200), url: z.string().trim().max(2000).regex(/^https?:\/\/\S+$/i, 'expected an http or https address') }).strict(),
      response: S.groupResource, handler: ({ body, caller }) => createResource(ctx, caller, body),
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/company-group-resources/{id}`, tag: 'groups', auth: 'user', summary: 'Remove a resource (group admin)',
      params: idParams, response: S.idAnswer, handler: ({ params, caller }) => deleteResource(ctx, caller, params.id),
    }),
    // membership
    defineRoute({
      method: 'get', path: `${BASE}/company-group-members`, tag: 'groups', auth: 'none', summary: 'Members of a group (hidden ones only for admins)',
      query: z.object({ companyGroupId: id, categoryId: id.optional(), keyword: text(100).optional() }), response: z.array(S.groupMember),
      handler: async ({ query, headers }) => listMembers(ctx, await optionalCaller(ctx, headers), query),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-group-members/join`, tag: 'groups', auth: 'user', summary: 'Join (free) or ask to join (approval required)',
      body: z.object({ companyGroupId: id }).strict(), response: S.groupViewer, handler: ({ body, caller }) => join(ctx, caller, body.companyGroupId),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-group-members/invite-company`, tag: 'groups', auth: 'user', status: 201, summary: "Invite a company's owner (group admin)",
      body: z.object({ companyGroupId: id, companyId: id }).strict(), response: S.memberInvite, handler: ({ body, caller }) => inviteCompany(ctx, caller, body),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-group-members/invite-email`, tag: 'groups', auth: 'user', status: 201, summary: 'Invite by e-mail (group admin)',
      body: z.object({ companyGroupId: id, emails: z.array(z.string().trim().email().max(254)).min(1, 'Please select at least one email').max(50) }).strict(),
      response: z.array(S.memberInvite), handler: ({ body, caller }) => inviteEmails(ctx, caller, body),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-group-members/invites`, tag: 'groups', auth: 'user', summary: "A group's invites (admin), or mine",
      query: z.object({ companyGroupId: id.optional() }), response: z.array(S.memberInvite), handler: ({ query, caller }) => listInvites(ctx, caller, query),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/company-group-members/invites/{id}/accept-invite`, tag: 'groups', auth: 'user', summary: 'Accept an invite (the invitee)',
      params: idParams, response: S.groupMember, handler: ({ params, caller }) => acceptInvite(ctx, caller, params.id),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-group-members/requests`, tag: 'groups', auth: 'user', summary: 'Requests to join groups the caller administers',
      query: z.object({ companyGroupId: id.optional() }), response: z.array(S.memberRequest), handler: ({ query, caller }) => listRequests(ctx, caller, query),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/company-group-members/requests/{id}/accept-request`, tag: 'groups', auth: 'user', summary: 'Accept a request to join (group admin)',
      params: idParams, response: S.groupMember, handler: ({ params, caller }) => acceptRequest(ctx, caller, params.id),
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/company-group-members/requests/{id}`, tag: 'groups', auth: 'user', summary: 'Cancel (requester) or decline (group admin) a request',
      params: idParams, response: S.idAnswer, handler: ({ params, caller }) => deleteRequest(ctx, caller, params.id),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/company-group-members/{id}`, tag: 'groups', auth: 'user', summary: 'My member settings: hidden or groupCategoryIds',
      params: idParams, body: z.object({ hidden: z.boolean().optional(), groupCategoryIds: z.array(id).max(50).optional() }).strict()
        .refine((b) => b.hidden !== undefined || b.groupCategoryIds !== undefined, 'give hidden or groupCategoryIds'),
      response: S.groupMember, handler: ({ params, body, caller }) => updateMember(ctx, caller, params.id, body),
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/company-group-members/{id}`, tag: 'groups', auth: 'user', summary: 'Leave a group, or remove a member (group admin)',
      params: idParams, response: S.idAnswer, handler: ({ params, caller }) => deleteMember(ctx, caller, params.id),
    }),
    // events
    defineRoute({
      method: 'get', path: `${BASE}/company-group-events`, tag: 'groups', auth: 'none', summary: "A group's events, or every public group's",
      query: z.object({ companyGroupId: id.optional(), upcoming: bool.optional() }), response: z.array(S.groupEvent),
      handler: async ({ query, headers }) => listEvents(ctx, await optionalCaller(ctx, headers), query),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-group-events/time-zones`, tag: 'groups', auth: 'none', summary: 'Time zones events may use',
      response: z.array(z.string()), handler: async () => Intl.supportedValuesOf('timeZone'),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-group-events/profile/{groupProfileName}/{eventProfileName}`, tag: 'groups', auth: 'none', summary: 'An event by its profile names',
      params: z.object({ groupProfileName: z.string().min(1).max(100), eventProfileName: z.string().min(1).max(100) }), response: S.groupEvent,
      handler: async ({ params, headers }) => eventByProfile(ctx, await optionalCaller(ctx, headers), params.groupProfileName, params.eventProfileName),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-group-events`, tag: 'groups', auth: 'user', status: 201, summary: 'Create an event (group admin)',
      body: z.object({ companyGroupId: id, ...eventFields }).strict(), response: S.groupEvent, handler: async ({ body, caller }) => publishedThen(ctx, 'GROUP_EVENT', await createEvent(ctx, caller, body), caller.userId),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/company-group-events/{id}`, tag: 'groups', auth: 'user', summary: 'Update an event (group admin)',
      params: idParams, body: eventPatch, response: S.groupEvent, handler: ({ params, body, caller }) => updateEvent(ctx, caller, params.id, body),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-group-events/{id}/banner`, tag: 'groups', auth: 'user', summary: 'Set the event banner: multipart bannerFile (group admin)',
      params: idParams, response: S.groupEvent, handler: ({ params, caller, request }) => setEventBanner(ctx, caller, params.id, request),
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/company-group-events/{id}`, tag: 'groups', auth: 'user', summary: 'Delete an event (group admin)',
      params: idParams, response: S.idAnswer, handler: ({ params, caller }) => deleteEvent(ctx, caller, params.id),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-group-event-interests`, tag: 'groups', auth: 'user', status: 201, summary: 'Show interest in an event',
      body: z.object({ cgEventId: id }).strict(), response: S.eventInterest, handler: ({ body, caller }) => addInterest(ctx, caller, body.cgEventId),
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/company-group-event-interests/{id}`, tag: 'groups', auth: 'user', summary: 'Withdraw interest in an event',
      params: idParams, response: S.idAnswer, handler: ({ params, caller }) => removeInterest(ctx, caller, params.id),
    }),
    // posts
    defineRoute({
      method: 'get', path: `${BASE}/company-group-posts`, tag: 'groups', auth: 'none', summary: "A group's posts, or mine",
      query: z.object({ companyGroupId: id.optional(), mine: bool.optional() }), response: z.array(S.groupPost),
      handler: async ({ query, headers }) => {
        const caller = await optionalCaller(ctx, headers);
        if (!query.companyGroupId && !query.mine) throw new HttpError(400, 'query: give companyGroupId or mine');
        if (query.mine && !caller) throw new HttpError(401, 'Unauthorized');
        return listPosts(ctx, caller, query);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-group-posts/{id}`, tag: 'groups', auth: 'none', summary: 'A post',
      params: idParams, response: S.groupPost, handler: async ({ params, headers }) => getPost(ctx, await optionalCaller(ctx, headers), params.id),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-group-posts`, tag: 'groups', auth: 'user', status: 201, summary: 'Write a post (members)',
      body: z.object({ companyGroupId: id, content: richText }).strict(), response: S.groupPost, handler: ({ body, caller }) => createPost(ctx, caller, body),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/company-group-posts/{id}`, tag: 'groups', auth: 'user', summary: 'Edit (author), deactivate or reactivate (author or group admin) a post',
      params: idParams, body: z.object({ content: richText.optional(), deactivated: z.boolean().optional() }).strict(), response: S.groupPost,
      handler: ({ params, body, caller }) => updatePost(ctx, caller, params.id, body),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-group-post-searches/{id}/reports`, tag: 'groups', auth: 'user', status: 201, summary: 'Report a post',
      params: idParams, body: z.object({ reason: z.enum(REPORT_REASONS), description: text(1000).default('') }).strict(), response: S.idAnswer,
      handler: ({ params, body, caller }) => reportPost(ctx, caller, params.id, body),
    }),
    // stats and tracking
    statsRoute('company-group-visits/stats', 'Visits of a group per day, month and year (group admin)', between('cg_visits')),
    statsRoute('company-group-keyword-searches/stats', 'Member keyword searches per period (group admin)', between('cg_keyword_searches')),
    statsRoute('company-group-member-stats', 'Members joined per period (group admin)', (g, from, to) => memberJoinsStats(ctx.db, g, from, to)),
    defineRoute({
      method: 'post', path: `${BASE}/tracking-code-logs`, tag: 'groups', auth: 'none', status: 201, summary: 'Record a tracking code visit (query tc)',
      body: z.object({ trackingCodeId: z.string().max(100).transform((v) => v.replace(/[^a-zA-Z0-9]/g, '')).refine((v) => v.length > 0, 'letters and digits required'), url: z.string().max(2000) }).strict(),
      response: S.trackingVisit,
      handler: async ({ body, headers }) => recordTrackingVisit(ctx, body, (await optionalCaller(ctx, headers))?.userId ?? null),
    }),
  ];
}
