import type * as z from 'zod/mini';
import { CART_MESSAGES, type validateDeliveryBodySchema } from '@/api/cart';
import { priceCart } from '@/domain/cart-pricing';
import { deliveryMinimumMessage } from '@/domain/checkout-rules';
import { deliversTo } from '@/domain/delivery-zip';
import { readDeliveryStatus } from '@/server/services/delivery/vendor-status';
import type { Db } from './cart-db';
import { loadCartContext, pricingInput } from './cart-context';
import { openCart, ownCart, type CartRow, type Shopper } from './cart-records';
import { brandStoreRow, deliveryInput, storeName } from './cart-store';
import type { UserRow } from './shopper-facts';

/**
 * carts/op/validate-delivery (part 1 §5 "Delivery zip", part 2 §8 Addresses and delivery): whether the
 * store delivers the usage type to a zip, and whether the cart's subtotal meets its delivery minimum.
 */
export type ValidateDeliveryRequest = z.output<typeof validateDeliveryBodySchema>;

export async function validateDelivery(db: Db, user: UserRow, shopper: Shopper, request: ValidateDeliveryRequest, now = new Date()) {
  const store = await brandStoreRow(db, shopper.orderingAppId, request.store_id);
  const cart = request.cart_id === undefined ? await openCart(db, shopper) : await ownCart(db, shopper, { cart_id: request.cart_id, store_id: store.id });
  const subtotal = cart && cart.storeId === store.id && cart.usageType === request.usage_type ? await subtotalOf(db, user, cart, now) : 0;
  const minimum = store.deliveryMinimumCents;
  const minimumMet = subtotal >= minimum;
  const outage = await readDeliveryStatus(db);
  const served = deliversTo(deliveryInput(store), request.zip, request.usage_type);
  const deliverable = served && !outage.delivery_outage;
  let message: string | null = null;
  if (!served) message = `${storeName(store)} does not deliver to this zipcode.`;
  else if (outage.delivery_outage) message = outage.message ?? CART_MESSAGES.deliveryOutage;
  else if (!minimumMet) message = deliveryMinimumMessage(minimum);
  return { deliverable, message, delivery_minimum_cents: minimum, minimum_met: minimumMet };
}

async function subtotalOf(db: Db, user: UserRow, cart: CartRow, now: Date): Promise<number> {
  return priceCart(pricingInput(await loadCartContext(db, cart, user, now))).subtotalCents;
}
