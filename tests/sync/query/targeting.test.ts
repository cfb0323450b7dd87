// Targeted refresh (issue 27): what one event does to one answer, from its endpoint's staleness declaration,
// and the declarations themselves: every GET of the endpoint map declares one, and every realtime type the
// query engine is told about (all but the chat projection's own) is named by some endpoint.
import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES, type ResourceType } from '../../../src/domain/shared/events';
import { ROUTES } from '../../../src/sync/api/routes';
import { on } from '../../../src/sync/api/stale';
import { decide, declaredTypes, holdsAny, type Change } from '../../../src/sync/query/targeting';

const follow = { id: 'f1', companyId: 'acme', followerId: 'bob', createdAt: 1 };
const ch = (resourceType: ResourceType, action: Change['action'], resource: unknown): Change => ({ resourceType, action, resource });
const company = (id: string, followerCount: number) => ({ id, name: id, followerCount, owner: { id: 'alice' } });

describe('decide', () => {
  const companyStale = ROUTES['companies.byProfileNames'].stale;
  const followsStale = ROUTES['follows.list'].stale;

  it('an event refreshes only the answers that hold the ids it names', () => {
    const e = ch('FOLLOW', 'CREATED', follow);
    expect(decide(companyStale, [e], { params: { profileNames: ['acme-trading'] }, data: [company('acme', 3)] })).toEqual({ kind: 'refetch' });
    expect(decide(companyStale, [e], { params: { profileNames: ['baltic'] }, data: [company('baltic', 3)] })).toEqual({ kind: 'skip' });
    // an id in the parameters selects the answer too (a list that does not hold the new entity yet)
    expect(decide([on('FOLLOW', { ids: ['companyId'] })], [e], { params: { companyIds: ['acme'] }, data: [] })).toEqual({ kind: 'refetch' });
  });

  it('an undeclared type, another action or an endpoint with no declaration refreshes nothing', () => {
    expect(decide(companyStale, [ch('ORDER', 'CREATED', { id: 'o1' })], { params: {}, data: [company('acme', 1)] })).toEqual({ kind: 'skip' });
    expect(decide([on('FOLLOW', { actions: ['DELETED'] })], [ch('FOLLOW', 'CREATED', follow)], { params: {}, data: [] })).toEqual({ kind: 'skip' });
    expect(decide(undefined, [ch('FOLLOW', 'CREATED', follow)], { params: {}, data: [] })).toEqual({ kind: 'skip' });
    expect(decide([], [ch('FOLLOW', 'CREATED', follow)], { params: {}, data: [] })).toEqual({ kind: 'skip' });
  });

  it('an event that names none of the declared ids may concern any answer: refetch', () => {
    expect(decide(companyStale, [ch('FOLLOW', 'DELETED', { id: 'f1' })], { params: {}, data: [company('zzz', 1)] })).toEqual({ kind: 'refetch' });
  });

  it('a rule without ids refreshes every answer of the endpoint; an answer not loaded yet is fetched', () => {
    expect(decide([on('ORDER')], [ch('ORDER', 'UPDATED', { id: 'o1' })], { params: {}, data: { cents: 1 } })).toEqual({ kind: 'refetch' });
    expect(decide(companyStale, [ch('FOLLOW', 'CREATED', follow)], { params: {}, data: undefined })).toEqual({ kind: 'refetch' });
  });

  it('a CREATED entity is put first in a list whose every filter parameter it matches; no GET', () => {
    const held = { params: { companyIds: ['acme'], followerIds: ['bob'] }, data: [{ ...follow, id: 'f0', createdAt: 0 }] };
    expect(decide(followsStale, [ch('FOLLOW', 'CREATED', follow)], held)).toEqual({ kind: 'patch', data: [follow, held.data[0]] });
    // the held answer is not changed (immer)
    expect(held.data).toHaveLength(1);
    // not in the filter: left alone; already held: left alone; a filter parameter missing (a long paged list): refetch
    expect(decide(followsStale, [ch('FOLLOW', 'CREATED', { ...follow, followerId: 'eve' })], held)).toEqual({ kind: 'skip' });
    expect(decide(followsStale, [ch('FOLLOW', 'CREATED', follow)], { ...held, data: [follow] })).toEqual({ kind: 'skip' });
    expect(decide(followsStale, [ch('FOLLOW', 'CREATED', follow)], { params: { followerIds: ['bob'] }, data: [] })).toEqual({ kind: 'refetch' });
  });

  it('a DELETED entity is removed from the lists that hold it; an UPDATED one replaced when the event has all its fields', () => {
    const held = { params: { companyIds: ['acme'], followerIds: ['bob'] }, data: [follow] };
    expect(decide(followsStale, [ch('FOLLOW', 'DELETED', { id: 'f1' })], held)).toEqual({ kind: 'patch', data: [] });
    const notifications = ROUTES['notifications.list'].stale;
    const n = { id: 'n1', receiverId: 'alice', content: 'Hi', link: null, hasRead: false, createdAt: 1 };
    const list = { params: { skip: 0, limit: 10 }, data: [n, { ...n, id: 'n2' }] };
    expect(decide(notifications, [ch('NOTIFICATION', 'UPDATED', { ...n, hasRead: true })], list)).toEqual({ kind: 'patch', data: [{ ...n, hasRead: true }, list.data[1]] });
    // the event lacks a field the answer shows: the two shapes differ, so the server is asked
    const { content: _content, ...partial } = n;
    expect(decide(notifications, [ch('NOTIFICATION', 'UPDATED', { ...partial, hasRead: true })], list)).toEqual({ kind: 'refetch' });
    // a notification the page does not hold: nothing to do; a new one: the page is fetched again (its order and window)
    expect(decide(notifications, [ch('NOTIFICATION', 'UPDATED', { ...n, id: 'n9' })], list)).toEqual({ kind: 'skip' });
    expect(decide(notifications, [ch('NOTIFICATION', 'CREATED', { ...n, id: 'n9' })], list)).toEqual({ kind: 'refetch' });
  });

  it('a burst: patches apply in order, and one change that needs the server makes it a refetch', () => {
    const held = { params: { companyIds: ['acme'], followerIds: ['bob'] }, data: [] as unknown[] };
    const created = ch('FOLLOW', 'CREATED', follow);
    expect(decide(followsStale, [created, ch('FOLLOW', 'DELETED', { id: 'f1' })], held)).toEqual({ kind: 'patch', data: [] });
    expect(decide(followsStale, [created, ch('FOLLOW', 'CREATED', { id: 'f2', followerId: 'bob' })], { ...held, params: { followerIds: ['bob'] } })).toEqual({ kind: 'refetch' });
  });

  it('holdsAny looks at every depth and field', () => {
    expect(holdsAny({ a: [{ b: { c: 'x' } }] }, new Set(['x']))).toBe(true);
    expect(holdsAny({ a: [{ b: { c: 'y' } }], x: 1 }, new Set(['x']))).toBe(false);
  });
});

