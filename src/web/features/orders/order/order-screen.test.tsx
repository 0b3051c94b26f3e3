import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES, type Cart } from '@/api/cart';
import { toastState } from '@/web/state/toasts';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { renderSignedIn } from '@/web/testing/render';
import { makeOrder } from '@/web/shared/orders/test-fixtures';
import { ORDER_CANCELLED_TOAST } from './cancel-order';
import { ORDER_NOT_FOUND, ORDER_OFFLINE, OrderScreen } from './order-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastState.toasts = [];
});

const orderPath = '/carts/1042';

async function showOrder(order: Cart) {
  const api = fakeApi({ [orderPath]: () => ({ body: { data: [order] } }) });
  const view = await renderSignedIn(<OrderScreen orderId={order.id} />, { path: `/order/${order.id}` });
  await screen.findByRole('region', { name: 'Order Summary' });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Order #${order.id}`);
  return { ...view, api };
}

const badge = () => document.querySelector<HTMLElement>('[data-tone]')!;

describe('/order/{id} status label and colour (part 2 §4)', () => {
  it.each([
    ['submitted', 'pickup', 'Submitted', 'pending'],
    ['awaiting_checkin', 'pickup', 'Awaiting Check-In', 'pending'],
    ['fulfilled', 'pickup', 'Ready for Pickup', 'ready'],
    ['fulfilled', 'delivery', 'Scheduled', 'pending'],
    ['picked_up', 'delivery', 'Out for Delivery', 'ready'],
    ['finished', 'pickup', 'Picked Up', 'ready'],
    ['finished', 'delivery', 'Delivered', 'ready'],
    ['rejected', 'pickup', 'Rejected', 'stopped'],
    ['cancelled', 'delivery', 'Cancelled', 'stopped'],
  ] as const)('%s %s reads %s in the %s colour, with an icon beside the text', async (status, orderType, label, tone) => {
    await showOrder(makeOrder({ status, order_type: orderType }));
    expect(badge().textContent).toBe(label);
    expect(badge().dataset.tone).toBe(tone);
    expect(badge().querySelector('svg')).not.toBeNull();
  });
});

