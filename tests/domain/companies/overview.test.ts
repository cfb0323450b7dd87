// The network overview (/me/network): counts and newest changes; and small rules of company pages and search.
import { describe, expect, it } from 'vitest';
import { networkChanges, networkCounts } from '../../../src/domain/companies/network-overview';
import { copyName } from '../../../src/domain/companies/network';
import { descriptionLine, searchCountText } from '../../../src/domain/companies/rules';
import type { ConnectionView, Follow } from '../../../src/domain/companies/types';

const card = (id: string, firstname: string, lastname: string) => ({ id, firstname, lastname, profileName: `${firstname.toLowerCase()}-p`, logo: null });
const conn = (id: string, fromUserId: string, activated: boolean, createdAt: number, other = card('o', 'Ann', 'Lee')): ConnectionView => ({
  id, fromUserId, toUserId: fromUserId === 'me' ? other.id : 'me', activated, createdAt, otherUser: other,
});
const follow = (id: string, followerId: string, companyId: string, createdAt: number): Follow => ({ id, companyId, followerId, createdAt });

describe('network overview', () => {
  const connections = [conn('1', 'me', true, 10), conn('2', 'me', false, 30, card('b', 'Bo', '')), conn('3', 'x', false, 20)];
  const followers = [follow('f1', 'u2', 'c1', 40), follow('f2', 'me', 'c1', 50)];
  const followings = [follow('g1', 'me', 'c9', 5)];
  it('counts accepted and pending connections, followers other than oneself, followings and groups', () => {
    expect(networkCounts('me', connections, followers, followings, 3)).toEqual({ connections: 1, pending: 2, followers: 1, followings: 1, groups: 3 });
    expect(networkCounts('me', [], [], [], 0)).toEqual({ connections: 0, pending: 0, followers: 0, followings: 0, groups: 0 });
  });
  it('lists the newest changes first, at most the limit, each with its kind', () => {
    expect(networkChanges('me', connections, followers, followings)).toEqual([
      { kind: 'followed', at: 40, id: 'f:f1', companyId: 'c1' },
      { kind: 'requestSent', at: 30, id: 'c:2', name: 'Bo', profileName: 'bo-p' },
      { kind: 'requestReceived', at: 20, id: 'c:3', name: 'Ann Lee', profileName: 'ann-p' },
      { kind: 'connected', at: 10, id: 'c:1', name: 'Ann Lee', profileName: 'ann-p' },
      { kind: 'following', at: 5, id: 'g:g1', companyId: 'c9' },
    ]);
    expect(networkChanges('me', connections, followers, followings, 2).map((c) => c.id)).toEqual(['f:f1', 'c:2']);
    const many = Array.from({ length: 10 }, (_, i) => follow(`x${i}`, 'me', 'c', i));
    expect(networkChanges('me', [], [], many)).toHaveLength(8);
    // same time: by id
    expect(networkChanges('me', [], [], [follow('b', 'me', 'c', 1), follow('a', 'me', 'c', 1)]).map((c) => c.id)).toEqual(['g:a', 'g:b']);
  });
});

describe('company page and search rules', () => {
  it('a copy is named after its original', () => {
    expect(copyName('Bolts')).toBe('Bolts (copy)');
  });
  it('a capped search count reads with a plus', () => {
    expect(searchCountText({ count: 1000, countCapped: true })).toBe('1000+');
    expect(searchCountText({ count: 12 })).toBe('12');
    expect(searchCountText({ count: 12, countCapped: false })).toBe('12');
  });
  it('a description as one line: markup dropped, entities decoded, spaces collapsed, cut at a word with an ellipsis', () => {
    expect(descriptionLine('<p>Fish &amp; chips</p>\n<b>fresh</b>&nbsp;daily &lt;3 &quot;x&quot; &apos;y&#39;')).toBe('Fish & chips fresh daily <3 "x" \'y\'');
    expect(descriptionLine('a'.repeat(10), 10)).toBe('a'.repeat(10));
    expect(descriptionLine('one two three four five six', 15)).toBe('one two three…');
    expect(descriptionLine('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(descriptionLine('a bcdefghijklmnop', 10)).toBe('a bcdefgh…');
    expect(descriptionLine('unclosed <b tag')).toBe('unclosed');
  });
});
