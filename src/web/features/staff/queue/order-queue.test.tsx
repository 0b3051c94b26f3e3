import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueOrder } from '@/api/staff';
import type { OrderStatus } from '@/domain/order-status';
import { toastState } from '@/web/state/toasts';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { choose, stubLayout } from '@/web/testing/jsdom-layout';
import { renderSignedIn } from '@/web/testing/render';
import { forgetWorkingStore, makeQueueOrder, makeStaffOrder, makeStaffStore, makeStaffUser, queueAnswer, renderStaffRoutes, staffBasics } from '../test-fixtures';
import { staffKeys } from '@/web/data/query-keys';
import { StoreSwitcher } from '../components/store-switcher';
import { STAFF_ACTION_LABELS } from '../transition-labels';
import { workingStoreState } from '../working-store';
import { CLEAR_FIND, NO_QUEUE_ORDERS, QUEUE_OFFLINE } from './queue-list';
import { QUEUE_VIEW_KEY } from './queue-view-prefs';
import { REFRESH_OFFLINE } from './queue-status';

const QUEUE = '/staff/op/order-queue';
const UPDATE = '/staff/op/update-order-status';

beforeEach(() => {
  forgetWorkingStore();
  stubLayout();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastState.toasts = [];
});

function serveQueue(answer: (body: { store_id: number; statuses: OrderStatus[] }) => QueueOrder[] | typeof NO_NETWORK, stores = [makeStaffStore()]) {
  return fakeApi({
    ...staffBasics(stores),
    [QUEUE]: (body) => {
      const orders = answer(body as { store_id: number; statuses: OrderStatus[] });
      return orders === NO_NETWORK ? NO_NETWORK : { body: queueAnswer(orders) };
    },
  });
}

