import type { Report } from '@/api/admin-reports';
import { rangeDates } from '@/domain/report-range';

/** Test-only: a report as the API answers it, with two kept orders on the range's first day. */
export function makeReport(overrides: Partial<Report> = {}, range = { from: '2026-11-27', to: '2026-11-27' }): Report {
  const days = rangeDates(range.from, range.to);
  return {
    ...range,
    stores: [{ id: 1, name: 'Phoenix Camelback', timezone: 'America/Phoenix' }],
    totals: { placed: 3, orders: 2, sales_cents: 15500, average_basket_cents: 7750, cancelled: 1, rejected: 0, discount_cents: 1000 },
    by_day: days.map((date, index) => ({ date, orders: index === 0 ? 2 : 0, sales_cents: index === 0 ? 15500 : 0, cancelled: index === 0 ? 1 : 0 })),
    by_hour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 14 ? 2 : 0, sales_cents: hour === 14 ? 15500 : 0 })),
    by_order_type: [
      { order_type: 'pickup', orders: 1, sales_cents: 11600 },
      { order_type: 'curbside', orders: 1, sales_cents: 3900 },
      { order_type: 'checkin', orders: 0, sales_cents: 0 },
      { order_type: 'delivery', orders: 0, sales_cents: 0 },
    ],
    by_usage_type: [
      { usage_type: 'medical', orders: 0, sales_cents: 0 },
      { usage_type: 'recreational', orders: 2, sales_cents: 15500 },
    ],
    top_products: [{ inventory_id: 7, name: 'Blue Dream 3.5g', brand: 'Kind Farms', category: 'flower', units: 2, sales_cents: 8000 }],
    top_categories: [{ category: 'flower', units: 2, sales_cents: 8000 }],
    discounts: [{ kind: 'promo', special_id: 4, title: 'Welcome', code: 'WELCOME10', orders: 1, discount_cents: 1000 }],
    timings: [
      { step: 'ready', orders: 2, median_seconds: 900, p90_seconds: 1140 },
      { step: 'picked_up', orders: 1, median_seconds: 4500, p90_seconds: 4500 },
      { step: 'delivered', orders: 0, median_seconds: null, p90_seconds: null },
    ],
    stopped: [{ outcome: 'cancelled', stopped_by: 'customer', reason: null, from_status: 'submitted', orders: 1, value_cents: 4400 }],
    points: [
      { kind: 'issued', orders: 1, points: 80 },
      { kind: 'pending', orders: 1, points: 35 },
      { kind: 'redeemed', orders: 0, points: 0 },
      { kind: 'returned', orders: 0, points: 0 },
    ],
    ...overrides,
  };
}
