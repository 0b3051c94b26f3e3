import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brandId } from './brands';
import { inventoryItems, specials } from './catalog';
import { at, createdAt, flag, id, updatedAt } from './columns';
import { storeId } from './stores';
import { userMention } from './users';

/**
 * Carts and the orders they become. A cart and its order are one row (part 2 §3 "Cart / order";
 * README "The cart is the order"): `pending` while shopping, then requested/awaiting_checkin/submitted
 * and on through the staff workflow (part 2 §4). Money is integer cents.
 */

/** A priced order frozen when it is placed (src/domain/cart-pricing-types.ts PricedCart, as JSON). */
export type FrozenPricing = Record<string, unknown>;
export type CartAddressSnapshot = { address_id: number | null; address_1: string; address_2: string | null; city: string; state: string; zip: string };

export const carts = pgTable(
  'carts',
  {
    id: id(),
    orderingAppId: brandId(),
    /** Null only for anonymous staff orders (part 2 §6 "Portal user"). */
    userId: userMention('user_id'),
    storeId: storeId(),
    usageType: text('usage_type').notNull(),
    /** pickup or delivery; curbside and check-in are pickups with a flag (part 2 §3, DECISIONS.md). */
    orderType: text('order_type').notNull().default('pickup'),
    curbsidePickup: flag('curbside_pickup'),
    vehicleDescription: text('vehicle_description'),
    checkin: flag('checkin'),
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
    /** Staff who started the order on a customer's behalf (part 2 §4 "Staff order on behalf"). */
    createdByUserId: userMention('created_by_user_id'),
    anonymous: flag('anonymous'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One open cart per shopper: "a cart is reused only while pending" (part 2 §4).
    uniqueIndex('carts_one_pending_per_user_idx').on(table.userId).where(sql`status = 'pending' AND created_by_user_id IS NULL`),
    uniqueIndex('carts_submit_key_idx').on(table.submitKey),
    index('carts_user_status_idx').on(table.userId, table.status, table.submittedOn),
    index('carts_store_submitted_idx').on(table.storeId, table.submittedOn),
  ],
);

/** The order a row belongs to, deleted with it. */
export const ownedByCart = () =>
  integer('cart_id')
    .notNull()
    .references(() => carts.id, { onDelete: 'cascade' });

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: ownedByCart(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventoryItems.id),
    quantity: integer('quantity').notNull(),
    /** The unit price (after item specials) the shopper was last shown; a change becomes a warning. */
    seenUnitPriceCents: integer('seen_unit_price_cents'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_items_cart_inventory_idx').on(table.cartId, table.inventoryId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
