// Calls (spec sections 3, 4 and 7): a video call in a chat room, its invites, and the WebRTC
// signalling requests relayed between its members. Shared by the server, the endpoints and the views.

export type CallMember = { userId: string; joinedAt: number };

export type CallStatus = 'ACTIVE' | 'ENDED';

/** Call: callMembers (userId), roomId (spec 3); the members are the people in the call now. */
export type Call = {
  id: string;
  roomId: string;
  creatorId: string;
  callMembers: CallMember[];
  status: CallStatus;
  createdAt: number;
  endedAt: number | null;
};

/** An invitation to a call, one per room member who is not in it (CALLINVITE events). */
export type CallInvite = { callId: string; roomId: string; inviterId: string; inviteeId: string };

export type RtcRequestType = 'offer' | 'answer' | 'candidate';

/** A serialised RTCIceCandidateInit. */
export type RtcCandidate = { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null; usernameFragment?: string | null };

/** One WebRTC signalling message from one call member to another (RTCREQUEST events, to the target only). */
export type RtcRequest = {
  id: string;
  callId: string;
  roomId: string;
  fromUserId: string;
  toUserId: string;
  type: RtcRequestType;
  /** offer and answer */
  sdp?: string;
  /** candidate */
  candidate?: RtcCandidate;
  createdAt: number;
};

export type CallPatch = { _join: true } | { _leave: true } | { _reject: true };

export type RtcRequestInput = { callId: string; toUserId: string; type: RtcRequestType; sdp?: string; candidate?: RtcCandidate };

/** Server messages of the calls routes (tests and views compare with them). */
export const CALL_MESSAGES = {
  callNotFound: 'Call not found',
  callInProgress: 'A call is already in progress in this room',
  callEnded: 'The call has ended',
  notInCall: 'You are not in this call',
  alreadyInCall: 'You are already in this call',
  targetNotInCall: 'The recipient is not in this call',
  toSelf: 'You cannot send a request to yourself',
  sdpRequired: 'sdp is required for an offer or an answer',
  candidateRequired: 'candidate is required for a candidate',
} as const;

/** Spec section 8. */
export const CALL_FAILED_MESSAGE = 'Making video call failed, reload the page and retry!';

/*
 * Calls REST (base /api/v1/chat), signed-in room members only:
 *  POST  /rooms/calls {roomId}                -> Call (201; the caller is its first member); 409 when one is active
 *  GET   /rooms/calls?roomIds=a,b             -> Call[] the active calls of those rooms
 *  PATCH /rooms/calls/{id} {_join:true} | {_leave:true} | {_reject:true} -> Call
 *  POST  /rooms/calls/rtc-requests {callId, toUserId, type, sdp?, candidate?} -> RtcRequest (201; both in the call)
 * Events, to every member of the room:
 *  CALL       CREATED | UPDATED (joined or left) | DELETED (the last member left: status ENDED)   resource Call
 *  CALLINVITE CREATED (to the other members on create) | ACCEPTED (joined) | DELETED (rejected)   resource CallInvite
 *  RTCREQUEST CREATED, to toUserId only                                                          resource RtcRequest
 */
