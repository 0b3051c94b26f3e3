import * as z from 'zod/mini';
import { CATEGORIES, COLLECTIONS, STRAIN_TYPES } from '@/domain/categories';
import {
  BULK_MAX_ITEMS,
  BULK_PERCENT_MAX,
  BULK_PERCENT_MIN,
  ITEM_TEXT_LIMITS,
  MAX_ITEM_IMAGES,
  MAX_ITEM_PRICE_CENTS,
  MAX_ITEM_TAGS,
  MAX_POTENCY,
  MAX_SELLABLE_QTY,
  MIN_ITEM_PRICE_CENTS,
  PRODUCT_IMAGE_MAX_BYTES,
  TAG_PATTERN,
} from '@/domain/catalog-edits';
import { USAGE_TYPES } from '@/domain/usage-type';
import { bodyId, listResponse, queryId } from './common';
import { optionalFields } from './patch-fields';
import { potencySchema } from './inventory';

/**
 * The console's catalog and stock table (README "The operator console"; part 1 §3 Inventory, §7):
 * every item of one store for one usage type, paged on the server, and the edits of one item or of
 * a selection. Store managers reach their own stores only (403 'You cannot manage this store.');
 * an item of another brand answers 404 like a missing one.
 */
/** The image types a product may show (what every browser displays), which POST admin/items/{id}/images takes. */
export const ITEM_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const ADMIN_CATALOG_MESSAGES = {
  itemNotFound: 'Item not found.',
  nothingToChange: 'Change at least one field.',
  notInStore: 'Some items are not in this store.',
  unknownImage: 'Images can only be reordered or removed here; upload new ones.',
  tooManyImages: `An item can have at most ${MAX_ITEM_IMAGES} images.`,
  imageTooLarge: `Images can be at most ${PRODUCT_IMAGE_MAX_BYTES / 1_048_576} MB.`,
  imageType: 'Upload a JPEG, PNG, WebP or GIF image.',
  price: `Enter a price from $0.01 to $${(MAX_ITEM_PRICE_CENTS / 100).toLocaleString('en-US')}, in dollars and cents (e.g. 35.00), or leave it empty.`,
  quantity: `Enter a whole number of units from 0 to ${MAX_SELLABLE_QTY.toLocaleString('en-US')}.`,
  potency: `Enter a number from 0 to ${MAX_POTENCY.toLocaleString('en-US')} (e.g. 22.5), or leave it empty.`,
} as const;

/** The table's sort columns; 'received' is when the batch came in (FIFO order). */
export const ADMIN_CATALOG_SORTS = ['name', 'brand', 'category', 'price', 'quantity', 'received'] as const;
export type AdminCatalogSort = (typeof ADMIN_CATALOG_SORTS)[number];

const pageLimit = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50);
const pageOffset = z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0);

/** GET admin/stores/{id}/items: the table's search, the spec's filters (part 1 §3), sort and page. */
export const adminCatalogQuerySchema = z.object({
  usage_type: z._default(z.enum(USAGE_TYPES), 'recreational'),
  /** Part of the name, brand, display name or sku (quotes and backslashes dropped, part 1 §5). */
  search: z.optional(z.string().check(z.maxLength(200))),
  category: z.optional(z.enum(CATEGORIES)),
  brand: z.optional(z.string().check(z.maxLength(200))),
  strain_type: z.optional(z.enum(STRAIN_TYPES)),
  visibility: z._default(z.enum(['all', 'visible', 'hidden']), 'all'),
  /** in: sellable quantity above zero for the usage type; out: zero. */
  stock: z._default(z.enum(['all', 'in', 'out']), 'all'),
  sort: z._default(z.enum(ADMIN_CATALOG_SORTS), 'name'),
  dir: z._default(z.enum(['asc', 'desc']), 'asc'),
  limit: pageLimit,
  offset: pageOffset,
});
export type AdminCatalogQuery = z.infer<typeof adminCatalogQuerySchema>;
export type AdminCatalogQueryInput = z.input<typeof adminCatalogQuerySchema>;

/** One row of the table: an item as the usage type sees it. */
export const adminCatalogRowSchema = z.object({
  id: z.int(),
  /** The batch's inventory id, unique per store: what imports and the feed name the item by. */
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.enum(CATEGORIES),
  sub_category: z.string(),
  strain_type: z.nullable(z.enum(STRAIN_TYPES)),
  size: z.string(),
  /** Null: not offered to this usage type (never listed to its shoppers). */
  price_cents: z.nullable(z.int()),
  sellable_qty: z.int(),
  /** Hidden from this usage type's shoppers (kept with its price and stock). */
  hidden: z.boolean(),
  potency_unit: z.enum(['%', 'mg']),
  thc: z.nullable(z.number()),
  cbd: z.nullable(z.number()),
  tags: z.array(z.string()),
  /** The first image, or null. */
  image: z.nullable(z.string()),
  received_at: z.string(),
});
export type AdminCatalogRow = z.infer<typeof adminCatalogRowSchema>;
export const adminCatalogListSchema = listResponse(adminCatalogRowSchema);
export type AdminCatalogList = z.infer<typeof adminCatalogListSchema>;

const perUsage = <T extends z.ZodMiniType>(value: T) => z.object({ medical: value, recreational: value });

