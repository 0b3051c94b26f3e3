import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_STATUSES } from '@/api/cart';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { renderRoutes } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { OrderPage } from '../order/order-page';
import { ordersSearchSchema } from '@/web/shared/orders/orders-route-search';
import { makeOrderSummary, orderList } from '@/web/shared/orders/test-fixtures';
import { NO_MATCHING_ORDERS, NO_ORDERS, ORDERS_OFFLINE } from './order-list';
import { OrdersPage } from './orders-page';

const MY_ORDERS = '/carts/op/get-my-orders';

/** /orders and /order/{id} as the app routes them (same search validation), signed in as user 7. */
const renderOrderRoutes = (path: string) =>
  renderRoutes(
    [
      { path: '/orders', validateSearch: ordersSearchSchema, component: OrdersPage },
      { path: '/order/$id', component: OrderPage },
    ],
    { path, user: makeUser(), userKept: false },
  );

describe('Order History filters (part 2 §4 "Order list filters", §7 get-my-orders)', () => {
  it('each tab asks for its statuses in its order and is kept in ?filter=', async () => {
    const api = fakeApi({ [MY_ORDERS]: () => ({ body: orderList([makeOrderSummary()]) }) });
    const { location } = await renderOrderRoutes('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order History' })).toBeTruthy();
    await screen.findByText('Order #1042');
    expect(api.callsTo(MY_ORDERS).at(-1)!.body).toEqual({ statuses: [...DEFAULT_ORDER_STATUSES], order_by: 'submitted_desc' });

    const expected = [
      ['In Progress', 'in_progress', ['submitted', 'fulfilled'], 'submitted_asc'],
      ['Completed', 'completed', ['finished'], 'submitted_desc'],
      ['Cancelled', 'cancelled', ['cancelled', 'rejected'], 'submitted_desc'],
    ] as const;
    for (const [tab, filter, statuses, orderBy] of expected) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(location()).toBe(`/orders?filter=${filter}`));
      await waitFor(() => expect(api.callsTo(MY_ORDERS).at(-1)!.body).toEqual({ statuses, order_by: orderBy }));
      expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
    }
  });

  it('opens on the filter in the URL; an unknown filter reads as All', async () => {
    const api = fakeApi({ [MY_ORDERS]: () => ({ body: orderList([]) }) });
    await renderOrderRoutes('/orders?filter=completed');
    await screen.findByText(NO_MATCHING_ORDERS);
    expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('true');
    expect(api.calls.map((call) => call.body)).toEqual([{ statuses: ['finished'], order_by: 'submitted_desc' }]);
    expect(ordersSearchSchema.parse({ filter: 'everything' })).toEqual({ filter: 'all' });
    expect(ordersSearchSchema.parse({})).toEqual({ filter: 'all' });
  });
});

describe('Order History cards and states (part 2 §2 /orders)', () => {
  it('a card: number, store, date, status label and colour, item count, total and Order Details', async () => {
    fakeApi({
      [MY_ORDERS]: () => ({
        body: orderList([makeOrderSummary(), makeOrderSummary({ id: 1001, status: 'cancelled', order_type: 'delivery', item_count: 1, grand_total_cents: 12900 })]),
      }),
    });
    await renderOrderRoutes('/orders');
    const card = (await screen.findByRole('article', { name: 'Order #1042' })) as HTMLElement;
    expect(card.textContent).toContain('Springfield Dispensary');
    expect(card.textContent).toMatch(/Nov 21, 2026 · Pickup · 2 items/);
    expect(card.querySelector('[data-tone="pending"]')!.textContent).toBe('Submitted');
    expect(card.textContent).toContain('$40.00');
    expect(within(card).getByRole('link', { name: /^Order Details/ }).getAttribute('href')).toBe('/order/1042');
    const cancelled = screen.getByRole('article', { name: 'Order #1001' });
    expect(cancelled.querySelector('[data-tone="stopped"]')!.textContent).toBe('Cancelled');
    expect(cancelled.textContent).toContain('Delivery · 1 item');
  });

  it("no orders at all: 'You have no orders.'; none for a filter: 'No orders found with that criteria'", async () => {
    fakeApi({ [MY_ORDERS]: () => ({ body: orderList([]) }) });
    await renderOrderRoutes('/orders');
    expect(await screen.findByText(NO_ORDERS)).toBeTruthy();
    expect(screen.queryByText(NO_MATCHING_ORDERS)).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'In Progress' }));
    expect(await screen.findByText(NO_MATCHING_ORDERS)).toBeTruthy();
    // The All panel leaves through Ark's presence (unmountOnExit), a moment after the new one shows.
    await waitFor(() => expect(screen.queryByText(NO_ORDERS)).toBeNull());
  });

  it('a failed list offers Try Again, which loads it', async () => {
    let fail = true;
    fakeApi({ [MY_ORDERS]: () => (fail ? { status: 500, body: { error: 'Down' } } : { body: orderList([makeOrderSummary()]) }) });
    await renderOrderRoutes('/orders');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your orders.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Order #1042' })).toBeTruthy();
  });

  it('Order Details opens the order; a malformed order id is not found without a call', async () => {
    const api = fakeApi({ [MY_ORDERS]: () => ({ body: orderList([makeOrderSummary()]) }) });
    const { router } = await renderOrderRoutes('/orders');
    expect((await screen.findByRole('link', { name: /^Order Details/ })).getAttribute('href')).toBe('/order/1042');
    await router.navigate({ to: '/order/$id' as never, params: { id: 'abc' } as never });
    expect(await screen.findByText("We couldn't find that order.")).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/carts/abc'))).toHaveLength(0);
  });
});

describe('Order History offline (README: What the device keeps: screens that need the network say so; nothing spins forever)', () => {
  it('with nothing kept it says the orders need a connection, and shows them once the network returns', async () => {
    let online = false;
    fakeApi({ [MY_ORDERS]: () => (online ? { body: orderList([makeOrderSummary()]) } : NO_NETWORK) });
    await renderOrderRoutes('/orders');
    expect((await screen.findByText(ORDERS_OFFLINE)).closest('[role=status]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    online = true;
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    expect(await screen.findByRole('article', { name: 'Order #1042' })).toBeTruthy();
    expect(screen.queryByText(ORDERS_OFFLINE)).toBeNull();
  });

  it('the orders kept from the last visit stay on screen when a refresh fails offline', async () => {
    let online = true;
    fakeApi({ [MY_ORDERS]: () => (online ? { body: orderList([makeOrderSummary()]) } : NO_NETWORK) });
    const { queryClient } = await renderOrderRoutes('/orders');
    await screen.findByRole('article', { name: 'Order #1042' });
    online = false;
    await act(() => queryClient.refetchQueries());
    expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true);
    expect(screen.getByRole('article', { name: 'Order #1042' })).toBeTruthy();
    expect(screen.queryByText(ORDERS_OFFLINE)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
