// The answer check of ./answers.ts: it refuses what a response schema does not describe, it is in force on a
// running server (the registry calls the wrapped handler), and the groups reads no groups test reaches answer
// within their schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fileResponse } from '../../server/src/http/registry';
import { groupResource } from '../../src/domain/groups/schemas';
import { backends, client, login, type Api, type TestServer } from '../server/harness';
import { answerMismatch, checkAnswers } from './answers';

const route = { method: 'get' as const, path: '/api/v1/company/company-group-resources', response: z.array(groupResource) };
const resource = { id: 'r1', companyGroupId: 'g1', title: 'Guide', url: 'https://example.test', createdAt: 1 };

describe('answerMismatch', () => {
  it('takes an answer as its schema describes it, as JSON sends it', () => {
    expect(answerMismatch(route, [resource])).toBeNull();
    expect(answerMismatch(route, [{ ...resource, note: undefined }])).toBeNull(); // JSON drops undefined
  });

  it('refuses an undeclared, a missing or a mistyped field, and a file where JSON is declared (or the reverse)', () => {
    expect(answerMismatch(route, [{ ...resource, ownerId: 'u1' }])).toMatch(/GET \/api\/v1\/company\/company-group-resources answered outside its response schema: 0: Unrecognized key: "ownerId"/);
    const { title: _title, ...untitled } = resource;
    expect(answerMismatch(route, [untitled])).toMatch(/0\.title/);
    expect(answerMismatch(route, [{ ...resource, createdAt: '1' }])).toMatch(/0\.createdAt/);
    expect(answerMismatch(route, new Response('x'))).toMatch(/sent a file but declares a JSON answer/);
    expect(answerMismatch({ ...route, response: fileResponse }, [resource])).toMatch(/declares a file but sent JSON/);
    expect(answerMismatch({ ...route, response: fileResponse }, new Response('x'))).toBeNull();
  });
});

describe.each(backends())('answers of a running server on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let alice: string;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a handler answering outside its schema is a 500 once the check is on', async () => {
    const timeZones = s.routes.find((r) => r.path.endsWith('/company-group-events/time-zones'));
    if (!timeZones) throw new Error('no time-zones route');
    const original = timeZones.handler;
    timeZones.handler = async (input) => [...((await original(input)) as string[]), 42];
    checkAnswers(s, ['groups']);
    const before = s.serverErrors();
    expect((await api.get('/api/v1/company/company-group-events/time-zones')).status).toBe(500);
    expect(s.serverErrors()).toBe(before + 1);
    timeZones.handler = original;
    checkAnswers(s, ['groups']);
  });

  it('the group lists and the time zones answer within their schemas', async () => {
    checkAnswers(s, ['groups', 'sponsors']);
    const before = s.serverErrors();
    const visitor = await api.get('/api/v1/company/company-groups?keyword=north');
    const mine = await api.get('/api/v1/company/company-groups?mine=true', alice);
    const zones = await api.get('/api/v1/company/company-group-events/time-zones');
    expect([visitor.status, mine.status, zones.status]).toEqual([200, 200, 200]);
    expect(visitor.body.length).toBeGreaterThan(0);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(zones.body).toContain('Europe/Paris');
    expect(s.serverErrors()).toBe(before);
  });
});
