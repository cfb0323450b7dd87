// The counting window of view statistics, as a property: any sequence of page openings by any viewers (members
// signed in, visitors by their browser's id) at any times, in any order, counts exactly one view per viewer, item
// and clock hour, and never a view by the company's owner or members (company and product) or the RFQ's owner.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newMember, startPglite, type Api, type TestServer } from './harness';
import { AREAS, listings, LONG_TOKENS, M, scopeOf, view, type Area } from './metrics/setup';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let s: TestServer;
let api: Api;
let owner: Awaited<ReturnType<typeof newMember>>;
let member: Awaited<ReturnType<typeof newMember>>;
let others: Awaited<ReturnType<typeof newMember>>[];

beforeAll(async () => {
  s = await startPglite(LONG_TOKENS);
  api = client(s);
  [owner, member, ...others] = await Promise.all([newMember(api, 'owner'), newMember(api, 'member'), newMember(api, 'bob'), newMember(api, 'carol')]);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type Viewer = { name: string; token?: string; visitor?: string; own: Record<Area, boolean> };

describe('view counting window', () => {
  it('counts one view per viewer, item and clock hour; never the owner\'s or (for companies and products) the members\'', async () => {
    const viewers = (): Viewer[] => [
      { name: 'owner', token: owner.accessToken, own: { 'company-views': true, 'product-views': true, 'rfq-views': true } },
      { name: 'member', token: member.accessToken, own: { 'company-views': true, 'product-views': true, 'rfq-views': false } },
      ...others.map((o, i) => ({ name: `other${i}`, token: o.accessToken, own: { 'company-views': false, 'product-views': false, 'rfq-views': false } })),
      ...['visitor-0001-aaaa', 'visitor-0002-bbbb'].map((v) => ({ name: v, visitor: v, own: { 'company-views': false, 'product-views': false, 'rfq-views': false } })),
    ];
    let run = 0;
    const opening = fc.record({ viewer: fc.nat({ max: 5 }), area: fc.constantFrom(...AREAS), at: fc.integer({ min: 0, max: 5 * HOUR - 1 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(opening, { minLength: 1, maxLength: 25 }), async (openings) => {
        const l = await listings(s, api, owner, member);
        const base = Date.UTC(2031, 0, 1) + run++ * DAY + 17 * 60_000; // a run's hours straddle clock hours
        const who = viewers();
        const expected = new Map<Area, Set<string>>(AREAS.map((a) => [a, new Set()]));
        for (const o of openings) {
          const v = who[o.viewer];
          s.clock.set(base + o.at);
          const r = await view(api, o.area, l.itemOf[o.area], v);
          expect(r.status).toBe(201);
          if (!v.own[o.area]) expected.get(o.area)?.add(`${v.name}@${Math.floor((base + o.at) / HOUR)}`);
        }
        for (const area of AREAS) {
          const stats = await api.get(`${M}/${area}/stats?${scopeOf(area, l)}`, owner.accessToken);
          expect(stats.status).toBe(200);
          const byDay = stats.body.DAY.reduce((n: number, d: { count: number }) => n + d.count, 0);
          expect({ area, all: stats.body.all.count, byDay }).toEqual({ area, all: expected.get(area)?.size, byDay: expected.get(area)?.size });
        }
      }),
      { numRuns: 30 },
    );
    expect(s.serverErrors()).toBe(0);
  }, 300_000);
});
