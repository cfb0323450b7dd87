// Matrix rows of a company's owner routes: profile, images, deactivation, members and invites, posts, follows, and
// private files with their access requests.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the rows short */
import { randomUUID } from 'node:crypto';
import { E, companyOwner, PNG, signedIn, type Answer, type Row } from './matrix';
import { C, companyInvite, companyMember, type World } from './world';

const IMG = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
const FILE = 'data:text/plain;base64,aGVsbG8=';
const co = (w: World) => w.people.companyOwner.accessToken;
const created = async (w: World, path: string, body: unknown, token = co(w)): Promise<any> => {
  const r = await w.api.post(path, body, token);
  if (r.status !== 201 && r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
/** 'contents' when a private file's contents came back, 'no contents' when only its name did. */
const contents = (a: Answer) => {
  if (a.status !== 200) return a.status;
  const files = (Array.isArray(a.body) ? a.body : [a.body]) as { url: string | null }[];
  return files.some((f) => f.url) ? 'contents' : 'no contents';
};
const onlyOwnerSees = E('no contents', 'no contents', 'no contents', 'no contents', 'no contents', 'no contents', 'contents', 'no contents');

/** An access request to the company's file by someone no one signs in as. */
async function access(w: World): Promise<string> {
  const u = await w.dbUser();
  const id = randomUUID();
  await w.s.db.insertInto('company_private_file_accesses').values({ id, file_id: w.company.fileId, user_id: u.id, accepted: false, created_at: w.s.clock.now() }).execute();
  return id;
}

/** The group member's follow of the company (made when a cell removed it). */
async function follow(w: World): Promise<string> {
  const m = w.people.groupMember;
  const had = await w.s.db.selectFrom('follows').select('id').where('company_id', '=', w.company.id).where('follower_id', '=', m.id).executeTakeFirst();
  return had?.id ?? (await created(w, `${C}/follows`, { companyId: w.company.id, followerId: m.id }, m.accessToken)).id;
}

export const COMPANY_ROWS: Row[] = [
  { route: 'POST /api/v1/company/companies', expect: signedIn(201), req: (w) => ({ method: 'POST', path: `${C}/companies`, body: { name: `New Co ${w.uniq()}`, categoryIds: ['cat-1'] } }) },
  { route: 'PATCH /api/v1/company/companies/{id}', expect: companyOwner(200), req: (w) => ({ method: 'PATCH', path: `${C}/companies/${w.company.id}`, body: { description: w.uniq() } }) },
  { route: 'POST /api/v1/company/companies/{id}/images', expect: companyOwner(201), req: (w) => ({ method: 'POST', path: `${C}/companies/${w.company.id}/images`, body: { base64Imgs: [IMG] } }) },
  { route: 'PATCH /api/v1/company/companies/{id}/logo-banner', expect: companyOwner(200), req: (w) => ({ method: 'PATCH', path: `${C}/companies/${w.company.id}/logo-banner`, form: { logoFile: [PNG, 'image/png'] } }) },
  { route: 'PATCH /api/v1/company/companies/{id}/deactivate', expect: companyOwner(200), req: (w) => ({ method: 'PATCH', path: `${C}/companies/${w.company.id}/deactivate` }) },
  { route: 'PATCH /api/v1/company/companies/{id}/reactivate', expect: companyOwner(200), req: (w) => ({ method: 'PATCH', path: `${C}/companies/${w.company.id}/reactivate` }) },
  // members and invites
  { route: 'GET /api/v1/company/companies/{id}/member-invites', expect: companyOwner(200), req: (w) => ({ method: 'GET', path: `${C}/companies/${w.company.id}/member-invites` }) },
  { route: 'POST /api/v1/company/companies/{id}/member-invites', expect: companyOwner(201), req: async (w) => ({ method: 'POST', path: `${C}/companies/${w.company.id}/member-invites`, body: { emails: [(await w.dbUser()).email] } }) },
  { route: 'DELETE /api/v1/company/companies/{id}/members/{memberId}', variant: 'another member', expect: companyOwner(200), req: async (w) => ({ method: 'DELETE', path: `${C}/companies/${w.company.id}/members/${await companyMember(w)}` }) },
  { route: 'GET /api/v1/company/member-invites/mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/member-invites/mine` }) },
  { route: 'POST /api/v1/company/member-invites/{id}/resend', expect: companyOwner(200), req: async (w) => ({ method: 'POST', path: `${C}/member-invites/${await companyInvite(w)}/resend` }) },
  { route: 'DELETE /api/v1/company/member-invites/{id}', variant: "cancel (the owner) an invite to someone else", expect: companyOwner(200), req: async (w) => ({ method: 'DELETE', path: `${C}/member-invites/${await companyInvite(w)}` }) },
  { route: 'PATCH /api/v1/company/member-invites/{id}/accept', variant: "someone else's invite", expect: signedIn(403), req: async (w) => ({ method: 'PATCH', path: `${C}/member-invites/${await companyInvite(w)}/accept` }) },
  // posts
  { route: 'POST /api/v1/company/company-posts', expect: companyOwner(201), req: (w) => ({ method: 'POST', path: `${C}/company-posts`, body: { companyId: w.company.id, content: '<p>Update</p>' } }) },
  { route: 'GET /api/v1/company/company-posts/{id}', variant: 'a deactivated post (the owner only)', expect: E(404, 404, 404, 404, 404, 404, 200, 404), req: (w) => ({ method: 'GET', path: `${C}/company-posts/${w.company.hiddenPostId}` }) },
  { route: 'PATCH /api/v1/company/company-posts/{id}', expect: companyOwner(200), req: (w) => ({ method: 'PATCH', path: `${C}/company-posts/${w.company.postId}`, body: { title: w.uniq() } }) },
  {
    route: 'DELETE /api/v1/company/company-posts/{id}', expect: companyOwner(200),
    req: async (w) => ({ method: 'DELETE', path: `${C}/company-posts/${(await created(w, `${C}/company-posts`, { companyId: w.company.id, content: '<p>Temp</p>' })).id}` }),
  },
  // follows: each follows as themself only
  {
    route: 'POST /api/v1/company/follows', variant: 'as the group member', expect: E(401, 403, 403, 201, 403, 403, 403, 403),
    req: async (w) => {
      await w.s.db.deleteFrom('follows').where('company_id', '=', w.company.id).where('follower_id', '=', w.people.groupMember.id).execute();
      return { method: 'POST', path: `${C}/follows`, body: { companyId: w.company.id, followerId: w.people.groupMember.id } };
    },
  },
  { route: 'DELETE /api/v1/company/follows/{id}', variant: "the group member's follow", expect: E(401, 403, 403, 200, 403, 403, 403, 403), req: async (w) => ({ method: 'DELETE', path: `${C}/follows/${await follow(w)}` }) },
  // private files
  { route: 'GET /api/v1/company/company-private-files/owned', variant: 'mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/company-private-files/owned` }) },
  { route: 'GET /api/v1/company/company-private-files/accesses', variant: 'mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/company-private-files/accesses` }) },
  { route: 'POST /api/v1/company/company-private-files', expect: companyOwner(201), req: (w) => ({ method: 'POST', path: `${C}/company-private-files`, body: { companyId: w.company.id, name: 'Terms', base64: FILE } }) },
  { route: 'GET /api/v1/company/company-private-files', variant: 'are the contents given', expect: onlyOwnerSees, observe: contents, req: (w) => ({ method: 'GET', path: `${C}/company-private-files?companyId=${w.company.id}` }) },
  { route: 'GET /api/v1/company/company-private-files/{id}', variant: 'are the contents given', expect: onlyOwnerSees, observe: contents, req: (w) => ({ method: 'GET', path: `${C}/company-private-files/${w.company.fileId}` }) },
  {
    route: 'DELETE /api/v1/company/company-private-files/{id}', expect: companyOwner(200),
    req: async (w) => ({ method: 'DELETE', path: `${C}/company-private-files/${(await created(w, `${C}/company-private-files`, { companyId: w.company.id, name: 'Old', base64: FILE })).id}` }),
  },
  {
    route: 'POST /api/v1/company/company-private-files/{id}/accesses/request', variant: 'anyone but the owner asks', expect: E(401, 201, 201, 201, 201, 201, 400, 201),
    req: (w) => ({ method: 'POST', path: `${C}/company-private-files/${w.company.fileId}/accesses/request` }),
  },
  {
    route: 'PATCH /api/v1/company/company-private-files/{fileId}/accesses/{id}/accept', expect: companyOwner(200),
    req: async (w) => ({ method: 'PATCH', path: `${C}/company-private-files/${w.company.fileId}/accesses/${await access(w)}/accept` }),
  },
  {
    route: 'DELETE /api/v1/company/company-private-files/{fileId}/accesses/{id}', variant: "someone else's request", expect: companyOwner(200),
    req: async (w) => ({ method: 'DELETE', path: `${C}/company-private-files/${w.company.fileId}/accesses/${await access(w)}` }),
  },
];
