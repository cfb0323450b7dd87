// Chat rooms and direct rooms on the reference server: who may do what, events to every member over STOMP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../server/src/context';
import { insertRoom } from '../../../server/src/chat/rooms';
import { backends, type TestServer } from '../harness';
import { CHAT, chatApi, counts, listen, person, PNG_1PX, type ChatApi, type Person } from './chat-harness';

describe.each(backends())('chat rooms on $name', (backend) => {
  let s: TestServer;
  let api: ChatApi;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let dave: Person;

  beforeAll(async () => {
    s = await backend.start();
    api = chatApi(s);
    [alice, bob, carol, dave] = await Promise.all([person(api, 'Alys', 'Ames'), person(api, 'Boris', 'Bell'), person(api), person(api)]);
  }, 180_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  const newRoom = async (by: Person, memberIds: string[], name = 'Room') => {
    const r = await api.post(`${CHAT}/rooms`, { name, memberIds }, by.token);
    expect(r.status).toBe(201);
    return r.body as { id: string; memberIds: string[]; creatorId: string; name: string; logoPath: string | null };
  };

  describe('visitors', () => {
    it('gets 401 on every chat route', async () => {
      const calls: [string, string][] = [
        ['GET', `${CHAT}/rooms`], ['POST', `${CHAT}/rooms`], ['PATCH', `${CHAT}/rooms/x`], ['DELETE', `${CHAT}/rooms/x`], ['POST', `${CHAT}/rooms/x/logo`],
        ['POST', `${CHAT}/direct-rooms`], ['PATCH', `${CHAT}/direct-rooms/x`], ['DELETE', `${CHAT}/direct-rooms/x`],
        ['POST', `${CHAT}/room-invites`], ['GET', `${CHAT}/room-invites?roomIds=x`], ['PATCH', `${CHAT}/room-invites/x`],
        ['GET', `${CHAT}/messages?roomIds=x`], ['GET', `${CHAT}/messages/stats?notSeenBy=x`], ['POST', `${CHAT}/messages`],
        ['PATCH', `${CHAT}/messages/x`], ['DELETE', `${CHAT}/messages/x`], ['POST', `${CHAT}/message-files`], ['GET', `${CHAT}/message-files/x/content`],
        ['GET', '/api/v1/company/users?keyword=a'], ['POST', '/api/v1/alert/presences'], ['DELETE', '/api/v1/alert/presences/x'], ['GET', '/api/v1/alert/presences?userIds=x'],
      ];
      for (const [method, path] of calls) {
        const r = await api.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect([method, path, r.status]).toEqual([method, path, 401]);
      }
    });
  });

  describe('group rooms', () => {
    it('creates a room with its members; every member hears ROOM CREATED; GET /rooms lists it only for members', async () => {
      const [la, lb] = await Promise.all([listen(s, alice.token), listen(s, bob.token)]);
      const room = await newRoom(alice, [bob.id, bob.id], 'Buyers');
      expect(room).toMatchObject({ name: 'Buyers', creatorId: alice.id, memberIds: [alice.id, bob.id], logoPath: null, meta: { type: 'REGULARROOM' } });
      for (const l of [la, lb]) expect((await l.waitFor((e) => e.resourceType === 'ROOM' && e.action === 'CREATED' && e.resource.id === room.id)).resource).toEqual(room);
      expect((await api.get(`${CHAT}/rooms`, bob.token)).body.map((r: { id: string }) => r.id)).toContain(room.id);
      expect((await api.get(`${CHAT}/rooms`, carol.token)).body.map((r: { id: string }) => r.id)).not.toContain(room.id);
      expect((await api.get(`${CHAT}/rooms/${room.id}`, bob.token)).body).toEqual(room);
      expect((await api.get(`${CHAT}/rooms/${room.id}`, carol.token)).status).toBe(403);
      expect((await api.get(`${CHAT}/direct-rooms/${room.id}`, bob.token)).status).toBe(404);
      await Promise.all([la.close(), lb.close()]);
    });

    it('names a room without a name after its people', async () => {
      const r = await api.post(`${CHAT}/rooms`, { memberIds: [bob.id] }, alice.token);
      expect(r.body.name).toBe('Alys, Boris');
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const before = await counts(s);
      for (const body of [{ memberIds: ['no-such-user'] }, { name: 'x'.repeat(101) }, { memberIds: 'x' }, { extra: 1 }, { meta: { companyGroupId: 'nope' } }]) {
        const r = await api.post(`${CHAT}/rooms`, body, alice.token);
        expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), 400]);
      }
      expect(await counts(s)).toEqual(before);
    });

    it('lets only the creator rename; members hear ROOM UPDATED', async () => {
      const room = await newRoom(alice, [bob.id]);
      const lb = await listen(s, bob.token);
      const before = await counts(s);
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, { name: 'Taken over' }, bob.token)).status).toBe(403);
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, { name: 'Taken over' }, carol.token)).status).toBe(403);
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, { name: '   ' }, alice.token)).status).toBe(400);
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, { name: 'a', _leave: true }, alice.token)).status).toBe(400);
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, {}, alice.token)).status).toBe(400);
      expect(await counts(s)).toEqual(before);
      const r = await api.patch(`${CHAT}/rooms/${room.id}`, { name: ' Renamed ' }, alice.token);
      expect(r.status).toBe(200);
      expect(r.body.name).toBe('Renamed');
      expect((await lb.waitFor((e) => e.resourceType === 'ROOM' && e.action === 'UPDATED')).resource.name).toBe('Renamed');
      await lb.close();
      expect((await api.patch(`${CHAT}/rooms/no-such-room`, { name: 'x' }, alice.token)).status).toBe(404);
    });

    it('lets only the creator remove a member; the removed member gets ROOM UPDATED without them', async () => {
      const room = await newRoom(alice, [bob.id, carol.id]);
      const [lb, lc] = await Promise.all([listen(s, bob.token), listen(s, carol.token)]);
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, { _removeMemberById: carol.id }, bob.token)).status).toBe(403);
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, { _removeMemberById: dave.id }, alice.token)).status).toBe(400);
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, { _removeMemberById: alice.id }, alice.token)).status).toBe(400);
      const r = await api.patch(`${CHAT}/rooms/${room.id}`, { _removeMemberById: carol.id }, alice.token);
      expect(r.body.memberIds).toEqual([alice.id, bob.id]);
      for (const l of [lb, lc]) {
        const e = await l.waitFor((x) => x.resourceType === 'ROOM' && x.action === 'UPDATED' && x.resource.id === room.id);
        expect(e.resource.memberIds).toEqual([alice.id, bob.id]);
      }
      expect((await api.get(`${CHAT}/messages?roomIds=${room.id}`, carol.token)).status).toBe(403);
      await Promise.all([lb.close(), lc.close()]);
    });

    it('lets a member leave (they get ROOM UPDATED); the creator keeps the room; the last one out deletes it', async () => {
      const room = await newRoom(alice, [bob.id]);
      const lb = await listen(s, bob.token);
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, { _leave: true }, carol.token)).status).toBe(403);
      const r = await api.patch(`${CHAT}/rooms/${room.id}`, { _leave: true }, bob.token);
      expect(r.body.memberIds).toEqual([alice.id]);
      expect((await lb.waitFor((e) => e.action === 'UPDATED' && e.resource.id === room.id)).resource.memberIds).toEqual([alice.id]);
      await lb.close();
      await api.patch(`${CHAT}/rooms/${room.id}`, { _leave: true }, alice.token);
      expect(await s.db.selectFrom('chat_rooms').select('id').where('id', '=', room.id).executeTakeFirst()).toBeUndefined();
    });

    it('lets only the creator delete a room; its messages go with it and members hear ROOM DELETED', async () => {
      const room = await newRoom(alice, [bob.id]);
      await api.post(`${CHAT}/messages`, { roomId: room.id, content: 'hello' }, bob.token);
      const lb = await listen(s, bob.token);
      expect((await api.del(`${CHAT}/rooms/${room.id}`, bob.token)).status).toBe(403);
      expect((await api.del(`${CHAT}/rooms/${room.id}`, carol.token)).status).toBe(403);
      expect((await api.del(`${CHAT}/rooms/${room.id}`, alice.token)).status).toBe(200);
      await lb.waitFor((e) => e.resourceType === 'ROOM' && e.action === 'DELETED' && e.resource.id === room.id);
      await lb.close();
      expect(await s.db.selectFrom('chat_messages').select('id').where('room_id', '=', room.id).execute()).toEqual([]);
    });

    it('deleting a room withdraws its pending invites (ROOMINVITE DELETED to the invitee)', async () => {
      const room = await newRoom(alice, [bob.id]);
      const inv = (await api.post(`${CHAT}/room-invites`, { roomId: room.id, inviteeId: dave.id }, alice.token)).body;
      const ld = await listen(s, dave.token);
      await api.del(`${CHAT}/rooms/${room.id}`, alice.token);
      expect((await ld.waitFor((e) => e.resourceType === 'ROOMINVITE' && e.action === 'DELETED' && e.resource.id === inv.id)).resource.roomId).toBe(room.id);
      await ld.close();
      expect((await api.get(`${CHAT}/room-invites?inviteeIds=${dave.id}`, dave.token)).body).toEqual([]);
    });

    it('an RFQ room left by the last-but-one member is deleted with its messages; both hear ROOM DELETED', async () => {
      const room = await inTransaction(s.ctx, (uow) => insertRoom(uow, { type: 'RFQROOM', name: 'RFQ: bolts', creatorId: alice.id, memberIds: [bob.id], rfqId: 'rfq-1', supplierId: bob.id }));
      expect(room.meta).toEqual({ type: 'RFQROOM', rfqId: 'rfq-1', supplierId: bob.id });
      await api.post(`${CHAT}/messages`, { roomId: room.id, content: 'quote please' }, alice.token);
      const [la, lb] = await Promise.all([listen(s, alice.token), listen(s, bob.token)]);
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, { _leave: true }, bob.token)).status).toBe(200);
      for (const l of [la, lb]) await l.waitFor((e) => e.resourceType === 'ROOM' && e.action === 'DELETED' && e.resource.id === room.id);
      await Promise.all([la.close(), lb.close()]);
      expect(await s.db.selectFrom('chat_rooms').select('id').where('id', '=', room.id).executeTakeFirst()).toBeUndefined();
      expect(await s.db.selectFrom('chat_messages').select('id').where('room_id', '=', room.id).execute()).toEqual([]);
    });

    it('lets only the creator set a logo (images only); members hear ROOM UPDATED; the logo is served back', async () => {
      const room = await newRoom(alice, [bob.id]);
      const before = await counts(s);
      expect((await api.form(`${CHAT}/rooms/${room.id}/logo`, { logoFile: ['l.png', PNG_1PX, 'image/png'] }, bob.token)).status).toBe(403);
      expect((await api.form(`${CHAT}/rooms/${room.id}/logo`, { logoFile: ['l.png', PNG_1PX, 'image/png'] }, carol.token)).status).toBe(403);
      expect((await api.form(`${CHAT}/rooms/${room.id}/logo`, { logoFile: ['l.png', '<svg/>', 'image/png'] }, alice.token)).status).toBe(400);
      expect((await api.form(`${CHAT}/rooms/${room.id}/logo`, { other: ['l.png', PNG_1PX, 'image/png'] }, alice.token)).status).toBe(400);
      expect((await api.post(`${CHAT}/rooms/${room.id}/logo`, {}, alice.token)).status).toBe(400);
      expect(await counts(s)).toEqual(before);
      const lb = await listen(s, bob.token);
      const r = await api.form(`${CHAT}/rooms/${room.id}/logo`, { logoFile: ['logo.png', PNG_1PX, 'application/octet-stream'] }, alice.token);
      expect(r.status).toBe(200);
      expect(r.body.logoPath).toMatch(/^\/api\/v1\/chat\/room-logos\/[\w-]+$/);
      expect((await lb.waitFor((e) => e.action === 'UPDATED' && e.resource.id === room.id)).resource.logoPath).toBe(r.body.logoPath);
      await lb.close();
      const img = await api.raw(r.body.logoPath);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await img.arrayBuffer())).toEqual(PNG_1PX);
    });
  });

  describe('direct rooms', () => {
    it('opens one direct room per pair; a second is refused with the spec message', async () => {
      const [la, lb] = await Promise.all([listen(s, alice.token), listen(s, bob.token)]);
      const r = await api.post(`${CHAT}/direct-rooms`, { toMemberId: bob.id }, alice.token);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ memberIds: [alice.id, bob.id], creatorId: alice.id, meta: { type: 'DIRECTROOM' } });
      for (const l of [la, lb]) await l.waitFor((e) => e.resourceType === 'DIRECTROOM' && e.action === 'CREATED' && e.resource.id === r.body.id);
      await Promise.all([la.close(), lb.close()]);
      const before = await counts(s);
      const again = await api.post(`${CHAT}/direct-rooms`, { toMemberId: bob.id }, alice.token);
      expect(again).toEqual({ status: 409, body: { message: "You already have a direct-chat with user 'Boris Bell'" } });
      const reverse = await api.post(`${CHAT}/direct-rooms`, { toMemberId: alice.id }, bob.token);
      expect(reverse).toEqual({ status: 409, body: { message: "You already have a direct-chat with user 'Alys Ames'" } });
      expect(await counts(s)).toEqual(before);
    });

    it('refuses a direct room with oneself (400) or with nobody (404), writing nothing', async () => {
      const before = await counts(s);
      expect((await api.post(`${CHAT}/direct-rooms`, { toMemberId: carol.id }, carol.token)).status).toBe(400);
      expect((await api.post(`${CHAT}/direct-rooms`, { toMemberId: 'nobody' }, carol.token)).status).toBe(404);
      expect((await api.post(`${CHAT}/direct-rooms`, {}, carol.token)).status).toBe(400);
      expect(await counts(s)).toEqual(before);
    });

    it('has no admin actions; leaving tells both; a new direct room may then be opened; either member may delete', async () => {
      const room = (await api.post(`${CHAT}/direct-rooms`, { toMemberId: dave.id }, carol.token)).body;
      expect((await api.patch(`${CHAT}/rooms/${room.id}`, { name: 'x' }, carol.token)).status).toBe(400);
      expect((await api.patch(`${CHAT}/direct-rooms/${room.id}`, { _leave: true }, alice.token)).status).toBe(403);
      const ld = await listen(s, dave.token);
      const left = await api.patch(`${CHAT}/direct-rooms/${room.id}`, { _leave: true }, carol.token);
      expect(left.body.memberIds).toEqual([dave.id]);
      await ld.waitFor((e) => e.resourceType === 'DIRECTROOM' && e.action === 'UPDATED' && e.resource.id === room.id);
      const second = await api.post(`${CHAT}/direct-rooms`, { toMemberId: dave.id }, carol.token);
      expect(second.status).toBe(201);
      expect((await api.del(`${CHAT}/direct-rooms/${second.body.id}`, alice.token)).status).toBe(403);
      const groupRoom = await newRoom(carol, [dave.id]);
      expect((await api.del(`${CHAT}/direct-rooms/${groupRoom.id}`, carol.token)).status).toBe(404);
      expect((await api.del(`${CHAT}/direct-rooms/${second.body.id}`, dave.token)).status).toBe(200);
      await ld.waitFor((e) => e.resourceType === 'DIRECTROOM' && e.action === 'DELETED' && e.resource.id === second.body.id);
      await ld.close();
    });
  });

  describe('invites', () => {
    it('lets only the creator invite; the invitee accepts and joins; everyone hears it', async () => {
      const room = await newRoom(alice, [bob.id]);
      const before = await counts(s);
      expect((await api.post(`${CHAT}/room-invites`, { roomId: room.id, inviteeId: carol.id }, bob.token)).status).toBe(403);
      expect((await api.post(`${CHAT}/room-invites`, { roomId: room.id, inviteeId: carol.id }, dave.token)).status).toBe(403);
      expect((await api.post(`${CHAT}/room-invites`, { roomId: room.id, inviteeId: bob.id }, alice.token)).status).toBe(409);
      expect((await api.post(`${CHAT}/room-invites`, { roomId: room.id, inviteeId: 'nobody' }, alice.token)).status).toBe(400);
      expect(await counts(s)).toEqual(before);
      const [lb, lc] = await Promise.all([listen(s, bob.token), listen(s, carol.token)]);
      const inv = await api.post(`${CHAT}/room-invites`, { roomId: room.id, inviteeId: carol.id }, alice.token);
      expect(inv.body).toMatchObject({ roomId: room.id, inviterId: alice.id, inviteeId: carol.id, status: 'PENDING', meta: { type: 'REGULARROOM' } });
      expect((await api.post(`${CHAT}/room-invites`, { roomId: room.id, inviteeId: carol.id }, alice.token)).status).toBe(409);
      await lc.waitFor((e) => e.resourceType === 'ROOMINVITE' && e.action === 'CREATED');
      expect((await api.get(`${CHAT}/room-invites?inviteeIds=${carol.id}`, carol.token)).body.map((i: { id: string }) => i.id)).toEqual([inv.body.id]);
      expect((await api.get(`${CHAT}/room-invites?inviteeIds=${carol.id}`, dave.token)).status).toBe(403);
      expect((await api.get(`${CHAT}/room-invites?roomIds=${room.id}`, bob.token)).body).toHaveLength(1);
      expect((await api.get(`${CHAT}/room-invites?roomIds=${room.id}`, dave.token)).status).toBe(403);
      expect((await api.patch(`${CHAT}/room-invites/${inv.body.id}`, { _accept: true }, alice.token)).status).toBe(403);
      const ok = await api.patch(`${CHAT}/room-invites/${inv.body.id}`, { _accept: true }, carol.token);
      expect(ok.body.status).toBe('ACCEPTED');
      for (const l of [lb, lc]) {
        await l.waitFor((e) => e.resourceType === 'ROOMINVITE' && e.action === 'ACCEPTED');
        expect((await l.waitFor((e) => e.resourceType === 'ROOM' && e.action === 'UPDATED' && e.resource.id === room.id)).resource.memberIds).toEqual([alice.id, bob.id, carol.id]);
      }
      await Promise.all([lb.close(), lc.close()]);
      expect((await api.patch(`${CHAT}/room-invites/${inv.body.id}`, { _accept: true }, carol.token)).status).toBe(409);
      expect((await api.get(`${CHAT}/room-invites?inviteeIds=${carol.id}`, carol.token)).body).toEqual([]);
    });

    it('a rejected invite is DELETED for the invitee and the members, and leaves the pending list', async () => {
      const room = await newRoom(alice, [bob.id]);
      const inv = (await api.post(`${CHAT}/room-invites`, { roomId: room.id, inviteeId: dave.id }, alice.token)).body;
      const lb = await listen(s, bob.token);
      const r = await api.patch(`${CHAT}/room-invites/${inv.id}`, { _accept: false }, dave.token);
      expect(r.body.status).toBe('REJECTED');
      await lb.waitFor((e) => e.resourceType === 'ROOMINVITE' && e.action === 'DELETED' && e.resource.id === inv.id);
      await lb.close();
      expect((await api.get(`${CHAT}/room-invites?roomIds=${room.id}`, alice.token)).body).toEqual([]);
      expect((await api.get(`${CHAT}/rooms`, dave.token)).body.map((x: { id: string }) => x.id)).not.toContain(room.id);
    });
  });
});
