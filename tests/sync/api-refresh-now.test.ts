import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/sync/api/client';
import { BASES, fakeFetch, isRefresh, tokenHolder, type Answer, type Recorded } from './fixtures/fake-api';

function setup(handler: (r: Recorded) => Answer) {
  const holder = tokenHolder({ accessToken: 'old', refreshToken: 'r1' });
  const { fetchFn, requests } = fakeFetch(handler);
  const client = createApiClient({
    bases: BASES, getTokens: holder.getTokens, onTokens: holder.onTokens, onExpired: holder.onExpired, fetch: fetchFn, log: () => {},
  });
  return { client, holder, requests };
}

describe('api client refreshTokens (for the socket)', () => {
  it('refreshes now, and shares one refresh with calls that hit 401 at the same time', async () => {
    const user = { id: 'u1' };
    const { client, holder, requests } = setup((r) => {
      if (isRefresh(r)) return { status: 200, body: { accessToken: 'new', refreshToken: 'r2' } };
      return r.headers.Authorization === 'Bearer new' ? { status: 200, body: user } : { status: 401, body: { message: 'expired' } };
    });
    const [ok, me] = await Promise.all([client.refreshTokens(), client.call('user.me', undefined)]);
    expect(ok).toBe(true);
    expect(me).toEqual(user);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(holder.refreshed).toEqual([{ accessToken: 'new', refreshToken: 'r2' }]);
  });

  it('a refused refresh reports expiry once and answers false', async () => {
    const { client, holder } = setup(() => ({ status: 401, body: { message: 'revoked' } }));
    expect(await client.refreshTokens()).toBe(false);
    expect(holder.expiredCalls).toBe(1);
  });
});
