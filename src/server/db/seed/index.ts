import type { Database } from '../client';
import { seedBrands } from './brands';
import { seedCollections } from './collections';
import { seedContent } from './content';
import { seedStoreInventory } from './inventory';
import { seedStoreSpecials } from './specials';
import { seedStores } from './stores';

export interface SeedOptions {
  /** Sellable products per store and usage type (at least 400 in the demo). */
  productsPerStore: number;
}

/**
 * Writes the deterministic demo data (ARCHITECTURE.md "Data"): two brands, their stores, each
 * store's inventory and specials, the tag collections, and the content service's documents and wait
 * times. Everything derives from a fixed seed and
 * a fixed base date, so the same call on two empty databases writes identical rows and ids.
 * Inventory is generated and inserted one store at a time, in batches, to keep memory bounded at
 * benchmark scale.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  // At least one sellable item of each of the twelve categories per usage type.
  const perUsage = Math.max(12, Math.floor(options.productsPerStore));
  const brandIds = await seedBrands(db);
  await seedCollections(db);
  const stores = await seedStores(db, brandIds);
  for (const [index, store] of stores.entries()) {
    const items = await seedStoreInventory(db, store, perUsage);
    await seedStoreSpecials(db, store, items, index);
  }
  await seedContent(db, brandIds, stores);
}
