import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Report } from '@/api/admin-reports';
import { insertSpecial } from '../testing/catalog-fixture';
import { createReportTestApp, type ReportTestApp } from './report-test-kit';

/**
 * The report's figures (README "Reports") against orders placed in the test through the real carts
 * and staff calls: sales are the grand totals the shoppers were answered, to the cent; a day is the
 * store's own (America/Chicago here, UTC-6 in November).
 */
let app: ReportTestApp;
let storeId: number;
let orders: Record<'late' | 'curbside' | 'cancelled' | 'rejected', { id: number; grand_total_cents: number; loyalty_points_accrued: number }>;
let range: Report;

beforeAll(async () => {
  app = await createReportTestApp();
  const store = await app.store({ taxRateRecBps: 1000 });
  storeId = store.id;
  const flower = await app.item(store.id, { name: 'Blue Dream 3.5g', brand: 'Kind Farms', category: 'flower', recPriceCents: 4000, recSellableQty: 20 });
  const gummies = await app.item(store.id, { name: 'Mint Gummies', brand: 'Sweet Leaf', category: 'edibles', recPriceCents: 2550, recSellableQty: 20 });
  const special = await insertSpecial(app.db, store.id, { discountType: 'percent', discountPercent: 25, title: 'Flower Friday', caption: '25% off' }, { items: [flower.id] });
  const promo = await insertSpecial(app.db, store.id, { discountType: 'dollar', discountLevel: 'cart', discountDollarCents: 1000, title: 'Welcome', caption: '$10 off', promoCodes: ['WELCOME10'] });
  const staff = await app.staffer([store.id]);

  // The first two are rewards members, so their orders earn points (DECISIONS.md "Money and points").
  const member = { loyaltyEnrolledAt: new Date('2026-01-01T00:00:00Z') };
  const shoppers = await Promise.all([app.shopper(member), app.shopper(member), app.shopper(), app.shopper()]);
  const [one, two, three, four] = shoppers.map((shopper) => shopper.auth) as [Record<string, string>, Record<string, string>, Record<string, string>, Record<string, string>];
  const late = await app.placeOrder(one, store.id, [{ id: flower.id, quantity: 2 }]);
  const curbside = await app.placeOrder(two, store.id, [{ id: gummies.id }], async (cart) => {
    await app.cartCall('updateCurbside', two, { cart_id: cart.id, store_id: cart.store_id, curbside_pickup: true, vehicle_description: 'Blue van' });
    await app.cartCall('applyPromoCode', two, { cart_id: cart.id, store_id: cart.store_id, promo_code: 'WELCOME10' });
  });
  const cancelled = await app.placeOrder(three, store.id, [{ id: flower.id }], (cart) => app.cartCall('updateOrderType', three, { cart_id: cart.id, store_id: cart.store_id, order_type: 'checkin' }));
  const rejected = await app.placeOrder(four, store.id, [{ id: gummies.id }, { id: flower.id }]);
  orders = { late, curbside, cancelled, rejected };

  // 05:30 UTC on the 20th is 23:30 on the 19th in Chicago; 06:30 UTC is 00:30 on the 20th.
  await app.placedAt(late.id, '2026-11-20T05:30:00Z');
  await app.placedAt(curbside.id, '2026-11-20T06:30:00Z');
  await app.placedAt(cancelled.id, '2026-11-20T15:00:00Z');
  await app.placedAt(rejected.id, '2026-11-20T16:00:00Z');
  await app.move(staff.auth, late, 'fulfilled');
  await app.move(staff.auth, late, 'finished');
  await app.changedAt(late.id, 'fulfilled', '2026-11-20T05:40:00Z');
  await app.changedAt(late.id, 'finished', '2026-11-20T06:00:00Z');
  await app.move(staff.auth, curbside, 'fulfilled');
  await app.changedAt(curbside.id, 'fulfilled', '2026-11-20T06:50:00Z');
  const cancel = await app.call('cancelOrder', three, { cart_id: cancelled.id, store_id: store.id });
  expect(cancel.status).toBe(200);
  await app.move(staff.auth, rejected, 'rejected', { reason: 'out_of_stock', reason_note: 'Gummies gone' });
  expect(special.id).toBeGreaterThan(0);
  expect(promo.id).toBeGreaterThan(0);

  const { auth } = await app.operator();
  range = await app.report(auth, { store_id: store.id, from: '2026-11-19', to: '2026-11-20' });
});
afterAll(() => app.close());

