import { date, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brandId } from './brands';
import { flag, id, textList, updatedAt } from './columns';

export type LoyaltyAdmin = {
  on_cart: boolean;
  on_account: boolean;
  medical_redemption: string;
  recreational_redemption: string;
  require_min_for_med: string;
  require_min_for_rec: string;
};
export type PurchaseLimit = { category: string; med_limit: number | null; rec_limit: number | null };

/** Stores: every field of spec part 1 §3. Money in cents, tax in basis points. */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    orderingAppId: brandId(),
    storeSlug: text('store_slug').notNull().unique(),
    name: text('name').notNull(),
    ecommDisplayName: text('ecomm_display_name').notNull(),
    address1: text('address_1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    timezone: text('timezone').notNull().default('America/New_York'),
    thumbnailImageUrl: text('thumbnail_image_url'),
    imageUrls: textList('image_urls'),
    waitTime: integer('wait_time'),
    /** Seven newline-separated lines, Monday first. */
    hours: text('hours').notNull(),
    isDivested: flag('is_divested'),
    divestedDisclaimer: text('divested_disclaimer'),
    comingSoonUrl: text('coming_soon_url'),
    useFifo: flag('use_fifo'),
    hobFirst: flag('hob_first'),
    enableCheckinOrder: flag('enable_checkin_order'),
    useIdScanning: flag('use_id_scanning'),
    deliveryMinimumCents: integer('delivery_minimum_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    deliveryValidZips: textList('delivery_valid_zips'),
    showPostTaxPricing: flag('show_post_tax_pricing'),
    requiresMedicalCardToOrder: flag('requires_medical_card_to_order'),
    purchaseLimits: jsonb('purchase_limits').$type<PurchaseLimit[]>().notNull().default([]),
    loyaltyAdmin: jsonb('loyalty_admin').$type<LoyaltyAdmin>().notNull(),
    taxRateMedBps: integer('tax_rate_med_bps').notNull().default(0),
    taxRateRecBps: integer('tax_rate_rec_bps').notNull().default(0),
    /** null, 'closed' or 'ordering_off' (part 1 §3). */
    tempClosedMed: text('temp_closed_med'),
    tempClosedRec: text('temp_closed_rec'),
    isMedMenu: flag('is_med_menu'),
    isRecMenu: flag('is_rec_menu'),
    isMedComingSoon: flag('is_med_coming_soon'),
    isRecComingSoon: flag('is_rec_coming_soon'),
    isMedUsersReg: flag('is_med_users_reg', true),
    isRecUsersReg: flag('is_rec_users_reg', true),
    isMedUsersLogin: flag('is_med_users_login', true),
    isRecUsersLogin: flag('is_rec_users_login', true),
    isMedUsersDisabled: flag('is_med_users_disabled'),
    isRecUsersDisabled: flag('is_rec_users_disabled'),
    isMedDelivery: flag('is_med_delivery'),
    isRecDelivery: flag('is_rec_delivery'),
    isMedCurbside: flag('is_med_curbside'),
    isRecCurbside: flag('is_rec_curbside'),
    isMedPickup: flag('is_med_pickup', true),
    isRecPickup: flag('is_rec_pickup', true),
    isMedOboPickup: flag('is_med_obo_pickup', true),
    isRecOboPickup: flag('is_rec_obo_pickup', true),
    isMedOboCurbside: flag('is_med_obo_curbside'),
    isRecOboCurbside: flag('is_rec_obo_curbside'),
    isMedOboDelivery: flag('is_med_obo_delivery'),
    isRecOboDelivery: flag('is_rec_obo_delivery'),
    isMedAddOverride: flag('is_med_add_override'),
    isRecAddOverride: flag('is_rec_add_override'),
    isMedCartsDisabled: flag('is_med_carts_disabled'),
    isRecCartsDisabled: flag('is_rec_carts_disabled'),
  },
  (table) => [index('stores_app_idx').on(table.orderingAppId)],
);

/** The store a row belongs to, kept as long as the store is. */
export const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);

/** The store a row belongs to, deleted with it. */
export const ownedByStore = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/** The current wait in minutes per store (part 1 §7 "wait times per store_id"). */
export const storeWaitTimes = pgTable('store_wait_times', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  minutes: integer('minutes').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Dated exceptions to a store's weekly hours (holidays, early close), on the store's own calendar:
 * `hours` is a line like the weekly ones ('Closed' or '10:00 AM - 3:00 PM') and wins over that
 * weekday's line on `on_date`.
 */
export const storeHourExceptions = pgTable(
  'store_hour_exceptions',
  {
    id: id(),
    storeId: ownedByStore(),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    hours: text('hours').notNull(),
    /** Why, shown to shoppers, e.g. 'Thanksgiving'. */
    note: text('note').notNull().default(''),
  },
  (table) => [uniqueIndex('store_hour_exceptions_store_date_idx').on(table.storeId, table.onDate)],
);
