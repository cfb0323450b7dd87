// The four report targets the report dialog posts to (spec 7 and 9): company, group, group post, product.
// Each takes {reason, description}; visitors are refused; bad input is a 4xx with nothing written.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, companyAreaServer } from './setup';

describe.each(backends())('reports on every target of the report dialog on $name', (backend) => {
  const t = companyAreaServer(backend);

  const targets = async () => {
    const { api, s } = t.state;
    const acme = (await api.get(`${C}/companies?profileNames=acme-trading`)).body[0];
    const product = (await api.get(`${C}/products?companyIds=${acme.id}&limit=1`)).body.items[0];
    const group = await s.db.selectFrom('company_groups').select(['id', 'owner_id']).executeTakeFirstOrThrow();
    const post = { id: randomUUID(), company_group_id: group.id, owner_id: group.owner_id, content: 'Hello', deactivated: false, created_at: 1, updated_at: 1 };
    await s.db.insertInto('cg_posts').values(post).execute();
    return [
      { path: 'company-searches', id: acme.id as string, table: 'reports' as const },
      { path: 'company-group-searches', id: group.id, table: 'reports' as const },
      { path: 'company-group-post-searches', id: post.id, table: 'cg_post_reports' as const },
      { path: 'product-searches', id: product.id as string, table: 'reports' as const },
    ];
  };

  it('a member reports each target with each reason; the stored row has the reason and the comment', async () => {
    const { api } = t.state;
    const m = await t.member();
    for (const target of await targets()) {
      const before = await t.count(target.table);
      for (const reason of ['SPAM_OR_MISLEADING', 'COPYRIGHT_INFRINGEMENT', 'INAPPROPRIATE_CONTENT']) {
        const r = await api.post(`${C}/${target.path}/${target.id}/reports`, { reason, description: '' }, m.accessToken);
        expect(r.status, `${target.path} ${reason}`).toBe(201);
        expect(typeof r.body.id).toBe('string');
      }
      const other = await api.post(`${C}/${target.path}/${target.id}/reports`, { reason: 'OTHER_SITE_VIOLATION', description: 'Fake address' }, m.accessToken);
      expect(other.status).toBe(201);
      expect(await t.count(target.table)).toBe(before + 4);
      const row = target.table === 'reports'
        ? await t.state.s.db.selectFrom('reports').select(['reason', 'description', 'reporter_id']).where('id', '=', other.body.id).executeTakeFirstOrThrow()
        : await t.state.s.db.selectFrom('cg_post_reports').select(['reason', 'description', 'reporter_id']).where('id', '=', other.body.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ reason: 'OTHER_SITE_VIOLATION', description: 'Fake address', reporter_id: m.id });
    }
  });

  it('visitors, unknown reasons, unknown targets and over-long comments are refused with nothing written', async () => {
    const { api } = t.state;
    const m = await t.member();
    for (const target of await targets()) {
      const before = await t.count(target.table);
      const url = `${C}/${target.path}/${target.id}/reports`;
      expect((await api.post(url, { reason: 'SPAM_OR_MISLEADING', description: '' })).status, target.path).toBe(401);
      const bad = await api.post(url, { reason: 'BORING', description: '' }, m.accessToken);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^reason: /);
      expect((await api.post(url, { reason: 'OTHER_SITE_VIOLATION', description: 'x'.repeat(1001) }, m.accessToken)).status).toBe(400);
      expect((await api.post(`${C}/${target.path}/${randomUUID()}/reports`, { reason: 'SPAM_OR_MISLEADING', description: '' }, m.accessToken)).status).toBe(404);
      expect(await t.count(target.table)).toBe(before);
    }
  });
});
