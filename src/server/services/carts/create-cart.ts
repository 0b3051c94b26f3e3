import type * as z from 'zod/mini';
import type { createCartBodySchema } from '@/api/cart';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import type { Db } from './cart-db';
import { cartElsewhere } from './cart-errors';
import { abandonCart, insertOpenCart, openCart, type CartRow, type Shopper } from './cart-records';
import { brandStoreRow, storeName, storeRow } from './cart-store';

/**
 * carts/op/create-cart: the open cart for a store and usage type. An open cart there is answered as
 * it is; one at another store or usage type must be abandoned explicitly (part 2 §4: a cart is
 * reused only while pending; part 1 §4 check 16).
 */
export async function createCart(
  db: Db,
  shopper: Shopper,
  request: z.output<typeof createCartBodySchema>,
): Promise<CartRow> {
  const store = await brandStoreRow(db, shopper.orderingAppId, request.store_id);
  const open = await openCart(db, shopper);
  if (open) {
    if (open.storeId === store.id && open.usageType === request.usage_type) return open;
    if (!request.abandon_existing) {
      const where = open.storeId === store.id ? store : await storeRow(db, open.storeId);
      const usage = USAGE_LABEL[open.usageType as UsageType] ?? open.usageType;
      throw cartElsewhere(`You already have an open ${usage} cart at ${storeName(where)}.`, open.storeId === store.id ? 'order-for-other-usage' : 'cart-at-other-store');
    }
    await abandonCart(db, open);
  }
  return insertOpenCart(db, shopper, store.id, request.usage_type);
}
