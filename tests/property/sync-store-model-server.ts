// The reference of the store's model-based property (sync-store-model.ts): a small in-process server of
// three users (the engine's user `me`, u1, u2) with follows, connections, group members, orders,
// notifications, a few one-user lists (plan subscription, file accesses, member invites, posts) and chat
// (the fake chat service). It answers REST requests from its state, applies commands with the rules of
// the real routes (a duplicate is 409, a change the caller may not make is 403, an unknown id 404), and
// appends an event of each change to the log of every user it concerns, with increasing seq.
import type { Notification } from '../../src/domain/alerts/types';
import type { Action, RealtimeEvent, ResourceType } from '../../src/domain/shared/events';
import { ROUTES } from '../../src/sync/api/routes';
import type { EndpointName } from '../../src/sync/api/types';
import { withQuery } from '../../src/sync/transport/http';
import { BASES, type Answer, type Recorded } from '../sync/fixtures/fake-api';
import { createFakeChat, type FakeChat } from '../sync/fixtures/fake-chat';

export const OTHERS = ['u1', 'u2'] as const;
export const COMPANIES = { cm: 'me', c1: 'u1', c2: 'u2' } as const;
/** g1 is open (anyone joins), g2 invite-only; only members and the owner see a member list */
export const GROUPS = { g1: { owner: 'u1', open: true }, g2: { owner: 'u2', open: false } } as const;
export const ROOMS = ['r1', 'r2', 'r3'];
/** the realtime types that carry no change of a list here (calls, sessions, files of messages, direct rooms, the CRM,
 * admin, advertising and metric events): with targeted refresh they refresh nothing here */
export const NOISE_TYPES = [
  'CALL', 'CALLINVITE', 'PRESENCESESSIONID', 'RTCREQUEST', 'MESSAGEFILE', 'DIRECTROOM', 'CRM', 'ADMIN', 'ADVERTISING', 'METRIC',
] as const;

type Follow = { id: string; companyId: string; followerId: string; createdAt: number };
type Connection = { id: string; fromUserId: string; toUserId: string; activated: boolean; createdAt: number };
type Member = { id: string; companyGroupId: string; userId: string; role: string; createdAt: number };
type Order = { id: string; buyerUserId: string; sellerUserId: string; cents: number; createdAt: number; refundedAt: number | null };
type Row = { id: string; createdAt: number; userId: string; companyId?: string };

export type Server = ReturnType<typeof createServer>;

const newestFirst = <T extends { createdAt: number }>(xs: Iterable<T>): T[] => [...xs].sort((a, b) => b.createdAt - a.createdAt);
const refuse = (status: number, message: string): Answer => ({ status, body: { message } });
const list = (u: URL, k: string) => (u.searchParams.get(k) ?? '').split(',').filter((x) => x.length > 0);

