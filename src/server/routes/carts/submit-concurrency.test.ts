import { afterAll, beforeAll, expect, test } from 'vitest';
import { CART_ERROR_CODES, CART_MESSAGES, type Cart } from '@/api/cart';
import { createCartTestApp, submitBody, withKey, type CartTestApp } from '../testing/cart-fixture';

/**
 * README "The cart is the order": 20 shoppers submit carts at once for an item with 5 left: exactly the stock
 * is sold, the others get the sold-out reason, nothing goes negative (ARCHITECTURE.md "Data": the
 * stock is taken with a conditional update inside the submitting transaction). Under
 * TEST_DATABASE_URL the submits truly overlap on PostgreSQL; on PGlite they queue on its one connection.
 */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

test('20 shoppers, 5 left: exactly 5 orders, 15 answers LinesUnavailable with the sold-out reason, stock ends at 0', async () => {
  const store = await app.store();
  const item = await app.item(store.id, { name: 'Limited Drop', recSellableQty: 20 });
  const shoppers = await Promise.all(Array.from({ length: 20 }, () => app.shopper()));
  const carts: Cart[] = [];
  for (const { auth } of shoppers) carts.push(await app.fillCart(auth, store.id, [{ id: item.id }]));
  await app.setItem(item.id, { recSellableQty: 5 });

  const answers = await Promise.all(shoppers.map(({ auth }, index) => app.call('submitCart', withKey(auth), submitBody(carts[index]!))));

  const placed = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(placed).toHaveLength(5);
  expect(refused).toHaveLength(15);
  for (const answer of placed) expect(answer.body.status).toBe('submitted');
  for (const answer of refused) {
    expect(answer.body).toMatchObject({
      code: CART_ERROR_CODES.linesUnavailable,
      lines: [{ inventory_id: item.id, name: 'Limited Drop', message: CART_MESSAGES.soldOutLine('Limited Drop') }],
    });
  }
  expect(await app.stockOf(item.id)).toMatchObject({ rec: 0, reserved: 5 });
  // The refused carts stay open, untouched, for their shoppers to change.
  const refusedIds = answers.flatMap((answer, index) => (answer.status === 409 ? [carts[index]!.id] : []));
  for (const id of refusedIds) expect((await app.cartRow(id)).status).toBe('pending');
});
