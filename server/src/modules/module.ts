// A feature module of the reference server: its own migrations, routes and demo data.
// Each feature lives in its own folder, named as the client's feature in src/domain, and plugs in here (../modules/index.ts).
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';
import type { AnyRoute } from '../http/registry';

export type ServerModule = {
  name: string;
  /** ids must be unique across modules: prefix them with the module name, e.g. 'chat_0001_rooms' */
  migrations: Migration[];
  routes(ctx: AppContext): AnyRoute[];
  /** demo data, run once on first start after the core seed (inside its own transactions) */
  seed?(ctx: AppContext): Promise<void>;
  /** started with the server (cron jobs); returns a stopper */
  start?(ctx: AppContext): () => Promise<void> | void;
};
