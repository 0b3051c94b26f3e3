import { expect, type APIRequestContext } from '@playwright/test';

/** The headers every call carries (part 1 §7; src/web/data/call.ts). */
const CLIENT_HEADERS = { 'x-api-key': 'apotheca-public-web-key', 'x-portal-app-id': 'apotheca-web' };

/**
 * Reads what the server holds for a shopper, apart from any browser: a token of its own from
 * /api/auth/login, then the carts calls the app makes (part 2 §7).
 */
export async function apiSession(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/auth/login', { headers: CLIENT_HEADERS, data: { username: email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { ...CLIENT_HEADERS, authorization: `Bearer ${token}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api/carts/op/${path}`, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  return {
    /** inventory id -> quantity in the open cart (empty when none is open). */
    async cartQuantities(): Promise<Record<number, number>> {
      const { cart } = (await post('get-cart', {})) as { cart: { cart_items: { inventory_id: number; quantity: number }[] } | null };
      return Object.fromEntries((cart?.cart_items ?? []).map((line) => [line.inventory_id, line.quantity]));
    },
    /** Sets a line's quantity in the open cart as another device would (carts/op/update-quantity). */
    async setQuantity(inventoryId: number, quantity: number): Promise<void> {
      const { cart } = (await post('get-cart', {})) as { cart: { id: number; store_id: number } | null };
      expect(cart, 'an open cart').not.toBeNull();
      await post('update-quantity', { store_id: cart!.store_id, cart_id: cart!.id, inventory_id: inventoryId, quantity });
    },
    /** Ids of every placed order of the shopper. */
    async orderIds(): Promise<number[]> {
      const { data } = (await post('get-my-orders', {})) as { data: { id: number }[] };
      return data.map((order) => order.id);
    },
  };
}
