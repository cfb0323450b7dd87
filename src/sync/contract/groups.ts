// The answer of each call of the groups area's endpoint map (../api/endpoints/groups.ts), as the zod schema the
// server route declares (src/domain/groups/schemas.ts): the map's `out` types are read from here, and
// tests/contract/routes.test.ts checks call by call that the route a call reaches declares the same schema.
// Only types are imported from this file by the client (zod stays out of the bundle); tests import it whole.
import { z } from 'zod';
import * as S from '../../domain/groups/schemas';

export const GROUP_ANSWERS = {
  'groups.byProfile': S.groupView,
  'groups.list': z.array(S.companyGroup),
  'groups.create': S.groupView,
  'groups.update': S.groupView,
  'groups.images.set': S.groupView,
  'groups.resources.list': z.array(S.groupResource),
  'groups.resources.create': S.groupResource,
  'groups.resources.delete': S.idAnswer,
  'groups.categories.create': S.groupCategory,
  'groups.categories.update': S.groupCategory,
  'groups.categories.delete': S.idAnswer,
  'groups.members.list': z.array(S.groupMember),
  'groups.members.join': S.groupViewer,
  'groups.members.update': S.groupMember,
  'groups.members.delete': S.idAnswer,
  'groups.members.inviteEmail': z.array(S.memberInvite),
  'groups.members.inviteCompany': S.memberInvite,
  'groups.invites.list': z.array(S.memberInvite),
  'groups.invites.accept': S.groupMember,
  'groups.requests.list': z.array(S.memberRequest),
  'groups.requests.accept': S.groupMember,
  'groups.requests.delete': S.idAnswer,
  'groups.events.list': z.array(S.groupEvent),
  'groups.events.byProfile': S.groupEvent,
  'groups.events.timeZones': z.array(z.string()),
  'groups.events.create': S.groupEvent,
  'groups.events.update': S.groupEvent,
  'groups.events.banner': S.groupEvent,
  'groups.events.delete': S.idAnswer,
  'groups.interests.create': S.eventInterest,
  'groups.interests.delete': S.idAnswer,
  'groups.posts.list': z.array(S.groupPost),
  'groups.posts.get': S.groupPost,
  'groups.posts.create': S.groupPost,
  'groups.posts.update': S.groupPost,
  'groups.posts.report': S.idAnswer,
  'groups.stats': S.periodStats,
  'groups.trackingCodeLog': S.trackingVisit,
} as const;

/** What the server answers to a call of the groups area. */
export type GroupAnswer<K extends keyof typeof GROUP_ANSWERS> = z.output<(typeof GROUP_ANSWERS)[K]>;
