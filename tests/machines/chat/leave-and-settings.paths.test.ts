// Path tests generated from the leave-room and room-settings machines' graphs.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { leaveConfirmText, leaveRoomMachine, LEAVE_MESSAGES } from '../../../src/machines/chat/leave-room.machine';
import { roomSettingsMachine } from '../../../src/machines/chat/room-settings.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';
import { ALICE, BOB, CAROL, room, unavailable } from './fixtures';


describe('leave-room warning', () => {
  it('warns that the room and messages will be removed forever when an RFQ room keeps one member', () => {
    expect(leaveConfirmText(room({ meta: { type: 'RFQROOM' }, memberIds: [ALICE, BOB] }))).toContain('the room and messages will be removed forever');
    expect(leaveConfirmText(room({ meta: { type: 'RFQROOM' }, memberIds: [ALICE, BOB, CAROL] }))).toBe(LEAVE_MESSAGES.confirm);
    expect(leaveConfirmText(room({ memberIds: [ALICE, BOB] }))).toBe(LEAVE_MESSAGES.confirm);
  });
});

const leaveCoverage = transitionCoverage(leaveRoomMachine);
for (const r of [room({ creatorId: BOB }), room({ id: 'q1', creatorId: BOB, meta: { type: 'RFQROOM' } }), room({ id: 'd1', meta: { type: 'DIRECTROOM' } })]) {
  describe(`leave-room machine (${r.meta.type}): every shortest path`, () => {
    const events = [
      { type: 'leave.request' }, { type: 'leave.confirm' }, { type: 'leave.cancel' },
      { type: 'xstate.done.actor.leaveRoom', output: {} }, { type: 'xstate.error.actor.leaveRoom', error: unavailable },
    ];
    const paths = transitionPaths(leaveRoomMachine, { events: events as never, input: { room: r } });
    it('reaches every resting state', () => {
      expect([...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort()).toEqual(restingLeafValues(leaveRoomMachine).sort());
    });
    it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
      const fakes = controllableActors(['leaveRoom']);
      const actor = createActor(leaveRoomMachine.provide({ actors: fakes.actors as never }), { input: { room: r }, inspect: leaveCoverage.inspect }).start();
      await replay(actor, fakes, path.steps as never);
      const snap = actor.getSnapshot();
      if (snap.matches('confirming')) expect(snap.context.warning).toBe(leaveConfirmText(r));
      if (snap.matches('leaving')) expect(fakes.inputs.get('leaveRoom')!.at(-1)).toEqual({ roomId: r.id, direct: r.meta.type === 'DIRECTROOM' });
      if ((path.steps.at(-1)!.event as { type: string }).type === 'xstate.error.actor.leaveRoom') expect(snap.context.error).toBe('Chat service not available');
      actor.stop();
    });
  });
}
itTakesEveryTransition(leaveCoverage);

const settingsCoverage = transitionCoverage(roomSettingsMachine);
for (const userId of [ALICE, BOB]) {
  describe(`room-settings machine as ${userId === ALICE ? 'creator' : 'member'}: every shortest path`, () => {
    const r = room();
    const events = [
      { type: 'room.rename', name: ' ' }, { type: 'room.rename', name: 'Traders' }, { type: 'room.rename', name: 'Buyers' },
      { type: 'room.logo', logo: new Blob(['png']) },
      { type: 'member.remove', memberId: BOB }, { type: 'member.remove', memberId: ALICE },
      { type: 'member.invite', inviteeId: CAROL }, { type: 'member.invite', inviteeId: BOB },
      { type: 'xstate.done.actor.renameRoom', output: room({ name: 'Buyers' }) },
      { type: 'xstate.done.actor.uploadLogo', output: room({ logoPath: '/l' }) },
      { type: 'xstate.done.actor.removeMember', output: room({ memberIds: [ALICE] }) },
      { type: 'xstate.done.actor.inviteMember', output: {} },
      { type: 'xstate.error.actor.renameRoom', error: { status: 403, message: 'Only the creator can rename the room' } },
      { type: 'xstate.error.actor.inviteMember', error: unavailable },
      { type: 'xstate.error.actor.uploadLogo', error: { status: 413, message: 'The logo is larger than 5 MB' } },
      { type: 'xstate.error.actor.removeMember', error: unavailable },
    ];
    const view = (s: { value: unknown; context: { room: { name: string; memberIds: string[] }; notice: string | null; error: string | null } }) =>
      [s.value, s.context.room.name, s.context.room.memberIds.length, s.context.notice, s.context.error];
    const input = { room: r, userId };
    const paths = transitionPaths(roomSettingsMachine, { events: events as never, input, serializeState: (s) => JSON.stringify(view(s as never)) });
    it('a member who is not the creator can change nothing; the creator reaches every state', () => {
      const reached = [...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort();
      if (userId === BOB) expect(reached).toEqual(['"idle"']);
      else expect(reached).toEqual(restingLeafValues(roomSettingsMachine).sort());
    });
    it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
      const fakes = controllableActors(['renameRoom', 'uploadLogo', 'removeMember', 'inviteMember']);
      const actor = createActor(roomSettingsMachine.provide({ actors: fakes.actors as never }), { input, inspect: settingsCoverage.inspect }).start();
      await replay(actor, fakes, path.steps as never, { view: view as never });
      const snap = actor.getSnapshot();
      const last = path.steps.at(-1)!.event as { type: string; name?: string };
      if (last.type === 'room.rename') {
        const asked = (last.name ?? '').trim();
        // a blank name or the same name asks nothing
        if (snap.matches('renaming')) expect(fakes.inputs.get('renameRoom')?.at(-1)).toEqual({ roomId: 'r1', name: asked });
        else expect(asked === '' || asked === snap.context.room.name || userId === BOB).toBe(true);
      }
      if (last.type === 'member.remove') expect(fakes.inputs.get('removeMember')?.at(-1)).toEqual({ roomId: 'r1', memberId: BOB });
      if (last.type === 'member.invite') expect(fakes.inputs.get('inviteMember')?.at(-1)).toEqual({ roomId: 'r1', inviteeId: CAROL });
      if (last.type === 'xstate.done.actor.inviteMember') expect(snap.context.notice).toBe('Invite sent');
      if (last.type === 'xstate.error.actor.inviteMember') expect(snap.context.error).toBe('Chat service not available');
      actor.stop();
    });
  });
}
itTakesEveryTransition(settingsCoverage);
