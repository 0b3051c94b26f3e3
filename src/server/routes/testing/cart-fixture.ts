import { desc, eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { cartPaths } from '@/api/cart-paths';
import { cartSchema } from '@/api/cart';
import { API_HEADERS } from '@/api/common';
import type { UsageType } from '@/domain/usage-type';
import { carts, inventoryItems, outboxMessages } from '@/server/db/schema';
import { bearer, insertStaffer } from './account-fixture';
import { insertItem, insertStore, type ItemInsert, type StoreInsert } from './catalog-fixture';
import { createTwoBrandApp } from './two-brand-app';

/**
 * The carts API tests' common setup: the two-brand app (two-brand-app.ts), a store that offers every
 * order type, staff who work at chosen stores, and calls that name the contract's paths. Each test builds its own store and items.
 */
export const CART_HOST = 'shop.carts.test';
export const OTHER_CART_HOST = 'shop.carts-other.test';
export type Auth = Record<string, string>;
export type CartOp = keyof typeof cartPaths;

/** A store that takes orders of every type for both usage types, delivers to 62701, rewards on. */
export const FULL_SERVICE: Partial<StoreInsert> = {
  isRecCurbside: true,
  isMedCurbside: true,
  isRecDelivery: true,
  isMedDelivery: true,
  enableCheckinOrder: true,
  deliveryValidZips: ['62701', '62704'],
  timezone: 'America/Chicago',
  loyaltyAdmin: { on_cart: true, on_account: true, medical_redemption: 'all', recreational_redemption: 'all', require_min_for_med: 'none', require_min_for_rec: 'none' },
};

export async function createCartTestApp() {
  const base = await createTwoBrandApp({
    main: { slug: 'carts-main', name: 'Greenleaf', hosts: [CART_HOST] },
    other: { slug: 'carts-other', name: 'Harbor', hosts: [OTHER_CART_HOST] },
  });
  const { t, db, brand } = base;

  /** A portal user working at these stores, with a real token. */
  async function staffer(storeIds: number[], values: { first?: string; last?: string } = {}) {
    const user = await insertStaffer(db, brand.id, storeIds, { first: 'Sam', last: 'Budtender', ...values });
    return { user, auth: await bearer(user, t.config.AUTH_SECRET) };
  }

  const store = (values: Partial<StoreInsert> = {}) => insertStore(db, brand.id, { ...FULL_SERVICE, ...values });
  const item = (storeId: number, values: Partial<ItemInsert> = {}) => insertItem(db, storeId, values);

  function post(path: string, auth: Auth = {}, json?: unknown, host = CART_HOST) {
    return t.request(`/api${path}`, { method: 'POST', headers: { host, ...auth }, json });
  }
  const call = (op: CartOp, auth: Auth, json?: unknown) => post(cartPaths[op].path, auth, json);
  const get = (path: string, auth: Auth = {}, host = CART_HOST) => t.request(`/api${path}`, { headers: { host, ...auth } });

  /** A write that must succeed: answers the parsed cart. */
  async function cartCall(op: CartOp, auth: Auth, json: unknown) {
    const response = await call(op, auth, json);
    if (response.status !== 200) throw new Error(`${op} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return cartSchema.parse(op === 'getCart' ? response.body.cart : response.body);
  }

  /** Adds each item in turn and answers the cart after the last one. */
  async function fillCart(auth: Auth, storeId: number, lines: { id: number; quantity?: number }[], usage: UsageType = 'recreational') {
    let cart;
    for (const line of lines) {
      cart = await cartCall('addItem', auth, { store_id: storeId, usage_type: usage, inventory_id: line.id, quantity: line.quantity ?? 1 });
    }
    return cart!;
  }

  async function stockOf(inventoryId: number) {
    const [row] = await db.select().from(inventoryItems).where(eq(inventoryItems.id, inventoryId));
    return { rec: row!.recSellableQty, med: row!.medSellableQty, reserved: row!.reservedQty };
  }

  const setItem = (inventoryId: number, values: Partial<ItemInsert>) => db.update(inventoryItems).set(values).where(eq(inventoryItems.id, inventoryId));
  const cartRow = async (cartId: number) => (await db.select().from(carts).where(eq(carts.id, cartId)))[0]!;
  const outboxTo = (recipient: string) => db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));

  /**
   * Runs `act` while no notice can be written (the outbox table is renamed away), so a test can show
   * that a change and its notice commit together: the change answers 500 and leaves nothing behind.
   */
  async function whileOutboxFails<T>(act: () => Promise<T>): Promise<T> {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await db.execute(sql`ALTER TABLE outbox_messages RENAME TO outbox_messages_away`);
    try {
      return await act();
    } finally {
      await db.execute(sql`ALTER TABLE outbox_messages_away RENAME TO outbox_messages`);
      quiet.mockRestore();
    }
  }

  return { ...base, staffer, store, item, post, call, get, cartCall, fillCart, stockOf, setItem, cartRow, outboxTo, whileOutboxFails };
}

export type CartTestApp = Awaited<ReturnType<typeof createCartTestApp>>;

/** The body of a submit: the cart it places. Its key goes in the header (withKey). */
export const submitBody = (cart: { id: number; store_id: number }) => ({ cart_id: cart.id, store_id: cart.store_id });

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `key-${Date.now()}-${++keys}`;
/** `auth` with an Idempotency-Key header: a fresh key, or `key`. A submit needs one; it names the order. */
export const withKey = (auth: Auth, key = newKey()): Auth => ({ ...auth, [API_HEADERS.idempotencyKey]: key });
