// REST routes of calls (spec 7: calls POST/GET/PATCH /rooms/calls, POST /rooms/calls/rtc-requests).
// Mounted before the chat routes, so GET /rooms/calls is not read as GET /rooms/{id}.
import { z } from 'zod';
import type { AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { listCalls, patchCall, relayRtcRequest, startCall } from './calls';

const CALLS = '/api/v1/chat/rooms/calls';
const id = z.string().min(1).max(100);

const callSchema = z.object({
  id: z.string(), roomId: z.string(), creatorId: z.string(),
  callMembers: z.array(z.object({ userId: z.string(), joinedAt: z.number() })),
  status: z.enum(['ACTIVE', 'ENDED']), createdAt: z.number(), endedAt: z.number().nullable(),
});
const candidateSchema = z.strictObject({
  candidate: z.string().max(2000), sdpMid: z.string().max(100).nullable(), sdpMLineIndex: z.number().int().min(0).max(100).nullable(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
const rtcRequestSchema = z.object({
  id: z.string(), callId: z.string(), roomId: z.string(), fromUserId: z.string(), toUserId: z.string(),
  type: z.enum(['offer', 'answer', 'candidate']), sdp: z.string().optional(), candidate: candidateSchema.optional(), createdAt: z.number(),
});
const roomIdsCsv = z.string().max(100 * 101).transform((v, ctx) => {
  const xs = [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))];
  if (xs.length === 0 || xs.length > 100 || xs.some((x) => x.length > 100)) ctx.addIssue({ code: 'custom', message: '1 to 100 ids of up to 100 characters' });
  return xs;
});
const patchSchema = z.union([
  z.strictObject({ _join: z.literal(true) }),
  z.strictObject({ _leave: z.literal(true) }),
  z.strictObject({ _reject: z.literal(true) }),
]);

export function callRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: CALLS, tag: 'chat', auth: 'user', status: 201,
      summary: 'Start a video call in a room (members only; one active call per room); the other members are invited',
      body: z.strictObject({ roomId: id }), response: callSchema,
      handler: ({ caller, body }) => startCall(ctx, caller.userId, body.roomId),
    }),
    defineRoute({
      method: 'get', path: CALLS, tag: 'chat', auth: 'user',
      summary: 'The active calls of rooms the caller is a member of',
      query: z.object({ roomIds: roomIdsCsv }), response: z.array(callSchema),
      handler: ({ caller, query }) => listCalls(ctx, caller.userId, query.roomIds),
    }),
    defineRoute({
      method: 'patch', path: `${CALLS}/{id}`, tag: 'chat', auth: 'user',
      summary: 'Join ({_join:true}), leave ({_leave:true}; the last one out ends it) or reject ({_reject:true}) a call of a room the caller is in',
      params: z.object({ id }), body: patchSchema, response: callSchema,
      handler: ({ caller, params, body }) => patchCall(ctx, caller.userId, params.id, body),
    }),
    defineRoute({
      method: 'post', path: `${CALLS}/rtc-requests`, tag: 'chat', auth: 'user', status: 201,
      summary: 'Relay a WebRTC offer, answer or ICE candidate to another member of the call (RTCREQUEST to that user only)',
      body: z.strictObject({
        callId: id, toUserId: id, type: z.enum(['offer', 'answer', 'candidate']),
        sdp: z.string().min(1).max(100_000).optional(), candidate: candidateSchema.optional(),
      }),
      response: rtcRequestSchema,
      handler: ({ caller, body }) => relayRtcRequest(ctx, caller.userId, body),
    }),
  ];
}
