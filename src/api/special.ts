import * as z from 'zod/mini';
import { USAGE_TYPES } from '@/domain/usage-type';
import { cents, listResponse, queryId } from './common';

export const specialTargetSchema = z.object({
  inventory_id: z.int(),
  name: z.string(),
  quantity_required: z.int(),
  quantity_remaining: z.int(),
});

/** Special (part 1 §3). Discounts: percent, dollars off (cents), a fixed price (cents), or a bundle price. */
export const specialSchema = z.object({
  id: z.int(),
  store_id: z.int(),
  slug: z.nullable(z.string()),
  title: z.string(),
  caption: z.string(),
  image_url: z.nullable(z.string()),
  discount_type: z.enum(['percent', 'dollar', 'price', 'bundle']),
  discount_level: z.enum(['inventory', 'cart']),
  discount_percent: z.nullable(z.number()),
  discount_dollar_cents: z.nullable(cents),
  bundle_price_cents: z.nullable(cents),
  usage_types: z.array(z.enum(['medical', 'recreational'])),
  promo_codes: z.array(z.string()),
  audience_keys: z.array(z.string()),
  special_targets: z.array(specialTargetSchema),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
});
export type Special = z.infer<typeof specialSchema>;

/** The compact form attached to a product: enough to show a caption and link. */
export const productSpecialSchema = z.object({
  id: z.int(),
  slug: z.nullable(z.string()),
  title: z.string(),
  caption: z.string(),
  discount_type: specialSchema.shape.discount_type,
  discount_level: specialSchema.shape.discount_level,
});
export type ProductSpecial = z.infer<typeof productSpecialSchema>;

/** Query of GET p/specials/op/store-discount and p/specials/{slug}: the store falls back to the x-store-id header. */
export const storeDiscountQuerySchema = z.object({
  store_id: z.optional(queryId),
  usage_type: z._default(z.enum(USAGE_TYPES), 'recreational'),
});

export const specialListSchema = listResponse(specialSchema);
export type SpecialList = z.infer<typeof specialListSchema>;

export const specialKeyParamSchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(200)) });
