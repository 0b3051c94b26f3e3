import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { afterResponseSettled } from '../http/after-response';
import { startLive } from '../services/live/start-live';
import { startOutboxDelivery } from '../services/outbox/outbox-delivery';
import { runPrimary } from './cluster-primary';

/** Longer than the idle timeout of common proxies and load balancers (60 s). */
const KEEP_ALIVE_MS = 65_000;

const startBanner = (port: number, database: string) => `[start] Apotheca on http://localhost:${port} (${database})`;

/**
 * One server process: migrate, seed once, serve, and deliver the outbox. With WORKERS above 1 this
 * process is the primary (cluster-primary.ts), and each worker it forks serves the database the
 * primary prepared. SIGINT or SIGTERM stops
 * taking requests, lets the work left after answers and the send under way finish, then closes the database (PGlite flushes its
 * files); a process killed outright loses nothing either, as the outbox lives in the database.
 */
export async function runServer(config: Config, describe = startBanner): Promise<void> {
  if (cluster.isPrimary && config.WORKERS > 1) return runPrimary(config, describe(config.PORT, 'postgres'));
  const handle = cluster.isWorker ? openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, pgliteThread: config.PGLITE_THREAD }) : await prepareDatabase(config);
  const live = await startLive(handle, config);
  const app = createApp({ db: handle.db, config, live: live.hub });
  const delivery = startOutboxDelivery(handle.db, config);
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    // The primary says it once for all its workers.
    if (cluster.isPrimary) console.log(describe(info.port, handle.kind));
  }) as Server;
  // Node closes an idle kept-alive connection after 5 s; a client (or a proxy, most idle 60 s) that
  // sends on it just then gets a reset instead of an answer. The server outlasts them instead.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  let stopping = false;
  async function shutdown() {
    if (stopping) return;
    stopping = true;
    server.close();
    // Open streams would hold the server open; their clients reconnect to another process.
    await live.stop();
    // Work a request left to do after its answer (a reset code's email) still gets to the outbox.
    await afterResponseSettled();
    await delivery.stop();
    await handle.close();
    process.exit(0);
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
