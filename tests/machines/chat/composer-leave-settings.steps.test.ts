// The composer, leave-room and room-settings machines step by step: the context after each event, the input of each
// call, the words shown for each kind of failure, who may change what, and the default effects that say what is missing.
import { describe, expect, it } from 'vitest';
import { composerMachine } from '../../../src/machines/chat/composer.machine';
import { leaveConfirmText, leaveRoomMachine } from '../../../src/machines/chat/leave-room.machine';
import { roomSettingsMachine } from '../../../src/machines/chat/room-settings.machine';
import { ALICE, BOB, CAROL, room, unavailable } from './fixtures';
import { stepActor } from '../harness';

const tick = () => new Promise((r) => setTimeout(r, 0));
const CONFIRM = 'Do you want to leave this room?';
const RFQ_LAST = 'Only one member will be left: the room and messages will be removed forever.';

describe('composer machine: step by step', () => {
  it('sends trimmed non-empty messages, counts each sent one, and says why one was not sent', async () => {
    const { fakes, send, settle, fail, ctx, value } = stepActor(composerMachine, ['sendMessage', 'editMessage', 'deleteMessage'], { input: { roomId: 'r1' } });
    expect([value(), ctx()]).toEqual(['idle', { roomId: 'r1', editingId: null, editingContent: '', error: null, sentCount: 0 }]);
    send({ type: 'message.send', content: '' });
    send({ type: 'message.send', content: '  ' });
    expect([value(), fakes.inputs.size]).toEqual(['idle', 0]);
    send({ type: 'message.send', content: ' hi Bob ' });
    expect([value(), fakes.inputs.get('sendMessage')]).toEqual(['sending', [{ roomId: 'r1', content: 'hi Bob' }]]);
    await settle('sendMessage', {});
    expect([value(), ctx().sentCount]).toEqual(['idle', 1]);
    send({ type: 'message.send', content: 'again' });
    await settle('sendMessage', {});
    expect(ctx().sentCount).toBe(2);
    send({ type: 'message.send', content: 'third' });
    await fail('sendMessage', {});
    expect([value(), ctx().error, ctx().sentCount]).toEqual(['idle', 'Message not sent', 2]);
    send({ type: 'error.dismiss' });
    expect(ctx().error).toBeNull();
    send({ type: 'message.send', content: 'third' });
    await fail('sendMessage', unavailable);
    expect(ctx().error).toBe('Chat service not available');
    send({ type: 'message.send', content: 'third' });
    expect([value(), ctx().error]).toEqual(['sending', null]);
  });

  it('edits one message with a trimmed non-empty text, or cancels; deletes one by its id', async () => {
    const { fakes, send, settle, fail, ctx, value } = stepActor(composerMachine, ['sendMessage', 'editMessage', 'deleteMessage'], { input: { roomId: 'r1' } });
    send({ type: 'message.send', content: 'x' });
    await fail('sendMessage', {});
    send({ type: 'edit.start', messageId: 'm2', content: 'hello' });
    expect([value(), ctx()]).toEqual([{ editing: 'idle' }, { roomId: 'r1', editingId: 'm2', editingContent: 'hello', error: null, sentCount: 0 }]);
    send({ type: 'edit.save', content: ' ' });
    expect([value(), fakes.inputs.get('editMessage')]).toEqual([{ editing: 'idle' }, undefined]);
    send({ type: 'edit.save', content: ' hello again ' });
    expect([value(), fakes.inputs.get('editMessage')]).toEqual([{ editing: 'saving' }, [{ messageId: 'm2', content: 'hello again' }]]);
    await fail('editMessage', {});
    expect([value(), ctx().error, ctx().editingId]).toEqual([{ editing: 'idle' }, 'Message not updated', 'm2']);
    send({ type: 'edit.save', content: 'hello 2' });
    expect([value(), ctx().error]).toEqual([{ editing: 'saving' }, null]);
    await fail('editMessage', { status: 403, message: 'Only the owner can edit a message' });
    expect(ctx().error).toBe('Only the owner can edit a message');
    send({ type: 'edit.cancel' });
    expect([value(), ctx()]).toEqual(['idle', { roomId: 'r1', editingId: null, editingContent: '', error: null, sentCount: 0 }]);
    send({ type: 'edit.start', messageId: 'm3', content: 'hey' });
    send({ type: 'edit.save', content: 'hey you' });
    await settle('editMessage', {});
    expect([value(), ctx().editingId, ctx().editingContent]).toEqual(['idle', null, '']);
    send({ type: 'message.delete', messageId: 'm4' });
    expect([value(), fakes.inputs.get('deleteMessage')]).toEqual(['deleting', [{ messageId: 'm4' }]]);
    await fail('deleteMessage', {});
    expect([value(), ctx().error]).toEqual(['idle', 'Message not deleted']);
    send({ type: 'message.delete', messageId: 'm5' });
    expect(ctx().error).toBeNull();
    await fail('deleteMessage', unavailable);
    expect(ctx().error).toBe('Chat service not available');
    send({ type: 'edit.start', messageId: 'm6', content: 'a' });
    expect(ctx().error).toBeNull();
    send({ type: 'edit.cancel' });
    send({ type: 'message.delete', messageId: 'm5' });
    await settle('deleteMessage', {});
    expect([value(), ctx().error]).toEqual(['idle', null]);
  });

  it('says which effect the UI did not supply', async () => {
    const a = stepActor(composerMachine, [], { input: { roomId: 'r1' } });
    a.send({ type: 'message.send', content: 'x' });
    await tick();
    expect(a.ctx().error).toContain("composer actor 'sendMessage' not provided");
    a.send({ type: 'edit.start', messageId: 'm1', content: 'x' });
    a.send({ type: 'edit.save', content: 'y' });
    await tick();
    expect(a.ctx().error).toContain("composer actor 'editMessage' not provided");
    a.send({ type: 'edit.cancel' });
    a.send({ type: 'message.delete', messageId: 'm1' });
    await tick();
    expect(a.ctx().error).toContain("composer actor 'deleteMessage' not provided");
  });
});

