import { sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { addItemBodySchema } from '@/api/cart';
import { addToCartDecision, type AddToCartDecision } from '@/domain/add-to-cart-gate';
import { maxLineQuantity } from '@/domain/line-quantity';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { cartItems } from '@/server/db/schema';
import type { Db } from './cart-db';
import { addToCartBlocked, cartElsewhere, lineMaximum, noInProcessCarts } from './cart-errors';
import { abandonCart, insertOpenCart, openCart, ownCart, touchCart, type CartRow, type Shopper } from './cart-records';
import { brandStoreRow, storeName, storeRow } from './cart-store';
import { itemOffer, itemRow, readAddToCartGate, type GateInput, type ItemRow } from './add-item-facts';
import type { LineRow } from './cart-line-rows';
import type { ShopperFacts, UserRow } from './shopper-facts';

/** carts/op/add-item: the add-to-cart gate of part 1 §4 decides; the server trusts nothing the client says. */
export type AddItemRequest = z.output<typeof addItemBodySchema>;

/** Sentences for the gate's reasons that carry no message of their own. */
const REASON_MESSAGES: Record<string, (usage: UsageType) => string> = {
  'not-logged-in': () => 'Please log in or register to add items to your cart.',
  'product-at-other-store': () => 'This item is sold at another store.',
  'product-other-usage': (usage) => `This item isn't available for ${USAGE_LABEL[usage]} orders.`,
  'needs-medical-association': () => 'You need a medical association with this store to order medical products.',
};

const isElsewhere = (decision: AddToCartDecision) =>
  !decision.canAdd && (decision.reason === 'cart-at-other-store' || decision.reason === 'order-for-other-usage');

const messageOf = (decision: Extract<AddToCartDecision, { canAdd: false }>, usage: UsageType) =>
  'message' in decision ? decision.message : (REASON_MESSAGES[decision.reason]?.(usage) ?? "This item can't be added to your cart.");

/** The cart added to, and the shopper's facts the gate read (its answer needs them again). */
export interface AddedItem {
  cart: CartRow;
  shopperFacts: ShopperFacts;
}

export async function addItem(db: Db, user: UserRow, shopper: Shopper, request: AddItemRequest, now = new Date()): Promise<AddedItem> {
  const usage = request.usage_type;
  const [store, item] = await Promise.all([brandStoreRow(db, shopper.orderingAppId, request.store_id), itemRow(db, request.inventory_id)]);
  const cart = await openCart(db, shopper);
  if (request.cart_id !== undefined && request.cart_id !== cart?.id) {
    // Someone else's cart is unknown (404); one of mine that is no longer open is NoInProcessCarts.
    await ownCart(db, shopper, { cart_id: request.cart_id });
    throw noInProcessCarts("That cart isn't open anymore.");
  }
  const gate: GateInput = { store, user, item, usage, quantity: request.quantity, cart, now };
  const reading = await readAddToCartGate(db, gate);
  let decision = addToCartDecision(reading.facts);
  const elsewhere = isElsewhere(decision);
  if (!decision.canAdd && elsewhere && cart) {
    if (!request.abandon_existing) {
      const other = cart.storeId === store.id ? store : await storeRow(db, cart.storeId);
      const message = 'message' in decision ? decision.message : `Your cart is at ${storeName(other)}. Start a new cart to add this item here.`;
      throw cartElsewhere(message, decision.reason);
    }
    decision = addToCartDecision((await readAddToCartGate(db, { ...gate, cart: undefined }, { shopper: reading.shopper })).facts);
  }
  if (!decision.canAdd) throw addToCartBlocked(messageOf(decision, usage), decision.reason);
  // Every check passes before anything is written (the abandoned cart included).
  const kept = elsewhere ? undefined : cart;
  requireLineRoom(kept ? reading.cartLines : [], item, usage, request.quantity);
  if (elsewhere && cart) await abandonCart(db, cart);
  const target = kept ?? (await insertOpenCart(db, shopper, store.id, usage));
  await db
    .insert(cartItems)
    .values({ cartId: target.id, inventoryId: item.id, quantity: request.quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.inventoryId], set: { quantity: sql`${cartItems.quantity} + ${request.quantity}` } });
  return { cart: (await touchCart(db, target.id)) ?? target, shopperFacts: reading.shopper };
}

/** The same item again adds to its line (of the cart's lines the gate read), within min(sellable, 20) (part 1 §5). */
function requireLineRoom(cartLines: readonly LineRow[], item: ItemRow, usage: UsageType, quantity: number): void {
  const line = cartLines.find((candidate) => candidate.inventoryId === item.id);
  const { sellable } = itemOffer(item, usage);
  if ((line?.quantity ?? 0) + quantity > maxLineQuantity(sellable)) throw lineMaximum(item.ecommDisplayName || item.name, sellable);
}
