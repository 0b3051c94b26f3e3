import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { countStatements } from '../../../../tests/support/count-statements';
import { createCartTestApp, withKey, type CartTestApp } from '../testing/cart-fixture';

/**
 * Under load a request's latency grows with the SQL statements it sends (README "Performance": each
 * waits for the event loop and a connection), so the busiest cart calls keep the counts reached:
 * the user read, the cart, the store with the brand's rewards rate, the lines, the active specials
 * and the shopper's facts, each once; a write adds its own statements and the Idempotency-Key's two.
 */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

async function pickupCartOfTwoLines() {
  const store = await app.store();
  const [first, second, third] = [await app.item(store.id), await app.item(store.id), await app.item(store.id)];
  const { auth } = await app.shopper();
  const cart = await app.fillCart(auth, store.id, [{ id: first.id }, { id: second.id }]);
  // Warm: the brand of the host and the prices the shopper has seen are settled before counting.
  await app.cartCall('getCart', auth, {});
  return { store, third, auth, cart };
}

const statementsOf = (work: () => Promise<{ status: number }>) =>
  countStatements(app.db, async () => {
    const response = await work();
    expect(response.status).toBe(200);
  });

describe('statements per cart call (README "Performance")', () => {
  test('get-cart of a pickup cart of two lines sends at most 6 statements', async () => {
    const { auth } = await pickupCartOfTwoLines();
    expect(await statementsOf(() => app.call('getCart', auth, {}))).toBeLessThanOrEqual(6);
  });

  test('add-item with an Idempotency-Key sends at most 15 statements', async () => {
    const { store, third, auth } = await pickupCartOfTwoLines();
    const body = { store_id: store.id, usage_type: 'recreational', inventory_id: third.id, quantity: 1 };
    expect(await statementsOf(() => app.call('addItem', withKey(auth), body))).toBeLessThanOrEqual(15);
  });

  test('update-notes with an Idempotency-Key sends at most 8 statements', async () => {
    const { auth, cart } = await pickupCartOfTwoLines();
    const body = { cart_id: cart.id, store_id: cart.store_id, notes: 'Ring twice' };
    expect(await statementsOf(() => app.call('updateNotes', withKey(auth), body))).toBeLessThanOrEqual(8);
  });
});
