// The realtime event envelope (spec section 4, DESIGN.md "The data path").

export const RESOURCE_TYPES = [
  'MESSAGE', 'MESSAGEFILE', 'MESSAGEVIEWER', 'ROOMINVITE', 'DIRECTROOM', 'ROOM', 'CALL', 'CALLINVITE',
  'PRESENCE', 'PRESENCESESSIONID', 'CONNECTION', 'NOTIFICATION', 'RTCREQUEST', 'MTZPLANSUBSCRIPTION',
  // beyond spec 4's list: changes another user must see live that the spec names no event for
  'FOLLOW', 'COMPANYMEMBER', 'GROUPMEMBER', 'ORDER', 'POST', 'FILEACCESS', 'CRM', 'ADMIN', 'ADVERTISING', 'METRIC',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const ACTIONS = ['CREATED', 'UPDATED', 'DELETED', 'VIEWED', 'FETCHED', 'ACCEPTED'] as const;
export type Action = (typeof ACTIONS)[number];

/** Body of each STOMP MESSAGE frame on /user/topic/mtz, and each row of the per-user event log. */
export type RealtimeEvent<R = unknown> = {
  resourceType: ResourceType;
  action: Action;
  resource: R;
  /** per-user, strictly increasing, assigned when the event is appended to the user's log */
  seq: number;
};

/** GET /alert/events?afterSeq=N */
export type EventsPage = {
  events: RealtimeEvent[];
  /** the user's newest seq (0 when none) */
  latestSeq: number;
  /** true when events after afterSeq were already dropped from the log: reload collections */
  truncated: boolean;
};
