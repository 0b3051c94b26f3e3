import { loadConfig } from '../config';
import { runServer } from './run-server';

/**
 * The API half of `npm run dev`, restarted by `tsx watch` on every server change: migrate, seed once,
 * serve /api on PORT (dev.ts passes API_PORT) and deliver the outbox. Vite serves the web app and
 * proxies /api here. tsx watch stops the old process with SIGTERM, which closes PGlite cleanly.
 */
const config = loadConfig();
// No web app here: Vite serves it with hot reload, and a stale dist/ must not answer instead.
await runServer({ ...config, WEB_DIST: '.no-web-app-in-dev' }, (port, database) => {
  return `[api] http://${config.HOST}:${port}/api (${database}, ${config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR})`;
});
