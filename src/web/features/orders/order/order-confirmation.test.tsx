import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/api/cart';
import { toastState } from '@/web/state/toasts';
import { fakeApi } from '@/web/testing/fake-api';
import { renderSignedIn } from '@/web/testing/render';
import { makeOrder } from '@/web/shared/orders/test-fixtures';
import { expectedReady } from './expected-ready';
import { ORDER_THANKS } from './order-confirmation';
import { OrderScreen } from './order-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastState.toasts = [];
});

const waitTimes = (minutes: number | undefined) => () => ({
  body: { data: minutes === undefined ? [] : [{ store_id: 1, minutes, updated_at: '2026-11-21T18:00:00.000Z' }], rows: 1, total_rows: 1 },
});

async function showOrder(order: Cart, minutes: number | undefined = 20) {
  const api = fakeApi({ '/carts/1042': () => ({ body: { data: [order] } }), '/content/wait-times': waitTimes(minutes) });
  await renderSignedIn(<OrderScreen orderId={order.id} />, { path: `/order/${order.id}` });
  await screen.findByRole('region', { name: 'Order Summary' });
  return api;
}

const confirmation = () => screen.getByRole('region', { name: ORDER_THANKS });
/** The confirmation's facts as label → value. */
function facts() {
  const terms = within(confirmation()).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('/order/{id} confirmation after placing (issue 21 "After ordering"; part 2 §2 /order/{id})', () => {
  it('thanks the shopper with the order number, store, how it is received and the ready time from the wait (part 1 §7 wait times)', async () => {
    // Placed 12:26 PM Chicago time; the store's live wait is 20 minutes.
    const api = await showOrder(makeOrder({ status: 'submitted', usage_type: 'recreational' }));
    expect(await within(confirmation()).findByText(/Around 12:46 PM CST/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: ORDER_THANKS })).toBeTruthy();
    expect(facts()).toEqual({
      'Order number': '#1042',
      Store: 'Springfield Dispensary',
      "How you'll get it": 'Pickup · Pay at pickup',
      'Expected ready': "Around 12:46 PM CST (the store's wait is about 20 min)",
    });
    expect(api.callsTo('/content/wait-times')).toHaveLength(1);
  });

  it('curbside says so; check-in counts the wait from checking in', async () => {
    await showOrder(makeOrder({ status: 'submitted', usage_type: 'recreational', curbside_pickup: true, vehicle_description: 'Blue hatchback' }));
    expect(facts()["How you'll get it"]).toBe('Curbside Pickup · Pay at pickup');
    cleanup();
    await showOrder(makeOrder({ status: 'awaiting_checkin', usage_type: 'recreational', checkin: true }));
    expect(await within(confirmation()).findByText('About 20 min after you check in')).toBeTruthy();
    expect(facts()["How you'll get it"]).toBe('Check-In · Pay at pickup');
  });

  it('delivery gives its window instead of a wait, and asks no wait time', async () => {
    const api = await showOrder(
      makeOrder({ status: 'submitted', order_type: 'delivery', usage_type: 'recreational', delivery_start_time: '2026-11-22T20:00:00.000Z', delivery_end_time: '2026-11-22T22:00:00.000Z' }),
    );
    expect(facts()).toMatchObject({ "How you'll get it": 'Delivery · Pay on delivery', 'Delivery window': 'Nov 22, 2:00 PM – 4:00 PM CST' });
    expect(api.callsTo('/content/wait-times')).toHaveLength(0);
  });

  it("without a live figure the store's own wait_time counts (as on the locator tiles); a medical order shows no wait", async () => {
    // The startup store (id 1) publishes wait_time 10; the content service has nothing for it.
    await showOrder(makeOrder({ status: 'submitted', usage_type: 'recreational' }), undefined);
    expect(await within(confirmation()).findByText("Around 12:36 PM CST (the store's wait is about 10 min)")).toBeTruthy();
    cleanup();
    const api = await showOrder(makeOrder({ status: 'submitted', usage_type: 'medical' }));
    expect(facts()).not.toHaveProperty('Expected ready');
    expect(facts()['Order number']).toBe('#1042');
    expect(api.callsTo('/content/wait-times')).toHaveLength(0);
  });

  it('no wait figure at all: nothing is promised', () => {
    expect(expectedReady(makeOrder({ status: 'submitted' }), undefined)).toBeUndefined();
    expect(expectedReady(makeOrder({ status: 'submitted', submitted_on: null }), 15)).toEqual({ label: 'Expected ready', text: 'In about 15 min' });
  });

  it.each(['fulfilled', 'finished', 'cancelled', 'rejected'] as const)('no confirmation once the order is %s (the timeline says where it is)', async (status) => {
    await showOrder(makeOrder({ status }));
    expect(screen.queryByRole('region', { name: ORDER_THANKS })).toBeNull();
  });
});

describe('/order/{id} Cancel Order is a secondary action (part 2 §2 cancel dialog, §4 cancel rule)', () => {
  it('comes after the confirmation and the timeline, link-styled, and still cancels after asking', async () => {
    const api = fakeApi({
      '/carts/1042': () => ({ body: { data: [makeOrder()] } }),
      '/carts/op/cancel-order': () => ({ body: makeOrder({ status: 'cancelled' }) }),
      '/content/wait-times': waitTimes(20),
    });
    await renderSignedIn(<OrderScreen orderId={1042} />, { path: '/order/1042' });
    const cancel = await screen.findByRole('button', { name: 'Cancel Order' });
    const timeline = screen.getByRole('region', { name: 'Order Progress' });
    expect(confirmation().compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(timeline.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The quiet look: the link style, not the solid or outline button.
    expect(cancel.className).toContain('td_underline');
    expect(cancel.className).not.toMatch(/bd-c_brand|bg_brand\b/);

    await userEvent.click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #1042?' });
    expect(within(dialog).getByText("The store will not prepare it. This can't be undone.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('Please contact our store if you have any questions.')).toBeTruthy();
    expect(api.callsTo('/carts/op/cancel-order')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });
});
