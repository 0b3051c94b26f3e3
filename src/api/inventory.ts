import * as z from 'zod/mini';
import { CATEGORIES, STRAIN_TYPES } from '@/domain/categories';
import { SORT_OPTIONS } from '@/domain/sort';
import { USAGE_TYPES } from '@/domain/usage-type';
import { cents, csvList, listResponse, MAX_ID, queryBoolean, queryId, queryNumber } from './common';
import { productSpecialSchema } from './special';

const potencyValue = z.nullable(z.number());

/** Cannabinoid potencies: percent for flower-type products, mg for the rest; "each" is per piece. */
export const potencySchema = z.object({
  unit: z.enum(['%', 'mg']),
  thc: potencyValue,
  thca: potencyValue,
  cbd: potencyValue,
  cbda: potencyValue,
  cbn: potencyValue,
  cbg: potencyValue,
  thc_each: potencyValue,
  cbd_each: potencyValue,
});
export type Potency = z.infer<typeof potencySchema>;

/** Admin-only stock and price details (part 1 §3 debug fields). */
export const inventoryDebugSchema = z.object({
  remaining_qty: z.int(),
  reserved_qty: z.int(),
  med_sellable_qty: z.int(),
  rec_sellable_qty: z.int(),
  med_price_cents: z.nullable(cents),
  rec_price_cents: z.nullable(cents),
  med_post_tax_price_cents: z.nullable(cents),
  rec_post_tax_price_cents: z.nullable(cents),
  batch_qty: z.int(),
  batch_inventory_id: z.string(),
});

/** A product as sold at one store for one usage type (part 1 §3). */
export const productSchema = z.object({
  id: z.int(),
  store_id: z.int(),
  usage_type: z.enum(USAGE_TYPES),
  name: z.string(),
  ecomm_display_name: z.string(),
  brand: z.string(),
  category: z.enum(CATEGORIES),
  sub_category: z.string(),
  strain_type: z.nullable(z.enum(STRAIN_TYPES)),
  strain: z.nullable(z.string()),
  price_cents: cents,
  discounted_price_cents: z.nullable(cents),
  post_tax_price_cents: cents,
  discounted_post_tax_price_cents: z.nullable(cents),
  applied_special_caption: z.nullable(z.string()),
  quantity: z.int(),
  display_size: z.string(),
  weight: z.nullable(z.string()),
  count: z.nullable(z.int()),
  images: z.array(z.string()),
  sku_name: z.string(),
  description: z.string(),
  dosing_notes: z.nullable(z.string()),
  cbd_thc_ratio: z.nullable(z.string()),
  effects: z.array(z.string()),
  flavors: z.array(z.string()),
  terpenes: z.array(z.string()),
  extraction_method: z.nullable(z.string()),
  lineage: z.nullable(z.string()),
  strain_description: z.nullable(z.string()),
  show_strain_details: z.boolean(),
  tags: z.array(z.string()),
  potency: potencySchema,
  store: z.object({ city: z.string() }),
  specials: z.array(productSpecialSchema),
  created_at: z.string(),
  debug: z.optional(inventoryDebugSchema),
});
export type Product = z.infer<typeof productSchema>;

const facetValue = z.object({ value: z.string(), count: z.int() });
const range = z.nullable(z.object({ min: z.number(), max: z.number() }));

/** What the filter UI needs, computed for the current result (each facet ignores its own filter). */
export const facetsSchema = z.object({
  categories: z.array(facetValue),
  strain_types: z.array(facetValue),
  brands: z.array(facetValue),
  sub_categories: z.array(facetValue),
  weights: z.array(facetValue),
  effects: z.array(facetValue),
  terpenes: z.array(facetValue),
  flavors: z.array(facetValue),
  extraction_methods: z.array(facetValue),
  counts: z.array(facetValue),
  cbd_thc_ratios: z.array(facetValue),
  price: range,
  thc_potency: range,
  cbd_potency: range,
  has_featured: z.boolean(),
  on_special: z.int(),
});
export type Facets = z.infer<typeof facetsSchema>;

/**
 * Query of GET p/inventory and p/inventory/op/fifo-inventory (part 1 §3 filters, §7).
 * Prices in the query are whole dollars, as the price slider shows them.
 */
export const inventoryQuerySchema = z.object({
  store_id: z.optional(queryId),
  usage_type: z._default(z.enum(USAGE_TYPES), 'recreational'),
  inventory_type: z.optional(z.enum(['retail'])),
  categories: z.optional(z.enum(CATEGORIES)),
  strain_types: csvList,
  brands: csvList,
  sub_categories: csvList,
  weights: csvList,
  effects: csvList,
  terpenes: csvList,
  flavor: csvList,
  extraction_method: csvList,
  count: csvList,
  cbd_thc_ratio: csvList,
  tags: csvList,
  price_min: queryNumber,
  price_max: queryNumber,
  thc_potency_min: queryNumber,
  thc_potency_max: queryNumber,
  cbd_potency_min: queryNumber,
  cbd_potency_max: queryNumber,
  usable_thc: queryNumber,
  usable_cbd: queryNumber,
  usable_cbn: queryNumber,
  usable_cbg: queryNumber,
  on_special: queryBoolean,
  search: z.optional(z.string().check(z.maxLength(200))),
  order_by: z._default(z.enum(SORT_OPTIONS), 'name'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
  include_specials: queryBoolean,
  include_facets: queryBoolean,
  require_sellable_quantity: queryBoolean,
  sellable: queryBoolean,
  debug: queryBoolean,
  /** Only the products of this special (its discounted items and, for a bundle, its targets). */
  special_id: z.optional(queryId),
  /** Oldest batch first within the sort when the store uses FIFO menus (what fifo-inventory does). */
  fifo: queryBoolean,
});
export type InventoryQuery = z.infer<typeof inventoryQuerySchema>;
export type InventoryQueryInput = z.input<typeof inventoryQuerySchema>;

export const inventoryListSchema = z.extend(listResponse(productSchema), {
  facets: z.optional(facetsSchema),
});
export type InventoryList = z.infer<typeof inventoryListSchema>;

/** Path id of a product: a non-zero positive integer, else 400 with INVALID_PRODUCT_ID_MESSAGE. */
export const productIdParamSchema = z.object({
  id: z.string().check(z.regex(/^[1-9]\d{0,9}$/), z.refine((id) => Number(id) <= MAX_ID)),
});

export const productQuerySchema = z.object({
  usage_type: z.optional(z.enum(USAGE_TYPES)),
  include_specials: queryBoolean,
  debug: queryBoolean,
});

export const relatedQuerySchema = z.object({
  usage_type: z._default(z.enum(USAGE_TYPES), 'recreational'),
  same_strain: queryBoolean,
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});

/** Home carousel summary (part 1 §7): limit 10, cached 5 minutes. */
export const inventorySummaryQuerySchema = z.object({
  /** Falls back to the x-store-id header. */
  store_id: z.optional(queryId),
  usage_type: z._default(z.enum(USAGE_TYPES), 'recreational'),
  order_by: z._default(z.enum(SORT_OPTIONS), 'featured'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
  categories: z.optional(z.enum(CATEGORIES)),
  tags: csvList,
});

export const INVALID_PRODUCT_ID_MESSAGE = 'Cant load product. Invalid ID for product.';
