// The add-group and file-upload machines step by step: the context after each event, the input of each call,
// the notices and errors shown for each kind of failure, and the default effects that say what is missing.
import { describe, expect, it } from 'vitest';
import { addGroupMachine } from '../../../src/machines/chat/add-group.machine';
import { fileUploadMachine, type PickedFile } from '../../../src/machines/chat/file-upload.machine';
import { BOB, CAROL, message, room, unavailable } from './fixtures';
import { stepActor } from '../harness';

const logo = new Blob(['png']);
const group = room({ id: 'g1', name: 'Buyers' });
const withLogo = room({ id: 'g1', name: 'Buyers', logoPath: '/logo' });

describe('add-group machine: step by step', () => {
  it('creates the room with the trimmed name, uploads its logo, invites each member once', async () => {
    const { fakes, send, settle, fail, ctx, value, status } = stepActor(addGroupMachine, ['createRoom', 'uploadLogo', 'inviteMembers']);
    expect([value(), ctx()]).toEqual(['form', { draft: { name: '', logo: null, memberIds: [] }, room: null, notices: [], error: null }]);
    send({ type: 'group.submit', draft: { name: ' Buyers ', logo, memberIds: [BOB, CAROL, BOB] } });
    expect([value(), ctx()]).toEqual(['creating', { draft: { name: 'Buyers', logo, memberIds: [BOB, CAROL] }, room: null, notices: [], error: null }]);
    expect(fakes.inputs.get('createRoom')).toEqual([{ name: 'Buyers' }]);
    await fail('createRoom', {});
    expect([value(), ctx().error, ctx().notices]).toEqual(['form', 'Room not created', []]);
    send({ type: 'group.submit', draft: { name: 'Buyers', logo, memberIds: [CAROL, BOB] } });
    expect([value(), ctx().error, ctx().notices]).toEqual(['creating', null, []]);
    await settle('createRoom', group);
    expect([value(), ctx().room, ctx().notices]).toEqual(['uploadingLogo', group, ['Room created']]);
    expect(fakes.inputs.get('uploadLogo')).toEqual([{ roomId: 'g1', logo }]);
    await settle('uploadLogo', withLogo);
    expect([value(), ctx().room]).toEqual(['inviting', withLogo]);
    expect(fakes.inputs.get('inviteMembers')).toEqual([{ roomId: 'g1', memberIds: [CAROL, BOB] }]);
    await settle('inviteMembers', 2);
    expect([status(), ctx().notices, ctx().error]).toEqual(['done', ['Room created', '2 member invite(s) sent'], null]);
  });

  it('a failed logo or failed invites are told after the room was created, and the flow goes on', async () => {
    const { fakes, send, settle, fail, ctx, value, status } = stepActor(addGroupMachine, ['createRoom', 'uploadLogo', 'inviteMembers']);
    send({ type: 'group.submit', draft: { name: 'Buyers', logo, memberIds: [BOB] } });
    await settle('createRoom', group);
    await fail('uploadLogo', {});
    expect([value(), ctx().room, ctx().notices]).toEqual(['inviting', group, ['Room created', 'Logo not uploaded']]);
    expect(fakes.inputs.get('inviteMembers')).toEqual([{ roomId: 'g1', memberIds: [BOB] }]);
    await fail('inviteMembers', {});
    expect([status(), ctx().notices]).toEqual(['done', ['Room created', 'Logo not uploaded', 'Invites not sent']]);

    const second = stepActor(addGroupMachine, ['createRoom', 'uploadLogo', 'inviteMembers']);
    second.send({ type: 'group.submit', draft: { name: '', logo, memberIds: [] } });
    await second.settle('createRoom', group);
    await second.fail('uploadLogo', unavailable);
    expect([second.status(), second.ctx().notices]).toEqual(['done', ['Room created', 'Chat service not available']]);
    expect(second.fakes.inputs.get('inviteMembers')).toBeUndefined();
  });

  it('without a logo no upload is asked; the room without members is done once created', async () => {
    const a = stepActor(addGroupMachine, ['createRoom', 'uploadLogo', 'inviteMembers']);
    a.send({ type: 'group.submit', draft: { name: 'Buyers', logo: null, memberIds: [BOB, CAROL] } });
    await a.settle('createRoom', group);
    expect(a.value()).toBe('inviting');
    expect(a.fakes.inputs.get('uploadLogo')).toBeUndefined();
    await a.fail('inviteMembers', { status: 400, message: 'Not a member of the company' });
    expect(a.ctx().notices).toEqual(['Room created', 'Not a member of the company']);
    const b = stepActor(addGroupMachine, ['createRoom', 'uploadLogo', 'inviteMembers']);
    b.send({ type: 'group.submit', draft: { name: 'Buyers', logo: null, memberIds: [] } });
    await b.settle('createRoom', group);
    expect([b.status(), b.ctx().notices, b.fakes.inputs.size]).toEqual(['done', ['Room created'], 1]);
  });

  it('says which effect the UI did not supply', async () => {
    const a = stepActor(addGroupMachine, []);
    a.send({ type: 'group.submit', draft: { name: 'Buyers', logo: null, memberIds: [] } });
    await new Promise((r) => setTimeout(r, 0));
    expect(a.ctx().error).toContain("add-group actor 'createRoom' not provided");
    const b = stepActor(addGroupMachine, ['createRoom']);
    b.send({ type: 'group.submit', draft: { name: 'Buyers', logo, memberIds: [BOB] } });
    await b.settle('createRoom', group);
    await new Promise((r) => setTimeout(r, 0));
    expect(b.ctx().notices).toEqual([
      'Room created',
      "add-group actor 'uploadLogo' not provided: supply it with .provide({ actors })",
      "add-group actor 'inviteMembers' not provided: supply it with .provide({ actors })",
    ]);
  });
});

