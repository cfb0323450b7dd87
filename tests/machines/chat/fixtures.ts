// Shared fixtures of the chat machine tests.
import type { ChatMessage, ChatRoom, UserCard } from '../../../src/domain/chat/types';

export const ALICE = 'u-alice';
export const BOB = 'u-bob';
export const CAROL = 'u-carol';

export const room = (over: Partial<ChatRoom> = {}): ChatRoom => ({
  id: 'r1', name: 'Traders', logoPath: null, creatorId: ALICE, memberIds: [ALICE, BOB],
  meta: { type: 'REGULARROOM' }, createdAt: 1, lastMessageAt: 1, ...over,
});

export const card = (id: string, firstname: string): UserCard => ({ id, firstname, lastname: 'Test', profileName: firstname.toLowerCase(), logo: null });

export const message = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'm1', roomId: 'r1', ownerId: ALICE, content: 'hello', viewerIds: [ALICE], createdAt: 1, updatedAt: 1, meta: {}, ...over,
});

export const unavailable = { status: 503, message: 'Service unavailable 503' };
