import { bigserial, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownedByCart } from './carts';
import { ownedBySpecial } from './catalog';
import { at, createdAt } from './columns';
import { kioskDevices } from './staff';
import { ownedByUser, userMention } from './users';

/** Every status change of an order: who, when, from and to (the staff order queue reads it). */
export const cartStatusChanges = pgTable(
  'cart_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: ownedByCart(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    changedByUserId: userMention('changed_by_user_id'),
    /** The kiosk a shopper checked in at (DECISIONS.md "Kiosk mode"); no user is signed in there. */
    kioskId: integer('kiosk_id').references(() => kioskDevices.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
    /** Why staff rejected or cancelled the order (src/domain/order-stop-reasons.ts); null for every other change and a customer's own cancel. */
    reason: text('reason'),
    reasonNote: text('reason_note'),
  },
  (table) => [index('cart_status_changes_cart_idx').on(table.cartId)],
);

/** Single-use promo codes: one row per account and special, taken when an order is placed. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    userId: ownedByUser(),
    specialId: ownedBySpecial(),
    cartId: ownedByCart(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.specialId] })],
);
