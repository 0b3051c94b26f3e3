import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Waits between reconnects to PostgreSQL: doubling from the first to the last. */
const RECONNECT_DELAY_MS = { first: 250, last: 5_000 };

/** PGlite runs in this process: its notifications arrive on commit, none is ever missed. */
export async function listenOnPglite(client: Pick<PGlite, 'listen' | 'closed'>, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const unlisten = await client.listen(channel, onPayload);
  return async () => {
    // A closed database has nothing left to unlisten.
    if (!client.closed) await unlisten();
  };
}

/**
 * A connection of its own (a pooled one would be handed to queries, and LISTEN belongs to a
 * session). When it drops (a PostgreSQL restart, a network cut) it reconnects with backoff and
 * calls onReconnect, since notifications sent while it was away are gone.
 */
export async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let delay = RECONNECT_DELAY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => console.error('[live] listening connection error:', error.message));
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    delay = RECONNECT_DELAY_MS.first;
  }

  function scheduleReconnect() {
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => onReconnect?.(),
        () => {
          delay = Math.min(delay * 2, RECONNECT_DELAY_MS.last);
          if (!stopped) scheduleReconnect();
        },
      );
    }, delay);
    timer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
