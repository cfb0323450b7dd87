// The owner's work on a company: logo/banner files on disk (multipart), members and invites by email,
// deactivate/reactivate. Who may do what; spec messages; bad input 4xx with nothing written.
import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OWNER_MESSAGES } from '../../../src/domain/companies/owner';
import { backends, newMember } from '../harness';
import { C, PNG, PNG_BYTES, companyAreaServer } from './setup';

const png = (name = 'banner.png') => new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });
const form = (parts: Record<string, File | string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(parts)) f.append(k, v);
  return f;
};

describe.each(backends())('company owner: logo, banner, members, invites on $name', (backend) => {
  const t = companyAreaServer(backend);
  const rows = async (table: string) => Number((await sql<{ c: string }>`select count(*)::text as c from ${sql.table(table)}`.execute(t.state.s.db)).rows[0].c);
  const files = async () => (await readdir(t.state.s.ctx.uploadsDir).catch(() => [])).length;
  const mails = async (to: string) => (await t.state.api.get(`/api/v1/alert/dev/mails?to=${encodeURIComponent(to)}`)).body as { subject: string; text: string }[];

  it('logo and banner as multipart files: owner only, stored on disk, served back, replaced', async () => {
    const { api } = t.state;
    const o = await t.owner('Banner Bakers');
    const other = await t.member();
    const path = `${C}/companies/${o.companyId}/logo-banner`;
    const [before, beforeFiles] = [await rows('company_media_files'), await files()];
    expect((await t.multipart(path, form({ bannerFile: png() }), other.accessToken, 'PATCH')).status).toBe(403);
    const bad: [FormData, number, RegExp][] = [
      [form({ bannerFile: new File([new TextEncoder().encode('<html>')], 'x.png', { type: 'image/png' }) }), 400, /^bannerFile: must be a PNG, JPEG, GIF or WebP image/],
      [form({ bannerFile: new File([], 'empty.png') }), 400, /^bannerFile: the file is empty/],
      [form({ bannerFile: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png') }), 413, /larger than 5 MB/],
      [form({ other: 'x' }), 400, /other|Unrecognized/],
      [form({ logoFile: png(), bannerFile: new File([new TextEncoder().encode('nope')], 'b.png') }), 400, /^bannerFile: /],
    ];
    for (const [f, status, msg] of bad) {
      const r = await t.multipart(path, f, o.accessToken, 'PATCH');
      expect(r.status).toBe(status);
      expect(r.body.message).toMatch(msg);
    }
    expect(await rows('company_media_files')).toBe(before);
    expect(await files()).toBe(beforeFiles);
    expect((await api.get(`${C}/companies/${o.companyId}`)).body).toMatchObject({ logoUrl: null, bannerUrl: null });

    const r = await t.multipart(path, form({ bannerFile: png(), logoFile: png('logo.png') }), o.accessToken, 'PATCH');
    expect(r.status).toBe(200);
    expect(r.body.bannerUrl).toMatch(/^\/api\/v1\/company\/company-media\/[\w-]+$/);
    expect(r.body.logoUrl).toMatch(/^\/api\/v1\/company\/company-media\/[\w-]+$/);
    expect(await rows('company_media_files')).toBe(before + 2);
    expect(await files()).toBe(beforeFiles + 2);
    const img = await fetch(`${t.state.s.url}${r.body.bannerUrl}`);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer())).toEqual(PNG_BYTES);

    // a new banner replaces the old file; the logo stays
    const r2 = await t.multipart(path, form({ bannerFile: png() }), o.accessToken, 'PATCH');
    expect(r2.body.bannerUrl).not.toBe(r.body.bannerUrl);
    expect(r2.body.logoUrl).toBe(r.body.logoUrl);
    expect((await fetch(`${t.state.s.url}${r.body.bannerUrl}`)).status).toBe(404);
    expect(await rows('company_media_files')).toBe(before + 2);
    expect(await files()).toBe(beforeFiles + 2);
    // JSON null clears; the data-URL form still works
    expect((await api.patch(path, { bannerUrl: null }, o.accessToken)).body.bannerUrl).toBeNull();
    expect(await rows('company_media_files')).toBe(before + 1);
    expect((await api.patch(path, { logoUrl: PNG }, o.accessToken)).body.logoUrl).toBe(PNG);
    expect(await files()).toBe(beforeFiles);
    expect((await fetch(`${t.state.s.url}${C}/company-media/nope`)).status).toBe(404);
  });

  it('invites by email: owner only, spec messages, nothing written on bad input; list, resend, cancel', async () => {
    const { api } = t.state;
    const o = await t.owner('Invite Inc');
    const other = await t.member();
    const path = `${C}/companies/${o.companyId}/member-invites`;
    const before = await rows('company_member_invites');
    expect((await api.post(path, { emails: ['a@example.test'] }, other.accessToken)).status).toBe(403);
    expect((await api.post(path, { emails: ['a@example.test'] })).status).toBe(401);
    const bad: [unknown, number, string][] = [
      [{ emails: [] }, 400, `emails: ${OWNER_MESSAGES.selectOneEmail}`],
      [{ emails: ['not-an-email'] }, 400, `emails: ${OWNER_MESSAGES.invalidEmail}`],
      [{ emails: [' '] }, 400, `emails: ${OWNER_MESSAGES.enterEmail}`],
      [{ emails: ['a@example.test', 'A@example.test'] }, 400, `emails: ${OWNER_MESSAGES.emailSelected}`],
      [{ emails: [o.email] }, 409, `${OWNER_MESSAGES.alreadyMember}: ${o.email}`],
    ];
    for (const [b, status, message] of bad) {
      const r = await api.post(path, b, o.accessToken);
      expect(r.status, JSON.stringify(b)).toBe(status);
      expect(r.body.message).toBe(message);
    }
    expect((await api.post(path, { emails: 'a@example.test' }, o.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/companies/nope/member-invites`, { emails: ['a@example.test'] }, o.accessToken)).status).toBe(404);
    expect(await rows('company_member_invites')).toBe(before);

    const r = await api.post(path, { emails: ['Ann@Example.test', 'bob@example.test'] }, o.accessToken);
    expect(r.status).toBe(201);
    expect(r.body.map((i: { targetEmail: string }) => i.targetEmail)).toEqual(['ann@example.test', 'bob@example.test']);
    expect((await mails('ann@example.test'))[0].subject).toBe('You are invited to join Invite Inc');
    // inviting again resends (one row)
    expect((await api.post(path, { emails: ['ann@example.test'] }, o.accessToken)).status).toBe(201);
    expect(await rows('company_member_invites')).toBe(before + 2);
    expect(await mails('ann@example.test')).toHaveLength(2);

    expect((await api.get(path, other.accessToken)).status).toBe(403);
    const list = (await api.get(path, o.accessToken)).body as { id: string; targetEmail: string }[];
    expect(list.map((i) => i.targetEmail).sort()).toEqual(['ann@example.test', 'bob@example.test']);
    const bob = list.find((i) => i.targetEmail === 'bob@example.test')!;
    expect((await api.post(`${C}/member-invites/${bob.id}/resend`, undefined, other.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/member-invites/${bob.id}/resend`, undefined, o.accessToken)).status).toBe(200);
    expect(await mails('bob@example.test')).toHaveLength(2);
    expect((await t.del(`${C}/member-invites/${bob.id}`, other.accessToken)).status).toBe(403);
    expect((await t.del(`${C}/member-invites/${bob.id}`, o.accessToken)).status).toBe(200);
    expect((await t.del(`${C}/member-invites/${bob.id}`, o.accessToken)).status).toBe(404);
    expect(await rows('company_member_invites')).toBe(before + 1);
  });

  it('the invitee accepts; members list with the owner as admin; remove and leave; real memberCount', async () => {
    const { api } = t.state;
    const o = await t.owner('Member Mills');
    const invitee = await t.member();
    const stranger = await t.member();
    await api.post(`${C}/companies/${o.companyId}/member-invites`, { emails: [invitee.email] }, o.accessToken);
    const mine = (await api.get(`${C}/member-invites/mine`, invitee.accessToken)).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ companyId: o.companyId, companyName: 'Member Mills', companyProfileName: o.profileName });
    expect((await api.get(`${C}/member-invites/mine`, stranger.accessToken)).body).toEqual([]);
    const membersBefore = await rows('company_members');
    const accept = (token: string) => api.patch(`${C}/member-invites/${mine[0].id}/accept`, undefined, token);
    expect((await accept(stranger.accessToken)).body).toEqual({ message: OWNER_MESSAGES.notYourInvite });
    expect((await accept(o.accessToken)).status).toBe(403);
    expect(await rows('company_members')).toBe(membersBefore);
    const r = await accept(invitee.accessToken);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ userId: invitee.id, admin: false });
    expect((await accept(invitee.accessToken)).status).toBe(404);
    expect(await rows('company_members')).toBe(membersBefore + 1);
    // invited again once a member: refused
    expect((await api.post(`${C}/companies/${o.companyId}/member-invites`, { emails: [invitee.email] }, o.accessToken)).status).toBe(409);

    const members = (await api.get(`${C}/companies/${o.companyId}/members`)).body;
    expect(members.map((m: { userId: string; admin: boolean }) => [m.userId, m.admin])).toEqual([[o.id, true], [invitee.id, false]]);
    expect((await api.get(`${C}/companies/${o.companyId}`)).body.memberCount).toBe(2);

    const del = (id: string, token: string) => t.del(`${C}/companies/${o.companyId}/members/${id}`, token);
    expect((await del('owner', o.accessToken)).body).toEqual({ message: OWNER_MESSAGES.ownerNotRemovable });
    expect((await del(members[1].id, stranger.accessToken)).status).toBe(403);
    expect((await del('nope', o.accessToken)).status).toBe(404);
    expect(await rows('company_members')).toBe(membersBefore + 1);
    expect((await del(members[1].id, o.accessToken)).status).toBe(200);
    expect((await api.get(`${C}/companies/${o.companyId}`)).body.memberCount).toBe(1);

    // a member may leave by themselves
    const second = await newMember(api, 'second');
    const inv = (await api.post(`${C}/companies/${o.companyId}/member-invites`, { emails: [second.email] }, o.accessToken)).body[0];
    const m2 = (await api.patch(`${C}/member-invites/${inv.id}/accept`, undefined, second.accessToken)).body;
    expect((await api.get(`${C}/companies/${o.companyId}`)).body.memberCount).toBe(2);
    expect((await del(m2.id, second.accessToken)).status).toBe(200);
    expect(await rows('company_members')).toBe(membersBefore);
    // the invitee may decline an invite
    const inv2 = (await api.post(`${C}/companies/${o.companyId}/member-invites`, { emails: [stranger.email] }, o.accessToken)).body[0];
    expect((await t.del(`${C}/member-invites/${inv2.id}`, invitee.accessToken)).status).toBe(403);
    expect((await t.del(`${C}/member-invites/${inv2.id}`, stranger.accessToken)).status).toBe(200);
    expect((await api.get(`${C}/companies/nope/members`)).status).toBe(404);
  });

  it('deactivate and reactivate: owner only, visitors refused, nothing changed on refusal', async () => {
    const { api } = t.state;
    const o = await t.owner('Sleepy Sawmill');
    const other = await t.member();
    for (const action of ['deactivate', 'reactivate']) {
      expect((await api.patch(`${C}/companies/${o.companyId}/${action}`, undefined)).status).toBe(401);
      expect((await api.patch(`${C}/companies/${o.companyId}/${action}`, undefined, other.accessToken)).body).toEqual({ message: 'Only the company owner may do this' });
      expect((await api.patch(`${C}/companies/nope/${action}`, undefined, o.accessToken)).status).toBe(404);
    }
    expect((await api.get(`${C}/companies/${o.companyId}`)).body.deactivated).toBe(false);
    expect((await api.patch(`${C}/companies/${o.companyId}/deactivate`, undefined, o.accessToken)).body.deactivated).toBe(true);
    expect((await api.patch(`${C}/companies/${o.companyId}/reactivate`, undefined, o.accessToken)).body.deactivated).toBe(false);
  });

  it('a user profile: public card and the companies they own or belong to; unknown is 404', async () => {
    const { api } = t.state;
    const o = await t.owner('Profile Pottery');
    const me = (await api.get('/api/v1/company/user', o.accessToken)).body;
    const r = await api.get(`${C}/user-profiles/${me.profileName}`);
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ id: o.id, profileName: me.profileName });
    expect(r.body.user.email).toBeUndefined();
    expect(r.body.companies.map((c: { id: string }) => c.id)).toContain(o.companyId);
    expect((await api.get(`${C}/user-profiles/nobody-here`)).body).toEqual({ message: 'User not found' });
  });
});
