// Calls on the reference server: only room members start, join, leave or reject; RTC requests are relayed to
// the target member only; refused requests write nothing (rows and events counted); events reach every member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_MESSAGES } from '../../../src/domain/calls/types';
import { backends, type TestServer } from '../harness';
import { CHAT, chatApi, listen, person, type ChatApi, type Person } from './chat-harness';

describe.each(backends())('chat calls on $name', (backend) => {
  const CALLS = `${CHAT}/rooms/calls`;
  let s: TestServer;
  let api: ChatApi;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let eve: Person;

  beforeAll(async () => {
    s = await backend.start();
    api = chatApi(s);
    [alice, bob, carol, eve] = await Promise.all([person(api), person(api), person(api), person(api)]);
  }, 180_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  /** Rows of the call tables and the event log: a refused request must leave them as they were. */
  async function written() {
    const db = s.db.withTables<{ chat_calls: { id: string }; chat_call_members: { call_id: string } }>();
    const n = async (t: 'chat_calls' | 'chat_call_members' | 'events') =>
      Number((await db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { calls: await n('chat_calls'), members: await n('chat_call_members'), events: await n('events') };
  }

  const newRoom = async (by: Person, memberIds: string[]) => {
    const r = await api.post(`${CHAT}/rooms`, { name: 'Call room', memberIds }, by.token);
    expect(r.status).toBe(201);
    return r.body as { id: string };
  };

  describe('visitors', () => {
    it('gets 401 on every calls route', async () => {
      for (const [method, path] of [['POST', CALLS], ['GET', `${CALLS}?roomIds=x`], ['PATCH', `${CALLS}/x`], ['POST', `${CALLS}/rtc-requests`]] as const) {
        const r = await api.call(method, path, method === 'GET' ? undefined : {});
        expect([method, path, r.status]).toEqual([method, path, 401]);
      }
    });
  });

  describe('a call in a room', () => {
    it('is started by a member; every member hears CALL CREATED and the others CALLINVITE CREATED; outsiders are refused', async () => {
      const room = await newRoom(alice, [bob.id]);
      const [la, lb, le] = await Promise.all([listen(s, alice.token), listen(s, bob.token), listen(s, eve.token)]);
      const before = await written();
      const outsider = await api.post(CALLS, { roomId: room.id }, eve.token);
      expect(outsider.status).toBe(403);
      expect(await written()).toEqual(before);

      const r = await api.post(CALLS, { roomId: room.id }, alice.token);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ roomId: room.id, creatorId: alice.id, status: 'ACTIVE', callMembers: [{ userId: alice.id }] });
      for (const l of [la, lb]) {
        const e = await l.waitFor((x) => x.resourceType === 'CALL' && x.action === 'CREATED');
        expect(e.resource.id).toBe(r.body.id);
      }
      const invite = await lb.waitFor((x) => x.resourceType === 'CALLINVITE' && x.action === 'CREATED');
      expect(invite.resource).toEqual({ callId: r.body.id, roomId: room.id, inviterId: alice.id, inviteeId: bob.id });

      const second = await written();
      const again = await api.post(CALLS, { roomId: room.id }, bob.token);
      expect(again).toEqual({ status: 409, body: { message: CALL_MESSAGES.callInProgress } });
      expect(await written()).toEqual(second);

      expect((await api.get(`${CALLS}?roomIds=${room.id}`, bob.token)).body.map((c: { id: string }) => c.id)).toEqual([r.body.id]);
      expect((await api.get(`${CALLS}?roomIds=${room.id}`, eve.token)).status).toBe(403);
      expect(le.events.filter((e) => e.resourceType.startsWith('CALL'))).toEqual([]);
      await Promise.all([la.close(), lb.close(), le.close()]);
    });

    it('is joined, signalled and left; the last one out ends it with CALL DELETED', async () => {
      const room = await newRoom(alice, [bob.id, carol.id]);
      const call = (await api.post(CALLS, { roomId: room.id }, alice.token)).body as { id: string };
      const [la, lb, lc] = await Promise.all([listen(s, alice.token), listen(s, bob.token), listen(s, carol.token)]);

      // Bob is not in the call yet: he cannot signal, and nobody can signal him.
      let before = await written();
      expect((await api.post(`${CALLS}/rtc-requests`, { callId: call.id, toUserId: alice.id, type: 'offer', sdp: 'v=0' }, bob.token)).status).toBe(403);
      expect((await api.post(`${CALLS}/rtc-requests`, { callId: call.id, toUserId: bob.id, type: 'offer', sdp: 'v=0' }, alice.token)).body)
        .toEqual({ message: CALL_MESSAGES.targetNotInCall });
      expect(await written()).toEqual(before);

      const joined = await api.patch(`${CALLS}/${call.id}`, { _join: true }, bob.token);
      expect(joined.status).toBe(200);
      expect(joined.body.callMembers.map((m: { userId: string }) => m.userId)).toEqual([alice.id, bob.id]);
      for (const l of [la, lb, lc]) await l.waitFor((x) => x.resourceType === 'CALL' && x.action === 'UPDATED');
      await la.waitFor((x) => x.resourceType === 'CALLINVITE' && x.action === 'ACCEPTED' && x.resource.inviteeId === bob.id);
      before = await written();
      expect((await api.patch(`${CALLS}/${call.id}`, { _join: true }, bob.token)).body).toEqual({ message: CALL_MESSAGES.alreadyInCall });
      expect(await written()).toEqual(before);

      // Offer, answer and a candidate reach the target only.
      const offer = await api.post(`${CALLS}/rtc-requests`, { callId: call.id, toUserId: alice.id, type: 'offer', sdp: 'v=0 offer' }, bob.token);
      expect(offer.status).toBe(201);
      const got = await la.waitFor((x) => x.resourceType === 'RTCREQUEST');
      expect(got.resource).toMatchObject({ callId: call.id, fromUserId: bob.id, toUserId: alice.id, type: 'offer', sdp: 'v=0 offer' });
      const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
      expect((await api.post(`${CALLS}/rtc-requests`, { callId: call.id, toUserId: bob.id, type: 'candidate', candidate }, alice.token)).status).toBe(201);
      expect((await lb.waitFor((x) => x.resourceType === 'RTCREQUEST')).resource.candidate).toEqual(candidate);
      expect(lc.events.filter((e) => e.resourceType === 'RTCREQUEST')).toEqual([]);

      // Carol rejects: the members hear CALLINVITE DELETED, the call is unchanged.
      const rejected = await api.patch(`${CALLS}/${call.id}`, { _reject: true }, carol.token);
      expect(rejected.status).toBe(200);
      await la.waitFor((x) => x.resourceType === 'CALLINVITE' && x.action === 'DELETED' && x.resource.inviteeId === carol.id);

      before = await written();
      expect((await api.patch(`${CALLS}/${call.id}`, { _leave: true }, carol.token)).body).toEqual({ message: CALL_MESSAGES.notInCall });
      expect((await api.patch(`${CALLS}/${call.id}`, { _leave: true }, eve.token)).status).toBe(403);
      expect(await written()).toEqual(before);

      expect((await api.patch(`${CALLS}/${call.id}`, { _leave: true }, alice.token)).body.callMembers).toHaveLength(1);
      const ended = await api.patch(`${CALLS}/${call.id}`, { _leave: true }, bob.token);
      expect(ended.body).toMatchObject({ status: 'ENDED', callMembers: [] });
      const del = await lc.waitFor((x) => x.resourceType === 'CALL' && x.action === 'DELETED');
      expect(del.resource.status).toBe('ENDED');
      expect((await api.get(`${CALLS}?roomIds=${room.id}`, alice.token)).body).toEqual([]);

      before = await written();
      expect((await api.patch(`${CALLS}/${call.id}`, { _join: true }, carol.token)).body).toEqual({ message: CALL_MESSAGES.callEnded });
      expect(await written()).toEqual(before);
      // a new call may start once the last one ended
      expect((await api.post(CALLS, { roomId: room.id }, carol.token)).status).toBe(201);
      await Promise.all([la.close(), lb.close(), lc.close()]);
    });
  });

  describe('bad input', () => {
    it('is refused with 4xx {message} and writes nothing', async () => {
      const room = await newRoom(alice, [bob.id]);
      const call = (await api.post(CALLS, { roomId: room.id }, alice.token)).body as { id: string };
      await api.patch(`${CALLS}/${call.id}`, { _join: true }, bob.token);
      const before = await written();
      const bad: [string, string, unknown, number][] = [
        ['POST', CALLS, {}, 400],
        ['POST', CALLS, { roomId: '' }, 400],
        ['POST', CALLS, { roomId: room.id, extra: 1 }, 400],
        ['POST', CALLS, { roomId: 'no-such-room' }, 404],
        ['GET', `${CALLS}?roomIds=`, undefined, 400],
        ['GET', `${CALLS}?roomIds=no-such-room`, undefined, 404],
        ['PATCH', `${CALLS}/${call.id}`, {}, 400],
        ['PATCH', `${CALLS}/${call.id}`, { _join: true, _leave: true }, 400],
        ['PATCH', `${CALLS}/${call.id}`, { _join: false }, 400],
        ['PATCH', `${CALLS}/no-such-call`, { _join: true }, 404],
        ['POST', `${CALLS}/rtc-requests`, { callId: call.id, toUserId: bob.id, type: 'offer' }, 400],
        ['POST', `${CALLS}/rtc-requests`, { callId: call.id, toUserId: bob.id, type: 'candidate', sdp: 'v=0' }, 400],
        ['POST', `${CALLS}/rtc-requests`, { callId: call.id, toUserId: bob.id, type: 'hello', sdp: 'v=0' }, 400],
        ['POST', `${CALLS}/rtc-requests`, { callId: call.id, toUserId: alice.id, type: 'offer', sdp: 'v=0' }, 400],
        ['POST', `${CALLS}/rtc-requests`, { callId: call.id, toUserId: bob.id, type: 'offer', sdp: 'x'.repeat(100_001) }, 400],
        ['POST', `${CALLS}/rtc-requests`, { callId: 'no-such-call', toUserId: bob.id, type: 'offer', sdp: 'v=0' }, 404],
      ];
      for (const [method, path, body, status] of bad) {
        const r = await api.call(method, path, body, alice.token);
        expect([method, path.slice(0, 60), r.status]).toEqual([method, path.slice(0, 60), status]);
        expect(typeof r.body.message).toBe('string');
      }
      expect(await written()).toEqual(before);
    });
  });
});
