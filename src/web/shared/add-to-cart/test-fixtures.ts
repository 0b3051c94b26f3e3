import type { Cart, CartItem } from '@/api/cart';
import type { Product } from '@/api/inventory';
import { makeStore } from '@/web/testing/store-fixtures';
import { blankCart, cartStoreOf } from '@/web/testing/cart-fixtures';

/** Test-only fixtures for the add-to-cart area: a product of store 1, a cart line, an open cart. */

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 501,
    store_id: 1,
    usage_type: 'recreational',
    name: 'Blue Dream 3.5g',
    ecomm_display_name: 'Blue Dream',
    brand: 'Verano',
    category: 'flower',
    sub_category: 'flower',
    strain_type: 'hybrid',
    strain: 'Blue Dream',
    price_cents: 4000,
    discounted_price_cents: null,
    post_tax_price_cents: 4400,
    discounted_post_tax_price_cents: null,
    applied_special_caption: null,
    quantity: 12,
    display_size: '3.5g',
    weight: '3.5g',
    count: null,
    images: [],
    sku_name: 'BD-35',
    description: '',
    dosing_notes: null,
    cbd_thc_ratio: null,
    effects: [],
    flavors: [],
    terpenes: [],
    extraction_method: null,
    lineage: null,
    strain_description: null,
    show_strain_details: false,
    tags: [],
    potency: { unit: '%', thc: 21, thca: null, cbd: null, cbda: null, cbn: null, cbg: null, thc_each: null, cbd_each: null },
    store: { city: 'Springfield' },
    specials: [],
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCartItem(overrides: Partial<CartItem> & { category?: string } = {}): CartItem {
  const { category = 'flower', ...rest } = overrides;
  return {
    id: 9001,
    inventory_id: 501,
    quantity: 1,
    price_cents: 4000,
    discounted_price_cents: null,
    total_cents: 4000,
    discounted_total_cents: 4000,
    tax_cents: 400,
    applied_special_id: null,
    applied_special_caption: null,
    max_quantity: 12,
    sku: 'BD-35',
    inventory: {
      name: 'Blue Dream 3.5g',
      ecomm_display_name: 'Blue Dream',
      brand: 'Verano',
      weight: '3.5g',
      display_size: '3.5g',
      category,
      sub_category: category,
      quantity: 12,
      image_urls: [],
    },
    ...rest,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  return blankCart(cartStoreOf(makeStore()), { id: 77, ...overrides });
}

/** A transactional contact method as get-me answers it. */
export const emailNotices = { type: 'transaction' as const, opt_in: 'email' as const, version: '1.1' };