describe('leave-room machine: step by step', () => {
  it('warns that an RFQ room left with one member is removed forever', () => {
    expect(leaveConfirmText(room({ meta: { type: 'RFQROOM' }, memberIds: [ALICE, BOB] }))).toBe(RFQ_LAST);
    expect(leaveConfirmText(room({ meta: { type: 'RFQROOM' }, memberIds: [ALICE] }))).toBe(RFQ_LAST);
    expect(leaveConfirmText(room({ meta: { type: 'RFQROOM' }, memberIds: [ALICE, BOB, CAROL] }))).toBe(CONFIRM);
    expect(leaveConfirmText(room({ memberIds: [ALICE] }))).toBe(CONFIRM);
    expect(leaveConfirmText(room({ meta: { type: 'DIRECTROOM' }, memberIds: [ALICE, BOB] }))).toBe(CONFIRM);
  });

  it('asks, then leaves; a failure says why and a new request clears it', async () => {
    const r = room({ id: 'q1', creatorId: BOB, meta: { type: 'RFQROOM' } });
    const { fakes, send, settle, fail, ctx, value, status } = stepActor(leaveRoomMachine, ['leaveRoom'], { input: { room: r } });
    expect([value(), ctx()]).toEqual(['idle', { room: r, warning: null, error: null }]);
    send({ type: 'leave.request' });
    expect([value(), ctx().warning]).toEqual(['confirming', RFQ_LAST]);
    send({ type: 'leave.cancel' });
    expect([value(), ctx()]).toEqual(['idle', { room: r, warning: null, error: null }]);
    send({ type: 'leave.request' });
    send({ type: 'leave.confirm' });
    expect([value(), fakes.inputs.get('leaveRoom')]).toEqual(['leaving', [{ roomId: 'q1', direct: false }]]);
    await fail('leaveRoom', {});
    expect([value(), ctx()]).toEqual(['idle', { room: r, warning: null, error: 'Could not leave the room' }]);
    send({ type: 'leave.request' });
    expect([ctx().warning, ctx().error]).toEqual([RFQ_LAST, null]);
    send({ type: 'leave.confirm' });
    await settle('leaveRoom', {});
    expect(status()).toBe('done');
  });

  it('leaves a direct room as a direct room; says which effect the UI did not supply', async () => {
    const d = room({ id: 'd1', meta: { type: 'DIRECTROOM' } });
    const { fakes, send, fail, ctx } = stepActor(leaveRoomMachine, ['leaveRoom'], { input: { room: d } });
    send({ type: 'leave.request' });
    expect(ctx().warning).toBe(CONFIRM);
    send({ type: 'leave.confirm' });
    expect(fakes.inputs.get('leaveRoom')).toEqual([{ roomId: 'd1', direct: true }]);
    await fail('leaveRoom', unavailable);
    expect(ctx().error).toBe('Chat service not available');
    const bare = stepActor(leaveRoomMachine, [], { input: { room: d } });
    bare.send({ type: 'leave.request' });
    bare.send({ type: 'leave.confirm' });
    await tick();
    expect(bare.ctx().error).toContain("leave-room actor 'leaveRoom' not provided");
  });
});

