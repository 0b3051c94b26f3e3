import type { Cart } from '@/api/cart';

/**
 * Test-only: a cart as the API answers it with nothing in it and no discounts, for the cart, order and
 * add-to-cart tests to spread their own lines, totals and status over.
 */
export function blankCart(store: Cart['store'], overrides: Partial<Cart> = {}): Cart {
  return {
    id: 1,
    user_id: 7,
    store_id: store.id,
    store,
    usage_type: 'recreational',
    order_type: 'pickup',
    curbside_pickup: false,
    vehicle_description: null,
    checkin: false,
    notes: null,
    status: 'pending',
    cart_items: [],
    warnings: [],
    subtotal_cents: 0,
    delivery_fee_cents: 0,
    tax_cents: 0,
    grand_total_cents: 0,
    rounding_difference_cents: 0,
    promo_code: null,
    promo: null,
    applied_special: null,
    applied_special_id: null,
    bundles: [],
    discount_cart_level_cents: 0,
    discount_bundle_cents: 0,
    discount_promo_cents: 0,
    discount_loyalty_cents: 0,
    discount_total_cents: 0,
    discount_exceeds_subtotal: false,
    user_discount_applied: false,
    user_discount_caption: null,
    discount_employee_cents: 0,
    loyalty_invalid: false,
    loyalty_points_redeemed: 0,
    loyalty_points_accrued: 0,
    loyalty_max_redemption_dollars: 0,
    limits: [],
    address: null,
    delivery_start_time: null,
    delivery_end_time: null,
    delivery_windows: [],
    delivery_minimum_cents: 0,
    checkout_block: null,
    submitted_on: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    anonymous: false,
    contact_name: null,
    contact_phone: null,
    contact_email: null,
    user: null,
    ...overrides,
  };
}

/** The cart's store block from a full store. */
export function cartStoreOf(store: Cart['store']): Cart['store'] {
  const { id, name, ecomm_display_name, store_slug, state, timezone, address_1, city, zip, phone } = store;
  return { id, name, ecomm_display_name, store_slug, state, timezone, address_1, city, zip, phone };
}
