import * as z from 'zod/mini';
import { CATEGORIES } from '@/domain/categories';
import { LOCAL_DATE_TIME_PATTERN, SPECIAL_STATES } from '@/domain/special-schedule';
import { USAGE_TYPES } from '@/domain/usage-type';
import { STORE_LINK_PATTERN } from './admin-stores';
import { bodyId, cents, queryId } from './common';
import { specialSchema } from './special';

/**
 * The console's specials and promo codes (README "Specials in the console"; part 1 §3 Special):
 * every kind the menu and the cart apply, scheduled in the store's time zone. The rules a special
 * must keep beyond its fields' shapes are src/domain/special-rules.ts, answered as 400 field errors.
 */
export const ADMIN_SPECIAL_MESSAGES = {
  required: 'Required.',
  invalid: 'The special was not saved: fix the fields marked.',
  specialNotFound: 'Special not found.',
  storeNotFound: 'Store not found.',
  storeTime: 'Use a date and time like 2026-12-24T18:00 (store time).',
  slug: 'Use lowercase letters, digits and dashes, like holiday-20-off.',
  slugTaken: 'Another special of this store uses this link name.',
  promoCode: 'Use 3 to 40 letters, digits, dashes or underscores.',
  audienceKey: 'Use lowercase letters, digits, dashes or underscores, like veterans.',
  imageUrl: 'Use an uploaded image, a file of this site (/…) or an https:// address.',
  unknownItem: 'Choose items of this store.',
  alreadyEnded: 'This special has ended; it cannot change any more.',
  notPaused: 'This special is not paused.',
  saved: 'Special saved.',
  paused: 'Special paused: it no longer applies.',
  resumed: 'Special resumed.',
  ended: 'Special ended.',
} as const;

const MAX_LIST = 20;
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => text(max).check(z.minLength(1, ADMIN_SPECIAL_MESSAGES.required));
const storeTime = z.nullable(z.string().check(z.regex(LOCAL_DATE_TIME_PATTERN, ADMIN_SPECIAL_MESSAGES.storeTime)));
const nullableNumber = z.nullable(z.number());
const nullableCents = z.nullable(z.int());

export const SPECIAL_DISCOUNT_TYPES = ['percent', 'dollar', 'price', 'bundle'] as const;
export const SPECIAL_DISCOUNT_LEVELS = ['inventory', 'cart'] as const;

/** Which items an inventory-level special discounts: the ones chosen plus every item of the brands and categories named. */
export const specialItemChoiceSchema = z.strictObject({
  inventory_ids: z.array(bodyId).check(z.maxLength(5000)),
  /** Product brands (an item's `brand`); with categories too, an item must match both. */
  brands: z.array(requiredText(100)).check(z.maxLength(MAX_LIST)),
  categories: z.array(z.enum(CATEGORIES)).check(z.maxLength(CATEGORIES.length)),
});
export type SpecialItemChoice = z.infer<typeof specialItemChoiceSchema>;

export const specialTargetInputSchema = z.strictObject({ inventory_id: bodyId, quantity_required: z.int() });

/** What the console sends to create or replace a special. */
export const specialInputSchema = z.strictObject({
  title: requiredText(120),
  caption: text(300),
  /** The /special/{slug} link name; null derives one from the title. */
  slug: z.nullable(z.string().check(z.maxLength(80), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ADMIN_SPECIAL_MESSAGES.slug))),
  image_url: z.nullable(z.string().check(z.maxLength(500), z.regex(STORE_LINK_PATTERN, ADMIN_SPECIAL_MESSAGES.imageUrl))),
  discount_level: z.enum(SPECIAL_DISCOUNT_LEVELS),
  discount_type: z.enum(SPECIAL_DISCOUNT_TYPES),
  discount_percent: nullableNumber,
  /** dollar: cents off; price: the fixed price in cents. */
  discount_dollar_cents: nullableCents,
  bundle_price_cents: nullableCents,
  usage_types: z.array(z.enum(USAGE_TYPES)).check(z.maxLength(USAGE_TYPES.length)),
  promo_codes: z.array(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{3,40}$/, ADMIN_SPECIAL_MESSAGES.promoCode))).check(z.maxLength(MAX_LIST)),
  /** Promo codes only: one use per account (DECISIONS.md "Specials"). */
  single_use: z.boolean(),
  audience_keys: z.array(z.string().check(z.trim(), z.regex(/^[a-z0-9_-]{1,40}$/, ADMIN_SPECIAL_MESSAGES.audienceKey))).check(z.maxLength(MAX_LIST)),
  /** Wall-clock times in the store's time zone, 'YYYY-MM-DDTHH:mm'; null is open (from now, or no end). */
  starts_at: storeTime,
  ends_at: storeTime,
  items: specialItemChoiceSchema,
  targets: z.array(specialTargetInputSchema).check(z.maxLength(MAX_LIST)),
});
export type SpecialInput = z.infer<typeof specialInputSchema>;