const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe('sales and orders', () => {
  test('sales are the sum of the kept orders’ grand totals to the cent; cancelled and rejected are counted apart', () => {
    const sales = orders.late.grand_total_cents + orders.curbside.grand_total_cents;
    expect(range.totals).toMatchObject({ placed: 4, orders: 2, sales_cents: sales, average_basket_cents: Math.round(sales / 2), cancelled: 1, rejected: 1 });
  });

  test('an order at 23:30 store time lands on that store day and hour, not on the UTC date', async () => {
    expect(range.by_day).toEqual([
      { date: '2026-11-19', orders: 1, sales_cents: orders.late.grand_total_cents, cancelled: 0 },
      { date: '2026-11-20', orders: 1, sales_cents: orders.curbside.grand_total_cents, cancelled: 2 },
    ]);
    expect(range.by_hour[23]).toEqual({ hour: 23, orders: 1, sales_cents: orders.late.grand_total_cents });
    expect(range.by_hour[0]).toEqual({ hour: 0, orders: 1, sales_cents: orders.curbside.grand_total_cents });
    expect(range.by_hour.filter((row) => row.orders > 0)).toHaveLength(2);
    const { auth } = await app.operator();
    const day = await app.report(auth, { store_id: storeId, from: '2026-11-19', to: '2026-11-19' });
    expect(day.totals).toMatchObject({ placed: 1, orders: 1, sales_cents: orders.late.grand_total_cents });
  });

  test('by order type (curbside is a pickup with its flag) and by usage type', () => {
    expect(range.by_order_type).toEqual([
      { order_type: 'pickup', orders: 1, sales_cents: orders.late.grand_total_cents },
      { order_type: 'curbside', orders: 1, sales_cents: orders.curbside.grand_total_cents },
      { order_type: 'checkin', orders: 0, sales_cents: 0 },
      { order_type: 'delivery', orders: 0, sales_cents: 0 },
    ]);
    expect(range.by_usage_type).toEqual([
      { usage_type: 'medical', orders: 0, sales_cents: 0 },
      { usage_type: 'recreational', orders: 2, sales_cents: orders.late.grand_total_cents + orders.curbside.grand_total_cents },
    ]);
  });
});

describe('products, discounts, times, cancellations and points', () => {
  test('top products and categories count the kept orders’ lines after item specials', () => {
    expect(range.top_products).toMatchObject([
      { name: 'Blue Dream 3.5g', brand: 'Kind Farms', category: 'flower', units: 2, sales_cents: 6000 },
      { name: 'Mint Gummies', brand: 'Sweet Leaf', category: 'edibles', units: 1, sales_cents: 2550 },
    ]);
    expect(range.top_categories).toEqual([
      { category: 'flower', units: 2, sales_cents: 6000 },
      { category: 'edibles', units: 1, sales_cents: 2550 },
    ]);
  });

  test('each special and promo code with the orders it was given on and what it cost', () => {
    expect(range.discounts).toEqual([
      { kind: 'item', special_id: expect.any(Number), title: 'Flower Friday', code: null, orders: 1, discount_cents: 2000 },
      { kind: 'promo', special_id: expect.any(Number), title: 'Welcome', code: 'WELCOME10', orders: 1, discount_cents: 1000 },
    ]);
    expect(range.totals.discount_cents).toBe(3000);
  });

  test('time from placed to ready and to picked up: median and p90 from the status history', () => {
    // Ready after 10 and 20 minutes; picked up after 30.
    expect(range.timings).toEqual([
      { step: 'ready', orders: 2, median_seconds: 900, p90_seconds: 1140 },
      { step: 'picked_up', orders: 1, median_seconds: 1800, p90_seconds: 1800 },
      { step: 'delivered', orders: 0, median_seconds: null, p90_seconds: null },
    ]);
  });

  test('cancellations and rejections say who stopped the order, why, from which status, and what it was worth', () => {
    expect(range.stopped).toEqual(
      expect.arrayContaining([
        { outcome: 'cancelled', stopped_by: 'customer', reason: null, from_status: 'awaiting_checkin', orders: 1, value_cents: orders.cancelled.grand_total_cents },
        { outcome: 'rejected', stopped_by: 'staff', reason: 'out_of_stock', from_status: 'submitted', orders: 1, value_cents: orders.rejected.grand_total_cents },
      ]),
    );
    expect(range.stopped).toHaveLength(2);
  });

  test("the stopped table's CSV names each reason by its label, and a customer's own cancel as such", async () => {
    const { auth } = await app.operator();
    const csv = await app.send('GET', `/admin/reports/export?store_id=${storeId}&from=2026-11-19&to=2026-11-20&table=stopped`, auth);
    expect(csv.status).toBe(200);
    const lines = (csv.body as string).split('\r\n');
    expect(lines[0]).toBe('outcome,stopped_by,reason,from_status,orders,value');
    expect(lines).toContain(`rejected,staff,Items out of stock,submitted,1,${dollars(orders.rejected.grand_total_cents)}`);
    expect(lines).toContain(`cancelled,customer,Cancelled by the customer,awaiting_checkin,1,${dollars(orders.cancelled.grand_total_cents)}`);
  });

  test('points issued are the finished orders’ accrued points; the others are still earning', () => {
    const issued = range.points.find((row) => row.kind === 'issued');
    const pending = range.points.find((row) => row.kind === 'pending');
    expect(orders.late.loyalty_points_accrued).toBeGreaterThan(0);
    expect(orders.curbside.loyalty_points_accrued).toBeGreaterThan(0);
    expect(issued).toEqual({ kind: 'issued', orders: 1, points: orders.late.loyalty_points_accrued });
    expect(pending).toEqual({ kind: 'pending', orders: 1, points: orders.curbside.loyalty_points_accrued });
  });
});
