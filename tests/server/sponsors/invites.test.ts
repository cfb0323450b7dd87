// Sponsor invites: group admins invite an e-mail (one pending per e-mail and group), the invitee is notified
// when the e-mail is a user's, sees the invite, declines it; a group admin lists and deletes; others refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES } from '../../../server/src/sponsors/invites';
import { backends, client, freshEmail, newMember, type Api, type TestServer } from '../harness';
import { C, countSponsorRows, newGroup, type Group } from './helpers';
import { checkAnswers } from '../../contract/answers';

describe.each(backends())('sponsor invites on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let g: Group;
  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    g = await newGroup(s, api);
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  const del = (id: string, token?: string) => api.call('DELETE', `${C}/cg-sponsor-invites/${id}`, undefined, token);

  it('an admin invites a user by e-mail: notified, sees it, declines it; a duplicate pending invite is 409', async () => {
    const m = await newMember(api, 'invitee');
    const r = await api.post(`${C}/cg-sponsor-invites`, { companyGroupId: g.id, email: m.email.toUpperCase(), message: 'Please sponsor us' }, g.admin.accessToken);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ companyGroupId: g.id, groupName: g.name, groupProfileName: g.profile, email: m.email, message: 'Please sponsor us', status: 'PENDING', invitedByName: 'Test User' });
    const notes = await s.db.selectFrom('notifications').select(['content', 'link']).where('receiver_id', '=', m.id).execute();
    expect(notes).toEqual([{ content: `You are invited to sponsor the group ${g.name}`, link: '/me/groups/sponsors/invites' }]);
    const before = await countSponsorRows(s);
    const dup = await api.post(`${C}/cg-sponsor-invites`, { companyGroupId: g.id, email: m.email, message: '' }, g.owner.accessToken);
    expect([dup.status, dup.body.message]).toEqual([409, INVITE_MESSAGES.duplicate]);
    expect(await countSponsorRows(s)).toEqual(before);
    expect((await api.get(`${C}/cg-sponsor-invites/mine`, m.accessToken)).body.map((i: { id: string }) => i.id)).toEqual([r.body.id]);
    expect((await api.patch(`${C}/cg-sponsor-invites/${r.body.id}`, { status: 'DECLINED' }, g.owner.accessToken)).status).toBe(404);
    expect((await api.patch(`${C}/cg-sponsor-invites/${r.body.id}`, { status: 'ACCEPTED' }, m.accessToken)).status).toBe(400);
    const d = await api.patch(`${C}/cg-sponsor-invites/${r.body.id}`, { status: 'DECLINED' }, m.accessToken);
    expect([d.status, d.body.status]).toEqual([200, 'DECLINED']);
    expect((await api.patch(`${C}/cg-sponsor-invites/${r.body.id}`, { status: 'DECLINED' }, m.accessToken)).status).toBe(409);
    // declined, a new invite may be sent
    expect((await api.post(`${C}/cg-sponsor-invites`, { companyGroupId: g.id, email: m.email, message: '' }, g.owner.accessToken)).status).toBe(201);
  });

  it('only group admins invite, list and delete; bad input is 400; nothing written when refused', async () => {
    const other = await newMember(api, 'other');
    const email = freshEmail('nobody');
    const before = await countSponsorRows(s);
    const body = { companyGroupId: g.id, email, message: 'hi' };
    expect((await api.post(`${C}/cg-sponsor-invites`, body, g.member.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/cg-sponsor-invites`, body, other.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/cg-sponsor-invites`, body)).status).toBe(401);
    expect((await api.post(`${C}/cg-sponsor-invites`, { ...body, email: 'not-an-email' }, g.owner.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/cg-sponsor-invites`, { ...body, message: 'm'.repeat(501) }, g.owner.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/cg-sponsor-invites`, { ...body, companyGroupId: 'nope' }, g.owner.accessToken)).status).toBe(404);
    expect(await countSponsorRows(s)).toEqual(before);

    const r = await api.post(`${C}/cg-sponsor-invites`, { ...body, message: 'm'.repeat(500) }, g.owner.accessToken);
    expect(r.status).toBe(201);
    expect((await countSponsorRows(s)).notifications).toBe(before.notifications); // no user has that e-mail: no notification
    expect((await api.get(`${C}/cg-sponsor-invites?companyGroupId=${g.id}`, g.admin.accessToken)).body.map((i: { email: string }) => i.email)).toContain(email);
    expect((await api.get(`${C}/cg-sponsor-invites?companyGroupId=${g.id}`, g.member.accessToken)).status).toBe(403);
    expect((await del(r.body.id, g.member.accessToken)).status).toBe(403);
    expect((await del(r.body.id, other.accessToken)).status).toBe(403);
    expect((await del(r.body.id, g.owner.accessToken)).body.message).toBe(INVITE_MESSAGES.deleted);
    expect((await del(r.body.id, g.owner.accessToken)).status).toBe(404);
  });
});
