// When an access token runs out, read from its own claims, so the client can refresh it before
// the socket or a call is refused.

/** The token's `exp` in epoch millis, or null when the token carries none (or is not a JWT). */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const b64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)));
    if (typeof json !== 'object' || json === null || !('exp' in json) || typeof json.exp !== 'number') return null;
    return json.exp * 1000;
  } catch {
    return null;
  }
}

/** Refresh this long before expiry. */
export const REFRESH_LEAD_MS = 60_000;

/** Milliseconds to wait before refreshing; 0 = now; null = the token gives no expiry. */
export function refreshDelay(token: string, nowMs: number, leadMs = REFRESH_LEAD_MS): number | null {
  const exp = tokenExpiresAt(token);
  if (exp === null) return null;
  return Math.max(0, exp - nowMs - leadMs);
}
