// The network overview (/me/network): counts of connections, followers, followings and groups, and the newest
// changes among them, newest first.
import type { ConnectionView, Follow } from './types';

export type NetworkChange =
  | { kind: 'connected' | 'requestSent' | 'requestReceived'; at: number; id: string; name: string; profileName: string }
  | { kind: 'followed' | 'following'; at: number; id: string; companyId: string };

export type NetworkCounts = { connections: number; pending: number; followers: number; followings: number; groups: number };

export const RECENT_CHANGES = 8;

export function networkCounts(me: string, connections: readonly ConnectionView[], followers: readonly Follow[], followings: readonly Follow[], groups: number): NetworkCounts {
  const accepted = connections.filter((c) => c.activated).length;
  // a member may follow their own company: they are not their own follower
  const others = followers.filter((f) => f.followerId !== me);
  return { connections: accepted, pending: connections.length - accepted, followers: others.length, followings: followings.length, groups };
}

export function networkChanges(me: string, connections: readonly ConnectionView[], followers: readonly Follow[], followings: readonly Follow[], limit = RECENT_CHANGES): NetworkChange[] {
  const all: NetworkChange[] = [
    ...connections.map((c) => ({
      kind: c.activated ? ('connected' as const) : c.fromUserId === me ? ('requestSent' as const) : ('requestReceived' as const),
      at: c.createdAt, id: `c:${c.id}`, name: `${c.otherUser.firstname} ${c.otherUser.lastname}`.trim(), profileName: c.otherUser.profileName,
    })),
    ...followers.filter((f) => f.followerId !== me).map((f) => ({ kind: 'followed' as const, at: f.createdAt, id: `f:${f.id}`, companyId: f.companyId })),
    ...followings.map((f) => ({ kind: 'following' as const, at: f.createdAt, id: `g:${f.id}`, companyId: f.companyId })),
  ];
  return all.sort((a, b) => b.at - a.at || a.id.localeCompare(b.id)).slice(0, limit);
}
