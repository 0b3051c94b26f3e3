import * as z from 'zod/mini';
import { CATEGORIES } from '@/domain/categories';
import { USAGE_TYPES } from '@/domain/usage-type';
import { cents, listResponse, MAX_ID, queryBoolean, queryId } from './common';

export const tempClosureSchema = z.nullable(z.enum(['closed', 'ordering_off']));

export const purchaseLimitSchema = z.object({
  category: z.enum(CATEGORIES),
  med_limit: z.nullable(z.int()),
  rec_limit: z.nullable(z.int()),
});

export const loyaltyAdminSchema = z.object({
  on_cart: z.boolean(),
  on_account: z.boolean(),
  medical_redemption: z.string(),
  recreational_redemption: z.string(),
  require_min_for_med: z.string(),
  require_min_for_rec: z.string(),
});

export const inventoryBreakdownSchema = z.object({
  categories: z.array(z.object({ category: z.enum(CATEGORIES), count: z.int() })),
  tags: z.array(z.object({ tag: z.string(), count: z.int() })),
});
export type InventoryBreakdown = z.infer<typeof inventoryBreakdownSchema>;

/** Per-usage flag families (part 1 §3): is_med_* and is_rec_*. */
export const STORE_FLAG_FAMILIES = [
  'menu',
  'coming_soon',
  'users_reg',
  'users_login',
  'users_disabled',
  'delivery',
  'curbside',
  'pickup',
  'obo_pickup',
  'obo_curbside',
  'obo_delivery',
  'add_override',
  'carts_disabled',
] as const;
export type StoreFlagFamily = (typeof STORE_FLAG_FAMILIES)[number];

/** Store, every field of part 1 §3. Money in cents, tax in basis points. */
export const storeSchema = z.object({
  id: z.int(),
  ordering_app_id: z.int(),
  store_slug: z.string(),
  name: z.string(),
  ecomm_display_name: z.string(),
  address_1: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  timezone: z.string(),
  thumbnail_image_url: z.nullable(z.string()),
  image_urls: z.array(z.string()),
  wait_time: z.nullable(z.int()),
  hours: z.string(),
  is_divested: z.boolean(),
  divested_disclaimer: z.nullable(z.string()),
  coming_soon_url: z.nullable(z.string()),
  use_fifo: z.boolean(),
  hob_first: z.boolean(),
  enable_checkin_order: z.boolean(),
  use_id_scanning: z.boolean(),
  delivery_minimum_cents: cents,
  delivery_valid_zips: z.array(z.string()),
  show_post_tax_pricing: z.boolean(),
  requires_medical_card_to_order: z.boolean(),
  purchase_limits: z.array(purchaseLimitSchema),
  loyalty_admin: loyaltyAdminSchema,
  tax_rate_med_bps: z.int(),
  tax_rate_rec_bps: z.int(),
  temp_closed_med: tempClosureSchema,
  temp_closed_rec: tempClosureSchema,
  is_med_menu: z.boolean(),
  is_rec_menu: z.boolean(),
  is_med_coming_soon: z.boolean(),
  is_rec_coming_soon: z.boolean(),
  is_med_users_reg: z.boolean(),
  is_rec_users_reg: z.boolean(),
  is_med_users_login: z.boolean(),
  is_rec_users_login: z.boolean(),
  is_med_users_disabled: z.boolean(),
  is_rec_users_disabled: z.boolean(),
  is_med_delivery: z.boolean(),
  is_rec_delivery: z.boolean(),
  is_med_curbside: z.boolean(),
  is_rec_curbside: z.boolean(),
  is_med_pickup: z.boolean(),
  is_rec_pickup: z.boolean(),
  is_med_obo_pickup: z.boolean(),
  is_rec_obo_pickup: z.boolean(),
  is_med_obo_curbside: z.boolean(),
  is_rec_obo_curbside: z.boolean(),
  is_med_obo_delivery: z.boolean(),
  is_rec_obo_delivery: z.boolean(),
  is_med_add_override: z.boolean(),
  is_rec_add_override: z.boolean(),
  is_med_carts_disabled: z.boolean(),
  is_rec_carts_disabled: z.boolean(),
  inventory_breakdown: z.optional(inventoryBreakdownSchema),
  /** Dated exceptions to `hours` from today (store time) for STORE_EXCEPTIONS_AHEAD_DAYS: each date's line wins over its weekday's. */
  hour_exceptions: z.optional(z.array(z.object({ date: z.string(), hours: z.string(), note: z.string() }))),
});
export type Store = z.infer<typeof storeSchema>;

export const STORE_ORDER_BY = ['name', 'state', 'city', 'id'] as const;

/** Query of GET p/stores: a list by ids, one store by id, or the stores delivering to zips (part 1 §7). */
export const storesQuerySchema = z.object({
  ids: z.optional(
    z.string().check(
      z.regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Must be a comma-separated list of store ids'),
      z.refine((ids) => ids.split(',').every((id) => Number(id) <= MAX_ID), 'Unknown store id'),
    ),
  ),
  id: z.optional(queryId),
  delivery_zips: z.optional(z.string().check(z.regex(/^\s*\d{5}(\s*,\s*\d{5})*\s*$/, 'Must be 5-digit zip codes separated by commas'))),
  order_by: z._default(z.enum(STORE_ORDER_BY), 'name'),
  /** Accepted for compatibility with the legacy client; every store already carries its group (ordering_app_id). */
  store_group_info: queryBoolean,
});
export type StoresQuery = z.infer<typeof storesQuerySchema>;

export const storeListSchema = listResponse(storeSchema);
export type StoreList = z.infer<typeof storeListSchema>;

export const STORE_VIEWS = ['inventory-category-breakdown'] as const;

/** Query of GET p/stores/{id}: view=inventory-category-breakdown adds inventory_breakdown for usage_type. */
export const storeQuerySchema = z.object({
  view: z.optional(z.enum(STORE_VIEWS)),
  usage_type: z._default(z.enum(USAGE_TYPES), 'recreational'),
});

export const storeIdParamSchema = z.object({ id: queryId });
