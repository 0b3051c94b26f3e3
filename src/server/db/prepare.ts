import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { seedRuns } from './schema';
import { seedDemoData } from './seed';

export const DEMO_SEED_NAME = 'demo-v1';

/** Opens the configured database, applies migrations and seeds the demo data once. */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await handle.migrate();
  if (config.SEED_DEMO === 'true') await seedOnce(handle, config.SEED_PRODUCTS_PER_STORE);
  return handle;
}

export async function seedOnce(handle: DatabaseHandle, productsPerStore: number): Promise<boolean> {
  const done = await handle.db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED_NAME));
  if (done.length) return false;
  await handle.db.transaction(async (tx) => {
    await seedDemoData(tx as unknown as DatabaseHandle['db'], { productsPerStore });
    await tx.insert(seedRuns).values({ name: DEMO_SEED_NAME });
  });
  return true;
}
