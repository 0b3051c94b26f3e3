import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { seedRuns } from './schema';
import { seedDemoData } from './seed';
import { seedDemoAccounts } from './seed/accounts';
import { seedDemoOrders } from './seed/orders';
import { seedStaffAccounts } from './seed/staff';

export const DEMO_SEED_NAME = 'demo-v1';
/** Accounts are a seed step of their own, so a database seeded before they existed gets them too. */
export const DEMO_ACCOUNTS_SEED_NAME = 'demo-accounts-v1';
/** The demo shopper's past orders (after the accounts they belong to). */
export const DEMO_ORDERS_SEED_NAME = 'demo-orders-v1';
/** Portal users of every demo store and a multi-store manager. */
export const DEMO_STAFF_SEED_NAME = 'demo-staff-v1';

/** Opens the configured database, applies migrations and seeds the demo data once. */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, pgliteThread: config.PGLITE_THREAD });
  await handle.migrate();
  if (config.SEED_DEMO === 'true') await seedOnce(handle, config.SEED_PRODUCTS_PER_STORE);
  return handle;
}

export async function seedOnce(handle: DatabaseHandle, productsPerStore: number): Promise<boolean> {
  const catalogSeeded = await runSeedStepOnce(handle, DEMO_SEED_NAME, (db) => seedDemoData(db, { productsPerStore }));
  await runSeedStepOnce(handle, DEMO_ACCOUNTS_SEED_NAME, seedDemoAccounts);
  await runSeedStepOnce(handle, DEMO_ORDERS_SEED_NAME, seedDemoOrders);
  await runSeedStepOnce(handle, DEMO_STAFF_SEED_NAME, seedStaffAccounts);
  // Fresh tables have no statistics, and PGlite runs no autovacuum to gather them: the planner would
  // guess at every catalog query (a trigram index left unused, a whole menu scanned) until someone ran
  // ANALYZE. After the bulk load, so the first shopper's queries are planned on what is there.
  if (catalogSeeded) await handle.db.execute(sql`ANALYZE`);
  return catalogSeeded;
}

async function runSeedStepOnce(handle: DatabaseHandle, name: string, step: (db: DatabaseHandle['db']) => Promise<void>): Promise<boolean> {
  const done = await handle.db.select().from(seedRuns).where(eq(seedRuns.name, name));
  if (done.length) return false;
  await handle.db.transaction(async (tx) => {
    await step(tx as unknown as DatabaseHandle['db']);
    await tx.insert(seedRuns).values({ name });
  });
  return true;
}
