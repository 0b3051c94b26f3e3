import { eq } from 'drizzle-orm';
import type { AddToCartFacts } from '@/domain/add-to-cart-gate';
import { categoryLimit, quantityInCategory } from '@/domain/purchase-limits';
import { otherUsageType, type UsageType } from '@/domain/usage-type';
import { inventoryItems } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { Db } from './cart-db';
import { loadLines, type LineRow } from './cart-line-rows';
import type { CartRow } from './cart-records';
import { labelOf, orderingState, type StoreRow } from './cart-store';
import { hasContactMethod, inGoodStanding, loadShopperFacts, type ShopperFacts, type UserRow } from './shopper-facts';

/** The facts of the add-to-cart gate (src/domain/add-to-cart-gate.ts), read from the database. */
export const ITEM_NOT_FOUND = 'Item not found.';

export type ItemRow = typeof inventoryItems.$inferSelect;

export async function itemRow(db: Db, inventoryId: number): Promise<ItemRow> {
  const [item] = await db.select().from(inventoryItems).where(eq(inventoryItems.id, inventoryId));
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

/**
 * A product belongs to the usage type it has a price for and is not hidden from in the console (the
 * asked one first); its stock is that usage's.
 */
export function itemOffer(item: ItemRow, usage: UsageType): { usageType: UsageType; sellable: number } {
  const offered = (type: UsageType) => (type === 'medical' ? item.medPriceCents : item.recPriceCents) !== null && !item.hiddenUsageTypes.includes(type);
  const sellableFor = (type: UsageType) => Math.max(type === 'medical' ? item.medSellableQty : item.recSellableQty, 0);
  if (offered(usage)) return { usageType: usage, sellable: sellableFor(usage) };
  const other = otherUsageType(usage);
  return offered(other) ? { usageType: other, sellable: sellableFor(other) } : { usageType: usage, sellable: 0 };
}

export interface GateInput {
  store: StoreRow;
  user: UserRow;
  item: ItemRow;
  usage: UsageType;
  quantity: number;
  cart: CartRow | undefined;
  now: Date;
}

/** The gate's facts, with what was read for them (the shopper's facts, the open cart's lines) for the rest of the request. */
export interface GateReading {
  facts: AddToCartFacts;
  shopper: ShopperFacts;
  cartLines: LineRow[];
}

export async function addToCartFacts(db: Db, input: GateInput): Promise<AddToCartFacts> {
  return (await readAddToCartGate(db, input)).facts;
}

export async function readAddToCartGate(db: Db, input: GateInput, known: { shopper?: ShopperFacts } = {}): Promise<GateReading> {
  const { store, user, item, usage, cart } = input;
  const ordering = orderingState(store, usage);
  const shopper = known.shopper ?? (await loadShopperFacts(db, user.id, input.now));
  const offer = itemOffer(item, usage);
  const limit = categoryLimit(store.purchaseLimits, item.category, usage);
  const cartUsage = (cart?.usageType ?? usage) as UsageType;
  const cartLines = cart ? await loadLines(db, cart.id, cartUsage) : [];
  const facts: AddToCartFacts = {
    usage,
    store: {
      id: store.id,
      state: store.state,
      ordersOnline: ordering.ordersOnline,
      restrictionMessage: ordering.restrictionMessage,
      ordersPaused: ordering.addingPaused,
      requiresMedicalCard: store.requiresMedicalCardToOrder,
    },
    user: {
      isPortalUser: user.isPortalUser,
      accountConfirmed: inGoodStanding(user, shopper, store.id, usage),
      hasContactMethod: hasContactMethod(user),
      medicalCardStates: shopper.medicalCardStates,
      associations: shopper.associations,
    },
    product: { storeId: item.storeId, usageType: offer.usageType, sellable: offer.sellable, category: item.category, categoryLabel: labelOf(item.category, store, usage) },
    cart: cart ? { storeId: cart.storeId, usageType: cartUsage, quantityInCategory: quantityInCategory(cartLines, item.category) } : undefined,
    categoryLimit: limit,
    quantity: input.quantity,
  };
  return { facts, shopper, cartLines };
}
