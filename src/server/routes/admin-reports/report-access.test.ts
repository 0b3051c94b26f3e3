import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { REPORT_RANGE_MESSAGES } from '@/domain/report-range';
import { createReportTestApp, type ReportTestApp } from './report-test-kit';

/**
 * Who may read reports (README "Roles": reports.read, an operator every store of the brand, a manager
 * their own), bad ranges as 400 field errors, and the CSV export of each table.
 */
let app: ReportTestApp;
let mine: { id: number; storeSlug: string };
let theirs: { id: number };
let placed: { id: number; grand_total_cents: number };
const day = new Date().toISOString().slice(0, 10);
const around = { from: '2020-01-01', to: '2020-12-31' };

beforeAll(async () => {
  app = await createReportTestApp();
  mine = await app.store({ timezone: 'UTC' });
  theirs = await app.store({ timezone: 'UTC' });
  const item = await app.item(mine.id, { name: '=HYPERLINK("x")', recPriceCents: 3300, recSellableQty: 5 });
  const shopper = await app.shopper();
  placed = await app.placeOrder(shopper.auth, mine.id, [{ id: item.id }]);
  await app.placedAt(placed.id, `${around.from}T12:00:00Z`);
});
afterAll(() => app.close());

const query = (storeId?: number) => ({ ...(storeId ? { store_id: storeId } : {}), ...around });

describe('who may read a report', () => {
  test('an operator reads any store of the brand, or all of them at once', async () => {
    const { auth } = await app.operator();
    const one = await app.report(auth, query(mine.id));
    expect(one.totals).toMatchObject({ orders: 1, sales_cents: placed.grand_total_cents });
    const all = await app.report(auth, query());
    expect(all.stores.map((store) => store.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(all.totals.sales_cents).toBe(placed.grand_total_cents);
  });

  test('a manager reads their own store (and "all" means theirs); another store is 403', async () => {
    const { auth } = await app.manager([theirs.id]);
    const own = await app.report(auth, query(theirs.id));
    expect(own.totals.orders).toBe(0);
    const all = await app.report(auth, query());
    expect(all.stores.map((store) => store.id)).toEqual([theirs.id]);
    expect(all.totals.orders).toBe(0);
    const other = await app.send('GET', app.reportPath(query(mine.id)), auth);
    expect(other).toMatchObject({ status: 403, body: { error: ADMIN_MESSAGES.notYourStore } });
    const csv = await app.send('GET', app.reportPath({ ...query(mine.id), table: 'by_day' }).replace('/admin/reports?', '/admin/reports/export?'), auth);
    expect(csv.status).toBe(403);
  });

  test('a budtender, a shopper and a visitor are refused', async () => {
    const budtender = await app.staffer([mine.id]);
    const shopper = await app.shopper();
    for (const auth of [budtender.auth, shopper.auth]) {
      expect((await app.send('GET', app.reportPath(query(mine.id)), auth)).status).toBe(403);
      expect((await app.send('GET', app.reportPath({ ...query(mine.id), table: 'by_day' }).replace('/admin/reports?', '/admin/reports/export?'), auth)).status).toBe(403);
    }
    expect((await app.send('GET', app.reportPath(query(mine.id)))).status).toBe(401);
  });

  test("another brand's operator cannot read this brand's store, and their own report holds none of its orders", async () => {
    const { auth } = await app.operator(app.otherBrand.id);
    const refused = await app.send('GET', app.reportPath(query(mine.id)), auth, undefined, app.OTHER_HOST);
    expect(refused).toMatchObject({ status: 403, body: { error: ADMIN_MESSAGES.notYourStore } });
    const response = await app.send('GET', app.reportPath(query()), auth, undefined, app.OTHER_HOST);
    expect(response.status).toBe(200);
    expect(response.body.stores.map((store: { id: number }) => store.id)).not.toContain(mine.id);
    expect(response.body.totals.orders).toBe(0);
  });
});

describe('bad ranges are 400 with field errors', () => {
  test.each([
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from', REPORT_RANGE_MESSAGES.date],
    [{ from: '2026-03-01', to: 'yesterday' }, 'to', REPORT_RANGE_MESSAGES.date],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to', REPORT_RANGE_MESSAGES.order],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'to', REPORT_RANGE_MESSAGES.tooLong],
    // Real dates outside the console's years: the query's day-either-side bounds would overflow.
    [{ from: '9999-12-31', to: '9999-12-31' }, 'from', REPORT_RANGE_MESSAGES.years],
    [{ from: '0001-01-01', to: '0001-01-01' }, 'to', REPORT_RANGE_MESSAGES.years],
  ])('%j: %s', async (range, field, message) => {
    const { auth } = await app.operator();
    const response = await app.send('GET', app.reportPath({ store_id: mine.id, ...range }), auth);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toContain(message);
  });

  test('the CSV export refuses a date outside the console\'s years the same way', async () => {
    const { auth } = await app.operator();
    const response = await app.send('GET', `/admin/reports/export?store_id=${mine.id}&from=9999-12-31&to=9999-12-31&table=by_day`, auth);
    expect(response.status).toBe(400);
    expect(response.body.fields.from).toContain(REPORT_RANGE_MESSAGES.years);
  });

  test('a year and a day (366 days) is allowed; a missing date and an unknown table are refused', async () => {
    const { auth } = await app.operator();
    expect((await app.send('GET', app.reportPath({ store_id: mine.id, from: '2024-01-01', to: '2024-12-31' }), auth)).status).toBe(200);
    const missing = await app.send('GET', app.reportPath({ store_id: mine.id, from: day }), auth);
    expect(missing.status).toBe(400);
    expect(missing.body.fields.to).toBeDefined();
    const table = await app.send('GET', `/admin/reports/export?store_id=${mine.id}&from=${day}&to=${day}&table=secrets`, auth);
    expect(table.status).toBe(400);
    expect(table.body.fields.table).toBeDefined();
  });
});

describe('CSV export', () => {
  test('a table downloads as CSV, money in dollars from the cents, text guarded against formulas', async () => {
    const { auth } = await app.operator();
    const days = await app.send('GET', `/admin/reports/export?store_id=${mine.id}&from=${around.from}&to=2020-01-02&table=by_day`, auth);
    expect(days.status).toBe(200);
    expect(days.headers.get('content-type')).toContain('text/csv');
    expect(days.headers.get('content-disposition')).toContain(`${mine.storeSlug}-2020-01-01-to-2020-01-02-by-day.csv`);
    const dollars = `${Math.trunc(placed.grand_total_cents / 100)}.${String(placed.grand_total_cents % 100).padStart(2, '0')}`;
    expect(days.body).toBe(`date,orders,sales,cancelled_or_rejected\r\n2020-01-01,1,${dollars},0\r\n2020-01-02,0,0.00,0\r\n`);
    const products = await app.send('GET', `/admin/reports/export?store_id=${mine.id}&from=${around.from}&to=${around.to}&table=top_products`, auth);
    expect(products.body).toContain(`"'=HYPERLINK(""x"")"`);
  });

  test('an export runs only its own table\'s query, not the whole report', async () => {
    const { auth } = await app.operator();
    const execute = vi.spyOn(app.db, 'execute');
    try {
      const hours = await app.send('GET', `/admin/reports/export?store_id=${mine.id}&from=${around.from}&to=${around.to}&table=by_hour`, auth);
      expect(hours.status).toBe(200);
      expect(hours.body.split('\r\n').filter(Boolean)).toHaveLength(25);
      const reportQueries = execute.mock.calls.filter(([query]) => JSON.stringify(query).includes('WITH zones'));
      expect(reportQueries).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });
});