const itemRefSchema = z.object({ id: z.int(), name: z.string(), brand: z.string(), category: z.string() });
export type SpecialItemRef = z.infer<typeof itemRefSchema>;

// Spread from the shape rather than z.omit: zod's omit would join the shopper's entry bundle, whose zod utilities this module shares.
const { special_targets: _shopperTargets, ...shopperSpecialFields } = specialSchema.shape;
/**
 * A special as the console lists and edits it: the shopper's special (part 1 §3) but for its
 * targets, which the console names with their items, and the console's own fields.
 */
export const adminSpecialSchema = z.object({
  ...shopperSpecialFields,
  single_use: z.boolean(),
  /** The start and end in the store's time zone ('YYYY-MM-DDTHH:mm'); starts_at and ends_at are instants (ISO). */
  starts_local: z.nullable(z.string()),
  ends_local: z.nullable(z.string()),
  paused_at: z.nullable(z.string()),
  state: z.enum(SPECIAL_STATES),
  /** By name: every item on GET admin/specials/{id}, the first SPECIAL_LIST_ITEMS on the list. */
  items: z.array(itemRefSchema),
  /** How many items it discounts in all. */
  item_count: z.int(),
  targets: z.array(z.extend(itemRefSchema, { quantity_required: z.int() })),
  /** Orders placed with this special's promo code (single-use redemptions). */
  redemptions: z.int(),
});
export type AdminSpecial = z.infer<typeof adminSpecialSchema>;

export const adminSpecialListSchema = z.object({ data: z.array(adminSpecialSchema), timezone: z.string() });
export type AdminSpecialList = z.infer<typeof adminSpecialListSchema>;

export const adminSpecialListQuerySchema = z.object({ state: z.optional(z.enum(SPECIAL_STATES)) });
export const adminSpecialIdParamSchema = z.object({ id: queryId });

/** The store's items for the picker: a name, brand or sku search, a brand or a category. */
export const specialItemSearchQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(100))),
  brand: z.optional(z.string().check(z.maxLength(100))),
  category: z.optional(z.enum(CATEGORIES)),
});
export const specialItemSearchSchema = z.object({
  data: z.array(z.extend(itemRefSchema, { med_price_cents: nullableCents, rec_price_cents: nullableCents })),
  /** Every brand and category the store carries, for the picker's choices. */
  brands: z.array(z.string()),
  categories: z.array(z.string()),
});
export type SpecialItemSearch = z.infer<typeof specialItemSearchSchema>;

export const specialPreviewBodySchema = z.strictObject({
  special: specialInputSchema,
  /** The special being edited, left out of the store's live specials the example cart also gets. */
  special_id: z.optional(bodyId),
  /** The menu to price for; Adult Use when the special runs there and this is left out, else its usage type. */
  usage_type: z.optional(z.enum(USAGE_TYPES)),
});

const previewLineSchema = z.extend(itemRefSchema, {
  quantity: z.int(),
  price_cents: cents,
  discounted_price_cents: cents,
});

/** What a special would do: the items it touches with their price before and after, and a cart priced as the cart prices it. */
export const specialPreviewSchema = z.object({
  usage_type: z.enum(USAGE_TYPES),
  items: z.array(previewLineSchema),
  total_items: z.int(),
  example_cart: z.object({
    lines: z.array(previewLineSchema),
    subtotal_cents: cents,
    discount_total_cents: cents,
    tax_cents: cents,
    grand_total_cents: cents,
    rounding_difference_cents: cents,
    /** What this special takes off the example cart, beyond the store's other live specials. */
    special_saving_cents: cents,
  }),
});
export type SpecialPreview = z.infer<typeof specialPreviewSchema>;
