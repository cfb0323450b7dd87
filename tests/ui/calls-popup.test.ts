// The call popup's geometry (90% of the screen, square, centred) and when an incoming call rings.
import { describe, expect, it } from 'vitest';
import type { Call } from '../../src/domain/calls/types';
import { callPageHref, callPopupFeatures } from '../../src/ui/features/calls/popup';
import { RING_WINDOW_MS, shouldRing } from '../../src/ui/features/calls/ring';

const features = (s: string) => Object.fromEntries(s.split(',').map((kv) => kv.split('=')));

describe('call popup', () => {
  it('is a square of 90% of the shorter side, centred on the available screen', () => {
    expect(features(callPopupFeatures({ availWidth: 1920, availHeight: 1000, availLeft: 0, availTop: 40 })))
      .toEqual({ popup: 'yes', width: '900', height: '900', left: '510', top: '90' });
    expect(features(callPopupFeatures({ availWidth: 800, availHeight: 1200 })))
      .toEqual({ popup: 'yes', width: '720', height: '720', left: '40', top: '240' });
  });
  it('opens /chat/calls?roomId={id}', () => {
    expect(callPageHref('r 1')).toBe('/chat/calls?roomId=r%201');
  });
});

describe('shouldRing', () => {
  const call = (memberIds: string[], over: Partial<Call> = {}): Call => ({
    id: 'c1', roomId: 'r1', creatorId: 'a', callMembers: memberIds.map((userId) => ({ userId, joinedAt: 0 })),
    status: 'ACTIVE', createdAt: 1_000, endedAt: null, ...over,
  });
  it('rings a room member who is not in the call yet, on any page but the call popup', () => {
    expect(shouldRing(call(['a']), 'b', 2_000, '/chat')).toBe(true);
    expect(shouldRing(call(['a']), 'b', 2_000, '/me')).toBe(true);
    expect(shouldRing(call(['a']), 'b', 2_000, '/chat/calls')).toBe(false);
  });
  it('does not ring members of the call, ended calls, or calls older than the ring window', () => {
    expect(shouldRing(call(['a', 'b']), 'b', 2_000, '/chat')).toBe(false);
    expect(shouldRing(call([], { status: 'ENDED' }), 'b', 2_000, '/chat')).toBe(false);
    expect(shouldRing(call(['a']), 'b', 1_000 + RING_WINDOW_MS, '/chat')).toBe(false);
    expect(shouldRing(call(['a']), 'b', 999 + RING_WINDOW_MS, '/chat')).toBe(true);
  });
});