describe('/order/{id} what the shopper may do (part 2 §4 cancel rule, returns; §8)', () => {
  it.each(['picked_up', 'finished', 'rejected', 'cancelled'] as const)('no Cancel Order once %s', async (status) => {
    await showOrder(makeOrder({ status }));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('cancel asks first, sends cancel-order, toasts, and shows the cancelled order', async () => {
    const api = fakeApi({
      [orderPath]: () => ({ body: { data: [makeOrder()] } }),
      '/carts/op/cancel-order': () => ({ body: makeOrder({ status: 'cancelled' }) }),
    });
    await renderSignedIn(<OrderScreen orderId={1042} />, { path: '/order/1042' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #1042?' });
    expect(api.callsTo('/carts/op/cancel-order')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(badge().textContent).toBe('Cancelled'));
    expect(api.callsTo('/carts/op/cancel-order')[0]!.body).toEqual({ cart_id: 1042, store_id: 1 });
    expect(toastState.toasts.map((toast) => toast.message)).toContain(ORDER_CANCELLED_TOAST);
    expect(screen.getByText(CART_MESSAGES.contactStore)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('Keep Order closes the dialog without cancelling', async () => {
    const { api } = await showOrder(makeOrder({ status: 'requested' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('/carts/op/cancel-order')).toHaveLength(0);
  });

  it.each(['cancelled', 'rejected'] as const)("%s: 'Please contact our store if you have any questions.'", async (status) => {
    await showOrder(makeOrder({ status }));
    expect(screen.getByText(CART_MESSAGES.contactStore)).toBeTruthy();
  });

  it("finished: no contact note, and 'Request a Return' leads to the returns form with the order", async () => {
    await showOrder(makeOrder({ status: 'finished' }));
    expect(screen.queryByText(CART_MESSAGES.contactStore)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a Return' }).getAttribute('href')).toBe('/contact?section=returns&order_id=1042');
  });

  it('no returns before the order is finished', async () => {
    await showOrder(makeOrder({ status: 'fulfilled' }));
    expect(screen.queryByRole('link', { name: 'Request a Return' })).toBeNull();
  });
});

describe('/order/{id} points (part 2 §4 "Earning" until finished)', () => {
  it.each([
    ['submitted', 'Earning 52 points'],
    ['finished', 'Earned 52 points'],
  ] as const)('%s reads %s', async (status, text) => {
    await showOrder(makeOrder({ status, loyalty_points_accrued: 52 }));
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('no points line when the order earns none', async () => {
    await showOrder(makeOrder({ loyalty_points_accrued: 0 }));
    expect(screen.queryByText(/Earning|Earned/)).toBeNull();
  });
});

describe('/order/{id} details and summary (part 2 §2, §3)', () => {
  it('delivery: address, window and placed time in the store time zone, every discount, pay on delivery, rounding note', async () => {
    await showOrder(
      makeOrder({
        order_type: 'delivery',
        address: { address_id: 3, address_1: '12 Elm St', address_2: 'Apt 4', city: 'Springfield', state: 'IL', zip: '62704' },
        delivery_start_time: '2026-11-22T20:00:00.000Z',
        delivery_end_time: '2026-11-22T22:00:00.000Z',
        subtotal_cents: 10000,
        discount_bundle_cents: 500,
        discount_promo_cents: 1000,
        promo_code: 'FALL10',
        discount_loyalty_cents: 200,
        loyalty_points_redeemed: 80,
        delivery_fee_cents: 500,
        tax_cents: 820,
        grand_total_cents: 9600,
        rounding_difference_cents: 20,
      }),
    );
    const details = screen.getByRole('region', { name: 'Order Details' });
    expect(details.textContent).toContain('12 Elm St, Apt 4');
    expect(details.textContent).toContain('Nov 22, 2:00 PM – 4:00 PM CST');
    expect(details.textContent).toContain('Nov 21, 2026, 12:26 PM CST');
    expect(details.textContent).toContain('Adult Use');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    for (const text of ['Subtotal$100.00', 'Bundles−$5.00', 'Promo (FALL10)−$10.00', 'Rewards (80 points)−$2.00', 'Tax$8.20', 'Delivery fee$5.00', 'Total$96.00']) {
      expect(summary.textContent).toContain(text);
    }
    expect(summary.textContent).toContain('rounded down to the nearest dollar ($0.20 off)');
    expect(summary.textContent).toContain('Pay on delivery');
  });

  it('curbside shows the vehicle; check-in orders waiting say to check in with the order number', async () => {
    await showOrder(makeOrder({ curbside_pickup: true, vehicle_description: 'Red hatchback' }));
    expect(screen.getByRole('region', { name: 'Order Details' }).textContent).toContain('Curbside PickupVehicleRed hatchback');
    expect(screen.getByText('Pay at pickup')).toBeTruthy();
    cleanup();
    await showOrder(makeOrder({ checkin: true, status: 'awaiting_checkin' }));
    expect(screen.getByText('Check in at the store when you arrive.').parentElement!.textContent).toContain('#1042');
  });

  it('items: brand, name, size, quantity, unit and line price before and after the special', async () => {
    await showOrder(makeOrder());
    const items = screen.getByRole('region', { name: /Items/ });
    expect(items.textContent).toContain('Valley Farms');
    expect(items.textContent).toContain('Blue Dream');
    expect(items.textContent).toContain('3.5g · Qty 2 · $25.00 $20.00 each');
    expect(items.textContent).toContain('20% off Flower');
    expect(items.textContent).toContain('Was $50.00$40.00');
  });
});

describe('/order/{id} when it cannot show', () => {
  it.each([404, 403])("%s: 'We couldn't find that order.' with a way to Order History", async (status) => {
    fakeApi({ [orderPath]: () => ({ status, body: { error: 'Not found' } }) });
    await renderSignedIn(<OrderScreen orderId={1042} />, { path: '/order/1042' });
    expect(await screen.findByText(ORDER_NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Order History' }).getAttribute('href')).toBe('/orders');
  });

  it('a failed read offers Try Again, which shows the order', async () => {
    let fail = true;
    fakeApi({ [orderPath]: () => (fail ? { status: 500, body: { error: 'Down' } } : { body: { data: [makeOrder()] } }) });
    await renderSignedIn(<OrderScreen orderId={1042} />, { path: '/order/1042' });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this order.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Order Summary' })).toBeTruthy();
  });

  it('offline with nothing kept: says the order needs a connection (no error, no endless skeleton)', async () => {
    fakeApi({ [orderPath]: () => NO_NETWORK });
    await renderSignedIn(<OrderScreen orderId={1042} />, { path: '/order/1042' });
    expect((await screen.findByText(ORDER_OFFLINE)).closest('[role=status]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('offline with the order kept: the order stays on screen when its refresh fails', async () => {
    const { queryClient } = await showOrder(makeOrder());
    fakeApi({ [orderPath]: () => NO_NETWORK });
    await act(() => queryClient.refetchQueries());
    expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true);
    expect(screen.getByRole('region', { name: 'Order Summary' })).toBeTruthy();
    expect(screen.queryByText(ORDER_OFFLINE)).toBeNull();
  });
});
