// One contract suite for both storages (memory in Node, Dexie on fake-indexeddb standing in for the browser).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { EMPTY_CHAT_WRITE, openSyncStore, databaseNameFor, type StorageKind } from '../../src/sync/store/database';
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

describe('sync store chat writes', () => {
  it('5. writeChat stores what it is given without copying it first, and leaves the caller\'s objects untouched', async () => {
    const store = await openSyncStore({ storage: 'memory', name: freshName('memory'), devMode: true });
    const room = { id: 'r1', name: 'Room', logoPath: null, creatorId: 'u2', memberIds: ['u1', 'u2'], meta: { type: 'REGULARROOM' as const }, createdAt: 1, lastMessageAt: 1 };
    const msg = { id: 'm1', roomId: 'r1', ownerId: 'u2', content: 'hi', viewerIds: ['u2'], createdAt: 2, updatedAt: 2, meta: {}, unseen: 1 };
    const before = JSON.stringify([room, msg]);
    await store.writeChat({ ...EMPTY_CHAT_WRITE, rooms: [room], messages: [msg] });
    expect(JSON.stringify([room, msg])).toBe(before); // RxDB added no _meta/_rev to our objects
    await store.writeChat({ ...EMPTY_CHAT_WRITE, rooms: [{ ...room, name: 'Renamed' }], messages: [{ ...msg, unseen: 0, viewerIds: ['u2', 'u1'] }] });
    const loaded = await store.loadChat();
    expect(loaded.rooms.map((r) => r.name)).toEqual(['Renamed']);
    expect(loaded.stored).toEqual({});
    await store.close();
  });

  it('6. room states: a store from before gets them once from its unseen messages; a read in the store only marks the message', async () => {
    const store = await openSyncStore({ storage: 'memory', name: freshName('memory'), devMode: true });
    const msg = (id: string, roomId: string, at: number, unseen: number) => ({
      id, roomId, ownerId: 'u2', content: id, viewerIds: unseen ? ['u2'] : ['u1', 'u2'], createdAt: at, updatedAt: at, meta: {}, unseen,
    });
    // written straight into the collection, as a store of the previous version holds them
    await store.db.messages.bulkInsert([msg('a', 'r1', 5, 1), msg('b', 'r1', 9, 0), msg('c', 'r1', 7, 1), msg('d', 'r2', 3, 1)]);
    expect((await store.loadChat()).stored).toEqual({ r1: { unseenIds: ['a', 'c'], activityAt: 7 }, r2: { unseenIds: ['d'], activityAt: 3 } });
    // kept from now on by the writes: not computed again
    await store.writeChat({ ...EMPTY_CHAT_WRITE, roomStates: [{ id: 'r2', unseenIds: [], activityAt: 3 }], readInStore: { viewerId: 'u1', ids: ['d'] } });
    expect((await store.loadChat()).stored.r2).toEqual({ unseenIds: [], activityAt: 3 });
    const d = await store.db.messages.findOne('d').exec();
    expect([d?.unseen, d?.viewerIds]).toEqual([0, ['u1', 'u2']]);
    expect((await store.unseenMessages('r1')).map((m) => m.id).sort()).toEqual(['a', 'c']);
    await store.close();
  });
});

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
