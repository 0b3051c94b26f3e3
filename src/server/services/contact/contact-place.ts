import { and, eq } from 'drizzle-orm';
import type { ContactRequestBody } from '@/api/contact';
import { INQUIRY_RULES } from '@/domain/contact-form';
import type { OrderStatus } from '@/domain/order-status';
import type { Database } from '@/server/db/client';
import { cartItems, carts, inventoryItems, stores } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';

export const ORDER_NOT_FOUND = 'Order not found.';

/** What a request is about, as the rows say (never as the body claims). */
export interface ContactPlace {
  storeId: number | null;
  storeName: string | null;
  orderId: number | null;
  usageType: string | null;
  product: { id: number; name: string; category: string; subCategory: string; batch: string | null } | null;
}

const NOTHING: ContactPlace = { storeId: null, storeName: null, orderId: null, usageType: null, product: null };

/**
 * Checks the order, product and store of a request (part 2 §4, §5): an order must be the sender's own
 * (else 404, as for any order) and in a status the type lists (returns: finished only); a returns
 * product must be a line of that order; a store must be one of the brand's.
 */
export async function resolveContactPlace(db: Database, orderingAppId: number, userId: number | undefined, body: ContactRequestBody): Promise<ContactPlace> {
  if (body.section === 'press-inquiry') return NOTHING;
  if (body.order_id) return orderPlace(db, orderingAppId, userId, body);
  if (!body.store_id) return { ...NOTHING, usageType: body.customer_type ?? null };
  const [store] = await db
    .select({ id: stores.id, name: stores.ecommDisplayName })
    .from(stores)
    .where(and(eq(stores.id, body.store_id), eq(stores.orderingAppId, orderingAppId)));
  if (!store) throw badRequest('Choose a store.', { store_id: ['Choose a store.'] });
  return { ...NOTHING, storeId: store.id, storeName: store.name, usageType: body.customer_type ?? null };
}

async function orderPlace(db: Database, orderingAppId: number, userId: number | undefined, body: ContactRequestBody): Promise<ContactPlace> {
  if (userId === undefined) throw notFound(ORDER_NOT_FOUND);
  const [order] = await db
    .select({ id: carts.id, status: carts.status, storeId: carts.storeId, usageType: carts.usageType, storeName: stores.ecommDisplayName })
    .from(carts)
    .innerJoin(stores, eq(stores.id, carts.storeId))
    .where(and(eq(carts.id, body.order_id!), eq(carts.userId, userId), eq(carts.orderingAppId, orderingAppId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!INQUIRY_RULES[body.section].orderStatuses.includes(order.status as OrderStatus)) {
    const message = body.section === 'returns' ? 'Returns are only for finished orders.' : 'Choose one of the orders listed.';
    throw badRequest(message, { order_id: [message] });
  }
  const place: ContactPlace = { ...NOTHING, storeId: order.storeId, storeName: order.storeName, orderId: order.id, usageType: order.usageType };
  if (!body.product_id) return place;
  const [product] = await db
    .select({ id: inventoryItems.id, name: inventoryItems.ecommDisplayName, category: inventoryItems.category, subCategory: inventoryItems.subCategory, batch: inventoryItems.batchInventoryId })
    .from(cartItems)
    .innerJoin(inventoryItems, eq(inventoryItems.id, cartItems.inventoryId))
    .where(and(eq(cartItems.cartId, order.id), eq(cartItems.inventoryId, body.product_id)));
  if (!product) throw badRequest('Choose a product from this order.', { product_id: ['Choose a product from this order.'] });
  return { ...place, product };
}
