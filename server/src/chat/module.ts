// The chat feature module (see ../modules/module.ts): rooms, messages, files, invites, presence.
import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ServerModule } from '../modules/module';
import { CALL_MIGRATIONS } from './calls-migrations';
import { callRoutes } from './calls-routes';
import { CHAT_MIGRATIONS } from './migrations';
import { presenceTimes, startPresenceReaper } from './presence-reaper';
import { chatRoutes } from './routes';
import { seedChat } from './seed';

export const chatModule: ServerModule = {
  name: 'chat',
  migrations: [...CHAT_MIGRATIONS, ...CALL_MIGRATIONS],
  routes: (ctx) => [...callRoutes(ctx), ...chatRoutes(ctx)],
  seed: (ctx) => seedChat(ctx),
  start: (ctx) => {
    // PRESENCE_GRACE_MS, PRESENCE_HEARTBEAT_MS, PRESENCE_PROCESS_STALE_MS (README; tests shorten them)
    const stopReaper = startPresenceReaper(ctx, presenceTimes());
    return async () => {
      await stopReaper();
      // The temporary uploads folder of an in-memory database (see app.ts) ends with it.
      if (basename(ctx.uploadsDir).startsWith('mtz-uploads-')) await rm(ctx.uploadsDir, { recursive: true, force: true }).catch(() => {});
    };
  },
};
