// Matrix rows of the timeline (tag 'timeline'): every signed-in role reads its own feed and head (the visitor 401);
// what a feed holds depends on who asks: a private group's post reaches its members (MEMBER, ADMIN, owner) only, a
// company's post its owner and followers (the group member, as a company row leaves it), a deactivated post no one. Each cell writes a fresh post
// first, a millisecond after everything other rows wrote (so on the first page). A bad cursor is a 400.
import { randomUUID } from 'node:crypto';
import { E, signedIn, type Answer, type Outcome, type Row } from './matrix';
import { C, type World } from './world';

const T = `${C}/timeline`;
const feed = { method: 'GET' as const, path: `${T}?limit=50` };

async function made(w: World, path: string, body: unknown, token: string): Promise<string> {
  w.s.clock.advance(1); // the test clock stands still: without this the post would tie with everything other rows wrote
  const r = await w.api.post(path, body, token);
  if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as string;
}

/** A row whose cell first makes a post (`make` answers its id), then reads the feed and tells whether it holds it. */
function holds(variant: string, make: (w: World) => Promise<string>, expect: Row['expect']): Row {
  let id = '';
  return {
    route: `GET ${T}`, variant, expect,
    req: async (w) => {
      id = await make(w);
      return feed;
    },
    observe: (a: Answer): Outcome => (a.status !== 200 ? a.status : (a.body as { items: { id: string }[] }).items.some((i) => i.id === id) ? 'shown' : 'hidden'),
  };
}

/** The group member follows the company (as a company row leaves it), so the post reaches a follower too. */
async function followed(w: World): Promise<void> {
  const m = w.people.groupMember.id;
  const f = await w.s.db.selectFrom('follows').select('id').where('company_id', '=', w.company.id).where('follower_id', '=', m).executeTakeFirst();
  if (!f) await w.s.db.insertInto('follows').values({ id: randomUUID(), company_id: w.company.id, follower_id: m, created_at: w.s.clock.now() }).execute();
}

async function companyPost(w: World): Promise<string> {
  await followed(w);
  return made(w, `${C}/company-posts`, { companyId: w.company.id, content: '<p>Timeline news</p>' }, w.people.companyOwner.accessToken);
}

export const TIMELINE_ROWS: Row[] = [
  { route: `GET ${T}`, expect: signedIn(200), req: () => feed },
  holds("a private group's post", (w) => made(w, `${C}/company-group-posts`, { companyGroupId: w.priv.id, content: '<p>Members only</p>' }, w.people.groupMember.accessToken),
    E(401, 'hidden', 'hidden', 'shown', 'shown', 'shown', 'hidden', 'hidden')),
  holds("a company's post", companyPost, E(401, 'hidden', 'hidden', 'shown', 'hidden', 'hidden', 'shown', 'hidden')),
  holds('a deactivated company post', async (w) => {
    const id = await companyPost(w);
    const r = await w.api.patch(`${C}/company-posts/${id}`, { deactivated: true }, w.people.companyOwner.accessToken);
    if (r.status !== 200) throw new Error(`deactivate: ${r.status}`);
    return id;
  }, E(401, 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden')),
  { route: `GET ${T}`, variant: 'bad cursor', expect: signedIn(400), req: () => ({ method: 'GET', path: `${T}?cursor=not-a-cursor` }) },
  { route: `GET ${T}/head`, expect: signedIn(200), req: () => ({ method: 'GET', path: `${T}/head` }) },
];
