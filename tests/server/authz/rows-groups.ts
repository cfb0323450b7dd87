// Matrix rows of groups: profile, settings, categories, images, resources, membership, events, interests, posts, stats.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the rows short */
import { randomUUID } from 'node:crypto';
import { E, groupAdmin, groupOwner, perGroup, PNG, read, signedIn, type Answer, type Row } from './matrix';
import { C, type GroupFx, type World } from './world';

const EVENT = { type: 'ONLINE', startDate: '2030-04-01', startTime: '10:00', endDate: '2030-04-01', endTime: '11:00', timeZone: 'UTC' };
const owner = (w: World) => w.people.groupOwner.accessToken;
const created = async (w: World, path: string, body: unknown, token = owner(w)): Promise<any> => {
  const r = await w.api.post(path, body, token);
  if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
const freshEvent = (w: World, g: GroupFx) => created(w, `${C}/company-group-events`, { companyGroupId: g.id, name: `Meetup ${w.uniq()}`, ...EVENT });
/** 'listed' when the private group (or its event) is in the answer, else 'absent'. */
const listsPrivate = (key: 'id' | 'companyGroupId') => (a: Answer, w: World) =>
  (a.status !== 200 ? a.status : (a.body as any[]).some((x) => x[key] === w.priv.id) ? 'listed' : 'absent');
const privListed = (visitor: 401 | 'absent') => E(visitor, 'absent', 'absent', 'listed', 'listed', 'listed', 'absent', 'absent');

export const GROUP_ROWS: Row[] = [
  ...perGroup((g, priv) => ({ route: 'GET /api/v1/company/company-groups/profile/{profileName}', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/company-groups/profile/${g(w).profile}` }) })),
  { route: 'GET /api/v1/company/company-groups', variant: 'mine: is the private group listed', expect: privListed(401), observe: listsPrivate('id'), req: () => ({ method: 'GET', path: `${C}/company-groups?mine=true` }) },
  {
    route: 'GET /api/v1/company/company-groups', variant: 'directory keyword: is the private group listed', expect: E('absent', 'absent', 'absent', 'absent', 'absent', 'absent', 'absent', 'absent'),
    observe: listsPrivate('id'), req: () => ({ method: 'GET', path: `${C}/company-groups?keyword=Authz` }),
  },
  { route: 'POST /api/v1/company/company-groups', expect: signedIn(201), req: (w) => ({ method: 'POST', path: `${C}/company-groups`, body: { name: `Mine ${w.uniq()}` } }) },
  ...perGroup((g, priv) => [
    { route: 'PATCH /api/v1/company/company-groups/{id}', variant: 'details (owner)', expect: groupOwner(priv, 200), req: (w) => ({ method: 'PATCH', path: `${C}/company-groups/${g(w).id}`, body: { description: `<p>${w.uniq()}</p>` } }) },
    { route: 'PATCH /api/v1/company/company-groups/{id}', variant: 'welcome text (owner)', expect: groupOwner(priv, 200), req: (w) => ({ method: 'PATCH', path: `${C}/company-groups/${g(w).id}`, body: { meta: { memSubHeader: w.uniq() } } }) },
    { route: 'PATCH /api/v1/company/company-groups/{id}', variant: 'sponsor message (group admins)', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'PATCH', path: `${C}/company-groups/${g(w).id}`, body: { meta: { sponsorMessage: w.uniq() } } }) },
    { route: 'POST /api/v1/company/company-groups/{id}/banner-logo', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'POST', path: `${C}/company-groups/${g(w).id}/banner-logo`, form: { logoFile: [PNG, 'image/png'] } }) },
    { route: 'POST /api/v1/company/company-group-categories', expect: groupAdmin(priv, 201), req: (w) => ({ method: 'POST', path: `${C}/company-group-categories`, body: { companyGroupId: g(w).id, name: `Cat ${w.uniq()}` } }) },
    { route: 'PATCH /api/v1/company/company-group-categories/{id}', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'PATCH', path: `${C}/company-group-categories/${g(w).categoryId}`, body: { description: w.uniq() } }) },
    {
      route: 'DELETE /api/v1/company/company-group-categories/{id}', expect: groupAdmin(priv, 200),
      req: async (w) => ({ method: 'DELETE', path: `${C}/company-group-categories/${(await created(w, `${C}/company-group-categories`, { companyGroupId: g(w).id, name: `Del ${w.uniq()}` })).id}` }),
    },
    // resources
    { route: 'GET /api/v1/company/company-group-resources', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/company-group-resources?companyGroupId=${g(w).id}` }) },
    { route: 'POST /api/v1/company/company-group-resources', expect: groupAdmin(priv, 201), req: (w) => ({ method: 'POST', path: `${C}/company-group-resources`, body: { companyGroupId: g(w).id, title: 'Doc', url: 'https://example.test/doc' } }) },
    {
      route: 'DELETE /api/v1/company/company-group-resources/{id}', expect: groupAdmin(priv, 200),
      req: async (w) => ({ method: 'DELETE', path: `${C}/company-group-resources/${(await created(w, `${C}/company-group-resources`, { companyGroupId: g(w).id, title: 'Del', url: 'https://example.test/x' })).id}` }),
    },
    // membership
    { route: 'GET /api/v1/company/company-group-members', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/company-group-members?companyGroupId=${g(w).id}` }) },
    {
      route: 'POST /api/v1/company/company-group-members/join', variant: 'a fresh approval group',
      expect: priv ? E(401, 404, 404, 409, 400, 400, 404, 404) : E(401, 200, 200, 409, 400, 400, 200, 200),
      req: async (w) => ({ method: 'POST', path: `${C}/company-group-members/join`, body: { companyGroupId: (await w.freshGroup(priv)).id } }),
    },
    {
      route: 'POST /api/v1/company/company-group-members/invite-company', variant: 'a company of someone else', expect: groupAdmin(priv, 201),
      req: async (w) => ({ method: 'POST', path: `${C}/company-group-members/invite-company`, body: { companyGroupId: g(w).id, companyId: await otherCompany(w) } }),
    },
    { route: 'POST /api/v1/company/company-group-members/invite-email', expect: groupAdmin(priv, 201), req: (w) => ({ method: 'POST', path: `${C}/company-group-members/invite-email`, body: { companyGroupId: g(w).id, emails: [`inv-${w.uniq()}@example.test`] } }) },
    { route: 'GET /api/v1/company/company-group-members/invites', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'GET', path: `${C}/company-group-members/invites?companyGroupId=${g(w).id}` }) },
    {
      route: 'PATCH /api/v1/company/company-group-members/invites/{id}/accept-invite', variant: "someone else's invite", expect: signedIn(403),
      req: async (w) => {
        const [inv] = await created(w, `${C}/company-group-members/invite-email`, { companyGroupId: g(w).id, emails: [(await w.dbUser()).email] });
        return { method: 'PATCH', path: `${C}/company-group-members/invites/${inv.id}/accept-invite` };
      },
    },
    { route: 'GET /api/v1/company/company-group-members/requests', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'GET', path: `${C}/company-group-members/requests?companyGroupId=${g(w).id}` }) },
    { route: 'PATCH /api/v1/company/company-group-members/requests/{id}/accept-request', expect: groupAdmin(priv, 200), req: async (w) => ({ method: 'PATCH', path: `${C}/company-group-members/requests/${await request(w, g(w))}/accept-request` }) },
    { route: 'DELETE /api/v1/company/company-group-members/requests/{id}', expect: groupAdmin(priv, 200), req: async (w) => ({ method: 'DELETE', path: `${C}/company-group-members/requests/${await request(w, g(w))}` }) },
    {
      route: 'PATCH /api/v1/company/company-group-members/{id}', variant: "the group member's settings", expect: E(401, 403, 403, 200, 403, 403, 403, 403),
      req: (w) => ({ method: 'PATCH', path: `${C}/company-group-members/${g(w).memberId}`, body: { hidden: false } }),
    },
    { route: 'DELETE /api/v1/company/company-group-members/{id}', variant: 'another member', expect: groupAdmin(priv, 200), req: async (w) => ({ method: 'DELETE', path: `${C}/company-group-members/${await member(w, g(w))}` }) },
    // events
    { route: 'GET /api/v1/company/company-group-events', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/company-group-events?companyGroupId=${g(w).id}` }) },
    { route: 'GET /api/v1/company/company-group-events/profile/{groupProfileName}/{eventProfileName}', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/company-group-events/profile/${g(w).profile}/${g(w).eventProfile}` }) },
    { route: 'POST /api/v1/company/company-group-events', expect: groupAdmin(priv, 201), req: (w) => ({ method: 'POST', path: `${C}/company-group-events`, body: { companyGroupId: g(w).id, name: `Ev ${w.uniq()}`, ...EVENT } }) },
    { route: 'PATCH /api/v1/company/company-group-events/{id}', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'PATCH', path: `${C}/company-group-events/${g(w).eventId}`, body: { name: `Ev ${w.uniq()}` } }) },
    { route: 'POST /api/v1/company/company-group-events/{id}/banner', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'POST', path: `${C}/company-group-events/${g(w).eventId}/banner`, form: { bannerFile: [PNG, 'image/png'] } }) },
    { route: 'DELETE /api/v1/company/company-group-events/{id}', expect: groupAdmin(priv, 200), req: async (w) => ({ method: 'DELETE', path: `${C}/company-group-events/${(await freshEvent(w, g(w))).id}` }) },
    {
      route: 'POST /api/v1/company/company-group-event-interests', variant: 'a fresh event', expect: priv ? E(401, 404, 404, 201, 201, 201, 404, 404) : signedIn(201),
      req: async (w) => ({ method: 'POST', path: `${C}/company-group-event-interests`, body: { cgEventId: (await freshEvent(w, g(w))).id } }),
    },
    {
      route: 'DELETE /api/v1/company/company-group-event-interests/{id}', variant: "the group member's interest", expect: E(401, 403, 403, 200, 403, 403, 403, 403),
      req: async (w) => ({ method: 'DELETE', path: `${C}/company-group-event-interests/${await interest(w, g(w))}` }),
    },
    // posts
    { route: 'GET /api/v1/company/company-group-posts', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/company-group-posts?companyGroupId=${g(w).id}` }) },
    { route: 'GET /api/v1/company/company-group-posts/{id}', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/company-group-posts/${g(w).postId}` }) },
    {
      route: 'POST /api/v1/company/company-group-posts', expect: priv ? E(401, 404, 404, 201, 201, 201, 404, 404) : E(401, 403, 403, 201, 201, 201, 403, 403),
      req: (w) => ({ method: 'POST', path: `${C}/company-group-posts`, body: { companyGroupId: g(w).id, content: '<p>Hi all</p>' } }),
    },
    {
      route: 'PATCH /api/v1/company/company-group-posts/{id}', variant: "edit the group member's post (author only)",
      expect: priv ? E(401, 404, 404, 200, 403, 403, 404, 404) : E(401, 403, 403, 200, 403, 403, 403, 403),
      req: (w) => ({ method: 'PATCH', path: `${C}/company-group-posts/${g(w).postId}`, body: { content: `<p>${w.uniq()}</p>` } }),
    },
    {
      route: 'PATCH /api/v1/company/company-group-posts/{id}', variant: "deactivate the group member's post (author, group admins)",
      expect: priv ? E(401, 404, 404, 200, 200, 200, 404, 404) : E(401, 403, 403, 200, 200, 200, 403, 403),
      req: async (w) => ({ method: 'PATCH', path: `${C}/company-group-posts/${(await created(w, `${C}/company-group-posts`, { companyGroupId: g(w).id, content: '<p>Temp</p>' }, w.people.groupMember.accessToken)).id}`, body: { deactivated: true } }),
    },
    {
      route: 'POST /api/v1/company/company-group-post-searches/{id}/reports', expect: priv ? E(401, 404, 404, 201, 201, 201, 404, 404) : signedIn(201),
      req: (w) => ({ method: 'POST', path: `${C}/company-group-post-searches/${g(w).postId}/reports`, body: { reason: 'SPAM_OR_MISLEADING' } }),
    },
    {
      route: 'POST /api/v1/company/company-group-searches/{id}/reports', expect: priv ? E(401, 404, 404, 201, 201, 201, 404, 404) : signedIn(201),
      req: (w) => ({ method: 'POST', path: `${C}/company-group-searches/${g(w).id}/reports`, body: { reason: 'SPAM_OR_MISLEADING' } }),
    },
    // stats
    ...['company-group-visits/stats', 'company-group-keyword-searches/stats', 'company-group-member-stats'].map((p): Row => ({
      route: `GET /api/v1/company/${p}`, expect: groupAdmin(priv, 200), req: (w) => ({ method: 'GET', path: `${C}/${p}?companyGroupId=${g(w).id}` }),
    })),
  ]),
  { route: 'GET /api/v1/company/company-group-events', variant: "every group's: is the private group's event listed", expect: privListed('absent'), observe: listsPrivate('companyGroupId'), req: () => ({ method: 'GET', path: `${C}/company-group-events` }) },
  { route: 'GET /api/v1/company/company-group-posts', variant: 'mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/company-group-posts?mine=true` }) },
  { route: 'GET /api/v1/company/company-group-members/invites', variant: 'mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/company-group-members/invites` }) },
  { route: 'GET /api/v1/company/company-group-members/requests', variant: 'to groups I administer', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/company-group-members/requests` }) },
];

/** A company of someone no one signs in as (an invite to the matrix's company would let its owner know of the group). */
async function otherCompany(w: World): Promise<string> {
  const u = await w.dbUser();
  const id = randomUUID();
  await w.s.db.insertInto('companies').values({ id, name: `Invited ${id.slice(0, 8)}`, profile_name: `invited-${id}`, owner_id: u.id, category_ids: '["cat-1"]', created_at: w.s.clock.now() }).execute();
  return id;
}

/** A pending join request of someone no one signs in as. */
async function request(w: World, g: GroupFx): Promise<string> {
  const u = await w.dbUser();
  const id = randomUUID();
  await w.s.db.insertInto('cg_member_requests').values({ id, company_group_id: g.id, user_id: u.id, created_at: w.s.clock.now() }).execute();
  return id;
}

/** A MEMBER no one signs in as. */
async function member(w: World, g: GroupFx): Promise<string> {
  const u = await w.dbUser();
  const id = randomUUID();
  await w.s.db.insertInto('company_group_members').values({ id, company_group_id: g.id, user_id: u.id, role: 'MEMBER', hidden: false, group_category_ids: '[]', created_at: w.s.clock.now() }).execute();
  return id;
}

/** The group member's interest in a fresh event. */
async function interest(w: World, g: GroupFx): Promise<string> {
  const ev = await freshEvent(w, g);
  return (await created(w, `${C}/company-group-event-interests`, { cgEventId: ev.id }, w.people.groupMember.accessToken)).id;
}
