import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** The headers every call carries (part 1 §7; src/web/data/call.ts). */
const CLIENT_HEADERS = { 'x-api-key': 'apotheca-public-web-key', 'x-portal-app-id': 'apotheca-web' };

/**
 * Most orders one kiosk may place in its window (src/server/services/kiosk/kiosk-limits.ts
 * KIOSK_ORDER_LIMIT): a busy queue is filled from several kiosks.
 */
const ORDERS_PER_KIOSK = 15;

/**
 * Fills a store's Order Queue the way a busy morning does, through the API alone: staff pin kiosks
 * to the store and each places walk-in orders under a name and phone (kiosk/op/place-order). The
 * orders join the queue as submitted. Answers the new orders' ids, in the order they were placed.
 */
export async function seedWalkInOrders(
  request: APIRequestContext,
  staff: { email: string; password: string },
  storeName: string,
  count: number,
  usageType: 'recreational' | 'medical' = 'recreational',
): Promise<number[]> {
  const login = await request.post('/api/auth/login', { headers: CLIENT_HEADERS, data: { username: staff.email, password: staff.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const staffHeaders = { ...CLIENT_HEADERS, authorization: `Bearer ${token}` };

  const stores = (await (await request.get('/api/staff/op/my-stores', { headers: staffHeaders })).json()) as { data: { id: number; name: string }[] };
  const store = stores.data.find((candidate) => candidate.name.includes(storeName));
  expect(store, `${staff.email} works at ${storeName}`).toBeTruthy();

  const menu = await request.get(`/api/p/inventory?store_id=${store!.id}&usage_type=${usageType}`, { headers: CLIENT_HEADERS });
  expect(menu.ok(), await menu.text()).toBe(true);
  // Items with stock to spare, so other specs' orders never run one out under this one.
  const items = ((await menu.json()) as { data: { id: number; quantity: number }[] }).data.filter((item) => item.quantity >= 10);
  expect(items.length, `the store has ${usageType} items in stock`).toBeGreaterThan(0);

  const ids: number[] = [];
  let kioskToken = '';
  for (let index = 0; index < count; index++) {
    if (index % ORDERS_PER_KIOSK === 0) {
      const pin = await request.post('/api/kiosk/op/pin', { headers: staffHeaders, data: { store_id: store!.id, usage_types: [usageType] } });
      expect(pin.ok(), await pin.text()).toBe(true);
      kioskToken = ((await pin.json()) as { kiosk_token: string }).kiosk_token;
    }
    const item = items[index % items.length]!;
    const placed = await request.post('/api/kiosk/op/place-order', {
      headers: { ...CLIENT_HEADERS, 'x-kiosk-token': kioskToken, 'idempotency-key': randomUUID() },
      data: { usage_type: usageType, first: `Queue${index + 1}`, last: 'Rush', phone: `845555${String(1000 + index).padStart(4, '0')}`, items: [{ inventory_id: item.id, quantity: 1 }] },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    ids.push(((await placed.json()) as { order: { id: number } }).order.id);
  }
  return ids;
}