export function createServer(me: string) {
  const t0 = Date.now();
  /** the owner of a company ('me' in COMPANIES stands for the engine's user) */
  const ownerOf = (c: string) => (COMPANIES[c as keyof typeof COMPANIES] === 'me' ? me : COMPANIES[c as keyof typeof COMPANIES]);
  let clock = 0;
  const at = () => t0 + ++clock;
  const nextId = (prefix: string) => `${prefix}${clock + 1}`;
  const logs = new Map<string, RealtimeEvent[]>();
  const s = {
    me,
    /** events of `me` not yet delivered as frames (the socket's send buffer) */
    queue: [] as RealtimeEvent[],
    /** the log keeps events after this seq only (older ones were pruned: catch-up answers truncated) */
    forgottenUpTo: 0,
    follows: new Map<string, Follow>(),
    connections: new Map<string, Connection>(),
    members: new Map<string, Member>(),
    orders: new Map<string, Order>(),
    notifications: new Map<string, Notification>(),
    /** the one-user lists, by their realtime type */
    mine: { MTZPLANSUBSCRIPTION: new Map<string, Row>(), FILEACCESS: new Map<string, Row>(), COMPANYMEMBER: new Map<string, Row>(), POST: new Map<string, Row>() },
    chat: null as unknown as FakeChat,
    log: (user: string): RealtimeEvent[] => logs.get(user) ?? [],
  };

  function emit(users: readonly string[], resourceType: ResourceType, action: Action, resource: unknown): void {
    for (const u of new Set(users)) {
      const log = logs.get(u) ?? [];
      logs.set(u, log);
      const e: RealtimeEvent = { resourceType, action, resource, seq: log.length + 1 };
      log.push(e);
      if (u === me) s.queue.push(e);
    }
  }

  function notify(receiverId: string, content: string): void {
    const n: Notification = { id: nextId('n'), receiverId, content, link: null, hasRead: false, createdAt: at() };
    s.notifications.set(n.id, n);
    emit([receiverId], 'NOTIFICATION', 'CREATED', n);
  }

  s.chat = createFakeChat(me, (resourceType, action, resource) => {
    emit([me], resourceType, action, resource);
    return s.log(me)[s.log(me).length - 1];
  });

  const groupUsers = (g: keyof typeof GROUPS) => [GROUPS[g].owner, ...[...s.members.values()].filter((m) => m.companyGroupId === g).map((m) => m.userId)];
  const memberOf = (g: string, user: string) => [...s.members.values()].find((m) => m.companyGroupId === g && m.userId === user);
  const connectionOf = (a: string, b: string) => [...s.connections.values()].find((c) => (c.fromUserId === a && c.toUserId === b) || (c.fromUserId === b && c.toUserId === a));

  // ---- changes, by whoever makes them (the engine's user through REST, the others directly) ----
  const change = {
    follow(companyId: keyof typeof COMPANIES, followerId: string): Answer {
      if ([...s.follows.values()].some((f) => f.companyId === companyId && f.followerId === followerId)) return refuse(409, 'You already follow this company');
      const f: Follow = { id: nextId('f'), companyId, followerId, createdAt: at() };
      s.follows.set(f.id, f);
      emit([ownerOf(companyId), followerId], 'FOLLOW', 'CREATED', f);
      if (ownerOf(companyId) !== followerId) notify(ownerOf(companyId), `${followerId} follows ${companyId}`);
      return { status: 201, body: f };
    },
    unfollow(id: string, by: string): Answer {
      const f = s.follows.get(id);
      if (!f) return refuse(404, 'Follow not found');
      if (f.followerId !== by) return refuse(403, 'You can only unfollow for yourself');
      s.follows.delete(id);
      emit([ownerOf(f.companyId), f.followerId], 'FOLLOW', 'DELETED', f);
      return { status: 200, body: { id } };
    },
    connect(fromUserId: string, toUserId: string): Answer {
      if (fromUserId === toUserId) return refuse(400, 'You cannot connect with yourself');
      if (connectionOf(fromUserId, toUserId)) return refuse(409, 'You are already connected or invited');
      const c: Connection = { id: nextId('c'), fromUserId, toUserId, activated: false, createdAt: at() };
      s.connections.set(c.id, c);
      emit([fromUserId, toUserId], 'CONNECTION', 'CREATED', c);
      notify(toUserId, `${fromUserId} wants to connect`);
      return { status: 201, body: c };
    },
    accept(id: string, by: string): Answer {
      const c = s.connections.get(id);
      if (!c) return refuse(404, 'Connection not found');
      if (c.toUserId !== by) return refuse(403, 'Only the invited user can accept');
      if (c.activated) return refuse(409, 'This connection is already accepted');
      const next = { ...c, activated: true };
      s.connections.set(id, next);
      emit([c.fromUserId, c.toUserId], 'CONNECTION', 'UPDATED', next);
      notify(c.fromUserId, `${by} accepted`);
      return { status: 200, body: next };
    },
    disconnect(id: string, by: string): Answer {
      const c = s.connections.get(id);
      if (!c) return refuse(404, 'Connection not found');
      if (c.fromUserId !== by && c.toUserId !== by) return refuse(403, 'Not your connection');
      s.connections.delete(id);
      emit([c.fromUserId, c.toUserId], 'CONNECTION', 'DELETED', c);
      return { status: 200, body: { id } };
    },
    /** joining (by the user) or adding (by the owner: `by` is the owner) */
    join(g: keyof typeof GROUPS, userId: string, by: string): Answer {
      if (!GROUPS[g]) return refuse(404, 'Group not found');
      if (memberOf(g, userId)) return refuse(409, 'Already a member of this group');
      if (by === userId && !GROUPS[g].open) return refuse(403, 'This group takes members by invitation only');
      const m: Member = { id: nextId('m'), companyGroupId: g, userId, role: 'MEMBER', createdAt: at() };
      s.members.set(m.id, m);
      emit(groupUsers(g), 'GROUPMEMBER', 'CREATED', m);
      return { status: 201, body: { userId, membership: 'MEMBER', isOwner: false, isAdmin: false, memberId: m.id, requestId: null, hidden: false, groupCategoryIds: [] } };
    },
    leave(id: string, by: string): Answer {
      const m = s.members.get(id);
      if (!m) return refuse(404, 'Membership not found');
      const g = m.companyGroupId as keyof typeof GROUPS;
      if (m.userId !== by && GROUPS[g].owner !== by) return refuse(403, 'Only the member or the group owner can end a membership');
      const concerned = groupUsers(g);
      s.members.delete(id);
      emit(concerned, 'GROUPMEMBER', 'DELETED', m);
      return { status: 200, body: { id } };
    },
    buy(buyerUserId: string, sellerUserId: string): Answer {
      const o: Order = { id: nextId('o'), buyerUserId, sellerUserId, cents: 100 * (clock + 1), createdAt: at(), refundedAt: null };
      s.orders.set(o.id, o);
      emit([buyerUserId, sellerUserId], 'ORDER', 'CREATED', o);
      notify(sellerUserId, `${buyerUserId} paid`);
      return { status: 201, body: o };
    },
    refund(id: string, by: string): Answer {
      const o = s.orders.get(id);
      if (!o) return refuse(404, 'Order not found');
      if (o.sellerUserId !== by) return refuse(403, 'Only the seller can refund an order');
      if (o.refundedAt !== null) return refuse(409, 'This order was already refunded');
      const next = { ...o, refundedAt: at() };
      s.orders.set(id, next);
      emit([o.buyerUserId, o.sellerUserId], 'ORDER', 'UPDATED', next);
      return { status: 200, body: { order: next, message: 'The order was refunded' } };
    },
    /** a notification read (on another device) or deleted */
    notificationSeen(i: number, remove: boolean): void {
      const ns = newestFirst(s.notifications.values());
      const n = ns[i % Math.max(1, ns.length)];
      if (!n) return;
      if (remove) {
        s.notifications.delete(n.id);
        emit([n.receiverId], 'NOTIFICATION', 'DELETED', { id: n.id });
      } else if (!n.hasRead) {
        const next = { ...n, hasRead: true };
        s.notifications.set(n.id, next);
        emit([n.receiverId], 'NOTIFICATION', 'UPDATED', next);
      }
    },
    /** one of the engine user's own lists gains a row, or loses its oldest */
    mine(type: keyof typeof s.mine, add: boolean): void {
      const rows = s.mine[type];
      if (add) {
        // a post is the engine user's company's (cm), as the real server's POST events name their company
        const r: Row = { id: nextId(type.slice(0, 2).toLowerCase()), createdAt: at(), userId: me, ...(type === 'POST' ? { companyId: 'cm' } : {}) };
        rows.set(r.id, r);
        emit([me], type, 'CREATED', r);
      } else {
        const r = newestFirst(rows.values()).pop();
        if (!r) return;
        rows.delete(r.id);
        emit([me], type, 'DELETED', r);
      }
    },
    /** another company posts: its followers (the engine's user here) hear of it, as { id, companyId } */
    post(companyId: keyof typeof COMPANIES): void {
      const r: Row = { id: nextId('po'), createdAt: at(), userId: ownerOf(companyId), companyId };
      s.mine.POST.set(r.id, r);
      emit([me], 'POST', 'CREATED', { id: r.id, companyId });
    },
    /** an event of a type no list here shows (it still refreshes the open queries) */
    noise(type: (typeof NOISE_TYPES)[number]): void {
      emit([me], type, 'DELETED', { id: `gone-${clock}` });
    },
  };

  // ---- REST, as `me` ----
  function handle(r: Recorded): Answer {
    const url = new URL(r.url);
    const p = url.pathname.replace(/^\/api\/v1/, '');
    const get = r.method === 'GET';
    const body = (r.body ?? {}) as Record<string, string>;
    const id = decodeURIComponent(p.split('/').pop() ?? '');
    if (get && p === '/alert/events') {
      const after = Number(url.searchParams.get('afterSeq'));
      const log = s.log(me);
      return { status: 200, body: { events: log.filter((e) => e.seq > Math.max(after, s.forgottenUpTo)), latestSeq: log.length, truncated: after < s.forgottenUpTo } };
    }
    if (get && p === '/alert/notifications') {
      const since = Number(url.searchParams.get('startDateInMillis') ?? 0);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return { status: 200, body: newestFirst(s.notifications.values()).filter((n) => n.receiverId === me && n.createdAt >= since).slice(skip, skip + limit) };
    }
    if (get && p === '/company/follows') {
      const cs = list(url, 'companyIds');
      const fs = list(url, 'followerIds');
      return { status: 200, body: newestFirst(s.follows.values()).filter((f) => (cs.length === 0 || cs.includes(f.companyId)) && (fs.length === 0 || fs.includes(f.followerId))) };
    }
    if (r.method === 'POST' && p === '/company/follows') {
      if (body.followerId !== me) return refuse(403, 'You can only follow as yourself');
      if (!(body.companyId in COMPANIES)) return refuse(404, 'Company not found');
      return change.follow(body.companyId as keyof typeof COMPANIES, me);
    }
    if (r.method === 'DELETE' && p.startsWith('/company/follows/')) return change.unfollow(id, me);
    if (get && p === '/company/connections') {
      const us = list(url, 'userIds');
      if (us.some((u) => u !== me)) return refuse(403, 'You can list your own connections only');
      return { status: 200, body: newestFirst(s.connections.values()).filter((c) => c.fromUserId === me || c.toUserId === me) };
    }
    if (r.method === 'POST' && p === '/company/connections') {
      if (body.fromUserId !== me) return refuse(403, 'You can only invite as yourself');
      return change.connect(me, body.toUserId);
    }
    if (r.method === 'PATCH' && p.startsWith('/company/connections/')) return change.accept(id, me);
    if (r.method === 'DELETE' && p.startsWith('/company/connections/')) return change.disconnect(id, me);
    if (get && p === '/company/company-group-members') {
      const g = url.searchParams.get('companyGroupId') as keyof typeof GROUPS;
      if (!GROUPS[g]) return refuse(404, 'Group not found');
      if (!groupUsers(g).includes(me)) return refuse(403, 'Only members see the member list');
      return { status: 200, body: newestFirst(s.members.values()).filter((m) => m.companyGroupId === g) };
    }
    if (r.method === 'POST' && p === '/company/company-group-members/join') return change.join(body.companyGroupId as keyof typeof GROUPS, me, me);
    if (r.method === 'DELETE' && p.startsWith('/company/company-group-members/')) return change.leave(id, me);
    if (get && (p === '/payment/orders' || p === '/payment/sales')) {
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const mineOnly = (o: Order) => (p === '/payment/orders' ? o.buyerUserId === me : o.sellerUserId === me);
      return { status: 200, body: newestFirst(s.orders.values()).filter(mineOnly).slice(skip, skip + limit) };
    }
    const refund = /^\/payment\/orders\/([^/]+)\/refunds$/.exec(p);
    if (r.method === 'POST' && refund) return change.refund(decodeURIComponent(refund[1]), me);
    const mineList: Record<string, keyof typeof s.mine> = {
      '/payment/mtz-plan-subscriptions/mine': 'MTZPLANSUBSCRIPTION', '/company/company-private-files/accesses': 'FILEACCESS',
      '/company/member-invites/mine': 'COMPANYMEMBER', '/company/company-posts': 'POST',
    };
    if (get && p === '/company/company-posts') {
      const cs = list(url, 'companyIds');
      return { status: 200, body: newestFirst(s.mine.POST.values()).filter((r) => cs.length === 0 || cs.includes(r.companyId ?? '')) };
    }
    if (get && mineList[p]) return { status: 200, body: newestFirst(s.mine[mineList[p]].values()) };
    return s.chat.handle(url, r) ?? refuse(404, 'Not found');
  }

  return Object.assign(s, { change, handle, notify, emit });
}

/** The request the engine's REST client makes for a query (the same URL, built by the same route). */
export function requestOf(endpoint: EndpointName, params: unknown): Recorded {
  const route = ROUTES[endpoint] as unknown as { service: keyof typeof BASES; build(p: unknown): { path: string; query?: Record<string, string | number | boolean | undefined> } };
  const { path, query } = route.build(params);
  return { method: 'GET', url: withQuery(`${BASES[route.service]}${path}`, query ?? {}), headers: {}, body: undefined };
}
