// URL builders of the chat area (merged into `links` in links.ts).
import { withQuery } from './query';

export const chatLinks = {
  chat: () => '/chat',
  chatRoom: (chatRoomId: string) => `/chat/${encodeURIComponent(chatRoomId)}`,
  chatCalls: (roomId: string) => withQuery('/chat/calls', { roomId }),
  meIntro: (step: string) => withQuery('/me/intro', { step, leftover: 'true' }),
};
