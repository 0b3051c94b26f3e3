import { and, eq, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { STAFF_ORDER_ERROR_CODES, STAFF_ORDER_MESSAGES, type staffAddItemBodySchema } from '@/api/staff-orders';
import { addToCartDecision, type AddToCartDecision } from '@/domain/add-to-cart-gate';
import { maxLineQuantity } from '@/domain/line-quantity';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { cartItems } from '@/server/db/schema';
import { ApiProblem } from '@/server/http/errors';
import { addToCartFacts, itemOffer, itemRow } from '@/server/services/carts/add-item-facts';
import type { Db } from '@/server/services/carts/cart-db';
import { addToCartBlocked, lineMaximum } from '@/server/services/carts/cart-errors';
import { touchCart, type CartRow } from '@/server/services/carts/cart-records';
import { storeRow } from '@/server/services/carts/cart-store';
import type { UserRow } from '@/server/services/carts/shopper-facts';
import { pendingStaffCart, startedOrder } from './staff-carts';

/**
 * Staff add to the order they started (part 2 §6: "can add to cart on behalf of a customer when the
 * usage type matches"). The add-to-cart gate decides as for a portal user: the customer's
 * restrictions (paused ordering, medical card, association, account standing, contact method) do not
 * apply; stock, the product's store and usage, and the store's purchase limits per category do. The
 * line may hold at most min(sellable, 20). The cart row is locked, so two taps cannot pass a limit.
 */
export type StaffAddItemRequest = z.output<typeof staffAddItemBodySchema>;

/** Sentences for the gate's reasons that carry no message of their own and can reach staff. */
const REASON_MESSAGES: Record<string, (usage: UsageType) => string> = {
  'product-at-other-store': () => 'This item is sold at another store.',
  'product-other-usage': (usage) => `This item isn't available for ${USAGE_LABEL[usage]} orders.`,
};

function refusal(decision: Extract<AddToCartDecision, { canAdd: false }>, usage: UsageType) {
  const message = 'message' in decision ? decision.message : (REASON_MESSAGES[decision.reason]?.(usage) ?? "This item can't be added to this order.");
  return addToCartBlocked(message, decision.reason);
}

const noStartedOrder = () => new ApiProblem(409, { error: STAFF_ORDER_MESSAGES.selectCustomer, code: STAFF_ORDER_ERROR_CODES.noStartedOrder });

async function targetCart(tx: Db, staff: UserRow, request: StaffAddItemRequest): Promise<CartRow> {
  const started = request.cart_id ?? (await startedOrder(tx, staff, request.store_id))?.id;
  if (started === undefined) throw noStartedOrder();
  return pendingStaffCart(tx, staff, { store_id: request.store_id, cart_id: started }, { lock: true });
}

export async function staffAddItem(db: Database, staff: UserRow, request: StaffAddItemRequest, now = new Date()): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await targetCart(tx, staff, request);
    await addStaffLine(tx, staff, cart, request, now);
    return cart;
  });
}

/** One line of an order staff act on, by the rules above; `cart` is pending and locked (or new) in the caller's transaction. */
export type StaffLineRequest = Pick<StaffAddItemRequest, 'usage_type' | 'inventory_id' | 'quantity'>;

export async function addStaffLine(tx: Db, staff: UserRow, cart: CartRow, request: StaffLineRequest, now: Date): Promise<void> {
  const store = await storeRow(tx, cart.storeId);
  const item = await itemRow(tx, request.inventory_id);
  const usage = request.usage_type;
  const gate = { store, user: { ...staff, isPortalUser: true }, item, usage, quantity: request.quantity, cart, now };
  const decision = addToCartDecision(await addToCartFacts(tx, gate));
  if (!decision.canAdd) throw refusal(decision, usage);
  const [line] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.inventoryId, item.id)));
  const { sellable } = itemOffer(item, usage);
  if ((line?.quantity ?? 0) + request.quantity > maxLineQuantity(sellable)) throw lineMaximum(item.ecommDisplayName || item.name, sellable);
  await tx
    .insert(cartItems)
    .values({ cartId: cart.id, inventoryId: item.id, quantity: request.quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.inventoryId], set: { quantity: sql`${cartItems.quantity} + ${request.quantity}` } });
  await touchCart(tx, cart.id);
}
