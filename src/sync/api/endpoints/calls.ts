// REST calls of video calls (merged in ../types.ts and ../routes.ts). Shapes: src/domain/calls/types.ts
// (spec 7: calls POST/GET/PATCH /rooms/calls, POST /rooms/calls/rtc-requests), relative to the chat service.
import type { RoutesOf } from '../routes';
import { on } from '../stale';
import type { Call, RtcRequest, RtcRequestInput } from '../../../domain/calls/types';

export type CallEndpoints = {
  /** POST /rooms/calls {roomId}: the caller starts a call (409 when one is active in the room) */
  'calls.start': { in: { roomId: string }; out: Call };
  /** GET /rooms/calls?roomIds= : the active calls of those rooms */
  'calls.list': { in: { roomIds: string[] }; out: Call[] };
  /** PATCH /rooms/calls/{id} {_join:true} */
  'calls.join': { in: { id: string }; out: Call };
  /** PATCH /rooms/calls/{id} {_leave:true} (the last one out ends the call) */
  'calls.leave': { in: { id: string }; out: Call };
  /** PATCH /rooms/calls/{id} {_reject:true} */
  'calls.reject': { in: { id: string }; out: Call };
  /** POST /rooms/calls/rtc-requests: an offer, answer or ICE candidate for another member of the call */
  'calls.rtcRequest': { in: RtcRequestInput; out: RtcRequest };
};

const enc = encodeURIComponent;

export const callRoutes: RoutesOf<CallEndpoints> = {
  'calls.start': { service: 'chat', method: 'POST', authed: true, build: (body) => ({ path: '/rooms/calls', body }) },
  'calls.list': { service: 'chat', method: 'GET', authed: true, stale: [on('CALL'), on('CALLINVITE')], build: ({ roomIds }) => ({ path: '/rooms/calls', query: { roomIds: roomIds.join(',') } }) },
  'calls.join': { service: 'chat', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/rooms/calls/${enc(id)}`, body: { _join: true } }) },
  'calls.leave': { service: 'chat', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/rooms/calls/${enc(id)}`, body: { _leave: true } }) },
  'calls.reject': { service: 'chat', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/rooms/calls/${enc(id)}`, body: { _reject: true } }) },
  'calls.rtcRequest': { service: 'chat', method: 'POST', authed: true, build: (body) => ({ path: '/rooms/calls/rtc-requests', body }) },
};
