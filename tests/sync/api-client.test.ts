import { describe, expect, it } from 'vitest';
import { createApiClient, SERVICE_UNAVAILABLE, TOKEN_EXPIRED } from '../../src/sync/api/client';
import { ApiRequestError } from '../../src/sync/api/types';
import { BASES, fakeFetch, isRefresh, tokenHolder, type Answer, type Recorded } from './fixtures/fake-api';

function setup(handler: (r: Recorded) => Answer, tokens = { accessToken: 'old', refreshToken: 'r1' }) {
  const holder = tokenHolder(tokens);
  const { fetchFn, requests } = fakeFetch(handler);
  const logs: string[] = [];
  const client = createApiClient({
    bases: BASES, getTokens: holder.getTokens, onTokens: holder.onTokens, onExpired: holder.onExpired,
    trackingCodes: () => ['tc1', 'tc2'], fetch: fetchFn, log: (m) => logs.push(m),
  });
  return { client, holder, requests, logs };
}

const user = { id: 'u1', email: 'a@b.c' };

describe('api client', () => {
  it('sends bearer, JSON and tracking-codes headers to the named endpoint', async () => {
    const { client, requests } = setup(() => ({ status: 200, body: user }));
    await expect(client.call('user.me', undefined)).resolves.toEqual(user);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url).toBe('http://api.test/api/v1/company/user');
    expect(requests[0].headers.Authorization).toBe('Bearer old');
    expect(requests[0].headers['Content-Type']).toBe('application/json');
    expect(requests[0].headers['tracking-codes']).toBe('tc1,tc2');
  });

  it('maps auth calls to POST /auth with {type, data}, and queries to the alert service', async () => {
    const { client, requests } = setup(() => ({ status: 200, body: { accessToken: 'a', refreshToken: 'b' } }));
    await client.call('auth.login', { email: 'x@y.z', password: 'pw' });
    expect(requests[0]).toMatchObject({
      method: 'POST', url: 'http://api.test/api/v1/company/auth',
      body: { type: 'LOGIN', data: { email: 'x@y.z', password: 'pw' } },
    });
    await client.call('notifications.stats', { startDateInMillis: 5, receiverIds: 'u1' });
    expect(requests[1].url).toBe('http://api.test/api/v1/alert/notifications/stats?startDateInMillis=5&hasRead=false&receiverIds=u1');
  });

  it('on 401 refreshes once, stores the rotated tokens and retries with them', async () => {
    const { client, holder, requests } = setup((r) => {
      if (isRefresh(r)) return { status: 200, body: { accessToken: 'new', refreshToken: 'r2' } };
      return r.headers.Authorization === 'Bearer new' ? { status: 200, body: user } : { status: 401, body: { message: 'jwt expired' } };
    });
    await expect(client.call('user.me', undefined)).resolves.toEqual(user);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests.filter(isRefresh)[0].body).toEqual({ type: 'REFRESH_TOKEN', data: { refreshToken: 'r1' } });
    expect(holder.refreshed).toEqual([{ accessToken: 'new', refreshToken: 'r2' }]);
  });

  it('when the refresh fails: onExpired once and the call rejects with the spec message', async () => {
    const { client, holder } = setup((r) => (isRefresh(r) ? { status: 401, body: { message: 'bad' } } : { status: 401, body: { message: 'x' } }));
    const err = await client.call('user.me', undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 401, message: TOKEN_EXPIRED });
    expect(holder.expiredCalls).toBe(1);
  });

  it('a wrong login is a plain 401 error with the server message, no refresh', async () => {
    const { client, requests, holder } = setup(() => ({ status: 401, body: { message: 'Invalid login' } }), null as never);
    await expect(client.call('auth.login', { email: 'a', password: 'b' })).rejects.toMatchObject({ status: 401, message: 'Invalid login' });
    expect(requests.filter(isRefresh)).toHaveLength(0);
    expect(holder.expiredCalls).toBe(0);
  });

  it('other errors surface the server message', async () => {
    const { client } = setup(() => ({ status: 409, body: { message: 'Email is already registered' } }));
    await expect(client.call('users.create', {
      firstname: 'A', lastname: 'B', email: 'a@b.c', password: 'x', confirmType: 'CODE', meta: { categoryIds: '1' },
    })).rejects.toMatchObject({ name: 'ApiRequestError', status: 409, message: 'Email is already registered' });
  });

  it('a network failure logs Service unavailable 503 and resolves undefined', async () => {
    const { client, logs } = setup(() => 'network-error');
    await expect(client.call('categories.list', undefined)).resolves.toBeUndefined();
    expect(logs).toEqual([SERVICE_UNAVAILABLE]);
  });

  it('omits Authorization when signed out', async () => {
    const { client, requests } = setup(() => ({ status: 200, body: [] }), null as never);
    await client.call('categories.list', undefined);
    expect(requests[0].headers.Authorization).toBeUndefined();
  });
});
