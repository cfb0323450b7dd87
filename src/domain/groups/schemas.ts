// The groups area's answers as zod schemas: the one description of what the server sends. The server's routes
// declare them as their response schemas (so /api/v1/openapi.json documents them), the client's endpoint map
// takes its response types from them (src/sync/contract/groups.ts). Objects are strict: a field the server
// sends and the schema does not name is an error in the contract tests. Not in the index: importing this
// file is what brings zod at run time.
import { z } from 'zod';
import type {
  CompanyGroup, GroupCategory, GroupEvent, GroupMember, GroupPost, GroupResource, GroupView, GroupViewer, MemberInvite, MemberRequest,
} from './types';
import type { PeriodStats } from './stats';
import { EVENT_TYPES } from './event-time';

/** { id } of what a delete or a report touched. */
export const idAnswer = z.strictObject({ id: z.string() });

const periodCount = z.strictObject({
  _id: z.strictObject({ YEAR: z.number(), MONTH: z.number().optional(), DAY: z.number().optional() }),
  count: z.number(),
});
/** Counts per day, month and year (spec section 3). */
export const periodStats = z.strictObject({ DAY: z.array(periodCount), MONTH: z.array(periodCount), YEAR: z.array(periodCount) });

export const groupCategory = z.strictObject({ id: z.string(), name: z.string(), description: z.string(), companyGroupId: z.string() });

export const companyGroup = z.strictObject({
  id: z.string(), name: z.string(), profileName: z.string(), description: z.string(), ownerId: z.string(),
  asPrivate: z.boolean(), asPremium: z.boolean(), asMemberApprovalRequired: z.boolean(), asMemberSelfHideAllowed: z.boolean(), asMemberHiddenByDefault: z.boolean(),
  meta: z.strictObject({ sponsorMessage: z.string().optional(), memSubHeader: z.string().optional() }),
  logoUrl: z.string().nullable(), bannerUrl: z.string().nullable(), categories: z.array(groupCategory), memberCount: z.number(), deactivated: z.boolean(),
});

export const groupViewer = z.strictObject({
  userId: z.string().nullable(), membership: z.enum(['NONE', 'REQUESTED', 'MEMBER']), isOwner: z.boolean(), isAdmin: z.boolean(),
  memberId: z.string().nullable(), requestId: z.string().nullable(), hidden: z.boolean(), groupCategoryIds: z.array(z.string()),
});

export const groupView = companyGroup.extend({ viewer: groupViewer });

export const groupMember = z.strictObject({
  id: z.string(), companyGroupId: z.string(), userId: z.string(), role: z.string(), hidden: z.boolean(), groupCategoryIds: z.array(z.string()),
  firstname: z.string(), lastname: z.string(), profileName: z.string(), createdAt: z.number(),
});

export const memberRequest = z.strictObject({
  id: z.string(), companyGroupId: z.string(), userId: z.string(), groupName: z.string(), groupProfileName: z.string(),
  firstname: z.string(), lastname: z.string(), createdAt: z.number(),
});

export const memberInvite = z.strictObject({
  id: z.string(), companyGroupId: z.string(), groupName: z.string(), groupProfileName: z.string(), inviterId: z.string(),
  targetEmail: z.string().nullable(), targetUserId: z.string().nullable(), targetCompanyId: z.string().nullable(), acceptedAt: z.number().nullable(), createdAt: z.number(),
});

export const groupEvent = z.strictObject({
  id: z.string(), name: z.string(), profileName: z.string(), companyGroupId: z.string(), groupProfileName: z.string(), groupName: z.string(),
  description: z.string(), type: z.enum(EVENT_TYPES as ['ONLINE', 'PHYSICAL', 'BOTH']),
  startDate: z.string(), startTime: z.string(), endDate: z.string(), endTime: z.string(), timeZone: z.string(), startTimeMillis: z.number(), endTimeMillis: z.number(),
  address: z.string(), city: z.string(), state: z.string(), country: z.string(), zipCode: z.string(), lat: z.number().nullable(), lng: z.number().nullable(),
  onlineUrl: z.string(), bannerUrl: z.string().nullable(), interestCount: z.number(), myInterestId: z.string().nullable(), ended: z.boolean(),
});

export const eventInterest = z.strictObject({ id: z.string(), cgEventId: z.string() });

export const groupPost = z.strictObject({
  id: z.string(), companyGroupId: z.string(), ownerId: z.string(), ownerName: z.string(), content: z.string(), deactivated: z.boolean(),
  createdAt: z.number(), updatedAt: z.number(),
});

export const groupResource = z.strictObject({ id: z.string(), companyGroupId: z.string(), title: z.string(), url: z.string(), createdAt: z.number() });

export const trackingVisit = z.strictObject({ id: z.string(), trackingCodeId: z.string(), url: z.string() });

/** Each schema describes exactly its domain type (a compile error otherwise): views typed with either agree. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SCHEMAS_MATCH_TYPES: {
  [K in 'stats' | 'category' | 'group' | 'viewer' | 'view' | 'member' | 'request' | 'invite' | 'event' | 'post' | 'resource']: true;
} = {
  stats: true satisfies Same<z.output<typeof periodStats>, PeriodStats>,
  category: true satisfies Same<z.output<typeof groupCategory>, GroupCategory>,
  group: true satisfies Same<z.output<typeof companyGroup>, CompanyGroup>,
  viewer: true satisfies Same<z.output<typeof groupViewer>, GroupViewer>,
  view: true satisfies Same<z.output<typeof groupView>, GroupView>,
  member: true satisfies Same<z.output<typeof groupMember>, GroupMember>,
  request: true satisfies Same<z.output<typeof memberRequest>, MemberRequest>,
  invite: true satisfies Same<z.output<typeof memberInvite>, MemberInvite>,
  event: true satisfies Same<z.output<typeof groupEvent>, GroupEvent>,
  post: true satisfies Same<z.output<typeof groupPost>, GroupPost>,
  resource: true satisfies Same<z.output<typeof groupResource>, GroupResource>,
};
