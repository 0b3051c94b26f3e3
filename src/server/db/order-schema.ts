import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inventoryItems, orderingApps, specials, stores, users } from './schema';
import { kioskDevices } from './staff-schema';

/**
 * Carts, orders and support requests (issue 5). A cart and the order it becomes are one row
 * (part 2 §3 "Cart / order"): `pending` while shopping, then requested/awaiting_checkin/submitted and
 * on through the staff workflow. Money is integer cents.
 */

const at = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });

/** A priced order frozen when it is placed (src/domain/cart-pricing-types.ts PricedCart, as JSON). */
export type FrozenPricing = Record<string, unknown>;
export type CartAddressSnapshot = { address_id: number | null; address_1: string; address_2: string | null; city: string; state: string; zip: string };

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    orderingAppId: integer('ordering_app_id')
      .notNull()
      .references(() => orderingApps.id),
    /** Null only for anonymous staff orders (issue 7). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    usageType: text('usage_type').notNull(),
    /** pickup or delivery; curbside and check-in are pickups with a flag (part 2 §3, DECISIONS.md). */
    orderType: text('order_type').notNull().default('pickup'),
    curbsidePickup: boolean('curbside_pickup').notNull().default(false),
    vehicleDescription: text('vehicle_description'),
    checkin: boolean('checkin').notNull().default(false),
    notes: text('notes'),
    status: text('status').notNull().default('pending'),
    promoCode: text('promo_code'),
    promoSpecialId: integer('promo_special_id').references(() => specials.id, { onDelete: 'set null' }),
    loyaltyPointsRedeemed: integer('loyalty_points_redeemed').notNull().default(0),
    address: jsonb('address').$type<CartAddressSnapshot>(),
    deliveryStartTime: at('delivery_start_time'),
    deliveryEndTime: at('delivery_end_time'),
    /** The idempotency key of the submit that placed this order: the same key never makes two orders. */
    submitKey: text('submit_key'),
    /** The priced cart at the moment it was placed; an order's totals never move afterwards. */
    pricing: jsonb('pricing').$type<FrozenPricing>(),
    grandTotalCents: integer('grand_total_cents'),
    loyaltyPointsAccrued: integer('loyalty_points_accrued').notNull().default(0),
    submittedOn: at('submitted_on'),
    /** Staff who started the order on a customer's behalf (issue 7). */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    anonymous: boolean('anonymous').notNull().default(false),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // One open cart per shopper: "a cart is reused only while pending" (part 2 §4).
    uniqueIndex('carts_one_pending_per_user_idx').on(table.userId).where(sql`status = 'pending' AND created_by_user_id IS NULL`),
    uniqueIndex('carts_submit_key_idx').on(table.submitKey),
    index('carts_user_status_idx').on(table.userId, table.status, table.submittedOn),
    index('carts_store_submitted_idx').on(table.storeId, table.submittedOn),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventoryItems.id),
    quantity: integer('quantity').notNull(),
    /** The unit price (after item specials) the shopper was last shown; a change becomes a warning. */
    seenUnitPriceCents: integer('seen_unit_price_cents'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_cart_inventory_idx').on(table.cartId, table.inventoryId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Every status change of an order: who, when, from and to (issue 7 reads it for the queue). */
export const cartStatusChanges = pgTable(
  'cart_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The kiosk a shopper checked in at (issue 7); no user is signed in there. */
    kioskId: integer('kiosk_id').references(() => kioskDevices.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('cart_status_changes_cart_idx').on(table.cartId)],
);

/** Single-use promo codes: one row per account and special, taken when an order is placed. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialId: integer('special_id')
      .notNull()
      .references(() => specials.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.specialId] })],
);

/** Operator switches read by the storefront (the delivery outage of part 2 §7 saas_vendor_status). */
export const vendorStatuses = pgTable('vendor_statuses', {
  vendor: text('vendor').primaryKey(),
  isDown: boolean('is_down').notNull().default(false),
  message: text('message'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Files uploaded for returns (DECISIONS.md: a storage interface, local disk by default). */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Contact and support requests (part 2 §3 "Contact request"); each is also sent through the outbox. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    orderingAppId: integer('ordering_app_id')
      .notNull()
      .references(() => orderingApps.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    storeId: integer('store_id').references(() => stores.id),
    requestType: text('request_type').notNull(),
    section: text('section').notNull(),
    subSection: text('sub_section'),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    sendTo: text('send_to').notNull(),
    customerType: text('customer_type'),
    orderId: integer('order_id').references(() => carts.id, { onDelete: 'set null' }),
    productId: integer('product_id'),
    productName: text('product_name'),
    productInfo: jsonb('product_info').$type<Record<string, unknown>>(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('contact_requests_app_created_idx').on(table.orderingAppId, table.createdAt)],
);
