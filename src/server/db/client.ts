import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { registerDatabaseThread } from './database-load';
import { listenOnPglite, listenOnPostgres } from './listen';
import { openPgliteOnThread } from './pglite-on-thread';
import { pgliteOptions } from './pglite-options';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` (src/server/services/live/live-listener.ts): on PostgreSQL through a
   * connection of its own that reconnects (calling onReconnect, as notifications sent meanwhile
   * are lost); on PGlite in the same process, where every notification is heard. Resolves to stop().
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when dataDir is
 * 'memory://'): on this thread, or with `pgliteThread: 'own'` on a thread of its own
 * (pglite-on-thread.ts), as the server runs it.
 */
export function openDatabase(options: { url?: string; dataDir: string; pgliteThread?: 'own' | 'server' }): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client losing its connection (a PostgreSQL restart) must not crash the server;
    // the pool replaces the client on the next query.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
    const db = drizzlePg({ client: pool, schema });
    return {
      // Both drivers expose the same query builder; one type keeps services driver-agnostic.
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, onPayload, onReconnect) => listenOnPostgres(options.url!, channel, onPayload, onReconnect),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const onThread = options.pgliteThread === 'own' ? openPgliteOnThread({ dataDir: options.dataDir }) : undefined;
  // The thread's client answers what Drizzle and the listener use of PGlite (query, transaction, listen).
  const client = onThread ? (onThread as unknown as PGlite) : new PGlite(options.dataDir, pgliteOptions);
  const db = drizzlePglite({ client, schema });
  if (onThread) registerDatabaseThread(db, onThread.utilization);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listen: (channel, onPayload) => listenOnPglite(client, channel, onPayload),
  };
}