const row = (number: number) => screen.findByRole('article', { name: `Order #${number}` });
const buttonNames = (article: HTMLElement) =>
  within(within(article).getByRole('group', { name: /^Actions for order/ }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe("Order Queue rows (part 2 §2 /orders 'Order Queue' for portal users, §6)", () => {
  it('each order in one compact row: number, status, customer and id, order type and usage, time in store time, total, items, the moves, Order Details', async () => {
    serveQueue(() => [
      makeQueueOrder(),
      makeQueueOrder({
        id: 1043,
        status: 'fulfilled',
        curbside_pickup: true,
        vehicle_description: 'Red hatchback',
        item_count: 1,
        grand_total_cents: 12900,
        customer: { user_id: null, first: 'Walk', last: 'In', phone: null, email: 'walk@example.test', contact_method: 'email', anonymous: true },
        allowed_transitions: ['finished', 'cancelled'],
        last_change: { from_status: 'submitted', to_status: 'fulfilled', at: '2026-11-21T18:40:00.000Z', by: 'Jordan Reyes', reason: null, reason_note: null },
      }),
    ]);
    await renderStaffRoutes('/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Order Queue' })).toBeTruthy();
    const first = await row(1042);
    expect(within(first).getByRole('heading', { level: 2, name: 'Order #1042' })).toBeTruthy();
    for (const text of ['#1042', 'Submitted', 'Dana Reyes', 'Customer ID 7', 'Pickup', 'Adult Use', '12:26 PM', 'Nov 21', '$40.00', '2 items']) {
      expect(first.textContent).toContain(text);
    }
    expect(within(first).getByRole('link', { name: 'Order Details for order #1042' }).getAttribute('href')).toBe('/order/1042');
    const second = await row(1043);
    expect(second.querySelector('[data-tone="ready"]')!.textContent).toBe('Ready for Pickup');
    for (const text of ['Walk In', 'Guest', 'Curbside Pickup', '$129.00', '1 item']) {
      expect(second.textContent).toContain(text);
    }
    expect(screen.getByText('Updated 12:30:05 PM')).toBeTruthy();
    expect(screen.getByText('2 orders')).toBeTruthy();
  });

  it("'More about order' opens the rest in place: contact, how they are notified, the vehicle, the full time and the last change (part 2 §6 contact info)", async () => {
    serveQueue(() => [
      makeQueueOrder(),
      makeQueueOrder({
        id: 1043,
        status: 'fulfilled',
        curbside_pickup: true,
        vehicle_description: 'Red hatchback',
        customer: { user_id: null, first: 'Walk', last: 'In', phone: null, email: 'walk@example.test', contact_method: 'email', anonymous: true },
        allowed_transitions: ['finished', 'cancelled'],
        last_change: { from_status: 'submitted', to_status: 'fulfilled', at: '2026-11-21T18:40:00.000Z', by: 'Jordan Reyes', reason: null, reason_note: null },
      }),
    ]);
    await renderStaffRoutes('/orders');
    const first = await row(1042);
    const toggle = within(first).getByRole('button', { name: 'More about order #1042' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(first.textContent).not.toContain('dana@example.test');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(first.contains(details)).toBe(true);
    for (const text of ['Customer ID 7', '(845) 555-0142', 'dana@example.test', 'Notify by: Email and text', 'Pickup', 'Adult Use', 'Nov 21, 12:26 PM CST', '2 items', '$40.00', 'by Customer at Nov 21, 12:26 PM CST']) {
      expect(details.textContent).toContain(text);
    }
    expect(within(details).getByRole('link', { name: '(845) 555-0142' }).getAttribute('href')).toBe('tel:8455550142');

    const second = await row(1043);
    await userEvent.click(within(second).getByRole('button', { name: 'More about order #1043' }));
    for (const text of ['Guest', 'Notify by: Email', 'Curbside Pickup · Red hatchback', 'by Jordan Reyes at Nov 21, 12:40 PM CST']) {
      expect(second.textContent).toContain(text);
    }
    await userEvent.click(toggle);
    expect(first.textContent).not.toContain('dana@example.test');
  });

  it('shows only the moves the server allows, with the staff labels', async () => {
    const cases: [OrderStatus, OrderStatus[], string[]][] = [
      ['awaiting_checkin', ['submitted', 'cancelled'], [STAFF_ACTION_LABELS.checkIn, STAFF_ACTION_LABELS.cancel]],
      ['requested', ['submitted', 'rejected', 'cancelled'], [STAFF_ACTION_LABELS.accept, STAFF_ACTION_LABELS.reject, STAFF_ACTION_LABELS.cancel]],
      ['submitted', ['fulfilled', 'rejected', 'cancelled'], ['Mark Ready', 'Reject', 'Cancel Order']],
      ['fulfilled', ['picked_up', 'cancelled'], ['Out for Delivery', 'Cancel Order']],
      ['picked_up', ['finished'], ['Finish Order']],
    ];
    serveQueue(() => cases.map(([status, allowed], index) => makeQueueOrder({ id: 2000 + index, status, order_type: 'delivery', allowed_transitions: allowed })).concat(makeQueueOrder({ id: 2099, status: 'finished', allowed_transitions: [] })));
    await renderStaffRoutes('/orders');
    for (const [index, [, , labels]] of cases.entries()) expect(buttonNames(await row(2000 + index))).toEqual(labels);
    expect(within(await row(2099)).queryByRole('group')).toBeNull();
  });

  it("'No orders found with that criteria' when the filter has none", async () => {
    serveQueue(() => []);
    await renderStaffRoutes('/orders');
    expect(await screen.findByText(NO_QUEUE_ORDERS)).toBeTruthy();
  });
});

describe('Order Queue filters (part 2 §4 "Order list filters", §6 "filters by status")', () => {
  it('each tab asks the queue for its statuses and is kept in ?queue=', async () => {
    const api = serveQueue(() => [makeQueueOrder()]);
    const { location } = await renderStaffRoutes('/orders');
    await row(1042);
    expect(api.callsTo(QUEUE).at(-1)!.body).toEqual({ store_id: 1, statuses: ['requested', 'awaiting_checkin', 'submitted', 'fulfilled', 'picked_up', 'finished', 'rejected', 'cancelled'] });
    const expected = [
      ['Awaiting Check-In', 'awaiting_checkin', ['awaiting_checkin']],
      ['In Progress', 'in_progress', ['submitted', 'fulfilled']],
      ['Out for Delivery', 'out_for_delivery', ['picked_up']],
      ['Completed', 'completed', ['finished']],
      ['Cancelled', 'cancelled', ['cancelled', 'rejected']],
    ] as const;
    for (const [tab, value, statuses] of expected) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(location()).toBe(`/orders?queue=${value}`));
      await waitFor(() => expect(api.callsTo(QUEUE).at(-1)!.body).toEqual({ store_id: 1, statuses }));
    }
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(location()).toBe('/orders?queue=all'));
  });

  it('opens on the filter in the URL; an unknown one reads as All', async () => {
    const api = serveQueue(() => []);
    await renderStaffRoutes('/orders?queue=completed');
    await screen.findByText(NO_QUEUE_ORDERS);
    expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo(QUEUE).map((call) => call.body)).toEqual([{ store_id: 1, statuses: ['finished'] }]);
    cleanup();
    await renderStaffRoutes('/orders?queue=everything');
    await screen.findByText(NO_QUEUE_ORDERS);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('finding an order at the counter: search, order type and sort (issue 21)', () => {
  const three = () => [
    makeQueueOrder({ id: 1042, submitted_on: '2026-11-21T18:26:00.000Z' }),
    makeQueueOrder({ id: 1043, status: 'fulfilled', order_type: 'delivery', submitted_on: '2026-11-21T18:20:00.000Z', customer: { ...makeQueueOrder().customer, first: 'Zoe', last: 'Adams', phone: '2125550199' } }),
    makeQueueOrder({ id: 1044, status: 'requested', submitted_on: '2026-11-21T18:29:00.000Z', allowed_transitions: ['submitted', 'rejected', 'cancelled'], customer: { ...makeQueueOrder().customer, first: 'Ada', last: 'Lovelace' } }),
  ];
  // The status tabs' panel is open too, so jsdom-layout's choose() would look in the wrong place.
  const pick = async (label: string, option: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  };
  const shownIds = () => screen.getAllByRole('article').map((article) => Number(article.getAttribute('data-order-id')));

  it('searches by name, order number or phone on the loaded list; none found offers to clear', async () => {
    const api = serveQueue(three);
    await renderStaffRoutes('/orders');
    await row(1042);
    expect(shownIds()).toEqual([1044, 1042, 1043]);
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.type(search, 'lovelace');
    expect(shownIds()).toEqual([1044]);
    expect(screen.getByText('1 of 3 orders')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, '#1043');
    expect(shownIds()).toEqual([1043]);
    await userEvent.clear(search);
    await userEvent.type(search, '555-0199');
    expect(shownIds()).toEqual([1043]);
    await userEvent.type(search, '7');
    expect(await screen.findByText(NO_QUEUE_ORDERS)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: CLEAR_FIND }));
    expect(shownIds()).toEqual([1044, 1042, 1043]);
    expect((search as HTMLInputElement).value).toBe('');
    // The search never asks the server again.
    expect(api.callsTo(QUEUE)).toHaveLength(1);
  });

  it('one order type, and an order by status, kept across the status tabs and remembered on the terminal', async () => {
    serveQueue(three);
    const { location } = await renderStaffRoutes('/orders?queue=all');
    await row(1042);
    expect(screen.getByRole('combobox', { name: 'Sort' }).textContent).toContain('Newest first');
    await pick('Sort', 'Status');
    await waitFor(() => expect(shownIds()).toEqual([1044, 1042, 1043]));
    await pick('Sort', 'Oldest first');
    await waitFor(() => expect(shownIds()).toEqual([1043, 1042, 1044]));
    await pick('Type', 'Delivery');
    await waitFor(() => expect(shownIds()).toEqual([1043]));
    await userEvent.click(screen.getByRole('tab', { name: 'In Progress' }));
    await waitFor(() => expect(location()).toBe('/orders?queue=in_progress'));
    expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toContain('Delivery');
    expect(JSON.parse(localStorage.getItem(QUEUE_VIEW_KEY)!)).toEqual({ sort: 'oldest', type: 'delivery' });
    cleanup();

    // The next time the queue opens on this terminal, it is as staff left it.
    await renderStaffRoutes('/orders');
    await row(1043);
    expect(shownIds()).toEqual([1043]);
    expect(screen.getByRole('combobox', { name: 'Sort' }).textContent).toContain('Oldest first');
  });

  it('without a chosen order, In Progress lists the oldest first and the others the newest first (part 2 §4, §9)', async () => {
    serveQueue(three);
    await renderStaffRoutes('/orders?queue=in_progress');
    await row(1042);
    expect(screen.getByRole('combobox', { name: 'Sort' }).textContent).toContain('Oldest first');
    expect(shownIds()).toEqual([1043, 1042, 1044]);
  });
});

