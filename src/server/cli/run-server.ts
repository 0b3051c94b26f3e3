import { serve } from '@hono/node-server';
import { createApp } from '../app';
import type { Config } from '../config';
import { prepareDatabase } from '../db/prepare';
import { afterResponseSettled } from '../http/after-response';
import { startLive } from '../services/live/start-live';
import { startOutboxDelivery } from '../services/outbox/outbox-delivery';

const startBanner = (port: number, database: string) => `[start] Apotheca on http://localhost:${port} (${database})`;

/**
 * One server process: migrate, seed once, serve, and deliver the outbox. SIGINT or SIGTERM stops
 * taking requests, lets the work left after answers and the send under way finish, then closes the database (PGlite flushes its
 * files); a process killed outright loses nothing either, as the outbox lives in the database.
 */
export async function runServer(config: Config, describe = startBanner): Promise<void> {
  const handle = await prepareDatabase(config);
  const live = await startLive(handle, config);
  const app = createApp({ db: handle.db, config, live: live.hub });
  const delivery = startOutboxDelivery(handle.db, config);
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(describe(info.port, handle.kind));
  });

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
