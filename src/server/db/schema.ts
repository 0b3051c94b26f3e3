import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A brand's storefront ("ordering app"); the request host picks one (DECISIONS.md). */
export const orderingApps = pgTable('ordering_apps', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  hosts: text('hosts').array().notNull().default(sql`'{}'::text[]`),
  isMainBrand: boolean('is_main_brand').notNull().default(false),
  logoUrl: text('logo_url').notNull(),
  faviconUrl: text('favicon_url').notNull(),
  mapPinUrl: text('map_pin_url').notNull(),
  mapPinUrlAlt: text('map_pin_url_alt').notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  pointsPerDollar: integer('points_per_dollar').notNull().default(40),
});

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
    id: serial('id').primaryKey(),
    orderingAppId: integer('ordering_app_id')
      .notNull()
      .references(() => orderingApps.id),
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
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    waitTime: integer('wait_time'),
    /** Seven newline-separated lines, Monday first. */
    hours: text('hours').notNull(),
    isDivested: boolean('is_divested').notNull().default(false),
    divestedDisclaimer: text('divested_disclaimer'),
    comingSoonUrl: text('coming_soon_url'),
    useFifo: boolean('use_fifo').notNull().default(false),
    hobFirst: boolean('hob_first').notNull().default(false),
    enableCheckinOrder: boolean('enable_checkin_order').notNull().default(false),
    useIdScanning: boolean('use_id_scanning').notNull().default(false),
    deliveryMinimumCents: integer('delivery_minimum_cents').notNull().default(0),
    deliveryValidZips: text('delivery_valid_zips').array().notNull().default(sql`'{}'::text[]`),
    showPostTaxPricing: boolean('show_post_tax_pricing').notNull().default(false),
    requiresMedicalCardToOrder: boolean('requires_medical_card_to_order').notNull().default(false),
    purchaseLimits: jsonb('purchase_limits').$type<PurchaseLimit[]>().notNull().default([]),
    loyaltyAdmin: jsonb('loyalty_admin').$type<LoyaltyAdmin>().notNull(),
    taxRateMedBps: integer('tax_rate_med_bps').notNull().default(0),
    taxRateRecBps: integer('tax_rate_rec_bps').notNull().default(0),
    /** null, 'closed' or 'ordering_off' (part 1 §3). */
    tempClosedMed: text('temp_closed_med'),
    tempClosedRec: text('temp_closed_rec'),
    isMedMenu: boolean('is_med_menu').notNull().default(false),
    isRecMenu: boolean('is_rec_menu').notNull().default(false),
    isMedComingSoon: boolean('is_med_coming_soon').notNull().default(false),
    isRecComingSoon: boolean('is_rec_coming_soon').notNull().default(false),
    isMedUsersReg: boolean('is_med_users_reg').notNull().default(true),
    isRecUsersReg: boolean('is_rec_users_reg').notNull().default(true),
    isMedUsersLogin: boolean('is_med_users_login').notNull().default(true),
    isRecUsersLogin: boolean('is_rec_users_login').notNull().default(true),
    isMedUsersDisabled: boolean('is_med_users_disabled').notNull().default(false),
    isRecUsersDisabled: boolean('is_rec_users_disabled').notNull().default(false),
    isMedDelivery: boolean('is_med_delivery').notNull().default(false),
    isRecDelivery: boolean('is_rec_delivery').notNull().default(false),
    isMedCurbside: boolean('is_med_curbside').notNull().default(false),
    isRecCurbside: boolean('is_rec_curbside').notNull().default(false),
    isMedPickup: boolean('is_med_pickup').notNull().default(true),
    isRecPickup: boolean('is_rec_pickup').notNull().default(true),
    isMedOboPickup: boolean('is_med_obo_pickup').notNull().default(true),
    isRecOboPickup: boolean('is_rec_obo_pickup').notNull().default(true),
    isMedOboCurbside: boolean('is_med_obo_curbside').notNull().default(false),
    isRecOboCurbside: boolean('is_rec_obo_curbside').notNull().default(false),
    isMedOboDelivery: boolean('is_med_obo_delivery').notNull().default(false),
    isRecOboDelivery: boolean('is_rec_obo_delivery').notNull().default(false),
    isMedAddOverride: boolean('is_med_add_override').notNull().default(false),
    isRecAddOverride: boolean('is_rec_add_override').notNull().default(false),
    isMedCartsDisabled: boolean('is_med_carts_disabled').notNull().default(false),
    isRecCartsDisabled: boolean('is_rec_carts_disabled').notNull().default(false),
  },
  (table) => [index('stores_app_idx').on(table.orderingAppId)],
);