describe('staleness declarations', () => {
  it('every GET of the endpoint map declares what makes its answers stale; commands declare none', () => {
    const gets = Object.entries(ROUTES).filter(([, r]) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(150);
    expect(gets.filter(([, r]) => r.stale === undefined).map(([k]) => k)).toEqual([]);
    expect(Object.entries(ROUTES).filter(([, r]) => r.method !== 'GET' && r.stale !== undefined).map(([k]) => k)).toEqual([]);
    expect(Object.entries(ROUTES).filter(([, r]) => r.method === 'GET' && r.changes !== undefined).map(([k]) => k)).toEqual([]);
  });

  it('every realtime type but the chat projection\'s own is named by some endpoint, and every rule names a known type', () => {
    const chatOnly = ['MESSAGE', 'MESSAGEFILE', 'MESSAGEVIEWER', 'PRESENCE', 'PRESENCESESSIONID', 'RTCREQUEST'];
    const declared = declaredTypes(Object.values(ROUTES).map((r) => r.stale));
    expect(RESOURCE_TYPES.filter((t) => !chatOnly.includes(t) && !declared.has(t))).toEqual([]);
    for (const t of declared) expect(RESOURCE_TYPES).toContain(t);
  });

  it('declarations are plain data (they move unchanged into a zod contract)', () => {
    for (const r of Object.values(ROUTES)) expect(JSON.parse(JSON.stringify(r.stale ?? null))).toEqual(r.stale ?? null);
  });
});
