import type { Database } from '../client';

export interface SeedOptions {
  /** Sellable products per store and usage type (at least 400 in the demo). */
  productsPerStore: number;
}

/** Writes the deterministic demo data (fixed random seed). Implemented in the seed modules. */
export async function seedDemoData(_db: Database, _options: SeedOptions): Promise<void> {
  throw new Error('seedDemoData is not implemented yet');
}
