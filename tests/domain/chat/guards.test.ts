// Shape checks of chat frames (spec 4): a whole resource passes, the same resource with any one field
// missing or of the wrong type is refused, and chatEventProblem names what an event lacks.
import { describe, expect, it } from 'vitest';
import { chatEventProblem, hasId, isChatMessage, isChatRoom, isMessageFile, isMessageRef, isPresence, isRoomInvite } from '../../../src/domain/chat/guards';

const room = { id: 'r1', name: 'R', logoPath: null, creatorId: 'u1', memberIds: ['u1'], meta: { type: 'REGULARROOM' }, createdAt: 1, lastMessageAt: 2 };
const message = { id: 'm1', roomId: 'r1', ownerId: 'u1', content: 'hi', viewerIds: ['u1'], createdAt: 1, updatedAt: 2, meta: {} };
const file = { id: 'f1', messageId: 'm1', path: '/p', name: 'a.txt', size: 3, contentType: 'text/plain' };
const invite = { id: 'i1', roomId: 'r1', inviterId: 'u1', inviteeId: 'u2', meta: { type: 'DIRECTROOM' }, status: 'PENDING' };
const presence = { id: 'p1', sessionId: 's1', userId: 'u1' };

/** Every way to break one field: absent, and a value of another type. */
function brokenVersions(whole: Record<string, unknown>, bad: Record<string, unknown[]>): [string, unknown][] {
  return Object.entries(bad).flatMap(([k, values]) => [
    [`without ${k}`, Object.fromEntries(Object.entries(whole).filter(([key]) => key !== k))] as [string, unknown],
    ...values.map((v) => [`${k} = ${JSON.stringify(v)}`, { ...whole, [k]: v }] as [string, unknown]),
  ]);
}
const notObjects = [null, undefined, 'x', 3, [], [room]];

describe('chat shape checks', () => {
  const cases: [string, (x: unknown) => boolean, Record<string, unknown>, Record<string, unknown[]>, unknown[]][] = [
    ['room', isChatRoom, room, {
      id: [1], name: [null], logoPath: [3], creatorId: [{}], memberIds: ['u1', [1], null], meta: [null, [], { type: 'GROUP' }, {}],
      createdAt: ['1', Number.NaN, Infinity], lastMessageAt: ['2', Number.NaN],
    }, [{ ...room, logoPath: '/logo.png' }, { ...room, meta: { type: 'DIRECTROOM' } }, { ...room, meta: { type: 'RFQROOM', rfqId: 'q' } }, { ...room, memberIds: [] }]],
    ['message', isChatMessage, message, {
      id: [1], roomId: [null], ownerId: [2], content: [null], viewerIds: [null, [3], 'u1'], createdAt: ['1', Infinity], updatedAt: [null, Number.NaN],
      meta: [null, [], { messageFileId: 4 }],
    }, [{ ...message, meta: { messageFileId: 'f1' } }, { ...message, viewerIds: [] }]],
    ['message file', isMessageFile, file, {
      id: [1], messageId: [null], path: [2], name: [null], size: ['3', Number.NaN], contentType: [7],
    }, []],
    ['invite', isRoomInvite, invite, {
      id: [1], roomId: [null], inviterId: [2], inviteeId: [null], meta: [null, { type: 'OTHER' }], status: ['DONE', null],
    }, [{ ...invite, status: 'ACCEPTED' }, { ...invite, status: 'REJECTED' }, { ...invite, meta: { type: 'RFQROOM' } }]],
    ['presence', isPresence, presence, { id: [1], sessionId: [null], userId: [3] }, []],
  ];
  for (const [name, check, whole, bad, alsoGood] of cases) {
    it(`a whole ${name} passes`, () => {
      for (const x of [whole, ...alsoGood]) expect(check(x), JSON.stringify(x)).toBe(true);
    });
    it.each(brokenVersions(whole, bad))(`a ${name} %s is refused`, (_n, x) => {
      expect(check(x)).toBe(false);
    });
    it(`a ${name} that is not an object is refused`, () => {
      for (const x of notObjects) expect(check(x)).toBe(false);
    });
  }

  it('a reference needs a string id (and a message reference its room)', () => {
    expect(hasId({ id: 'x' })).toBe(true);
    for (const x of [{ id: 1 }, {}, null, 'x', [{ id: 'x' }]]) expect(hasId(x)).toBe(false);
    expect(isMessageRef({ id: 'm', roomId: 'r' })).toBe(true);
    for (const x of [{ id: 'm' }, { roomId: 'r' }, { id: 'm', roomId: 2 }, { id: 1, roomId: 'r' }, null]) expect(isMessageRef(x)).toBe(false);
  });
});

