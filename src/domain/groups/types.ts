// Entities of the groups area as the API sends them (spec section 3).
import type { EventType } from './event-time';
import type { PeriodStats } from './stats';

export type GroupMeta = { sponsorMessage?: string; memSubHeader?: string };

export type GroupCategory = { id: string; name: string; description: string; companyGroupId: string };

export type CompanyGroup = {
  id: string;
  name: string;
  profileName: string;
  description: string;
  ownerId: string;
  asPrivate: boolean;
  asPremium: boolean;
  asMemberApprovalRequired: boolean;
  asMemberSelfHideAllowed: boolean;
  asMemberHiddenByDefault: boolean;
  meta: GroupMeta;
  logoUrl: string | null;
  bannerUrl: string | null;
  categories: GroupCategory[];
  memberCount: number;
  deactivated: boolean;
};

/** Where the viewer stands with a group (spec section 4). */
export type Membership = 'NONE' | 'REQUESTED' | 'MEMBER';

export type GroupViewer = {
  userId: string | null;
  membership: Membership;
  isOwner: boolean;
  /** the owner or a member with role ADMIN */
  isAdmin: boolean;
  memberId: string | null;
  requestId: string | null;
  hidden: boolean;
  groupCategoryIds: string[];
};

export type GroupView = CompanyGroup & { viewer: GroupViewer };

export type GroupMember = {
  id: string;
  companyGroupId: string;
  userId: string;
  role: string;
  hidden: boolean;
  groupCategoryIds: string[];
  firstname: string;
  lastname: string;
  profileName: string;
  createdAt: number;
};

export type MemberRequest = {
  id: string;
  companyGroupId: string;
  userId: string;
  groupName: string;
  groupProfileName: string;
  firstname: string;
  lastname: string;
  createdAt: number;
};

export type MemberInvite = {
  id: string;
  companyGroupId: string;
  groupName: string;
  groupProfileName: string;
  inviterId: string;
  targetEmail: string | null;
  targetUserId: string | null;
  targetCompanyId: string | null;
  acceptedAt: number | null;
  createdAt: number;
};

export type GroupEvent = {
  id: string;
  name: string;
  profileName: string;
  companyGroupId: string;
  groupProfileName: string;
  groupName: string;
  description: string;
  type: EventType;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  startTimeMillis: number;
  endTimeMillis: number;
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  lat: number | null;
  lng: number | null;
  onlineUrl: string;
  bannerUrl: string | null;
  interestCount: number;
  /** the viewer's interest id, when interested */
  myInterestId: string | null;
  ended: boolean;
};

export type GroupPost = {
  id: string;
  companyGroupId: string;
  ownerId: string;
  ownerName: string;
  content: string;
  deactivated: boolean;
  createdAt: number;
  updatedAt: number;
};

export const REPORT_REASONS = ['SPAM_OR_MISLEADING', 'COPYRIGHT_INFRINGEMENT', 'INAPPROPRIATE_CONTENT', 'OTHER_SITE_VIOLATION'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export type { PeriodStats };

/** What a group admin writes of an event (the rest of GroupEvent is derived by the server). */
export type GroupEventFields = Pick<GroupEvent,
  'name' | 'description' | 'type' | 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timeZone'
  | 'address' | 'city' | 'state' | 'country' | 'zipCode' | 'lat' | 'lng' | 'onlineUrl' | 'bannerUrl'>;

/** A link a group's admins share with the group (the resources page). */
export type GroupResource = { id: string; companyGroupId: string; title: string; url: string; createdAt: number };

/** Image addresses a group or event may name: http(s), or an image uploaded to the groups service. */
export const isImageAddress = (u: string): boolean => /^https?:\/\/[^\s"'()<>\\]+$/i.test(u) || /^\/api\/v1\/company\/company-group-images\/[\w-]+$/.test(u);

/** An event as a group admin sends it: name, type and times are required; the server fills the rest with defaults. */
export type GroupEventInput = Pick<GroupEventFields, 'name' | 'type' | 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timeZone'>
  & Partial<GroupEventFields>;

/** The group statistics the stats pages chart (sponsor clicks are the sponsors area's). */
export type StatsKind = 'visits' | 'keywordSearches' | 'memberJoins';
