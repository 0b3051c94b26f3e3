import type { Cart, CartItem, OrderSummary } from '@/api/cart';
import { blankCart } from '@/web/testing/cart-fixtures';

/** One line of an order: two of a $25.00 flower at $20.00 on special. Test-only. */
export function makeOrderItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 31,
    inventory_id: 501,
    quantity: 2,
    price_cents: 2500,
    discounted_price_cents: 2000,
    total_cents: 5000,
    discounted_total_cents: 4000,
    tax_cents: 400,
    applied_special_id: 9,
    applied_special_caption: '20% off Flower',
    max_quantity: 20,
    sku: 'FL-501',
    inventory: {
      name: 'Blue Dream 3.5g',
      ecomm_display_name: 'Blue Dream',
      brand: 'Valley Farms',
      weight: '3.5g',
      display_size: '3.5g',
      category: 'flower',
      sub_category: 'flower',
      quantity: 12,
      image_urls: ['/images/test/blue-dream.png'],
    },
    ...overrides,
  };
}

/** A submitted pickup order of user 7 at the Springfield store. Test-only. */
const ORDER_STORE: Cart['store'] = {
  id: 1,
  name: 'Springfield',
  ecomm_display_name: 'Springfield Dispensary',
  store_slug: 'springfield-il',
  state: 'IL',
  timezone: 'America/Chicago',
  address_1: '100 Main St',
  city: 'Springfield',
  zip: '62701',
  phone: '2175550100',
};

export function makeOrder(overrides: Partial<Cart> = {}): Cart {
  return blankCart(ORDER_STORE, {
    id: 1042,
    status: 'submitted',
    cart_items: [makeOrderItem()],
    subtotal_cents: 4000,
    tax_cents: 400,
    grand_total_cents: 4000,
    submitted_on: '2026-11-21T18:26:00.000Z',
    created_at: '2026-11-21T18:00:00.000Z',
    updated_at: '2026-11-21T18:26:00.000Z',
    user: { first: 'Dana', last: 'Reyes' },
    ...overrides,
  });
}

/** One Order History row. Test-only. */
export function makeOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 1042,
    store_id: 1,
    store_name: 'Springfield Dispensary',
    store_timezone: 'America/Chicago',
    usage_type: 'recreational',
    order_type: 'pickup',
    curbside_pickup: false,
    checkin: false,
    status: 'submitted',
    submitted_on: '2026-11-21T18:26:00.000Z',
    item_count: 2,
    grand_total_cents: 4000,
    loyalty_points_accrued: 40,
    ...overrides,
  };
}

export const orderList = (orders: OrderSummary[]) => ({ data: orders, rows: orders.length, total_rows: orders.length });
