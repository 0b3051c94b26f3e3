import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_ERROR_CODES } from '@/api/cart';
import { outboxState, userScope } from '@/web/data/outbox/scope-state';
import { startCartOutbox } from '@/web/shared/cart/replay-cart-writes';
import { sessionState } from '@/web/state/session';
import { toastState } from '@/web/state/toasts';
import { fakeApi } from '@/web/testing/fake-api';
import { makeCart, makeLine, renderCart } from './test-support';

afterEach(() => {
  toastState.toasts = [];
  sessionStorage.clear();
});

const SUBMIT = '/carts/op/submit-cart';
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
/** Place Order again once the last attempt's spinner has gone. */
async function placeAgain() {
  await waitFor(() => expect(placeOrder().disabled).toBe(false));
  await userEvent.click(placeOrder());
}
const keyOf = (call: { headers: Headers }) => call.headers.get('idempotency-key') ?? '';

describe('Place Order (part 2 §4; carts/op/submit-cart)', () => {
  it('places the order with an idempotency key and opens /order/{id}', async () => {
    const api = fakeApi({ [SUBMIT]: () => ({ body: makeCart({ id: 900, status: 'requested' }) }) });
    const { location } = await renderCart();
    await userEvent.click(placeOrder());
    await waitFor(() => expect(location()).toBe('/order/900'));
    const [call] = api.callsTo(SUBMIT);
    expect(call!.body).toMatchObject({ store_id: 1, cart_id: 900 });
    expect(keyOf(call!).length).toBeGreaterThanOrEqual(8);
  });

  it('a retry after a network failure sends the same key, so one order is made', async () => {
    let attempts = 0;
    const api = fakeApi({
      [SUBMIT]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: { error: 'The server is busy. Please try again.' } } : { body: makeCart({ status: 'requested' }) };
      },
    });
    const { location } = await renderCart();
    await userEvent.click(placeOrder());
    expect(await screen.findByText('The server is busy. Please try again.')).toBeTruthy();
    await placeAgain();
    await waitFor(() => expect(location()).toBe('/order/900'));
    const [first, second] = api.callsTo(SUBMIT);
    expect(keyOf(second!)).toBe(keyOf(first!));
  });

  it('a refusal drops the key: the next attempt is a new one', async () => {
    const api = fakeApi({
      [SUBMIT]: () => ({ status: 409, body: { error: 'Cart status not changed', code: CART_ERROR_CODES.cartStatusNotChanged } }),
      '/carts/op/get-cart': () => ({ body: { cart: makeCart() } }),
    });
    await renderCart();
    await userEvent.click(placeOrder());
    expect(await screen.findByText('Cart status not changed')).toBeTruthy();
    // Every refusal reloads the cart, so what changed on the server shows.
    await waitFor(() => expect(api.callsTo('/carts/op/get-cart')).toHaveLength(1));
    await placeAgain();
    await waitFor(() => expect(api.callsTo(SUBMIT)).toHaveLength(2));
    const [first, second] = api.callsTo(SUBMIT);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
  });

  it('lines that can no longer be sold show their reason beside the line and the cart reloads', async () => {
    const lines = [makeLine(), makeLine({ id: 12, inventory_id: 502 }, { ecomm_display_name: 'Mango Gummies' })];
    const api = fakeApi({
      [SUBMIT]: () => ({
        status: 409,
        body: { error: 'Some items can no longer be ordered.', code: CART_ERROR_CODES.linesUnavailable, lines: [{ inventory_id: 502, name: 'Mango Gummies', message: 'Only 1 of Mango Gummies left.' }] },
      }),
      '/carts/op/get-cart': () => ({ body: { cart: makeCart({ cart_items: lines }) } }),
    });
    await renderCart({ cart: makeCart({ cart_items: lines }) });
    await userEvent.click(placeOrder());
    expect(await screen.findByText('Some items can no longer be ordered.')).toBeTruthy();
    const reason = screen.getByText('Only 1 of Mango Gummies left.');
    expect(reason.closest('li')?.textContent).toContain('Mango Gummies');
    expect(screen.getByRole('textbox', { name: 'Quantity of Mango Gummies' }).getAttribute('aria-describedby')).toBe(reason.id);
    await waitFor(() => expect(api.callsTo('/carts/op/get-cart')).toHaveLength(1));
  });

  it('offline, the order is held as Waiting for connection and sent once when the network returns (README: What the device keeps)', async () => {
    const api = fakeApi({ [SUBMIT]: () => ({ body: makeCart({ id: 900, status: 'submitted' }) }) });
    const { location, queryClient } = await renderCart();
    startCartOutbox(queryClient);
    act(() => onlineManager.setOnline(false));
    await userEvent.click(placeOrder());
    expect(await screen.findByRole('button', { name: /Waiting for connection/ })).toBeTruthy();
    expect(screen.getByText(/Your order will be sent once, as soon as you're back online/)).toBeTruthy();
    expect(api.callsTo(SUBMIT)).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(location()).toBe('/order/900'));
    await waitFor(() => expect(outboxState(userScope(sessionState.userId ?? 0)).writes).toEqual([]));
    expect(api.callsTo(SUBMIT)).toHaveLength(1);
  });
});
