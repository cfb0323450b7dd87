// URL builders of the chat area (merged into `links` in links.ts).
export const chatLinks = {
  chat: () => '/chat',
};
