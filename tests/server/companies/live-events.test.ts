// Changes another user must see live are events in their log, written with the change: follows,
// company memberships and invites, private-file access (the data path refreshes their open views on them).
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, companyAreaServer, PNG } from './setup';

type Ev = { resourceType: string; action: string; resource: Record<string, unknown> };
const kinds = (evs: Ev[], type: string) => evs.filter((e) => e.resourceType === type).map((e) => e.action);

describe.each(backends())('live events of the company area on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('a follow and an unfollow reach the company owner and the follower; a refused follow writes none', async () => {
    const { api } = t.state;
    const owner = await t.owner('Followed Co');
    const fan = await t.member();
    const stranger = await t.member();
    const f = await api.post(`${C}/follows`, { companyId: owner.companyId, followerId: fan.id }, fan.accessToken);
    expect(f.status).toBe(201);
    expect((await api.post(`${C}/follows`, { companyId: owner.companyId, followerId: fan.id }, fan.accessToken)).status).toBe(409);
    expect((await t.del(`${C}/follows/${f.body.id}`, fan.accessToken)).status).toBe(200);
    expect(kinds(await t.events(owner.accessToken), 'FOLLOW')).toEqual(['CREATED', 'DELETED']);
    expect(kinds(await t.events(fan.accessToken), 'FOLLOW')).toEqual(['CREATED', 'DELETED']);
    expect(await t.events(stranger.accessToken)).toEqual([]);
  });

  it('an invite, its acceptance and a removal reach the owner and the member', async () => {
    const { api } = t.state;
    const owner = await t.owner('Members Co');
    const joiner = await t.member();
    const sent = await api.post(`${C}/companies/${owner.companyId}/member-invites`, { emails: [joiner.email] }, owner.accessToken);
    expect(sent.status).toBe(201);
    const accepted = await api.patch(`${C}/member-invites/${sent.body[0].id}/accept`, undefined, joiner.accessToken);
    expect(accepted.status).toBe(200);
    expect((await t.del(`${C}/companies/${owner.companyId}/members/${accepted.body.id}`, owner.accessToken)).status).toBe(200);
    expect(kinds(await t.events(owner.accessToken), 'COMPANYMEMBER')).toEqual(['CREATED', 'CREATED', 'DELETED']);
    expect(kinds(await t.events(joiner.accessToken), 'COMPANYMEMBER')).toEqual(['CREATED', 'CREATED', 'DELETED']);
  });

  it('a private file access request, its acceptance and deletion reach the owner and the requester', async () => {
    const { api } = t.state;
    const owner = await t.owner('Files Co');
    const asker = await t.member();
    const file = await api.post(`${C}/company-private-files`, { companyId: owner.companyId, name: 'price-list.png', base64: PNG }, owner.accessToken);
    expect(file.status).toBe(201);
    const req = await api.post(`${C}/company-private-files/${file.body.id}/accesses/request`, undefined, asker.accessToken);
    expect(req.status).toBe(201);
    expect((await api.patch(`${C}/company-private-files/${file.body.id}/accesses/${req.body.id}/accept`, undefined, owner.accessToken)).status).toBe(200);
    expect((await t.del(`${C}/company-private-files/${file.body.id}/accesses/${req.body.id}`, asker.accessToken)).status).toBe(200);
    expect(kinds(await t.events(owner.accessToken), 'FILEACCESS')).toEqual(['CREATED', 'UPDATED', 'DELETED']);
    expect(kinds(await t.events(asker.accessToken), 'FILEACCESS')).toEqual(['CREATED', 'UPDATED', 'DELETED']);
  });

  it('a company post, its edit and deletion reach the owner and the followers, and no one else', async () => {
    const { api } = t.state;
    const owner = await t.owner('Posting Co');
    const fan = await t.member();
    const stranger = await t.member();
    expect((await api.post(`${C}/follows`, { companyId: owner.companyId, followerId: fan.id }, fan.accessToken)).status).toBe(201);
    const p = await api.post(`${C}/company-posts`, { companyId: owner.companyId, title: 'News', content: '<p>We ship</p>' }, owner.accessToken);
    expect(p.status).toBe(201);
    expect((await api.patch(`${C}/company-posts/${p.body.id}`, { content: '<p>We ship fast</p>' }, owner.accessToken)).status).toBe(200);
    expect((await t.del(`${C}/company-posts/${p.body.id}`, owner.accessToken)).status).toBe(200);
    expect(kinds(await t.events(owner.accessToken), 'POST')).toEqual(['CREATED', 'UPDATED', 'DELETED']);
    expect(kinds(await t.events(fan.accessToken), 'POST')).toEqual(['CREATED', 'UPDATED', 'DELETED']);
    expect(await t.events(stranger.accessToken)).toEqual([]);
  });
});