describe('chatEventProblem', () => {
  const problem = (resourceType: string, action: string, resource: unknown) => chatEventProblem({ resourceType, action, resource });
  it('accepts whole resources, and a DELETED with only what identifies the resource', () => {
    const fine: [string, string, unknown][] = [
      ['MESSAGE', 'CREATED', message], ['MESSAGE', 'UPDATED', message], ['MESSAGE', 'DELETED', { id: 'm1', roomId: 'r1' }],
      ['MESSAGEVIEWER', 'VIEWED', message],
      ['MESSAGEFILE', 'CREATED', file], ['MESSAGEFILE', 'DELETED', { id: 'f1' }],
      ['ROOM', 'CREATED', room], ['DIRECTROOM', 'UPDATED', room], ['ROOM', 'DELETED', { id: 'r1' }], ['DIRECTROOM', 'DELETED', { id: 'r1' }],
      ['ROOMINVITE', 'CREATED', invite], ['ROOMINVITE', 'UPDATED', invite], ['ROOMINVITE', 'ACCEPTED', { id: 'i1' }], ['ROOMINVITE', 'DELETED', { id: 'i1' }],
      ['PRESENCE', 'CREATED', presence], ['PRESENCE', 'DELETED', { id: 'p1' }],
      // not a chat event: nothing to say
      ['NOTIFICATION', 'CREATED', null], ['CALL', 'UPDATED', 'anything'],
    ];
    for (const [t, a, r] of fine) expect(problem(t, a, r), `${t} ${a}`).toBeNull();
  });
  it('names what a chat event lacks', () => {
    const wrong: [string, string, unknown, string][] = [
      ['MESSAGE', 'CREATED', { id: 'm1' }, 'MESSAGE CREATED without a whole message'],
      ['MESSAGE', 'DELETED', { id: 'm1' }, 'MESSAGE DELETED without a message id and roomId'],
      ['MESSAGEVIEWER', 'VIEWED', { id: 'm1', roomId: 'r1' }, 'MESSAGEVIEWER VIEWED without a whole message'],
      ['MESSAGEFILE', 'CREATED', { id: 'f1' }, 'MESSAGEFILE CREATED without a whole message file'],
      ['MESSAGEFILE', 'DELETED', {}, 'MESSAGEFILE DELETED without an id'],
      ['ROOM', 'UPDATED', { id: 'r1' }, 'ROOM UPDATED without a whole room'],
      ['DIRECTROOM', 'CREATED', { id: 'r1' }, 'DIRECTROOM CREATED without a whole room'],
      ['ROOM', 'DELETED', { name: 'R' }, 'ROOM DELETED without an id'],
      ['DIRECTROOM', 'DELETED', null, 'DIRECTROOM DELETED without an id'],
      ['ROOMINVITE', 'CREATED', { id: 'i1' }, 'ROOMINVITE CREATED without a whole invite'],
      ['ROOMINVITE', 'UPDATED', { ...invite, status: 'x' }, 'ROOMINVITE UPDATED without a whole invite'],
      ['ROOMINVITE', 'ACCEPTED', {}, 'ROOMINVITE ACCEPTED without an id'],
      ['ROOMINVITE', 'DELETED', { id: 3 }, 'ROOMINVITE DELETED without an id'],
      ['PRESENCE', 'CREATED', { id: 'p1' }, 'PRESENCE CREATED without a whole presence'],
      ['PRESENCE', 'DELETED', {}, 'PRESENCE DELETED without an id'],
    ];
    for (const [t, a, r, text] of wrong) expect(problem(t, a, r)).toBe(text);
  });
  it('a whole message is not enough for DELETED without its room, and an id alone is not a whole message', () => {
    expect(problem('MESSAGE', 'DELETED', { ...message, roomId: undefined })).not.toBeNull();
    expect(problem('MESSAGEFILE', 'UPDATED', { id: 'f1' })).not.toBeNull();
    expect(problem('PRESENCE', 'UPDATED', { id: 'p1', userId: 'u1' })).not.toBeNull();
  });
});
