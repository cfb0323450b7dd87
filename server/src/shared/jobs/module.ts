// The job queue as a server module: its tables (./runs.ts) and, started after every other module has registered
// its periodic jobs, the graphile-worker runner (./queue.ts). Keep it LAST in ../../modules/index.ts.
import { databaseOf } from '../../db/database';
import type { ServerModule } from '../../modules/module';
import { startJobQueue } from './queue';
import { JOBS_MIGRATIONS } from './runs';

export const jobsModule: ServerModule = {
  name: 'jobs',
  migrations: JOBS_MIGRATIONS,
  routes: () => [],
  start(ctx) {
    const database = databaseOf(ctx.db);
    if (!database) throw new Error('the job queue needs a database opened by openDatabase');
    const started = startJobQueue(ctx, database);
    started.catch((err: unknown) => ctx.log('the job queue did not start', err));
    return async () => {
      const stop = await started.catch(() => null);
      await stop?.();
    };
  },
};
