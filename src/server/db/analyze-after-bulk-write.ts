import { sql } from 'drizzle-orm';
import { logError } from '@/server/services/logging/log-error';
import type { Database } from './client';

/** Items written by one import or feed batch from which the catalog's planner statistics are refreshed. */
export const BULK_WRITE_ROWS = 1_000;

/**
 * Refreshes the planner's statistics of the inventory after a bulk write (a console import, a feed
 * batch). PGlite runs no autovacuum: without this, catalog queries of a store filled by an import stay
 * planned on what the table held before (a store read as empty, its indexes left unused) until the
 * next restart's seed check or never. PostgreSQL's autovacuum gets there within a minute; running it
 * there too closes that minute at little cost (ANALYZE reads a sample, not the table). The write is
 * committed already: a failed ANALYZE is logged, never answered as the write's failure.
 */
export async function analyzeAfterBulkWrite(db: Database, rowsWritten: number): Promise<void> {
  if (rowsWritten < BULK_WRITE_ROWS) return;
  try {
    await db.execute(sql`ANALYZE inventory_items`);
  } catch (error) {
    logError('[db] ANALYZE after a bulk write failed', error);
  }
}
