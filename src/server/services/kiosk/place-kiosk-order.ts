import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import { KIOSK_ORDER_MESSAGES, type PlacedKioskOrder, type placeKioskOrderBodySchema } from '@/api/kiosk-orders';
import { canBrowseUsage } from '@/domain/store-ordering';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { ApiProblem, badRequest } from '@/server/http/errors';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import { itemRow } from '@/server/services/carts/add-item-facts';
import { isUniqueViolation, type Db } from '@/server/services/carts/cart-db';
import { orderBySubmitKey, type CartRow } from '@/server/services/carts/cart-records';
import { orderingInput, storeRow } from '@/server/services/carts/cart-store';
import { placeOrder } from '@/server/services/carts/place-order';
import { addStaffLine } from '@/server/services/staff-orders/staff-add-item';
import { kioskUsageTypes, type KioskRow } from './kiosk-devices';
import { kioskOrderAccount } from './kiosk-order-account';
import { insertKioskCart, placedKioskOrder } from './kiosk-order-rows';

/**
 * kiosk/op/place-order (DECISIONS.md "Modes of the one installable app": shoppers "build a
 * check-in order under a name and phone"). One transaction creates the order at the kiosk's store,
 * adds every line through the add-to-cart gate staff orders use (stock, the product's store and
 * usage, min(sellable, 20) per line, the store's purchase limits per category), places it with the
 * carts' placeOrder (the server's price, the limits checked again, the stock taken with conditional
 * updates) and records it as placed by the kiosk. The first refusal rolls everything back: no
 * partial order, no stock taken. Nobody is notified: the order has no account and the shopper is
 * standing at the counter.
 */
export type KioskOrderRequest = z.output<typeof placeKioskOrderBodySchema>;

/** Only a usage type the kiosk was pinned for and the store still has a menu for. */
async function assertServed(db: Database, kiosk: KioskRow, usage: UsageType): Promise<void> {
  const store = await storeRow(db, kiosk.storeId);
  if (kioskUsageTypes(kiosk).includes(usage) && canBrowseUsage(orderingInput(store), usage)) return;
  throw badRequest(KIOSK_ORDER_MESSAGES.menuNotServed, { usage_type: [KIOSK_ORDER_MESSAGES.menuNotServed] });
}

/**
 * carts.submit_key is unique across every order, so a kiosk's key is named after the kiosk. Without
 * an Idempotency-Key the order gets a key of its own.
 */
const submitKeyOf = (kiosk: KioskRow, idempotencyKey: string | undefined) => `kiosk:${kiosk.id}:${idempotencyKey ?? randomUUID()}`;

/**
 * A line the gate refused names its line (ApiError.lines), so the kiosk shows 'Only 2 left' next to
 * that item rather than under the whole order; placeOrder's stock refusals already do.
 */
async function onTheLine(tx: Db, error: unknown, inventoryId: number): Promise<unknown> {
  if (!(error instanceof ApiProblem) || error.status !== 409 || error.body.lines) return error;
  const item = await itemRow(tx, inventoryId);
  const line = { inventory_id: inventoryId, name: item.ecommDisplayName || item.name, message: error.body.error };
  return new ApiProblem(409, { ...error.body, lines: [line] });
}

async function place(db: Database, kiosk: KioskRow, request: KioskOrderRequest, submitKey: string, now: Date): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const account = await kioskOrderAccount(tx, kiosk);
    const cart = await insertKioskCart(tx, kiosk, request.usage_type, request, now);
    for (const line of request.items) {
      await addStaffLine(tx, account, cart, { usage_type: request.usage_type, inventory_id: line.inventory_id, quantity: line.quantity }, now).catch(
        async (error: unknown) => {
          throw await onTheLine(tx, error, line.inventory_id);
        },
      );
    }
    return placeOrder(tx, account, cart, submitKey, now, { kioskId: kiosk.id, status: 'submitted' });
  });
}

/**
 * The Idempotency-Key store answers a replay before this runs; the submit key is the second guard,
 * for a replay whose first answer could not be stored or a twin that raced it: either finds the order
 * the key already placed.
 */
export async function placeKioskOrder(db: Database, kiosk: KioskRow, request: KioskOrderRequest, idempotencyKey?: string, now = new Date()): Promise<PlacedKioskOrder> {
  await assertServed(db, kiosk, request.usage_type);
  const submitKey = submitKeyOf(kiosk, idempotencyKey);
  const earlier = await orderBySubmitKey(db, submitKey);
  if (earlier) return placedKioskOrder(db, earlier, request.first);
  let order: CartRow;
  try {
    order = await place(db, kiosk, request, submitKey, now);
  } catch (error) {
    const twin = isUniqueViolation(error, 'carts_submit_key_idx') ? await orderBySubmitKey(db, submitKey) : undefined;
    if (!twin) throw error;
    return placedKioskOrder(db, twin, request.first);
  }
  // Menus show the new stock at once.
  await catalogChanged(db, order.storeId, ['stock']);
  return placedKioskOrder(db, order, request.first);
}
