import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { offlineDb } from '@/web/data/offline-db';
import { outboxState, userScope } from '@/web/data/outbox/scope-state';
import { sessionState } from '@/web/state/session';
import { toastState } from '@/web/state/toasts';
import { createTestQueryClient } from '@/web/testing/render';
import { makeCart, makeCartItem } from '@/web/shared/add-to-cart/test-fixtures';
import { cartKeys } from '@/web/data/query-keys';
import { sendWaitingWrites, startCartOutbox } from './replay-cart-writes';
import { cartOutbox, OFFLINE_CART_MESSAGES, sendCartWrite } from './cart-write';

interface SentRequest {
  path: string;
  key: string | null;
  body: Record<string, unknown>;
}

const USER = 7;
const waiting = () => outboxState(userScope(USER));
const queryClient = createTestQueryClient();
let sent: SentRequest[] = [];
let answer: (request: SentRequest) => { status: number; body: unknown } | 'network-down';

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const request = {
        path: new URL(url, 'http://test').pathname.replace(/^\/api/, ''),
        key: new Headers(init.headers).get('idempotency-key'),
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
      };
      const reply = answer(request);
      if (reply === 'network-down') throw new TypeError('Failed to fetch');
      sent.push(request);
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const addBody = { store_id: 1, usage_type: 'recreational', inventory_id: 501, quantity: 2 };
const cartWithLine = makeCart({ cart_items: [makeCartItem({ quantity: 2 })] });

beforeAll(() => startCartOutbox(queryClient));
beforeEach(() => {
  sent = [];
  toastState.toasts = [];
  Object.assign(sessionState, { userId: USER, accessToken: 'test-token', accessExpiresAt: undefined });
  stubServer();
});
afterEach(async () => {
  onlineManager.setOnline(true);
  await offlineDb().outbox.clear();
  waiting().writes = [];
});

describe('cart writes made without a network wait on the device (README "Writes made offline")', () => {
  test('offline, an add is kept, not sent; back online it is sent once with its key and lands in the cart', async () => {
    answer = () => ({ status: 200, body: cartWithLine });
    onlineManager.setOnline(false);
    expect(await sendCartWrite('addItem', addBody, USER)).toEqual({ status: 'queued' });
    expect(sent).toEqual([]);
    expect(waiting().writes.map((write) => write.name)).toEqual(['addItem']);
    const key = waiting().writes[0]!.key;

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waiting().writes).toEqual([]));
    expect(sent).toEqual([{ path: '/carts/op/add-item', key, body: addBody }]);
    expect(queryClient.getQueryData(cartKeys.open(USER))).toEqual(cartWithLine);
  });

  test('a request that never reached the server is kept with the key it was sent with, and replayed with that key', async () => {
    answer = () => 'network-down';
    expect(await sendCartWrite('updateQuantity', { store_id: 1, cart_id: 77, inventory_id: 501, quantity: 3 }, USER)).toEqual({ status: 'queued' });
    const key = waiting().writes[0]!.key;
    expect(key).toMatch(/^[A-Za-z0-9-]{8,}$/);
    // The queue tried once more at once and still could not reach the server.
    await vi.waitFor(() => expect(waiting().writes[0]?.attempts).toBe(1));
    expect(waiting().sending).toBe(false);

    answer = () => ({ status: 200, body: cartWithLine });
    await sendWaitingWrites();
    expect(sent.map((request) => [request.path, request.key])).toEqual([['/carts/op/update-quantity', key]]);
  });

  test('while earlier writes wait, a new one waits behind them even online, so the server sees them in order', async () => {
    answer = () => 'network-down';
    await sendCartWrite('addItem', addBody, USER);
    answer = () => ({ status: 200, body: cartWithLine });
    onlineManager.setOnline(false);
    await sendCartWrite('updateNotes', { store_id: 1, cart_id: 77, notes: 'Side door' }, USER);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waiting().writes).toEqual([]));
    expect(sent.map((request) => request.path)).toEqual(['/carts/op/add-item', '/carts/op/update-notes']);
  });

  test('a write the server refuses on replay (sold out) is dropped and the shopper is told why', async () => {
    onlineManager.setOnline(false);
    await sendCartWrite('addItem', addBody, USER);
    answer = (request) => (request.path === '/carts/op/add-item' ? { status: 409, body: { error: 'This item is sold out.' } } : { status: 200, body: { cart: null } });
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waiting().writes).toEqual([]));
    expect(toastState.toasts.map((toast) => [toast.kind, toast.message])).toContainEqual(['error', `${OFFLINE_CART_MESSAGES.refusedPrefix}: This item is sold out.`]);
  });

  test('a server error keeps the write for a later attempt', async () => {
    onlineManager.setOnline(false);
    await sendCartWrite('addItem', addBody, USER);
    answer = () => ({ status: 503, body: { error: 'Down for a moment.' } });
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waiting().writes[0]?.attempts).toBe(1));
    expect(sent).toHaveLength(1);
  });

  test('an order placed offline is sent once on reconnect, with its idempotency key, and the page is told which order it became', async () => {
    const order = makeCart({ id: 77, status: 'submitted' });
    answer = () => ({ status: 200, body: order });
    onlineManager.setOnline(false);
    const body = { store_id: 1, cart_id: 77 };
    const placed: number[] = [];
    const stop = cartOutbox.subscribe((event) => event.type === 'sent' && event.write.name === 'submitCart' && placed.push(event.value.id));
    expect(await sendCartWrite('submitCart', body, USER, { key: 'order-key-77' })).toEqual({ status: 'queued' });
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(placed).toEqual([77]));
    stop();
    expect(sent).toEqual([{ path: '/carts/op/submit-cart', key: 'order-key-77', body }]);
    expect(toastState.toasts.map((toast) => toast.message)).toContain(OFFLINE_CART_MESSAGES.orderPlaced);
  });
});
