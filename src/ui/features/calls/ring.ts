// When an incoming call rings (spec 4: a call CREATED where the user is not yet a member asks to answer).
import type { Call } from '../../../domain/calls/types';

/** calls created longer ago than this are not rung any more (a catch-up replaying old events) */
export const RING_WINDOW_MS = 60_000;

export function shouldRing(call: Call, selfId: string, now: number, path: string): boolean {
  return call.status === 'ACTIVE' && !call.callMembers.some((m) => m.userId === selfId)
    && now - call.createdAt < RING_WINDOW_MS && !path.startsWith('/chat/calls');
}
