// REST calls of the platform's news: the public list and post, and the admin portal's News section (site admin);
// merged in ../types.ts and ../routes.ts.
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';
import type { NewsPage, NewsPost } from '../../../domain/news/news';

export type NewsDraft = { title: string; body: string; published?: boolean };

export type NewsEndpoints = {
  'news.list': { in: { skip?: number; limit?: number }; out: NewsPage };
  'news.one': { in: { id: string }; out: NewsPost };
  'admin.news': { in: { skip?: number; limit?: number }; out: NewsPage };
  'admin.newsCreate': { in: NewsDraft; out: NewsPost };
  'admin.newsUpdate': { in: { id: string } & Partial<NewsDraft>; out: NewsPost };
  'admin.newsDelete': { in: { id: string }; out: { ok: true } };
};

const enc = encodeURIComponent;
const A = '/admin/news';

export const newsRoutes: RoutesOf<NewsEndpoints> = {
  'news.list': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: (query) => ({ path: '/news', query }) },
  'news.one': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ id }) => ({ path: `/news/${enc(id)}` }) },
  'admin.news': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: (query) => ({ path: A, query }) },
  'admin.newsCreate': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: A, body }) },
  'admin.newsUpdate': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `${A}/${enc(id)}`, body }) },
  'admin.newsDelete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `${A}/${enc(id)}` }) },
};
