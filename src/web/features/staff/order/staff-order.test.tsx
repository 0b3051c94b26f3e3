import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UseReactToPrintOptions } from 'react-to-print';
import type { StaffOrder } from '@/api/staff';
import type { OrderStatus } from '@/domain/order-status';
import { makeOrder, makeOrderItem } from '@/web/shared/orders/test-fixtures';
import { toastState } from '@/web/state/toasts';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { stubLayout } from '@/web/testing/jsdom-layout';
import { PRINT_MESSAGES, PRINT_RECEIPT_LABEL } from '../receipt/print-receipt';
import { forgetWorkingStore, makeStaffOrder, renderStaffRoutes, staffBasics } from '../test-fixtures';
import { STAFF_ORDER_OFFLINE, staffOrderNotFound } from './staff-order-screen';

/**
 * react-to-print stand-in: records the options, and printing runs onBeforePrint, waits until the
 * test lets the "print dialog" close, records what was printed, then runs onAfterPrint.
 */
const printer = vi.hoisted(() => {
  const state = {
    options: undefined as UseReactToPrintOptions | undefined,
    printed: [] as string[],
    closeDialog: () => undefined as void,
  };
  return state;
});
vi.mock('react-to-print', () => ({
  useReactToPrint: (options: UseReactToPrintOptions) => {
    printer.options = options;
    return () => {
      void (async () => {
        await options.onBeforePrint?.();
        await new Promise<void>((resolve) => (printer.closeDialog = resolve));
        const node = options.contentRef?.current;
        printer.printed.push(node instanceof Element ? node.textContent ?? '' : '');
        options.onAfterPrint?.();
      })();
    };
  },
}));

const orderPath = (id: number) => `/staff/orders/${id}`;

beforeEach(() => {
  forgetWorkingStore();
  stubLayout();
  printer.printed = [];
});
afterEach(() => {
  toastState.toasts = [];
});

async function showStaffOrder(staffOrder: StaffOrder) {
  const api = fakeApi({
    ...staffBasics(),
    [orderPath(staffOrder.order.id)]: () => ({ body: staffOrder }),
  });
  const view = await renderStaffRoutes(`/order/${staffOrder.order.id}`);
  await screen.findByRole('region', { name: 'Order Summary' });
  return { ...view, api };
}

const richOrder = () =>
  makeStaffOrder({
    order: makeOrder({
      cart_items: [makeOrderItem({ inventory: { ...makeOrderItem().inventory, image_urls: ['/images/products/flower.svg', '/images/blue-dream.webp'] } }), makeOrderItem({ id: 32, inventory_id: 502, quantity: 1, price_cents: 6000, discounted_price_cents: null, total_cents: 6000, discounted_total_cents: 6000, applied_special_caption: null, inventory: { ...makeOrderItem().inventory, name: 'Gummies 100mg', ecomm_display_name: 'Gummies', image_urls: ['/images/gummies.jpg'] } })],
      subtotal_cents: 10000,
      discount_promo_cents: 1000,
      promo_code: 'FALL10',
      tax_cents: 820,
      grand_total_cents: 9800,
      rounding_difference_cents: 20,
      loyalty_points_accrued: 98,
      curbside_pickup: true,
      vehicle_description: 'Red hatchback',
    }),
    history: [
      { from_status: 'pending', to_status: 'submitted', at: '2026-11-21T18:26:00.000Z', by: 'Customer', reason: null, reason_note: null },
      { from_status: 'submitted', to_status: 'fulfilled', at: '2026-11-21T18:40:00.000Z', by: 'Jordan Reyes', reason: null, reason_note: null },
    ],
    allowed_transitions: ['finished', 'cancelled'],
  });

