import * as z from 'zod/mini';
import { USAGE_TYPES } from '@/domain/usage-type';
import { storeSchema } from './store';

/** Ordering app (brand) details (part 1 §3). */
export const orderingAppSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  is_main_brand: z.boolean(),
  logo_url: z.string(),
  favicon_url: z.string(),
  map_pin_url: z.string(),
  map_pin_url_alt: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  points_per_dollar: z.int(),
});
export type OrderingApp = z.infer<typeof orderingAppSchema>;

/** Startup answer: the brand, its current store (or null) and all its stores. */
export const storeInventoryBreakdownSchema = z.object({
  data: z.array(
    z.extend(orderingAppSchema, {
      store: z.nullable(storeSchema),
      stores: z.array(storeSchema),
      usage_type: z.enum(USAGE_TYPES),
    }),
  ),
});
export type StoreInventoryBreakdown = z.infer<typeof storeInventoryBreakdownSchema>;

export const storeInventoryBreakdownQuerySchema = z.object({
  host: z.optional(z.string()),
  brand: z.optional(z.string()),
  store_slug: z.optional(z.string()),
  usage_type: z.optional(z.enum(USAGE_TYPES)),
});
