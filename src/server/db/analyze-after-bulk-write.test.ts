import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '@/server/routes/admin/admin-test-kit';
import { analyzeAfterBulkWrite, BULK_WRITE_ROWS } from './analyze-after-bulk-write';

/** Issue 23: PGlite runs no autovacuum, so an import or feed batch refreshes the planner's statistics itself. */
let app: AdminTestApp;
beforeAll(async () => {
  app = await createAdminTestApp();
});
afterAll(() => app.close());

const plannerRows = async () => Number(((await app.db.execute(sql`SELECT reltuples FROM pg_class WHERE relname = 'inventory_items'`)).rows[0] as { reltuples: number }).reltuples);
const rows = async () => Number(((await app.db.execute(sql`SELECT count(*)::int AS n FROM inventory_items`)).rows[0] as { n: number }).n);

describe('planner statistics after a bulk write', () => {
  test('a bulk write of the inventory leaves the planner counting what is there; a small one costs no ANALYZE', async () => {
    const store = await app.store();
    await app.item(store.id);
    await app.db.execute(sql`ANALYZE inventory_items`);
    // A store's worth of new rows, as an import writes them (copies of one item under new skus).
    await app.db.execute(sql`CREATE TEMP TABLE copies AS SELECT i.* FROM inventory_items i CROSS JOIN generate_series(1, ${BULK_WRITE_ROWS})`);
    await app.db.execute(sql`UPDATE copies SET id = nextval(pg_get_serial_sequence('inventory_items', 'id'))`);
    await app.db.execute(sql`UPDATE copies SET batch_inventory_id = batch_inventory_id || '-' || id`);
    await app.db.execute(sql`INSERT INTO inventory_items SELECT * FROM copies`);
    await app.db.execute(sql`DROP TABLE copies`);
    const before = await plannerRows();
    expect(before).toBeLessThan(await rows());

    await analyzeAfterBulkWrite(app.db, BULK_WRITE_ROWS - 1);
    expect(await plannerRows()).toBe(before);

    await analyzeAfterBulkWrite(app.db, BULK_WRITE_ROWS);
    expect(await plannerRows()).toBe(await rows());
  });
});
