// Matrix rows of the timeline (tag 'timeline'): every signed-in role reads its own feed and head (the visitor 401);
// what a feed holds depends on who asks: a private group's post reaches its members (MEMBER, ADMIN, owner) only, a
// company's post its owner (no role follows the company), a deactivated post no one. A bad cursor is a 400.
import { E, signedIn, type Answer, type Outcome, type Row } from './matrix';
import type { World } from './world';

const T = '/api/v1/company/timeline';
const holds = (id: (w: World) => string) => (a: Answer, w: World): Outcome => {
  if (a.status !== 200) return a.status;
  const items = (a.body as { items: { id: string }[] }).items;
  return items.some((i) => i.id === id(w)) ? 'shown' : 'hidden';
};
const feed = { method: 'GET' as const, path: `${T}?limit=50` };

export const TIMELINE_ROWS: Row[] = [
  { route: `GET ${T}`, expect: signedIn(200), req: () => feed },
  {
    route: `GET ${T}`, variant: "a private group's post", req: () => feed, observe: holds((w) => w.priv.postId),
    expect: E(401, 'hidden', 'hidden', 'shown', 'shown', 'shown', 'hidden', 'hidden'),
  },
  {
    route: `GET ${T}`, variant: "a company's post", req: () => feed, observe: holds((w) => w.company.postId),
    expect: E(401, 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'shown', 'hidden'),
  },
  {
    route: `GET ${T}`, variant: 'a deactivated company post', req: () => feed, observe: holds((w) => w.company.hiddenPostId),
    expect: E(401, 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden'),
  },
  { route: `GET ${T}`, variant: 'bad cursor', expect: signedIn(400), req: () => ({ method: 'GET', path: `${T}?cursor=not-a-cursor` }) },
  { route: `GET ${T}/head`, expect: signedIn(200), req: () => ({ method: 'GET', path: `${T}/head` }) },
];
