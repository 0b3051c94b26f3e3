import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, flag, id, textList } from './columns';
import { storeId } from './stores';

/**
 * Inventory items: one row per product at one store. Prices and sellable quantities are kept per
 * usage type; a null price means the item is not offered for that usage type.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: id(),
    storeId: storeId(),
    name: text('name').notNull(),
    ecommDisplayName: text('ecomm_display_name').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    strainType: text('strain_type'),
    strain: text('strain'),
    description: text('description').notNull(),
    dosingNotes: text('dosing_notes'),
    cbdThcRatio: text('cbd_thc_ratio'),
    effects: textList('effects'),
    flavors: textList('flavors'),
    terpenes: textList('terpenes'),
    extractionMethod: text('extraction_method'),
    lineage: text('lineage'),
    strainDescription: text('strain_description'),
    showStrainDetails: flag('show_strain_details'),
    /** Collections, consumption methods and experience levels share one tag list. */
    tags: textList('tags'),
    displaySize: text('display_size').notNull(),
    weight: text('weight'),
    count: integer('count'),
    images: textList('images'),
    skuName: text('sku_name').notNull(),
    potencyUnit: text('potency_unit').notNull().default('%'),
    thc: real('thc'),
    thca: real('thca'),
    cbd: real('cbd'),
    cbda: real('cbda'),
    cbn: real('cbn'),
    cbg: real('cbg'),
    thcEach: real('thc_each'),
    cbdEach: real('cbd_each'),
    medPriceCents: integer('med_price_cents'),
    recPriceCents: integer('rec_price_cents'),
    /** Usage types the item is hidden from (console visibility): kept with its price and stock, not listed or sold. */
    hiddenUsageTypes: textList('hidden_usage_types'),
    medSellableQty: integer('med_sellable_qty').notNull().default(0),
    recSellableQty: integer('rec_sellable_qty').notNull().default(0),
    remainingQty: integer('remaining_qty').notNull().default(0),
    reservedQty: integer('reserved_qty').notNull().default(0),
    batchQty: integer('batch_qty').notNull().default(0),
    batchInventoryId: text('batch_inventory_id').notNull(),
    /** Lower ranks come first under "featured"; null is not featured. */
    featuredRank: integer('featured_rank'),
    /** Older batches first when the store uses FIFO menus. */
    receivedAt: at('received_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('inventory_store_category_idx').on(table.storeId, table.category),
    index('inventory_store_brand_idx').on(table.storeId, table.brand),
    index('inventory_tags_idx').using('gin', table.tags),
    // The point-of-sale feed and imports name an item by its sku, the batch's inventory id (README "The point-of-sale feed").
    uniqueIndex('inventory_store_sku_idx').on(table.storeId, table.batchInventoryId),
  ],
);

/** Specials (part 1 §3): inventory-level, cart-level, bundles, promo codes, audience-limited. */
export const specials = pgTable(
  'specials',
  {
    id: id(),
    storeId: storeId(),
    slug: text('slug'),
    title: text('title').notNull(),
    caption: text('caption').notNull(),
    imageUrl: text('image_url'),
    /** percent, dollar (cents off), price (fixed cents), bundle (bundle_price_cents for all targets). */
    discountType: text('discount_type').notNull(),
    /** inventory or cart. */
    discountLevel: text('discount_level').notNull(),
    discountPercent: real('discount_percent'),
    discountDollarCents: integer('discount_dollar_cents'),
    bundlePriceCents: integer('bundle_price_cents'),
    usageTypes: text('usage_types').array().notNull().default(sql`'{medical,recreational}'::text[]`),
    promoCodes: textList('promo_codes'),
    audienceKeys: textList('audience_keys'),
    singleUse: flag('single_use', true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** Set while an operator has paused the special: it stops applying until resumed (README "Specials in the console"). */
    pausedAt: at('paused_at'),
  },
  (table) => [uniqueIndex('specials_store_slug_idx').on(table.storeId, table.slug)],
);

/** The special a row belongs to, deleted with it. */
export const ownedBySpecial = () =>
  integer('special_id')
    .notNull()
    .references(() => specials.id, { onDelete: 'cascade' });

/** A special's link to one product, gone with either. */
const specialAndItem = () => ({
  specialId: ownedBySpecial(),
  inventoryId: integer('inventory_id')
    .notNull()
    .references(() => inventoryItems.id, { onDelete: 'cascade' }),
});

/** Items an inventory-level special discounts. */
export const specialItems = pgTable('special_items', specialAndItem(), (table) => [
  primaryKey({ columns: [table.specialId, table.inventoryId] }),
  index('special_items_inventory_idx').on(table.inventoryId),
]);

/** Products a bundle special requires; all must be in the cart. */
export const specialTargets = pgTable(
  'special_targets',
  { ...specialAndItem(), quantityRequired: integer('quantity_required').notNull().default(1) },
  (table) => [primaryKey({ columns: [table.specialId, table.inventoryId] })],
);

/** Collection, consumption and experience tags with their display copy. */
export const collections = pgTable('collections', {
  slug: text('slug').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
});
