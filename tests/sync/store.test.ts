// One contract suite for both storages (memory in Node, Dexie on fake-indexeddb standing in for the browser).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openSyncStore, databaseNameFor, type StorageKind } from '../../src/sync/store/database';
import type { Notification } from '../../src/domain/alerts/types';

const note = (id: string, createdAt: number, over: Partial<Notification> = {}): Notification =>
  ({ id, receiverId: 'u1', content: id, link: null, hasRead: false, createdAt, ...over });

let dbCounter = 0;
const freshName = (kind: StorageKind) => databaseNameFor(`store-${kind}-${++dbCounter}`);

for (const storage of ['memory', 'dexie'] as const) {
  describe(`sync store on ${storage}`, () => {
    it('1. bulk writes, removals and a range read by createdAt, oldest first', async () => {
      const store = await openSyncStore({ storage, name: freshName(storage), devMode: true });
      await store.writeNotifications([note('a', 30), note('b', 10, { link: '/me' }), note('c', 20)], [], 3);
      await store.writeNotifications([note('a', 30, { hasRead: true })], ['c'], 5);
      const got = await store.notificationsSince(15);
      expect(got.map((n) => [n.id, n.hasRead])).toEqual([['a', true]]);
      expect((await store.notificationsSince(0)).map((n) => n.id)).toEqual(['b', 'a']);
      expect(await store.lastSeq()).toBe(5);
      await store.close();
    });

    it('2. lastSeq never moves backwards on a batch write, but a reload may set it exactly', async () => {
      const store = await openSyncStore({ storage, name: freshName(storage) });
      await store.writeNotifications([], [], 9);
      await store.writeNotifications([], [], 4);
      expect(await store.lastSeq()).toBe(9);
      await store.replaceNotifications([note('z', 1)], 2, 'exact');
      expect(await store.lastSeq()).toBe(2);
      await store.close();
    });

    it('3. a snapshot replaces the collection', async () => {
      const store = await openSyncStore({ storage, name: freshName(storage) });
      await store.writeNotifications([note('a', 1), note('b', 2)], [], 1);
      await store.replaceNotifications([note('b', 2, { content: 'new' }), note('c', 3)], 7);
      expect((await store.notificationsSince(0)).map((n) => `${n.id}:${n.content}`)).toEqual(['b:new', 'c:c']);
      await store.close();
    });
  });
}

describe('sync store on dexie', () => {
  it('4. keeps documents and lastSeq across a reopen (cold start)', async () => {
    const name = freshName('dexie');
    const first = await openSyncStore({ storage: 'dexie', name });
    await first.writeNotifications([note('a', 5)], [], 12);
    await first.close();
    const again = await openSyncStore({ storage: 'dexie', name });
    expect(await again.lastSeq()).toBe(12);
    expect((await again.notificationsSince(0)).map((n) => n.id)).toEqual(['a']);
    await again.close();
  });
});
