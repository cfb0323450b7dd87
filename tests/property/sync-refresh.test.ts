// Property: however many calls fail with 401 at once, and in whatever order the answers arrive,
// exactly one REFRESH_TOKEN request is made.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createApiClient, TOKEN_EXPIRED } from '../../src/sync/api/client';
import { BASES, fakeFetch, isRefresh, tokenHolder, type Answer, type Recorded } from '../sync/fixtures/fake-api';

function run(s: fc.Scheduler, n: number, refreshWorks: boolean) {
  const holder = tokenHolder({ accessToken: 'stale', refreshToken: 'r1' });
  const answer = (r: Recorded): Answer => {
    if (isRefresh(r)) return refreshWorks ? { status: 200, body: { accessToken: 'fresh', refreshToken: 'r2' } } : { status: 401, body: { message: 'refresh refused' } };
    if (r.headers.Authorization === 'Bearer fresh') return { status: 200, body: { n: Number(new URL(r.url).searchParams.get('skip')) } };
    return { status: 401, body: { message: 'jwt expired' } };
  };
  // Every answer is delivered when the scheduler decides: any interleaving of answers and retries.
  const { fetchFn, requests } = fakeFetch(s.scheduleFunction(async (r: Recorded) => answer(r)));
  const client = createApiClient({
    bases: BASES, getTokens: holder.getTokens, onTokens: holder.onTokens, onExpired: holder.onExpired, fetch: fetchFn, log: () => {},
  });
  const calls = Array.from({ length: n }, (_, i) =>
    client.call('notifications.list', { skip: i }).then((v) => ({ ok: true as const, v }), (e: unknown) => ({ ok: false as const, e })));
  return { holder, requests, calls };
}

describe('401 single-flight refresh (property)', () => {
  it('one refresh for any number of concurrent 401s; every call gets its retried result', async () => {
    await fc.assert(fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 30 }), async (s, n) => {
      const { requests, calls, holder } = run(s, n, true);
      const results = await s.waitFor(Promise.all(calls));
      expect(requests.filter(isRefresh)).toHaveLength(1);
      expect(results).toEqual(Array.from({ length: n }, (_, i) => ({ ok: true, v: { n: i } })));
      expect(requests.filter((r) => !isRefresh(r))).toHaveLength(2 * n);
      expect(holder.expiredCalls).toBe(0);
    }), { numRuns: 200 });
  });

  it('a failed refresh: onExpired exactly once, nothing retries, every call rejects', async () => {
    await fc.assert(fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 30 }), async (s, n) => {
      const { requests, calls, holder } = run(s, n, false);
      const results = await s.waitFor(Promise.all(calls));
      expect(requests.filter(isRefresh)).toHaveLength(1);
      expect(holder.expiredCalls).toBe(1);
      expect(requests.filter((r) => !isRefresh(r))).toHaveLength(n);
      for (const r of results) expect(r).toMatchObject({ ok: false, e: { status: 401, message: TOKEN_EXPIRED } });
    }), { numRuns: 200 });
  });
});
