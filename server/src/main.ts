// `npm start` / `npm run serve`: one process serving the built client, the REST API and /ws.
import { resolve } from 'node:path';
import { startServer } from './app';

const t0 = performance.now();
const server = await startServer({
  port: Number(process.env.PORT ?? 8080),
  dataDir: process.env.DATA_DIR ?? './data',
  databaseUrl: process.env.DATABASE_URL || undefined,
  staticDir: resolve(process.env.STATIC_DIR ?? './dist'),
});
const db = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(process.env.DATA_DIR ?? './data')}`;
console.log(`MTZ listening on ${server.url}`);
console.log(`started in ${Math.round(performance.now() - t0)} ms on ${db}${server.seeded ? ' (demo data seeded)' : ''}`);
console.log(`uploaded files in ${server.ctx.storage.kind === 's3' ? 'object storage' : 'the folder'} ${server.ctx.storage.where}`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
