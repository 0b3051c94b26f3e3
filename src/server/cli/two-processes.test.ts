import { randomBytes, scryptSync } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCatalogPaths } from '@/api/admin-catalog-paths';
import { AUTH_MESSAGES, REFRESH_COOKIE } from '@/api/auth';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/api/cart';
import { cartPaths } from '@/api/cart-paths';
import { API_HEADERS } from '@/api/common';
import { livePaths } from '@/api/live-paths';
import { carts } from '@/server/db/schema';
import { readAnswer } from '../../../tests/support/test-app';
import { killServerProcesses, startServerProcess, testsRunOnPostgres, type ServerProcess } from '../../../tests/support/server-process';
import { createAdminTestApp, type AdminTestApp } from '../routes/admin/admin-test-kit';
import { readLiveStream } from '../routes/live/live-stream-reader';
import { insertUser } from '../routes/testing/account-fixture';
import { submitBody, withKey, type Auth } from '../routes/testing/cart-fixture';
import { LOGIN_BACKOFF } from '../services/auth/auth-limits';

/**
 * Two server processes on one PostgreSQL behave as one (README "Several processes and machines"):
 * the real server entry twice, on two ports of one database, so each test knows which process it
 * talks to. What one process writes, caches elsewhere drop; limits, keys and sessions live in the
 * database; events reach the streams another process holds.
 */
const onPostgres = testsRunOnPostgres();
/** How soon a change through one process shows through the other (the live-updates goal). */
const ACROSS_PROCESSES_MS = 1_000;
const START_TIMEOUT_MS = 120_000;
/**
 * The password of accounts that sign in here. The server processes check a hash at the cost it
 * names, not at the API suite's cheapened one (tests/support/test-scrypt.ts), so it is stored at a
 * low cost (as an old account's would be) to keep the failed sign-ins quick on a busy machine.
 */
const PASSWORD = 'Two-Processes-42!';
function lowCostHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 12, r: 8, p: 1 });
  return ['scrypt', 12, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

let app: AdminTestApp;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await createAdminTestApp();
  const settings = {
    DATABASE_URL: app.t.databaseUrl!,
    SEED_DEMO: 'false',
    APP_ENV: 'local',
    AUTH_SECRET: app.t.config.AUTH_SECRET,
    WEB_DIST: '.no-web-app-in-this-test',
  };
  [a, b] = await Promise.all([startServerProcess(settings), startServerProcess(settings)]);
}, START_TIMEOUT_MS);
afterAll(async () => {
  killServerProcesses();
  await app?.close();
});

