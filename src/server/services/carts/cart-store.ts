import { and, eq } from 'drizzle-orm';
import type { OrderTypeChoice } from '@/api/cart';
import { categoryLabel, isCategory } from '@/domain/categories';
import type { DeliveryStoreInput } from '@/domain/delivery-zip';
import { storeCartFacts, type StoreCartInput } from '@/domain/store-cart-rules';
import { storeDisplayName, usageAvailability, type StoreOrderingInput } from '@/domain/store-ordering';
import type { UsageType } from '@/domain/usage-type';
import { orderingApps, stores } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { STORE_NOT_FOUND } from '@/server/services/catalog/inventory-service';
import type { Db } from './cart-db';

/** The store of a cart and what its flags mean for ordering (part 1 §3 store fields, §4; part 2 §3). */
export type StoreRow = typeof stores.$inferSelect;


/** A store of the request's brand, locked for a write when asked; another brand's store is unknown (404). */
export async function brandStoreRow(db: Db, orderingAppId: number, storeId: number, options: { lock?: boolean } = {}): Promise<StoreRow> {
  const query = db.select().from(stores).where(and(eq(stores.id, storeId), eq(stores.orderingAppId, orderingAppId)));
  const [store] = options.lock ? await query.for('update') : await query;
  if (!store) throw notFound(STORE_NOT_FOUND);
  return store;
}

export async function storeRow(db: Db, storeId: number): Promise<StoreRow> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound(STORE_NOT_FOUND);
  return store;
}

/**
 * The cart's store and its brand's rewards rate (points per dollar; 40 when unset) in one statement:
 * every cart answer needs both.
 */
export async function storeAndPointsRate(db: Db, storeId: number, orderingAppId: number): Promise<{ store: StoreRow; pointsPerDollar: number }> {
  const [row] = await db
    .select({ store: stores, pointsPerDollar: orderingApps.pointsPerDollar })
    .from(stores)
    .leftJoin(orderingApps, eq(orderingApps.id, orderingAppId))
    .where(eq(stores.id, storeId));
  if (!row) throw notFound(STORE_NOT_FOUND);
  return { store: row.store, pointsPerDollar: row.pointsPerDollar ?? 40 };
}

const closure = (value: string | null) => (value === 'closed' || value === 'ordering_off' ? value : null);

export function orderingInput(store: StoreRow): StoreOrderingInput {
  return {
    name: store.name,
    ecomm_display_name: store.ecommDisplayName,
    is_divested: store.isDivested,
    is_med_menu: store.isMedMenu,
    is_rec_menu: store.isRecMenu,
    is_med_coming_soon: store.isMedComingSoon,
    is_rec_coming_soon: store.isRecComingSoon,
    temp_closed_med: closure(store.tempClosedMed),
    temp_closed_rec: closure(store.tempClosedRec),
  };
}

export function deliveryInput(store: StoreRow): DeliveryStoreInput {
  return {
    ...orderingInput(store),
    id: store.id,
    is_med_delivery: store.isMedDelivery,
    is_rec_delivery: store.isRecDelivery,
    delivery_valid_zips: store.deliveryValidZips,
  };
}

export const storeName = (store: StoreRow) => storeDisplayName(orderingInput(store));

/** Where ordering stands for a usage type: open, paused (ordering_off), temporarily closed, or not offered. */
export function orderingState(store: StoreRow, usage: UsageType) {
  const availability = usageAvailability(orderingInput(store), usage);
  const cart = storeCartFacts(cartInput(store), usage);
  return {
    /** The store takes online orders for the usage type at all (a menu that runs, carts not switched off). */
    ordersOnline: cart.ordersOnline,
    /** Adding to a cart is refused while paused, unless the store allows the cart meanwhile (check 6). */
    addingPaused: cart.ordersPaused,
    restrictionMessage: cart.restrictionMessage,
    orderingOff: availability === 'ordering-off',
    temporarilyClosed: availability === 'temporarily-closed',
  };
}

function cartInput(store: StoreRow): StoreCartInput {
  return {
    ...orderingInput(store),
    is_med_carts_disabled: store.isMedCartsDisabled,
    is_rec_carts_disabled: store.isRecCartsDisabled,
    is_med_add_override: store.isMedAddOverride,
    is_rec_add_override: store.isRecAddOverride,
    is_med_users_disabled: store.isMedUsersDisabled,
    is_rec_users_disabled: store.isRecUsersDisabled,
  };
}

/** Whether the store offers an order type for the usage type (part 2 §4 "Delivery check and checkout"). */
export function offersOrderType(store: StoreRow, usage: UsageType, choice: OrderTypeChoice): boolean {
  const medical = usage === 'medical';
  switch (choice) {
    case 'pickup':
      return medical ? store.isMedPickup : store.isRecPickup;
    case 'curbside':
      return medical ? store.isMedCurbside : store.isRecCurbside;
    case 'delivery':
      return medical ? store.isMedDelivery : store.isRecDelivery;
    case 'checkin':
      return store.enableCheckinOrder;
  }
}

export const taxRateFor = (store: StoreRow, usage: UsageType) => (usage === 'medical' ? store.taxRateMedBps : store.taxRateRecBps);

/** A category as the store's menu names it (NY/PA medical edibles are Ingestibles). */
export const labelOf = (category: string, store: Pick<StoreRow, 'state'>, usage: UsageType) =>
  isCategory(category) ? categoryLabel(category, store.state, usage) : category;