/** GET admin/items/{id}: everything the console edits about one item. */
export const adminItemSchema = z.object({
  id: z.int(),
  store_id: z.int(),
  sku: z.string(),
  name: z.string(),
  ecomm_display_name: z.string(),
  brand: z.string(),
  category: z.enum(CATEGORIES),
  sub_category: z.string(),
  strain_type: z.nullable(z.enum(STRAIN_TYPES)),
  strain: z.nullable(z.string()),
  size: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  images: z.array(z.string()),
  potency: potencySchema,
  /** Unit price per usage type in cents; null = not offered to it. */
  prices: perUsage(z.nullable(z.int())),
  sellable_qty: perUsage(z.int()),
  remaining_qty: z.int(),
  reserved_qty: z.int(),
  hidden_usage_types: z.array(z.enum(USAGE_TYPES)),
  received_at: z.string(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;

// One set of limits with the import and the feed (src/domain/catalog-edits.ts): an imported item stays editable.
const price = z.nullable(
  z.int({ error: ADMIN_CATALOG_MESSAGES.price }).check(z.minimum(MIN_ITEM_PRICE_CENTS, ADMIN_CATALOG_MESSAGES.price), z.maximum(MAX_ITEM_PRICE_CENTS, ADMIN_CATALOG_MESSAGES.price)),
);
const quantity = z.int({ error: ADMIN_CATALOG_MESSAGES.quantity }).check(z.minimum(0, ADMIN_CATALOG_MESSAGES.quantity), z.maximum(MAX_SELLABLE_QTY, ADMIN_CATALOG_MESSAGES.quantity));
const potencyValue = z.nullable(z.number({ error: ADMIN_CATALOG_MESSAGES.potency }).check(z.minimum(0, ADMIN_CATALOG_MESSAGES.potency), z.maximum(MAX_POTENCY, ADMIN_CATALOG_MESSAGES.potency)));
const tag = z.string().check(z.regex(TAG_PATTERN, 'Tags are lower-case letters, digits and dashes.'));
const unique = (list: readonly unknown[]) => new Set(list).size === list.length;

/**
 * PATCH admin/items/{id}: only the fields sent change. `images` is the item's current images in the
 * new order, any left out removed (new ones come from POST admin/items/{id}/images).
 */
export const adminItemPatchSchema = z.strictObject({
  prices: z.optional(z.strictObject(optionalFields({ medical: price, recreational: price }))),
  sellable_qty: z.optional(z.strictObject(optionalFields({ medical: quantity, recreational: quantity }))),
  hidden_usage_types: z.optional(z.array(z.enum(USAGE_TYPES)).check(z.maxLength(USAGE_TYPES.length), z.refine(unique, 'Name each usage type once.'))),
  ecomm_display_name: z.optional(z.string().check(z.trim(), z.minLength(1, 'Enter a display name.'), z.maxLength(ITEM_TEXT_LIMITS.name))),
  description: z.optional(z.string().check(z.maxLength(ITEM_TEXT_LIMITS.description))),
  potency: z.optional(
    z.strictObject(
      optionalFields({
        unit: z.enum(['%', 'mg']),
        thc: potencyValue,
        thca: potencyValue,
        cbd: potencyValue,
        cbda: potencyValue,
        cbn: potencyValue,
        cbg: potencyValue,
        thc_each: potencyValue,
        cbd_each: potencyValue,
      }),
    ),
  ),
  tags: z.optional(z.array(tag).check(z.maxLength(MAX_ITEM_TAGS), z.refine(unique, 'Name each tag once.'))),
  images: z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(MAX_ITEM_IMAGES), z.refine(unique, 'Name each image once.'))),
});
export type AdminItemPatch = z.infer<typeof adminItemPatchSchema>;

/** What a bulk edit does to each selected item for the usage type. */
export const bulkActionSchema = z.discriminatedUnion('type', [
  /** Every offered price moves by a whole `percent` (rounded to the cent, at least 1 cent): no float a cent off. */
  z.strictObject({ type: z.literal('price_percent'), percent: z.int({ error: 'Enter a whole percent.' }).check(z.minimum(BULK_PERCENT_MIN), z.maximum(BULK_PERCENT_MAX), z.refine((n) => n !== 0, 'Enter a change other than 0 %.')) }),
  z.strictObject({ type: z.literal('hide') }),
  z.strictObject({ type: z.literal('show') }),
  /** Move into a collection (part 1 §2 /collection/{tag}). */
  z.strictObject({ type: z.literal('add_tag'), tag: z.enum(COLLECTIONS) }),
  z.strictObject({ type: z.literal('remove_tag'), tag }),
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;

/** POST admin/stores/{id}/items/bulk: one transaction; every id must be an item of the store. */
export const adminBulkEditSchema = z.strictObject({
  usage_type: z.enum(USAGE_TYPES),
  ids: z.array(bodyId).check(z.minLength(1, 'Select at least one item.'), z.maxLength(BULK_MAX_ITEMS), z.refine(unique, 'Name each item once.')),
  action: bulkActionSchema,
});
export type AdminBulkEdit = z.infer<typeof adminBulkEditSchema>;

/** How many of the selected items the bulk edit changed (the rest already were as asked). */
export const adminBulkResultSchema = z.object({ changed: z.int(), unchanged: z.int() });
export type AdminBulkResult = z.infer<typeof adminBulkResultSchema>;

export const adminStoreIdParamSchema = z.object({ id: queryId });
export const adminItemIdParamSchema = z.object({ id: queryId });

/** Product images the console uploads are public, like the catalog's own (served with their proven type). */
export const PRODUCT_IMAGE_KEY_PATTERN = /^product-[a-f0-9]{32}$/;
export const productImageKeyParamSchema = z.object({ key: z.string().check(z.regex(PRODUCT_IMAGE_KEY_PATTERN, 'Unknown image')) });
