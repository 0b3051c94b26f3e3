import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { getJson } from './http-client';
import { requestHeaders } from './inventory-requests';
import { sendRequest } from './mixed-loop';
import { cartCall, type MixedRequest, type Shopper } from './mixed-requests';
import type { MixedSetup } from './mixed-setup';

/** The demo accounts' password (README "Demo accounts"); the bench's shoppers are copies of the demo shopper. */
const PASSWORD = 'Apotheca420!';

interface CartAnswer {
  id: number;
  cart_items: { inventory_id: number; quantity: number }[];
}

/** One call, its JSON answer and its wall-clock time; any status but 2xx throws. */
export async function call<T>(port: number, request: MixedRequest): Promise<{ json: T; ms: number }> {
  const started = performance.now();
  const answer = await sendRequest(undefined, port, request, { decode: true });
  const ms = performance.now() - started;
  if (answer.error) throw new Error(`${request.kind} ${request.path} answered ${answer.error}: ${answer.body.toString('utf8').slice(0, 300)}`);
  return { json: JSON.parse(answer.body.toString('utf8')) as T, ms };
}

export async function signIn(port: number, email: string): Promise<string> {
  const { json } = await call<{ access_token: string }>(port, {
    kind: 'get cart',
    method: 'POST',
    path: '/api/auth/login',
    headers: { ...requestHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD, usage_type: 'recreational' }),
  });
  return json.access_token;
}

const cartOf = (port: number, shopper: Pick<Shopper, 'token'>) =>
  call<{ cart: CartAnswer | null }>(port, cartCall('get cart', 'get-cart', shopper, {})).then((answer) => answer.json.cart);

const addItem = (port: number, shopper: Pick<Shopper, 'token'>, storeId: number, inventoryId: number) =>
  call<CartAnswer>(port, cartCall('add item', 'add-item', shopper, { store_id: storeId, usage_type: 'recreational', inventory_id: inventoryId, quantity: 1 }, randomUUID()));

const removeItem = (port: number, shopper: Pick<Shopper, 'token'>, cart: CartAnswer, storeId: number, inventoryId: number) =>
  call<CartAnswer>(port, cartCall('add item', 'remove-item', shopper, { store_id: storeId, cart_id: cart.id, inventory_id: inventoryId }, randomUUID()));

/** The shopper's open cart with exactly `lines` lines of quantity 1 (the first `lines` addable products). */
export async function cartWithLines(port: number, shopper: Pick<Shopper, 'token'>, setup: MixedSetup, lines: number, offset = 0): Promise<CartAnswer> {
  const wanted = setup.addable.slice(offset, offset + lines);
  let cart = await cartOf(port, shopper);
  for (const line of cart?.cart_items ?? []) {
    if (!wanted.includes(line.inventory_id) || line.quantity !== 1) cart = (await removeItem(port, shopper, cart!, setup.storeId, line.inventory_id)).json;
  }
  const have = new Set((cart?.cart_items ?? []).map((line) => line.inventory_id));
  for (const id of wanted) if (!have.has(id)) cart = (await addItem(port, shopper, setup.storeId, id)).json;
  return cart!;
}

/** Signs the shoppers in (scrypt: a few at a time) and gives each an open cart of one line. */
export async function prepareShoppers(port: number, setup: MixedSetup): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < setup.emails.length; index += 2) {
    const batch = setup.emails.slice(index, index + 2);
    shoppers.push(...(await Promise.all(batch.map(async (email) => ({ email, token: await signIn(port, email), cartId: 0 })))));
  }
  await resetCarts(port, setup, shoppers);
  return shoppers;
}

/** Before each step: every shopper's cart back to one line, so carts stay small and quantities under 20. */
export async function resetCarts(port: number, setup: MixedSetup, shoppers: Shopper[]): Promise<void> {
  await Promise.all(shoppers.map(async (shopper) => {
    shopper.cartId = (await cartWithLines(port, shopper, setup, 1)).id;
  }));
}

export const SERVICE_CALLS = ['get cart', 'add item', 'update notes', 'update quantity', 'submit'] as const;
export type ServiceCall = (typeof SERVICE_CALLS)[number];
export const CART_SIZES = [1, 5, 20] as const;

export interface ServiceTime {
  call: ServiceCall;
  lines: number;
  p50: number;
  mean: number;
  /** SQL statements of one call (the bench server's trace); undefined when the server cannot trace. */
  statements?: number;
}

/**
 * Each cart and order call, 30 times in a row on a cart of 1, 5 and 20 lines (one shopper, nothing
 * else running): its service time, and the statements one call sends. Writes carry an
 * Idempotency-Key, as the web client's outbox sends them. add-item adds a new line, which is taken out
 * again (untimed) before the next; a submit places the order, and the cart is built again (untimed).
 */
export async function serviceTimes(port: number, shopper: Shopper, setup: MixedSetup, options: { calls: number; trace: boolean }): Promise<ServiceTime[]> {
  const rows: ServiceTime[] = [];
  const storeId = setup.storeId;
  // Products past the load's 8: submits take their stock.
  const offset = 8;
  const extra = setup.addable[offset + 20]!;
  for (const lines of CART_SIZES) {
    let cart = await cartWithLines(port, shopper, setup, lines, offset);
    const first = cart.cart_items[0]!.inventory_id;
    const step: Record<ServiceCall, (n: number) => MixedRequest> = {
      'get cart': () => cartCall('get cart', 'get-cart', shopper, {}),
      'add item': () => cartCall('add item', 'add-item', shopper, { store_id: storeId, usage_type: 'recreational', inventory_id: extra, quantity: 1 }, randomUUID()),
      'update notes': (n) => cartCall('update notes', 'update-notes', shopper, { store_id: storeId, cart_id: cart.id, notes: `Service time ${n}` }, randomUUID()),
      'update quantity': (n) => cartCall('update notes', 'update-quantity', shopper, { store_id: storeId, cart_id: cart.id, inventory_id: first, quantity: 1 + (n % 2) }, randomUUID()),
      submit: () => cartCall('update notes', 'submit-cart', shopper, { store_id: storeId, cart_id: cart.id }, randomUUID()),
    };
    const after: Partial<Record<ServiceCall, () => Promise<void>>> = {
      'add item': async () => {
        await removeItem(port, shopper, cart, storeId, extra);
      },
      submit: async () => {
        cart = await cartWithLines(port, shopper, setup, lines, offset);
      },
    };
    for (const name of SERVICE_CALLS) {
      const times: number[] = [];
      let statements: number | undefined;
      // One more call than measured: the last one, traced, counts the statements.
      for (let n = 0; n <= options.calls; n += 1) {
        const traced = n === options.calls;
        if (traced && !options.trace) break;
        if (traced) await getJson(port, '/bench/trace?on=1', 'POST');
        const { ms } = await call(port, step[name](n));
        if (traced) {
          await getJson(port, '/bench/trace?on=0', 'POST');
          const recorded = await getJson<{ count: number }[]>(port, '/bench/trace');
          statements = recorded.reduce((sum, entry) => sum + entry.count, 0);
        } else times.push(ms);
        await after[name]?.();
      }
      const sorted = [...times].sort((a, b) => a - b);
      rows.push({ call: name, lines, p50: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, mean: times.reduce((sum, value) => sum + value, 0) / Math.max(1, times.length), statements });
    }
  }
  return rows;
}