describe("staff order view (part 2 §2 /order/{id}: 'Portal users get a different layout'; §6)", () => {
  it('asks for the order at the working store and shows items, customer, hand-over, totals and who changed what when', async () => {
    const staffOrder = richOrder();
    staffOrder.order.status = 'fulfilled';
    const { api } = await showStaffOrder(staffOrder);
    expect(api.callsTo(orderPath(1042))).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order #1042');
    expect(screen.getByRole('region', { name: /Items/ }).textContent).toContain('Gummies');
    const customer = screen.getByRole('region', { name: 'Customer' });
    for (const text of ['Dana Reyes', 'Customer ID 7', '(845) 555-0142', 'dana@example.test', 'Notify by: Email and text']) expect(customer.textContent).toContain(text);
    expect(screen.getByRole('region', { name: 'Order Details' }).textContent).toContain('Curbside Pickup · Red hatchback');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    for (const text of ['Subtotal$100.00', 'Promo (FALL10)−$10.00', 'Tax$8.20', 'Total$98.00', 'Earning 98 points']) expect(summary.textContent).toContain(text);
    const history = within(screen.getByRole('region', { name: 'Status History' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      'Submitted → Ready for Pickupby Jordan Reyes at Nov 21, 12:40 PM CST',
      'Pending → Submittedby Customer at Nov 21, 12:26 PM CST',
    ]);
    const actions = screen.getByRole('group', { name: 'Actions for order #1042' });
    expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Finish Order', 'Cancel Order']);
    expect(screen.getByRole('link', { name: 'Back to Order Queue' }).getAttribute('href')).toBe('/orders');
  });

  it('the same buttons move the order, and the view shows the answered status', async () => {
    let status: OrderStatus = 'submitted';
    const api = fakeApi({
      ...staffBasics(),
      [orderPath(1042)]: () => ({ body: makeStaffOrder({ order: makeOrder({ status }), allowed_transitions: status === 'submitted' ? ['fulfilled', 'rejected', 'cancelled'] : ['finished', 'cancelled'] }) }),
      '/staff/op/update-order-status': (body) => {
        status = (body as { status: OrderStatus }).status;
        return { body: makeStaffOrder({ order: makeOrder({ status }), allowed_transitions: ['finished', 'cancelled'] }) };
      },
    });
    await renderStaffRoutes('/order/1042');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Ready' }));
    await waitFor(() => expect(document.querySelector('[data-tone]')!.textContent).toBe('Ready for Pickup'));
    expect(api.callsTo('/staff/op/update-order-status').map((call) => call.body)).toEqual([{ store_id: 1, cart_id: 1042, status: 'fulfilled' }]);
    expect(screen.getByRole('button', { name: 'Finish Order' })).toBeTruthy();
  });

  it('a rejected order shows the reason and the note staff gave in its history (README "Reports")', async () => {
    const staffOrder = richOrder();
    staffOrder.order.status = 'rejected';
    staffOrder.allowed_transitions = [];
    staffOrder.history = [
      ...staffOrder.history.slice(0, 1),
      { from_status: 'submitted', to_status: 'rejected', at: '2026-11-21T18:40:00.000Z', by: 'Jordan Reyes', reason: 'id_or_card', reason_note: 'Card expired' },
    ];
    await showStaffOrder(staffOrder);
    const [newest] = within(screen.getByRole('region', { name: 'Status History' })).getAllByRole('listitem');
    expect(newest!.textContent).toContain('Reason: ID or medical card problem · Card expired');
  });

  it("another store's order (404) is not found at the working store, with the way back to the queue", async () => {
    fakeApi({
      ...staffBasics(),
      [orderPath(77)]: () => ({ status: 404, body: { error: 'Order not found.' } }),
    });
    await renderStaffRoutes('/order/77');
    expect(await screen.findByText(staffOrderNotFound('Springfield'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Order Queue' }).getAttribute('href')).toBe('/orders');
  });

  it('offline with nothing kept: says the order needs a connection', async () => {
    fakeApi({
      ...staffBasics(),
      '/p/terminal-settings': () => NO_NETWORK,
      [orderPath(1042)]: () => NO_NETWORK,
    });
    await renderStaffRoutes('/order/1042');
    expect((await screen.findByText(STAFF_ORDER_OFFLINE)).closest('[role=status]')).not.toBeNull();
  });
});

describe('receipts (react-to-print; part 2 §4 "Receipt printing … when the status is not pending", "started, then finished"; §9 margins 40, font size 9)', () => {
  it('Print Receipt prints the receipt with the receipt page style and says when printing started and finished', async () => {
    await showStaffOrder(richOrder());
    const status = screen.getAllByRole('status').find((element) => element.textContent === '')!;
    await userEvent.click(screen.getByRole('button', { name: PRINT_RECEIPT_LABEL }));
    await waitFor(() => expect(status.textContent).toBe(PRINT_MESSAGES.printing));
    expect(printer.printed).toHaveLength(0);
    printer.closeDialog();
    await waitFor(() => expect(status.textContent).toBe(PRINT_MESSAGES.printed));

    expect(printer.options!.pageStyle).toContain('@page { size: auto; margin: 40px; }');
    expect(printer.options!.pageStyle).toContain('font-size: 9pt');
    const [printed] = printer.printed;
    for (const text of [
      'Springfield Dispensary',
      '100 Main St',
      'Springfield, IL 62701',
      'Order#1042',
      'DateNov 21, 2026, 12:26 PM CST',
      'CustomerDana Reyes (Customer ID 7)',
      'Order typeCurbside Pickup · Red hatchback',
      'Blue Dream20% off Flower2$20.00$40.00',
      'Gummies1$60.00$60.00',
      'Subtotal$100.00',
      'Promo (FALL10)−$10.00',
      'Tax$8.20',
      'Rounding difference−$0.20',
      'Grand total$98.00',
      'Points earning98',
    ]) {
      expect(printed).toContain(text);
    }
  });

  it('prints only jpg, jpeg, png or gif product pictures (part 2 §7)', async () => {
    await showStaffOrder(richOrder());
    const receipt = document.querySelector('[data-receipt]')!;
    expect([...receipt.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/images/gummies.jpg']);
    expect((receipt as HTMLElement).style.fontSize).toBe('9pt');
  });

  it('a pending order has no Print Receipt and no Create New Order (part 2 §4)', async () => {
    await showStaffOrder(makeStaffOrder({ order: makeOrder({ status: 'pending' }), allowed_transitions: [] }));
    expect(screen.queryByRole('button', { name: PRINT_RECEIPT_LABEL })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create New Order' })).toBeNull();
  });

  it('a placed order offers Create New Order, which opens the staff home and its Create New Order panel (part 2 §4)', async () => {
    await showStaffOrder(richOrder());
    expect(screen.getByRole('link', { name: 'Create New Order' }).getAttribute('href')).toBe('/');
  });
});
