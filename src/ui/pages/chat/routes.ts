// Routes of the chat area (merged into the one table in ../../app/routes.ts). Chat needs a signed-in
// user (spec 6): ChatPage shows the login-required box itself, as guard.ts covers only /me, /timeline
// and /mtz-admin.
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const CallPage = lazyPage(() => import('../calls/CallPage'), 'CallPage');
const ChatPage = lazyPage(() => import('./ChatPage'), 'ChatPage');

export const chatRoutes = [
  { path: '/chat', component: ChatPage, area: 'me' },
  { path: '/chat/calls', component: CallPage, area: 'me' },
  { path: '/chat/:chatRoomId', component: ChatPage, area: 'me' },
] as const satisfies readonly AppRoute[];
