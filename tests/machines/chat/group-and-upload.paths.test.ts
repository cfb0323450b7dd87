// Path tests generated from the add-group and file-upload machines' graphs.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { addGroupMachine } from '../../../src/machines/chat/add-group.machine';
import { fileUploadMachine, type PickedFile } from '../../../src/machines/chat/file-upload.machine';
import { CHAT_UNAVAILABLE } from '../../../src/machines/chat/errors';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';
import { BOB, CAROL, message, room, unavailable } from './fixtures';

const logo = new Blob(['png']);

const addGroupCoverage = transitionCoverage(addGroupMachine);
describe('add-group machine: every shortest path', () => {
  const events = [
    { type: 'group.submit', draft: { name: '', logo: null, memberIds: [] } },
    { type: 'group.submit', draft: { name: ' Buyers ', logo, memberIds: [BOB, CAROL, BOB] } },
    { type: 'xstate.done.actor.createRoom', output: room({ id: 'g1', name: 'Buyers' }) },
    { type: 'xstate.error.actor.createRoom', error: unavailable },
    { type: 'xstate.done.actor.uploadLogo', output: room({ id: 'g1', name: 'Buyers', logoPath: '/logo' }) },
    { type: 'xstate.error.actor.uploadLogo', error: { status: 400, message: 'Not an image' } },
    { type: 'xstate.done.actor.inviteMembers', output: 2 },
    { type: 'xstate.error.actor.inviteMembers', error: unavailable },
  ];
  const paths = transitionPaths(addGroupMachine, { events: events as never });
  it('reaches every resting state', () => {
    expect([...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort()).toEqual(restingLeafValues(addGroupMachine).sort());
  });
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['createRoom', 'uploadLogo', 'inviteMembers']);
    const actor = createActor(addGroupMachine.provide({ actors: fakes.actors as never }), { inspect: addGroupCoverage.inspect }).start();
    await replay(actor, fakes, path.steps as never);
    const snap = actor.getSnapshot();
    const types: string[] = path.steps.map((s) => s.event.type);
    const submitted = path.steps.find((s) => s.event.type === 'group.submit')?.event as { draft: { name: string } } | undefined;
    if (submitted) expect(fakes.inputs.get('createRoom')![0]).toEqual({ name: submitted.draft.name.trim() });
    if (types.includes('xstate.done.actor.createRoom')) expect(snap.context.notices[0]).toBe('Room created');
    if (types.includes('xstate.error.actor.createRoom')) expect(snap.context.error).toBe(CHAT_UNAVAILABLE);
    // name, logo and members are optional: an empty draft creates a room and asks nothing more
    if (submitted?.draft.name === '' && snap.status === 'done') {
      expect(fakes.inputs.get('uploadLogo')).toBeUndefined();
      expect(fakes.inputs.get('inviteMembers')).toBeUndefined();
      expect(snap.context.notices).toEqual(['Room created']);
    }
    if (types.includes('xstate.done.actor.inviteMembers')) {
      expect(fakes.inputs.get('inviteMembers')!.at(-1)).toEqual({ roomId: 'g1', memberIds: [BOB, CAROL] });
      expect(snap.context.notices.at(-1)).toBe('2 member invite(s) sent');
    }
    actor.stop();
  });
  itTakesEveryTransition(addGroupCoverage);
});

const uploadCoverage = transitionCoverage(fileUploadMachine);
describe('file-upload machine: every shortest path', () => {
  const file = new Blob(['%PDF']) as PickedFile;
  Object.defineProperty(file, 'name', { value: 'quote.pdf' });
  const events = [
    { type: 'file.pick', file: null },
    { type: 'file.pick', file },
    { type: 'upload.start' },
    { type: 'xstate.done.actor.createFileMessage', output: message({ id: 'm9', content: 'quote.pdf' }) },
    { type: 'xstate.error.actor.createFileMessage', error: unavailable },
    { type: 'upload.progress', fraction: 0.5 },
    { type: 'xstate.done.actor.uploadFile', output: { id: 'f1', messageId: 'm9', path: '/x', name: 'quote.pdf', size: 4, contentType: 'application/pdf' } },
    { type: 'xstate.error.actor.uploadFile', error: { status: 413, message: 'File too large' } },
    { type: 'upload.reset' },
  ];
  const view = (s: { value: unknown; context: { progress: number; error: string | null; file: unknown; message: unknown } }) =>
    [s.value, s.context.progress, s.context.error, s.context.file !== null, s.context.message !== null];
  const paths = transitionPaths(fileUploadMachine, { events: events as never, input: { roomId: 'r1' }, serializeState: (s) => JSON.stringify(view(s as never)) });
  it('reaches every resting state', () => {
    expect([...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort()).toEqual(restingLeafValues(fileUploadMachine).sort());
  });
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['createFileMessage', 'uploadFile']);
    const actor = createActor(fileUploadMachine.provide({ actors: fakes.actors as never }), { input: { roomId: 'r1' }, inspect: uploadCoverage.inspect }).start();
    await replay(actor, fakes, path.steps as never, { view: view as never });
    const snap = actor.getSnapshot();
    const last = path.steps.at(-1)!.event as { type: string; file?: unknown };
    if ((last.type === 'file.pick' && last.file === null) || (last.type === 'upload.start' && !path.steps.some((s) => (s.event as { file?: unknown }).file))) {
      expect(snap.context.error).toBe('File not found');
    }
    if (last.type === 'xstate.done.actor.createFileMessage') {
      expect(fakes.inputs.get('createFileMessage')!.at(-1)).toEqual({ roomId: 'r1', content: 'quote.pdf' });
      const up = fakes.inputs.get('uploadFile')!.at(-1) as { messageId: string; onProgress(f: number): void };
      expect(up.messageId).toBe('m9');
      up.onProgress(0.25);
      expect(actor.getSnapshot().context.progress).toBe(0.25);
    }
    if (last.type === 'upload.progress') expect(snap.context.progress).toBe(0.5);
    if (last.type === 'xstate.done.actor.uploadFile') expect(snap.value).toBe('done');
    if (last.type === 'xstate.error.actor.uploadFile') expect(snap.context.error).toBe('File too large');
    actor.stop();
  });
  itTakesEveryTransition(uploadCoverage);
});