describe('room-settings machine: step by step', () => {
  const ids = ['renameRoom', 'uploadLogo', 'removeMember', 'inviteMember'];
  const logo = new Blob(['png']);

  it('the creator renames, changes the logo, removes and invites; each start clears the last notice and error', async () => {
    const r = room();
    const { fakes, send, settle, fail, ctx, value } = stepActor(roomSettingsMachine, ids, { input: { room: r, userId: ALICE } });
    expect([value(), ctx()]).toEqual(['idle', { room: r, userId: ALICE, notice: null, error: null }]);
    for (const name of ['', '  ', 'Traders', ' Traders ']) send({ type: 'room.rename', name });
    expect([value(), fakes.inputs.size]).toEqual(['idle', 0]);
    send({ type: 'room.rename', name: ' Buyers ' });
    expect([value(), fakes.inputs.get('renameRoom')]).toEqual(['renaming', [{ roomId: 'r1', name: 'Buyers' }]]);
    const renamed = room({ name: 'Buyers' });
    await settle('renameRoom', renamed);
    expect([value(), ctx()]).toEqual(['idle', { room: renamed, userId: ALICE, notice: 'Room renamed', error: null }]);
    send({ type: 'room.logo', logo });
    expect([value(), ctx().notice, fakes.inputs.get('uploadLogo')]).toEqual(['uploadingLogo', null, [{ roomId: 'r1', logo }]]);
    await fail('uploadLogo', {});
    expect([value(), ctx().error, ctx().notice]).toEqual(['idle', 'Room not updated', null]);
    send({ type: 'room.logo', logo });
    expect(ctx().error).toBeNull();
    const withLogo = room({ name: 'Buyers', logoPath: '/l' });
    await settle('uploadLogo', withLogo);
    expect([ctx().room, ctx().notice, ctx().error]).toEqual([withLogo, 'Logo updated', null]);
    send({ type: 'member.remove', memberId: ALICE });
    send({ type: 'member.remove', memberId: CAROL });
    expect([value(), fakes.inputs.get('removeMember')]).toEqual(['idle', undefined]);
    send({ type: 'member.remove', memberId: BOB });
    expect([value(), ctx().notice, fakes.inputs.get('removeMember')]).toEqual(['removing', null, [{ roomId: 'r1', memberId: BOB }]]);
    const alone = room({ name: 'Buyers', memberIds: [ALICE] });
    await settle('removeMember', alone);
    expect([ctx().room, ctx().notice]).toEqual([alone, 'Member removed']);
    send({ type: 'member.invite', inviteeId: ALICE });
    expect([value(), fakes.inputs.get('inviteMember')]).toEqual(['idle', undefined]);
    send({ type: 'member.invite', inviteeId: BOB });
    expect([value(), ctx().notice, fakes.inputs.get('inviteMember')]).toEqual(['inviting', null, [{ roomId: 'r1', inviteeId: BOB }]]);
    await settle('inviteMember', {});
    expect([ctx().room, ctx().notice, ctx().error]).toEqual([alone, 'Invite sent', null]);
  });

  it('each failure says why and drops the notice; the room follows the live store in any state', async () => {
    const r = room();
    const { send, fail, ctx, value } = stepActor(roomSettingsMachine, ids, { input: { room: r, userId: ALICE } });
    send({ type: 'room.rename', name: 'Buyers' });
    const changed = room({ memberIds: [ALICE, BOB, CAROL] });
    send({ type: 'room.changed', room: changed });
    expect([value(), ctx().room]).toEqual(['renaming', changed]);
    await fail('renameRoom', { status: 403, message: 'Only the creator can rename the room' });
    expect([ctx().error, ctx().notice, ctx().room]).toEqual(['Only the creator can rename the room', null, changed]);
    send({ type: 'member.remove', memberId: CAROL });
    expect(ctx().error).toBeNull();
    await fail('removeMember', unavailable);
    expect([value(), ctx().error]).toEqual(['idle', 'Chat service not available']);
    send({ type: 'member.invite', inviteeId: 'u-dan' });
    expect(ctx().error).toBeNull();
    await fail('inviteMember', {});
    expect([value(), ctx().error, ctx().notice]).toEqual(['idle', 'Room not updated', null]);
    send({ type: 'room.rename', name: 'Sellers' });
    expect(ctx().error).toBeNull();
    await fail('renameRoom', {});
    expect(ctx().error).toBe('Room not updated');
    send({ type: 'member.remove', memberId: CAROL });
    await fail('removeMember', {});
    expect(ctx().error).toBe('Room not updated');
  });

  it('a member who is not the creator changes nothing, until the room says they are its creator', async () => {
    const { fakes, send, ctx, value } = stepActor(roomSettingsMachine, ids, { input: { room: room(), userId: BOB } });
    send({ type: 'room.rename', name: 'Buyers' });
    send({ type: 'room.logo', logo });
    send({ type: 'member.remove', memberId: ALICE });
    send({ type: 'member.invite', inviteeId: CAROL });
    expect([value(), fakes.inputs.size, ctx().notice, ctx().error]).toEqual(['idle', 0, null, null]);
    send({ type: 'room.changed', room: room({ creatorId: BOB }) });
    send({ type: 'member.invite', inviteeId: CAROL });
    expect(fakes.inputs.get('inviteMember')).toEqual([{ roomId: 'r1', inviteeId: CAROL }]);
  });

  it('says which effect the UI did not supply', async () => {
    const a = stepActor(roomSettingsMachine, [], { input: { room: room(), userId: ALICE } });
    const sends = [
      [{ type: 'room.rename', name: 'Buyers' }, 'renameRoom'], [{ type: 'room.logo', logo }, 'uploadLogo'],
      [{ type: 'member.remove', memberId: BOB }, 'removeMember'], [{ type: 'member.invite', inviteeId: CAROL }, 'inviteMember'],
    ] as const;
    for (const [event, actor] of sends) {
      a.send(event);
      await tick();
      expect(a.ctx().error).toContain(`room-settings actor '${actor}' not provided`);
    }
  });
});
