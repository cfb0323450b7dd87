// `npm run dev`: the API on API_PORT (8081) and Vite's dev server, whose proxy sends /api and /ws there.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startServer } from './app';

const apiPort = Number(process.env.API_PORT ?? 8081);
const api = await startServer({
  port: apiPort,
  dataDir: process.env.DATA_DIR ?? './data',
  databaseUrl: process.env.DATABASE_URL || undefined,
});
const root = fileURLToPath(new URL('../../', import.meta.url));
process.env.API_TARGET ??= api.url;
const vite = await createServer({ root, configFile: `${root}vite.config.ts` });
await vite.listen();
const local = vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}/`;
console.log(`MTZ API   on ${api.url} (started in ${api.startupMs} ms)`);
console.log(`MTZ (dev) on ${local}  <- open this one`);

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