/**
 * Inventory items: one row per product at one store. Prices and sellable quantities are kept per
 * usage type; a null price means the item is not offered for that usage type.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
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
    effects: text('effects').array().notNull().default(sql`'{}'::text[]`),
    flavors: text('flavors').array().notNull().default(sql`'{}'::text[]`),
    terpenes: text('terpenes').array().notNull().default(sql`'{}'::text[]`),
    extractionMethod: text('extraction_method'),
    lineage: text('lineage'),
    strainDescription: text('strain_description'),
    showStrainDetails: boolean('show_strain_details').notNull().default(false),
    /** Collections, consumption methods and experience levels share one tag list. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    displaySize: text('display_size').notNull(),
    weight: text('weight'),
    count: integer('count'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
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
    medSellableQty: integer('med_sellable_qty').notNull().default(0),
    recSellableQty: integer('rec_sellable_qty').notNull().default(0),
    remainingQty: integer('remaining_qty').notNull().default(0),
    reservedQty: integer('reserved_qty').notNull().default(0),
    batchQty: integer('batch_qty').notNull().default(0),
    batchInventoryId: text('batch_inventory_id').notNull(),
    /** Lower ranks come first under "featured"; null is not featured. */
    featuredRank: integer('featured_rank'),
    /** Older batches first when the store uses FIFO menus. */
    receivedAt: timestamp('received_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inventory_store_category_idx').on(table.storeId, table.category),
    index('inventory_store_brand_idx').on(table.storeId, table.brand),
    index('inventory_tags_idx').using('gin', table.tags),
  ],
);

/** Specials (part 1 §3): inventory-level, cart-level, bundles, promo codes, audience-limited. */
export const specials = pgTable(
  'specials',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
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
    promoCodes: text('promo_codes').array().notNull().default(sql`'{}'::text[]`),
    audienceKeys: text('audience_keys').array().notNull().default(sql`'{}'::text[]`),
    singleUse: boolean('single_use').notNull().default(true),
    startsAt: timestamp('starts_at', { mode: 'date', withTimezone: true }),
    endsAt: timestamp('ends_at', { mode: 'date', withTimezone: true }),
  },
  (table) => [uniqueIndex('specials_store_slug_idx').on(table.storeId, table.slug)],
);

/** Items an inventory-level special discounts. */
export const specialItems = pgTable(
  'special_items',
  {
    specialId: integer('special_id')
      .notNull()
      .references(() => specials.id, { onDelete: 'cascade' }),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.specialId, table.inventoryId] }), index('special_items_inventory_idx').on(table.inventoryId)],
);

/** Products a bundle special requires; all must be in the cart. */
export const specialTargets = pgTable(
  'special_targets',
  {
    specialId: integer('special_id')
      .notNull()
      .references(() => specials.id, { onDelete: 'cascade' }),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    quantityRequired: integer('quantity_required').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.specialId, table.inventoryId] })],
);

/** Collection, consumption and experience tags with their display copy. */
export const collections = pgTable('collections', {
  slug: text('slug').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
});

/** Records which seed produced the data, so the demo seed runs once. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
});

/**
 * Our content service's documents (DECISIONS.md "Services the spec calls external"; part 1 §3 "Content
 * items"): one brand's document of a type, addressed by a uid unique within brand and type. `data`
 * holds the type's shape from src/api/content.ts; a document is live once published_on has passed.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: serial('id').primaryKey(),
    orderingAppId: integer('ordering_app_id')
      .notNull()
      .references(() => orderingApps.id),
    type: text('type').notNull(),
    uid: text('uid').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    publishedOn: timestamp('published_on', { mode: 'date', withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_documents_app_type_uid_idx').on(table.orderingAppId, table.type, table.uid),
    index('content_documents_app_type_published_idx').on(table.orderingAppId, table.type, table.publishedOn.desc()),
    index('content_documents_tags_idx').using('gin', table.tags),
  ],
);

/** The current wait in minutes per store (part 1 §7 "wait times per store_id"). */
export const storeWaitTimes = pgTable('store_wait_times', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  minutes: integer('minutes').notNull(),
  updatedAt: timestamp('updated_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
});

