// The rules behind the personal area's overviews: where the intro resumes, the get-started checklist's progress,
// a company page's completeness, and the network's counts and newest changes.
import { describe, expect, it } from 'vitest';
import { companyCompleteness, getStarted } from '../../src/domain/identity/get-started';
import { parseIntroStep, resumeStep } from '../../src/domain/identity/intro';
import { networkChanges, networkCounts } from '../../src/domain/companies/network-overview';
import type { ConnectionView, Follow } from '../../src/domain/companies/types';

describe('intro resume', () => {
  it('takes the link first, then the store, then step 1; refuses anything but 1 to 4', () => {
    expect(resumeStep('3', '2')).toBe(3);
    expect(resumeStep(null, '2')).toBe(2);
    expect(resumeStep('x', '9')).toBe(1);
    expect(resumeStep(undefined, undefined)).toBe(1);
    for (const bad of ['0', '5', '-1', '2.5', '', ' ', '1e0']) expect(parseIntroStep(bad), bad).toBeNull();
    expect(parseIntroStep(' 4 ')).toBe(4);
  });
});

describe('get-started checklist', () => {
  const none = { company: null, connections: 0, groups: 0, posts: 0 };
  it('nothing done without a company or any activity', () => {
    const p = getStarted(none);
    expect([p.done, p.total, p.percent]).toEqual([0, 6, 0]);
    expect(p.items.every((i) => !i.done)).toBe(true);
  });
  it('each fact ticks its own item', () => {
    const p = getStarted({ company: { logoUrl: '/l.png', bannerUrl: null, productCount: 2 }, connections: 1, groups: 0, posts: 0 });
    expect(p.items.filter((i) => i.done).map((i) => i.id)).toEqual(['logo', 'product', 'connection']);
    expect([p.done, p.percent]).toEqual([3, 50]);
    const all = getStarted({ company: { logoUrl: 'a', bannerUrl: 'b', productCount: 1 }, connections: 3, groups: 1, posts: 1 });
    expect([all.done, all.percent]).toEqual([6, 100]);
  });
});

describe('company completeness', () => {
  const empty = { logoUrl: null, bannerUrl: null, description: '  ', website: null, phone: null, address: 'Main St 1', country: null, images: [] };
  it('counts the filled parts and names the missing ones', () => {
    expect(companyCompleteness(empty)).toEqual({ percent: 0, missing: ['Logo', 'Banner', 'Description', 'Website', 'Phone', 'Address', 'Images'] });
    const some = companyCompleteness({ ...empty, logoUrl: 'l', description: 'Bolts', country: 'DE', images: ['i'] });
    expect(some).toEqual({ percent: 57, missing: ['Banner', 'Website', 'Phone'] });
  });
});

describe('network overview', () => {
  const user = (id: string) => ({ id, firstname: id.toUpperCase(), lastname: 'X', profileName: id, logo: null });
  const conn = (id: string, from: string, to: string, activated: boolean, at: number): ConnectionView => ({ id, fromUserId: from, toUserId: to, activated, createdAt: at, otherUser: user(from === 'me' ? to : from) });
  const follow = (id: string, companyId: string, followerId: string, at: number): Follow => ({ id, companyId, followerId, createdAt: at });
  const connections = [conn('c1', 'me', 'bo', true, 10), conn('c2', 'me', 'cy', false, 30), conn('c3', 'di', 'me', false, 20)];
  const followers = [follow('f1', 'mine', 'bo', 40), follow('f2', 'mine', 'me', 50)];
  const followings = [follow('f2', 'mine', 'me', 50), follow('f3', 'other', 'me', 5)];
  it('counts accepted connections, waiting requests, followers other than oneself, followings and groups', () => {
    expect(networkCounts('me', connections, followers, followings, 2)).toEqual({ connections: 1, pending: 2, followers: 1, followings: 2, groups: 2 });
  });
  it('lists the newest changes first, each as what happened, up to the limit', () => {
    expect(networkChanges('me', connections, followers, followings).map((c) => `${c.kind}@${c.at}`))
      .toEqual(['following@50', 'followed@40', 'requestSent@30', 'requestReceived@20', 'connected@10', 'following@5']);
    expect(networkChanges('me', connections, followers, followings, 2)).toHaveLength(2);
  });
});
