import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '@/server/services/carts/cart-db';
import { openDatabase, type DatabaseHandle } from './client';
import { databaseThreadBusy } from './database-load';
import { seedRuns } from './schema';

/**
 * The server runs PGlite on a thread of its own (PGLITE_THREAD=own, the default); what the server's
 * code relies on must behave as it does with PGlite in-process: Drizzle's reads and writes,
 * transactions that commit or roll back, SQLSTATE codes on errors, NOTIFY and a clean close.
 */
describe('PGlite on its own thread', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = openDatabase({ dataDir: 'memory://', pgliteThread: 'own' });
    await handle.migrate();
  }, 60_000);
  afterAll(() => handle.close());

  it('reads and writes through Drizzle, timestamps as the text Drizzle parses', async () => {
    await handle.db.insert(seedRuns).values({ name: 'thread-read-write' });
    const [row] = await handle.db.select().from(seedRuns).where(eq(seedRuns.name, 'thread-read-write'));
    expect(row?.name).toBe('thread-read-write');
    const { rows } = await handle.db.execute<{ now: string; big: string }>(sql`SELECT now()::timestamptz AS now, 9007199254740993::bigint AS big`);
    expect(typeof rows[0]!.now).toBe('string');
    expect(String(rows[0]!.big)).toBe('9007199254740993');
  });

  it('commits a transaction and rolls back one that throws, with its error passed on', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(seedRuns).values({ name: 'thread-committed' });
    });
    const failure = handle.db.transaction(async (tx) => {
      await tx.insert(seedRuns).values({ name: 'thread-rolled-back' });
      throw new Error('changed my mind');
    });
    await expect(failure).rejects.toThrow('changed my mind');
    const names = (await handle.db.select().from(seedRuns)).map((row) => row.name);
    expect(names).toContain('thread-committed');
    expect(names).not.toContain('thread-rolled-back');
  });

  it('rolls back to a savepoint inside a transaction (a nested Drizzle transaction)', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(seedRuns).values({ name: 'thread-outer' });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(seedRuns).values({ name: 'thread-inner' });
          throw new Error('inner only');
        }),
      ).rejects.toThrow('inner only');
    });
    const names = (await handle.db.select().from(seedRuns)).map((row) => row.name);
    expect(names).toContain('thread-outer');
    expect(names).not.toContain('thread-inner');
  });

  it('gives a unique violation its SQLSTATE, so the services recognise it', async () => {
    await handle.db.insert(seedRuns).values({ name: 'thread-unique' });
    const error = await handle.db.insert(seedRuns).values({ name: 'thread-unique' }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('keeps a query outside a transaction waiting until the transaction ends, as one connection does', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(seedRuns).values({ name: 'thread-held' });
      order.push('inserted');
      await held;
      order.push('committing');
    });
    // Let the transaction begin before the outside read is asked for.
    while (order.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const read = handle.db.select().from(seedRuns).where(eq(seedRuns.name, 'thread-held')).then((rows) => {
      order.push('read');
      return rows;
    });
    release();
    const [rows] = await Promise.all([read, transaction]);
    expect(order).toEqual(['inserted', 'committing', 'read']);
    expect(rows).toHaveLength(1);
  });

  it('hears NOTIFY on commit and stops hearing after unlisten', async () => {
    const heard: string[] = [];
    let heardOne!: () => void;
    const first = new Promise<void>((resolve) => (heardOne = resolve));
    const stop = await handle.listen('thread_test', (payload) => {
      heard.push(payload);
      heardOne();
    });
    await handle.db.execute(sql`SELECT pg_notify('thread_test', 'hello')`);
    await first;
    await stop();
    await handle.db.execute(sql`SELECT pg_notify('thread_test', 'unheard')`);
    await handle.db.execute(sql`SELECT 1`);
    expect(heard).toEqual(['hello']);
  });

  it("tells how busy its thread is, so work that may wait (server renders) can hold off", async () => {
    // A quarter second and more of back-to-back queries keeps the database's thread busy.
    const until = performance.now() + 300;
    while (performance.now() < until) await handle.db.execute(sql`SELECT count(*) FROM generate_series(1, 2000)`);
    expect(databaseThreadBusy(handle.db)).toBeGreaterThan(0.2);
    // PGlite on the server's thread has no thread of its own to read: its load is the server's.
    const inProcess = openDatabase({ dataDir: 'memory://' });
    expect(databaseThreadBusy(inProcess.db)).toBe(0);
    await inProcess.close();
  });

  it('refuses queries once closed instead of hanging', async () => {
    const closing = openDatabase({ dataDir: 'memory://', pgliteThread: 'own' });
    await closing.db.execute(sql`SELECT 1`);
    await closing.close();
    // Drizzle wraps the driver's error as its cause.
    const error = await closing.db.execute(sql`SELECT 1`).catch((caught: Error) => caught);
    expect((error as Error).cause).toMatchObject({ message: 'The database is closed.' });
  }, 30_000);
});
