import { serve } from '@hono/node-server';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';

/**
 * The API half of `npm run dev`, restarted by `tsx watch` on every server change: migrate, seed once,
 * serve /api on PORT (dev.ts passes API_PORT). Vite serves the web app and proxies /api here.
 */
const config = loadConfig();
const handle = await prepareDatabase(config);
// No web app here: Vite serves it with hot reload, and a stale dist/ must not answer instead.
const app = createApp({ db: handle.db, config: { ...config, WEB_DIST: '.no-web-app-in-dev' } });
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  console.log(`[api] http://${config.HOST}:${info.port}/api (${handle.kind}, ${config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR})`);
});

// tsx watch stops the old process with SIGTERM before it starts the new one: close PGlite cleanly.
async function shutdown() {
  server.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
