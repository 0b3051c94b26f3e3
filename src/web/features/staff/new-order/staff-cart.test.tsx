import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_ERROR_CODES } from '@/api/cart';
import { STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { makeCartItem, makeProduct } from '@/web/shared/add-to-cart/test-fixtures';
import { toastState } from '@/web/state/toasts';
import { fakeApi } from '@/web/testing/fake-api';
import { forgetWorkingStore } from '../test-fixtures';
import { NEW_ORDER_LABELS } from './new-order-labels';
import { ADA, GET_ORDER, makeStartedCart, onBehalfApi, renderOnBehalf, startedOrder } from './test-support';

const SUBMIT = '/staff/op/submit-order';
const UPDATE = '/staff/op/update-quantity';
const ABANDON = '/staff/op/abandon-order';

beforeEach(() => {
  forgetWorkingStore();
  sessionStorage.clear();
});
afterEach(() => {
  toastState.toasts = [];
});

const filledCart = () =>
  makeStartedCart({
    cart_items: [makeCartItem({ quantity: 2, total_cents: 8000, discounted_total_cents: 8000 })],
    subtotal_cents: 8000,
    tax_cents: 800,
    grand_total_cents: 8000,
    checkout_block: null,
  });

const debugDetails = {
  remaining_qty: 14,
  reserved_qty: 2,
  med_sellable_qty: 0,
  rec_sellable_qty: 12,
  med_price_cents: null,
  rec_price_cents: 4000,
  med_post_tax_price_cents: null,
  rec_post_tax_price_cents: 4400,
  batch_qty: 40,
  batch_inventory_id: 'BATCH-77',
};

describe("the staff cart at /cart (part 2 §2 /cart for portal users, §4 'Staff order on behalf', §6)", () => {
  it('shows who the started order is for, its lines and totals; each line has a collapsible debug inventory table', async () => {
    fakeApi(onBehalfApi({ [GET_ORDER]: startedOrder(filledCart()), '/p/inventory/501': () => ({ body: makeProduct({ debug: debugDetails }) }) }));
    await renderOnBehalf('/cart');
    expect(await screen.findByText(/Ordering for/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'For Ada Lovelace' })).toBeTruthy();
    const lines = screen.getByRole('region', { name: /Items/ });
    expect(within(lines).getByRole('link', { name: 'Blue Dream' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getAllByText('$80.00', { selector: 'dd' })).toHaveLength(2);

    const vi_fetch = vi.mocked(fetch);
    const debugCalls = () => vi_fetch.mock.calls.map(([url]) => new URL(String(url), 'http://test')).filter((url) => url.pathname === '/api/p/inventory/501');
    expect(debugCalls()).toHaveLength(0);
    await userEvent.click(screen.getByText(NEW_ORDER_LABELS.debugSummary));
    const table = await screen.findByRole('table', { name: 'Debug inventory of Blue Dream' });
    const rows = within(table).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Remaining', '14'],
      ['Reserved', '2'],
      ['Sellable (Medical)', '0'],
      ['Sellable (Adult Use)', '12'],
      ['Price (Medical)', '—'],
      ['Price (Adult Use)', '$40.00'],
      ['Post-tax price (Medical)', '—'],
      ['Post-tax price (Adult Use)', '$44.00'],
      ['Batch quantity', '40'],
      ['Batch inventory ID', 'BATCH-77'],
    ]);
    expect(Object.fromEntries(debugCalls()[0]!.searchParams)).toEqual({ debug: 'true', usage_type: 'recreational' });
  });

  it("a product answered without debug details says 'No debug details'", async () => {
    fakeApi(onBehalfApi({ [GET_ORDER]: startedOrder(filledCart()), '/p/inventory/501': () => ({ body: makeProduct() }) }));
    await renderOnBehalf('/cart');
    await userEvent.click(await screen.findByText(NEW_ORDER_LABELS.debugSummary));
    expect(await screen.findByText(NEW_ORDER_LABELS.noDebug)).toBeTruthy();
  });

  it('Place Order sends staff submit-order with an idempotency key, reuses it after a lost answer, then opens /order/{id}', async () => {
    let attempts = 0;
    const api = fakeApi(
      onBehalfApi({
        [GET_ORDER]: startedOrder(filledCart()),
        [SUBMIT]: () => (++attempts === 1 ? 'no network' : { body: { ...filledCart(), status: 'submitted' } }),
      }),
    );
    const { location } = await renderOnBehalf('/cart');
    await userEvent.click(await screen.findByRole('button', { name: NEW_ORDER_LABELS.placeOrder }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    const place = screen.getByRole('button', { name: NEW_ORDER_LABELS.placeOrder }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    await userEvent.click(place);
    await waitFor(() => expect(location()).toBe('/order/880'));
    const [first, second] = api.callsTo(SUBMIT);
    expect(first!.body).toEqual({ store_id: 1, cart_id: 880 });
    expect(first!.headers.get('idempotency-key')).toMatch(/.{8,}/);
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  });

  it("a refusal shows the server's words and the order is read again", async () => {
    const api = fakeApi(
      onBehalfApi({
        [GET_ORDER]: startedOrder(filledCart()),
        [SUBMIT]: () => ({ status: 409, body: { error: 'Some items are no longer available.', code: CART_ERROR_CODES.linesUnavailable, lines: [{ inventory_id: 501, name: 'Blue Dream', message: 'Only 1 left.' }] } }),
      }),
    );
    await renderOnBehalf('/cart');
    await userEvent.click(await screen.findByRole('button', { name: NEW_ORDER_LABELS.placeOrder }));
    expect(await screen.findByText('Some items are no longer available.')).toBeTruthy();
    expect(screen.getByText('Only 1 left.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(GET_ORDER).length).toBeGreaterThan(1));
  });

  it('a quantity change goes to staff update-quantity once typing pauses', async () => {
    const api = fakeApi(onBehalfApi({ [GET_ORDER]: startedOrder(filledCart()), [UPDATE]: () => ({ body: filledCart() }) }));
    await renderOnBehalf('/cart');
    await userEvent.click(await screen.findByRole('button', { name: /Increase quantity/ }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0]!.body).toEqual({ store_id: 1, cart_id: 880, inventory_id: 501, quantity: 3 });
  });

  it("Abandon Order asks first, then abandons; with no started order the cart says 'Please select a customer first.'", async () => {
    const api = fakeApi(onBehalfApi({ [GET_ORDER]: startedOrder(filledCart(), ADA), [ABANDON]: () => ({ body: { ...filledCart(), status: 'cancelled' } }) }));
    await renderOnBehalf('/cart');
    await userEvent.click(await screen.findByRole('button', { name: NEW_ORDER_LABELS.abandonOrder }));
    const dialog = await screen.findByRole('alertdialog', { name: NEW_ORDER_LABELS.abandonOrder });
    await userEvent.click(within(dialog).getByRole('button', { name: NEW_ORDER_LABELS.abandonOrder }));
    await waitFor(() => expect(api.callsTo(ABANDON)).toHaveLength(1));
    expect(api.callsTo(ABANDON)[0]!.body).toEqual({ store_id: 1, cart_id: 880 });
    expect(await screen.findByText(new RegExp(STAFF_ORDER_MESSAGES.selectCustomer.replace('.', '\\.')))).toBeTruthy();
  });
});