/** A call to one process, on the test brand (named by header: the processes serve every brand). */
function send(server: ServerProcess, method: string, path: string, headers: Auth = {}, json?: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${server.port}/api${path}`, {
    method,
    headers: { [API_HEADERS.orderingAppId]: String(app.brand.id), [API_HEADERS.apiKey]: app.t.config.API_KEY, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}
const call = async (server: ServerProcess, method: string, path: string, headers: Auth = {}, json?: unknown) => readAnswer(await send(server, method, path, headers, json));

/** A stream of `server`, read until `ready`. */
async function openStream(server: ServerProcess, auth: Auth, storeId: number) {
  const response = await send(server, 'GET', `${livePaths.liveEvents.path}?store_id=${storeId}`, auth);
  expect(response.status).toBe(200);
  const stream = readLiveStream(response);
  await stream.next((frame) => frame.event === 'ready');
  return stream;
}

/** `promise`, or a failure once `ms` have passed (a bounded wait, not a sleep). */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A shopper with one unit of `itemId` in a cart, ready to submit. */
async function shopperWithCart(storeId: number, itemId: number) {
  const shopper = await app.shopper();
  const cart = await app.fillCart(shopper.auth, storeId, [{ id: itemId }]);
  return { ...shopper, cart };
}

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  test('a price and a stock change written through A are served by B within 1 s, though B had the list cached', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { recPriceCents: 4000, recSellableQty: 20 });
    const { auth } = await app.operator();
    const listPath = `/p/inventory?store_id=${store.id}&usage_type=recreational`;
    const productPath = `/p/inventory/${item.id}?usage_type=recreational`;
    const onB = async () => {
      const list = await call(b, 'GET', listPath);
      const product = await call(b, 'GET', productPath);
      const listed = list.body.data.find((row: { id: number }) => row.id === item.id);
      return { list: [listed.price_cents, listed.quantity], product: [product.body.price_cents, product.body.quantity] };
    };
    expect(await onB()).toEqual({ list: [4000, 20], product: [4000, 20] });

    const patch = await call(a, 'PATCH', adminCatalogPaths.adminItem.path.replace('{id}', String(item.id)), auth, { prices: { recreational: 4500 }, sellable_qty: { recreational: 3 } });
    expect(patch.status).toBe(200);
    await expect.poll(onB, { timeout: ACROSS_PROCESSES_MS, interval: 50 }).toEqual({ list: [4500, 3], product: [4500, 3] });
  });

  test('rate limits are shared: failed sign-ins spread over A and B slow the pair down on both', async () => {
    const user = await insertUser(app.db, app.brand.id, { passwordHash: lowCostHash(PASSWORD) });
    const login = (server: ServerProcess, password: string) => call(server, 'POST', '/auth/login', {}, { username: user.email, password });
    // The free failures (LOGIN_BACKOFF), alternating between the processes: each still a plain wrong password.
    for (let n = 0; n < LOGIN_BACKOFF.freeFailures; n++) {
      expect(await login(n % 2 ? b : a, `Wrong-password-${n}`)).toMatchObject({ status: 401, body: { error: AUTH_MESSAGES.badCredentials } });
    }
    // The next try is refused whichever process gets it, even with the right password.
    for (const server of [a, b]) {
      const refused = await login(server, PASSWORD);
      expect(refused).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.tooManyAttempts } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  test('idempotency keys are shared: a submit replayed on B answers the order A placed, and places none again', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { recSellableQty: 10 });
    const { user, auth, cart } = await shopperWithCart(store.id, item.id);
    const keyed = withKey(auth);
    const first = await call(a, 'POST', cartPaths.submitCart.path, keyed, submitBody(cart));
    expect(first).toMatchObject({ status: 200, body: { id: cart.id, status: 'submitted' } });
    const replay = await call(b, 'POST', cartPaths.submitCart.path, keyed, submitBody(cart));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await app.db.select({ id: carts.id }).from(carts).where(and(eq(carts.userId, user.id), eq(carts.status, 'submitted')))).toEqual([{ id: cart.id }]);
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 9, reserved: 1 });
  });

  test("a logout on A stops the session's access token on B at once and ends B's open stream", async () => {
    const store = await app.store();
    const user = await insertUser(app.db, app.brand.id, { passwordHash: lowCostHash(PASSWORD) });
    const signedIn = await send(a, 'POST', '/auth/login', {}, { username: user.email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const auth = { authorization: `Bearer ${((await signedIn.json()) as { access_token: string }).access_token}` };
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE.name}=`))!.split(';')[0]!;
    const getMe = () => call(b, 'POST', '/users/op/get-me', auth, {});
    expect((await getMe()).status).toBe(200);
    const stream = await openStream(b, auth, store.id);

    expect((await call(a, 'POST', '/auth/logout', { ...auth, cookie }, {})).status).toBe(200);
    expect((await getMe()).status).toBe(401);
    expect(await within(ACROSS_PROCESSES_MS, stream.closedByServer())).toBe(true);
  });

  test("an order placed through A reaches the store's staff stream held by B within 1 s", async () => {
    const store = await app.store();
    const item = await app.item(store.id, { recSellableQty: 10 });
    const staff = await app.staffer([store.id]);
    const stream = await openStream(b, staff.auth, store.id);
    const { cart, auth } = await shopperWithCart(store.id, item.id);

    const arrival = stream.next((frame) => frame.event === 'order');
    const placed = await call(a, 'POST', cartPaths.submitCart.path, withKey(auth), submitBody(cart));
    expect(placed.status).toBe(200);
    // With the order's queue card, read by B, the process that holds the stream (README "Live updates").
    expect((await within(ACROSS_PROCESSES_MS, arrival))?.data).toMatchObject({
      kind: 'order',
      order_id: cart.id,
      store_id: store.id,
      status: 'submitted',
      from_status: 'pending',
      card: { id: cart.id, store_id: store.id, status: 'submitted' },
    });
    await stream.close();
  });

  test(
    '200 shoppers submitting at once over both processes for an item with 10 units: exactly 10 orders, every other shopper told it sold out',
    async () => {
      const SHOPPERS = 200;
      const UNITS = 10;
      const store = await app.store();
      const item = await app.item(store.id, { name: 'Last Ten Gummies', category: 'edibles', recSellableQty: UNITS });
      const shoppers = [];
      for (let batch = 0; batch < SHOPPERS; batch += 20) {
        shoppers.push(...(await Promise.all(Array.from({ length: 20 }, () => shopperWithCart(store.id, item.id)))));
      }
      const answers = await Promise.all(shoppers.map((shopper, n) => call(n % 2 ? b : a, 'POST', cartPaths.submitCart.path, withKey(shopper.auth), submitBody(shopper.cart))));

      const sold = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(sold.length).toBe(UNITS);
      expect(refused.map((answer) => [answer.status, answer.body.code, answer.body.error])).toEqual(
        Array(SHOPPERS - UNITS).fill([409, CART_ERROR_CODES.linesUnavailable, CART_MESSAGES.soldOutLine('Last Ten Gummies')]),
      );
      expect(await app.stockOf(item.id)).toMatchObject({ rec: 0, reserved: UNITS });
      const placed = await app.db.select({ id: carts.id }).from(carts).where(and(inArray(carts.id, shoppers.map((shopper) => shopper.cart.id)), eq(carts.status, 'submitted')));
      expect(placed.length).toBe(UNITS);
    },
    60_000,
  );
});
