// The get-started checklist and the company page's completeness (/me/get-started, /me/company).
import { describe, expect, it } from 'vitest';
import { companyCompleteness, getStarted, type CompanyProfileFacts } from '../../../src/domain/identity/get-started';
import { hasLogin } from '../../../src/domain/identity/logins';

describe('get started', () => {
  it('nothing done for a new member without a company', () => {
    const p = getStarted({ company: null, connections: 0, groups: 0, posts: 0 });
    expect(p).toMatchObject({ done: 0, total: 6, percent: 0 });
    expect(p.items.map((i) => [i.id, i.done])).toEqual([['logo', false], ['banner', false], ['product', false], ['connection', false], ['group', false], ['post', false]]);
  });
  it('each fact ticks its item; progress in whole percent', () => {
    const p = getStarted({ company: { logoUrl: '/l', bannerUrl: null, productCount: 1 }, connections: 1, groups: 0, posts: 2 });
    expect(p.items.filter((i) => i.done).map((i) => i.id)).toEqual(['logo', 'product', 'connection', 'post']);
    expect(p).toMatchObject({ done: 4, total: 6, percent: 67 });
    expect(getStarted({ company: { logoUrl: '', bannerUrl: '/b', productCount: 0 }, connections: 0, groups: 1, posts: 0 }).items.filter((i) => i.done).map((i) => i.id)).toEqual(['banner', 'group']);
    expect(getStarted({ company: { logoUrl: '/l', bannerUrl: '/b', productCount: 3 }, connections: 2, groups: 1, posts: 1 }).percent).toBe(100);
  });
  it('a company page: percent filled and the parts missing', () => {
    const full: CompanyProfileFacts = { logoUrl: '/l', bannerUrl: '/b', description: 'We make bolts', website: 'https://x.test', phone: '1', address: 'Main St 1', country: 'NZ', images: ['/i'] };
    expect(companyCompleteness(full)).toEqual({ percent: 100, missing: [] });
    const empty: CompanyProfileFacts = { logoUrl: null, bannerUrl: null, description: '  ', website: null, phone: null, address: 'Main St 1', country: null, images: [] };
    expect(companyCompleteness(empty)).toEqual({ percent: 0, missing: ['Logo', 'Banner', 'Description', 'Website', 'Phone', 'Address', 'Images'] });
    expect(companyCompleteness({ ...full, phone: '', images: [] })).toEqual({ percent: 71, missing: ['Phone', 'Images'] });
  });
  it('a login is stored when its e-mail is, however it is typed', () => {
    const logins = [{ email: 'ann@x.test', accessToken: 'a', refreshToken: 'r' }];
    expect(hasLogin(logins, ' ANN@x.test ')).toBe(true);
    expect(hasLogin(logins, 'bo@x.test')).toBe(false);
    expect(hasLogin([], 'ann@x.test')).toBe(false);
  });
});