/** Marketing list sign-ups (part 1 §7): one row per brand and email, so signing up again changes nothing. */
export const marketingSignups = pgTable(
  'marketing_signups',
  {
    orderingAppId: integer('ordering_app_id')
      .notNull()
      .references(() => orderingApps.id),
    /** Trimmed and lower-cased by the contract before it gets here. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderingAppId, table.email] })],
);

/**
 * Analytics events the shopper consented to (part 1 §7). Append-only, so the id is a bigserial; a
 * deleted store leaves its events with a null store.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderingAppId: integer('ordering_app_id')
      .notNull()
      .references(() => orderingApps.id),
    event: text('event').notNull(),
    path: text('path').notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_app_event_created_idx').on(table.orderingAppId, table.event, table.createdAt)],
);

/* ---------------------------------------------------------------------------------------------- */
/* Accounts (issue 4; part 2 §3). Identity is ours (DECISIONS.md): hashes only, never plain secrets. */

const createdAt = () => timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow();

export type StoredOptPreference = {
  type: 'transaction' | 'marketing';
  opt_in: 'email' | 'text' | 'email,text' | 'none';
  version: string;
  alpineSmsHasOptedIn?: boolean;
  alpineSmsHasOptedOut?: boolean;
  doubleOptInPending?: boolean;
};
export type StoredUserActivity = { type: string; version: string; created: string };

/** A shopper or staff account of one brand; the email (lower-cased) is unique per brand. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    orderingAppId: integer('ordering_app_id')
      .notNull()
      .references(() => orderingApps.id),
    email: text('email').notNull(),
    /** scrypt$… (services/auth/passwords.ts); never the password. */
    passwordHash: text('password_hash').notNull(),
    first: text('first').notNull(),
    last: text('last').notNull(),
    /** 10 digits, no punctuation (part 2 §5). */
    phone: text('phone').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { mode: 'date', withTimezone: true }),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    twilioPrevVerified: boolean('twilio_prev_verified').notNull().default(false),
    receiveMarketing: boolean('receive_marketing').notNull().default(false),
    /** none, pending or confirmed (confirmed = employee discount, no rewards). */
    employeeStatus: text('employee_status').notNull().default('none'),
    isPortalUser: boolean('is_portal_user').notNull().default(false),
    audienceKeys: text('audience_keys').array().notNull().default(sql`'{}'::text[]`),
    optPreferences: jsonb('opt_preferences').$type<StoredOptPreference[]>().notNull().default([]),
    userActivities: jsonb('user_activities').$type<StoredUserActivity[]>().notNull().default([]),
    loyaltyEnrolledAt: timestamp('loyalty_enrolled_at', { mode: 'date', withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_app_email_idx').on(table.orderingAppId, table.email)],
);

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address1: text('address_1').notNull(),
    address2: text('address_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('user_addresses_user_idx').on(table.userId)],
);

/** At most one card per state per user (part 2 §1 "optionally a medical card per state"). */
export const medicalCards = pgTable(
  'medical_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    cardNumber: text('mmj_card_num').notNull(),
    /** yyyy-MM-dd. */
    expiresOn: text('mmj_card_exp_dt').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('medical_cards_user_state_idx').on(table.userId, table.state)],
);

/** part 2 §4 "Store association and ordering rights": pending, confirmed, rejected, suspended. */
export const userStoreAssociations = pgTable(
  'user_store_associations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    associationType: text('association_type').notNull(),
    status: text('status').notNull(),
    state: text('state').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_store_associations_unique_idx').on(table.userId, table.storeId, table.associationType)],
);

/**
 * One-time codes (email confirmation, phone verification, password reset), stored as hashes bound to
 * their subject (services/auth/verification-codes.ts). A code is single use, expires, and burns after
 * 5 wrong attempts; the newest row per user, purpose and subject is the live one.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'email' | 'phone' | 'password_reset'>().notNull(),
    /** The email or phone the code was sent to. */
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { mode: 'date', withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { mode: 'date', withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);

/**
 * Rotating refresh tokens (ASVS 5.0 V10.4.5): stored as SHA-256 hashes; each works once; presenting a
 * used one revokes every token of its family (one sign-in's chain).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { mode: 'date', withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { mode: 'date', withTimezone: true }),
    revokedAt: timestamp('revoked_at', { mode: 'date', withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_idx').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    // Every authenticated request asks whether its session (family) was revoked: only revoked rows
    // are in this index, so the answer never walks a long-lived family's chain of rotations.
    index('refresh_tokens_revoked_family_idx').on(table.familyId).where(sql`${table.revokedAt} is not null`),
  ],
);

/**
 * Rate-limit hits (sign-in failures per account and per address, code requests, public writes),
 * in the database so every API process shares them (issue 4: "not only in process memory").
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_hits_bucket_key_at_idx').on(table.bucket, table.key, table.at)],
);

/**
 * Every email and text goes through here (DECISIONS.md "Email and SMS"), written in the transaction
 * of the change it tells of. The delivery worker (services/outbox/delivery-worker.ts) sends rows
 * whose next_attempt_at has come: claiming one moves next_attempt_at past the send's lease, so
 * another process skips it; a send records sent_at, a failure its error and the next try. Rows no
 * transport was configured for keep next_attempt_at null: recorded only.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    orderingAppId: integer('ordering_app_id').references(() => orderingApps.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { mode: 'date', withTimezone: true }),
    error: text('error'),
    /** Sends tried so far (each claim counts one, so a send cut short by a crash counts too). */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may next claim the row; null once sent, given up, or when nothing can send it. */
    nextAttemptAt: timestamp('next_attempt_at', { mode: 'date', withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_messages_due_idx').on(table.nextAttemptAt).where(sql`${table.nextAttemptAt} is not null`),
  ],
);

/**
 * Our rewards ledger (DECISIONS.md "Rewards provider"): credits (orders finished, adjustments) and
 * debits (redemptions) in points; the balance is the sum. Pending points belong to open orders.
 */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('loyalty_ledger_user_idx').on(table.userId)],
);

export * from './order-schema';
export * from './idempotency-schema';
export * from './staff-schema';