describe('Order Queue actions (part 2 §6; DECISIONS.md: "refresh … at once after an action")', () => {
  it('Mark Ready posts the move for the working store, toasts, and refetches the queue at once', async () => {
    let status: OrderStatus = 'submitted';
    const api = fakeApi({
      ...staffBasics(),
      [QUEUE]: () => ({ body: queueAnswer([makeQueueOrder({ status, allowed_transitions: status === 'submitted' ? ['fulfilled', 'rejected', 'cancelled'] : ['finished', 'cancelled'] })]) }),
      [UPDATE]: (body) => {
        status = (body as { status: OrderStatus }).status;
        return { body: makeStaffOrder({ order: { ...makeStaffOrder().order, status }, allowed_transitions: ['finished', 'cancelled'] }) };
      },
    });
    await renderStaffRoutes('/orders');
    const article = await row(1042);
    const reads = api.callsTo(QUEUE).length;
    await userEvent.click(within(article).getByRole('button', { name: 'Mark Ready' }));
    await waitFor(() => expect(buttonNames(article)).toEqual(['Finish Order', 'Cancel Order']));
    expect(api.callsTo(UPDATE).map((call) => call.body)).toEqual([{ store_id: 1, cart_id: 1042, status: 'fulfilled' }]);
    expect(api.callsTo(QUEUE).length).toBe(reads + 1);
    expect(toastState.toasts.map((toast) => [toast.kind, toast.message])).toContainEqual(['success', 'Order #1042 is now Ready for Pickup.']);
  });

  it('Reject and Cancel Order ask first: Cancel changes nothing, the confirm button moves the order', async () => {
    const api = fakeApi({
      ...staffBasics(),
      [QUEUE]: () => ({ body: queueAnswer([makeQueueOrder()]) }),
      [UPDATE]: (body) => ({ body: makeStaffOrder({ order: { ...makeStaffOrder().order, status: (body as { status: OrderStatus }).status }, allowed_transitions: [] }) }),
    });
    await renderStaffRoutes('/orders');
    const article = await row(1042);
    await userEvent.click(within(article).getByRole('button', { name: 'Reject' }));
    const rejectDialog = await screen.findByRole('alertdialog', { name: 'Reject order #1042?' });
    await userEvent.click(within(rejectDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo(UPDATE)).toHaveLength(0);

    await userEvent.click(within(article).getByRole('button', { name: 'Cancel Order' }));
    const cancelDialog = await screen.findByRole('alertdialog', { name: 'Cancel order #1042?' });
    await userEvent.click(within(cancelDialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(api.callsTo(UPDATE).map((call) => call.body)).toEqual([{ store_id: 1, cart_id: 1042, status: 'cancelled' }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Reject may say why (README "Reports"): the chosen reason and the note are sent; a note alone asks for a reason', async () => {
    const api = fakeApi({
      ...staffBasics(),
      [QUEUE]: () => ({ body: queueAnswer([makeQueueOrder()]) }),
      [UPDATE]: (body) => ({ body: makeStaffOrder({ order: { ...makeStaffOrder().order, status: (body as { status: OrderStatus }).status }, allowed_transitions: [] }) }),
    });
    await renderStaffRoutes('/orders');
    await userEvent.click(within(await row(1042)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject order #1042?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note for staff (optional)' }), 'Two cartridges gone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Reject' }));
    expect(await within(dialog).findByText('Pick a reason for the note.')).toBeTruthy();
    expect(api.callsTo(UPDATE)).toHaveLength(0);

    // By keyboard: the reason list opens and stays inside the dialog, so it is read and chosen there.
    within(dialog).getByRole('combobox', { name: 'Reason (optional)' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByRole('option', { name: 'Items out of stock' })).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByRole('combobox', { name: 'Reason (optional)' }).textContent).toContain('ID or medical card problem');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Reject' }));
    await waitFor(() =>
      expect(api.callsTo(UPDATE).map((call) => call.body)).toEqual([{ store_id: 1, cart_id: 1042, status: 'rejected', reason: 'id_or_card', reason_note: 'Two cartridges gone' }]),
    );
  });

  it("a refused move (the order moved on meanwhile) toasts the server's message and refetches", async () => {
    const api = fakeApi({
      ...staffBasics(),
      [QUEUE]: () => ({ body: queueAnswer([makeQueueOrder()]) }),
      [UPDATE]: () => ({ status: 409, body: { error: 'This order cannot move to that status now. Refresh the queue and try again.' } }),
    });
    await renderStaffRoutes('/orders');
    const article = await row(1042);
    await userEvent.click(within(article).getByRole('button', { name: 'Mark Ready' }));
    await waitFor(() => expect(toastState.toasts.map((toast) => toast.kind)).toContain('error'));
    expect(toastState.toasts.find((toast) => toast.kind === 'error')!.message).toMatch(/cannot move to that status/);
    await waitFor(() => expect(api.callsTo(QUEUE)).toHaveLength(2));
  });
});

describe('Order Queue refresh (part 2 §4 "The portal list refreshes every 60 seconds", §9; shortened in tests)', () => {
  it("refreshes every queue_refresh_seconds of the server's terminal settings, keeping the rows while it does", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let orders = [makeQueueOrder()];
    const api = fakeApi({
      ...staffBasics([makeStaffStore()], 5),
      [QUEUE]: () => ({ body: queueAnswer(orders) }),
    });
    const { queryClient } = await renderStaffRoutes('/orders');
    await row(1042);
    await waitFor(() => expect(queryClient.getQueryData(staffKeys.terminalSettings)).toBeTruthy());
    const reads = api.callsTo(QUEUE).length;
    orders = [makeQueueOrder(), makeQueueOrder({ id: 1050, status: 'submitted', checkin: true })];
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await row(1050)).toBeTruthy();
    expect(api.callsTo(QUEUE).length).toBe(reads + 1);
    expect(screen.getByRole('article', { name: 'Order #1042' })).toBeTruthy();
  });

  it('a refresh that fails offline keeps the rows and says they may be out of date', async () => {
    let online = true;
    serveQueue(() => (online ? [makeQueueOrder()] : NO_NETWORK));
    const { queryClient } = await renderStaffRoutes('/orders');
    await row(1042);
    online = false;
    await act(() => queryClient.refetchQueries({ queryKey: ['orders', 'staff'] }));
    expect(await screen.findByText(REFRESH_OFFLINE)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Order #1042' })).toBeTruthy();
  });

  it('with nothing loaded and no network it says the queue needs a connection, with Try Again', async () => {
    let online = false;
    serveQueue(() => (online ? [makeQueueOrder()] : NO_NETWORK));
    await renderStaffRoutes('/orders');
    expect((await screen.findByText(QUEUE_OFFLINE)).closest('[role=status]')).not.toBeNull();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await row(1042)).toBeTruthy();
  });
});

describe('working store (DECISIONS.md "Modes of the one installable app": one store at a time, remembered on the device)', () => {
  it('starts on the first store; the switcher changes it, the queue follows and the device remembers it', async () => {
    const stores = [makeStaffStore(), makeStaffStore({ id: 2, name: 'Tempe', store_slug: 'tempe-az', timezone: 'America/Phoenix' })];
    const api = serveQueue((body) => [makeQueueOrder({ id: body.store_id === 2 ? 2042 : 1042, store_id: body.store_id })], stores);
    await renderStaffRoutes('/orders');
    await row(1042);
    expect(api.callsTo(QUEUE).at(-1)!.body).toMatchObject({ store_id: 1 });
    cleanup();

    // The switcher sits in the staff header; here it is on its own.
    await renderSignedIn(<StoreSwitcher />, { user: makeStaffUser() });
    await screen.findByRole('combobox', { name: 'Working store' });
    await choose('Working store', 'Tempe');
    expect(workingStoreState.storeId).toBe(2);
    expect(localStorage.getItem('apotheca_staff_store')).toBe('2');
    cleanup();

    await renderStaffRoutes('/orders');
    expect(await row(2042)).toBeTruthy();
    expect(api.callsTo(QUEUE).at(-1)!.body).toMatchObject({ store_id: 2 });
  });

  it('a remembered store the person does not work at falls back to their first store', async () => {
    localStorage.setItem('apotheca_staff_store', '99');
    workingStoreState.storeId = 99;
    const api = serveQueue(() => [makeQueueOrder()]);
    await renderStaffRoutes('/orders');
    await row(1042);
    expect(api.callsTo(QUEUE).map((call) => call.body)).toEqual([expect.objectContaining({ store_id: 1 })]);
  });
});
