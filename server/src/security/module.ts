// The security module (see ../modules/module.ts): the table behind the rate limits (./rate-limit.ts,
// mounted by app.ts in front of the routes). No routes or demo data of its own.
import type { ServerModule } from '../modules/module';

export const securityModule: ServerModule = {
  name: 'security',
  migrations: [
    {
      id: 'security_0001_rate_limits',
      sql: `
        CREATE TABLE rate_limits (
          key text PRIMARY KEY,
          window_start int8 NOT NULL,
          hits int NOT NULL
        );
        CREATE INDEX rate_limits_window ON rate_limits (window_start);
      `,
    },
  ],
  routes: () => [],
};