const named = (content: string, name: string) => {
  const f = new Blob([content]) as PickedFile;
  Object.defineProperty(f, 'name', { value: name });
  return f;
};

describe('file-upload machine: step by step', () => {
  const quote = named('%PDF', 'quote.pdf');
  const photo = named('PNG', 'photo.png');
  const created = message({ id: 'm9', content: 'photo.png' });

  it('without a file says File not found; a picked file is sent as a message and uploaded with progress', async () => {
    const { fakes, send, settle, fail, ctx, value } = stepActor(fileUploadMachine, ['createFileMessage', 'uploadFile'], { input: { roomId: 'r1' } });
    expect([value(), ctx()]).toEqual(['idle', { roomId: 'r1', file: null, message: null, progress: 0, error: null }]);
    send({ type: 'upload.start' });
    expect([value(), ctx().error]).toEqual(['idle', 'File not found']);
    send({ type: 'file.pick', file: quote });
    expect([value(), ctx()]).toEqual(['picked', { roomId: 'r1', file: quote, message: null, progress: 0, error: null }]);
    send({ type: 'file.pick', file: null });
    expect([value(), ctx()]).toEqual(['idle', { roomId: 'r1', file: null, message: null, progress: 0, error: 'File not found' }]);
    send({ type: 'file.pick', file: null });
    expect([value(), ctx().error]).toEqual(['idle', 'File not found']);
    send({ type: 'file.pick', file: quote });
    send({ type: 'upload.start' });
    expect([value(), fakes.inputs.get('createFileMessage')]).toEqual(['creatingMessage', [{ roomId: 'r1', content: 'quote.pdf' }]]);
    await fail('createFileMessage', {});
    expect([value(), ctx().error, ctx().message]).toEqual(['picked', 'File not uploaded', null]);
    send({ type: 'file.pick', file: photo });
    expect([value(), ctx().file, ctx().error]).toEqual(['picked', photo, null]);
    send({ type: 'upload.start' });
    expect(fakes.inputs.get('createFileMessage')!.at(-1)).toEqual({ roomId: 'r1', content: 'photo.png' });
    await settle('createFileMessage', created);
    expect([value(), ctx().message]).toEqual(['uploading', created]);
    const up = fakes.inputs.get('uploadFile')!.at(-1) as { messageId: string; file: PickedFile; onProgress(f: number): void };
    expect([up.messageId, up.file]).toEqual(['m9', photo]);
    for (const [sent, shown] of [[0.3, 0.3], [1.5, 1], [-2, 0]]) {
      send({ type: 'upload.progress', fraction: sent });
      expect(ctx().progress).toBe(shown);
    }
    up.onProgress(0.6);
    expect(ctx().progress).toBe(0.6);
    await fail('uploadFile', { status: 413, message: 'File too large' });
    expect([value(), ctx().error, ctx().progress, ctx().message]).toEqual(['picked', 'File too large', 0.6, created]);
    // a retry uploads again to the message already created
    send({ type: 'upload.start' });
    expect([value(), ctx().error, ctx().progress]).toEqual(['uploading', null, 0]);
    expect([fakes.inputs.get('createFileMessage')!.length, fakes.inputs.get('uploadFile')!.length]).toEqual([2, 2]);
    send({ type: 'upload.progress', fraction: 0.4 });
    await fail('uploadFile', {});
    expect([ctx().error, ctx().progress]).toEqual(['File not uploaded', 0.4]);
    send({ type: 'file.pick', file: quote });
    expect([value(), ctx().file, ctx().error, ctx().progress]).toEqual(['picked', quote, null, 0]);
    send({ type: 'upload.start' });
    await settle('uploadFile', { id: 'f1' });
    expect([value(), ctx().progress]).toEqual(['done', 1]);
    send({ type: 'upload.reset' });
    expect([value(), ctx()]).toEqual(['idle', { roomId: 'r1', file: null, message: null, progress: 0, error: null }]);
  });

  it('a failed message says why; a new start after it clears the error', async () => {
    const { send, fail, ctx, value } = stepActor(fileUploadMachine, ['createFileMessage', 'uploadFile'], { input: { roomId: 'r1' } });
    send({ type: 'file.pick', file: quote });
    send({ type: 'upload.start' });
    await fail('createFileMessage', unavailable);
    expect(ctx().error).toBe('Chat service not available');
    send({ type: 'upload.start' });
    expect([value(), ctx().error]).toEqual(['creatingMessage', null]);
  });

  it('says which effect the UI did not supply', async () => {
    const a = stepActor(fileUploadMachine, [], { input: { roomId: 'r1' } });
    a.send({ type: 'file.pick', file: quote });
    a.send({ type: 'upload.start' });
    await new Promise((r) => setTimeout(r, 0));
    expect(a.ctx().error).toContain("file-upload actor 'createFileMessage' not provided");
    const b = stepActor(fileUploadMachine, ['createFileMessage'], { input: { roomId: 'r1' } });
    b.send({ type: 'file.pick', file: quote });
    b.send({ type: 'upload.start' });
    await b.settle('createFileMessage', created);
    await new Promise((r) => setTimeout(r, 0));
    expect(b.ctx().error).toContain("file-upload actor 'uploadFile' not provided");
  });
});
