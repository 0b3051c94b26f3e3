import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/api/cart';
import { toastState } from '@/web/state/toasts';
import { fakeApi } from '@/web/testing/fake-api';
import { renderSignedIn } from '@/web/testing/render';
import { makeOrder } from '@/web/shared/orders/test-fixtures';
import { OrderScreen } from './order-screen';
import { timelineSteps } from './order-timeline-steps';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastState.toasts = [];
});

async function showOrder(order: Cart) {
  const api = fakeApi({ '/carts/1042': () => ({ body: { data: [order] } }) });
  await renderSignedIn(<OrderScreen orderId={order.id} />, { path: `/order/${order.id}` });
  const timeline = await screen.findByRole('region', { name: 'Order Progress' });
  return { api, timeline };
}

/** Each step as read aloud: its label and, for screen readers, done / now / not yet. */
const stepsOf = (timeline: HTMLElement) => within(within(timeline).getByRole('list')).getAllByRole('listitem');
const currentOf = (timeline: HTMLElement) => stepsOf(timeline).filter((step) => step.getAttribute('aria-current') === 'step');

describe('order timeline steps (part 2 §4 statuses and customer labels, §6 staff transitions)', () => {
  it.each([
    ['submitted', 'pickup', false, ['Placed', 'Accepted', 'Ready for Pickup', 'Picked Up'], 'Accepted'],
    ['fulfilled', 'pickup', false, ['Placed', 'Accepted', 'Ready for Pickup', 'Picked Up'], 'Ready for Pickup'],
    ['finished', 'pickup', false, ['Placed', 'Accepted', 'Ready for Pickup', 'Picked Up'], 'Picked Up'],
    ['awaiting_checkin', 'pickup', true, ['Placed', 'Checked In', 'Ready for Pickup', 'Picked Up'], 'Placed'],
    ['submitted', 'pickup', true, ['Placed', 'Checked In', 'Ready for Pickup', 'Picked Up'], 'Checked In'],
    ['requested', 'pickup', false, ['Placed', 'Accepted', 'Ready for Pickup', 'Picked Up'], 'Placed'],
    ['submitted', 'delivery', false, ['Placed', 'Scheduled', 'Out for Delivery', 'Delivered'], 'Scheduled'],
    ['fulfilled', 'delivery', false, ['Placed', 'Scheduled', 'Out for Delivery', 'Delivered'], 'Scheduled'],
    ['picked_up', 'delivery', false, ['Placed', 'Scheduled', 'Out for Delivery', 'Delivered'], 'Out for Delivery'],
    ['finished', 'delivery', false, ['Placed', 'Scheduled', 'Out for Delivery', 'Delivered'], 'Delivered'],
  ] as const)('%s %s (check-in %s): %j, now at %s', (status, orderType, checkin, labels, current) => {
    const steps = timelineSteps({ status, order_type: orderType, checkin });
    expect(steps.map((step) => step.label)).toEqual(labels);
    expect(steps.filter((step) => step.state === 'current').map((step) => step.label)).toEqual([current]);
    const at = (labels as readonly string[]).indexOf(current);
    expect(steps.map((step) => step.state)).toEqual(labels.map((_, index) => (index < at ? 'done' : index === at ? 'current' : 'upcoming')));
  });

  it.each(['cancelled', 'rejected'] as const)('%s stops after Placed, in the stopped colour', (status) => {
    const steps = timelineSteps({ status, order_type: 'pickup', checkin: false });
    expect(steps.map((step) => [step.label, step.state, step.tone])).toEqual([
      ['Placed', 'done', undefined],
      [status === 'cancelled' ? 'Cancelled' : 'Rejected', 'current', 'stopped'],
    ]);
  });
});

describe('/order/{id} timeline (part 2 §4; issue 21 "a status timeline")', () => {
  it('an ordered list with the current step as aria-current="step", and each step says in words where it stands', async () => {
    const { timeline } = await showOrder(makeOrder({ status: 'fulfilled' }));
    expect(within(timeline).getByRole('list').tagName).toBe('OL');
    expect(stepsOf(timeline).map((step) => step.textContent)).toEqual(['Placed, done', 'Accepted, done', 'Ready for Pickup, now', 'Picked Up, not yet']);
    expect(currentOf(timeline).map((step) => step.dataset.step)).toEqual(['ready']);
    // The current step carries the status colour's icon too, not the colour alone (part 2 §4 indicator colours).
    expect(currentOf(timeline)[0]!.querySelector('svg')).not.toBeNull();
  });

  it.each([
    ['submitted', 'accepted'],
    ['fulfilled', 'ready'],
    ['finished', 'finished'],
  ] as const)('pickup %s: the current step is %s', async (status, step) => {
    const { timeline } = await showOrder(makeOrder({ status }));
    expect(currentOf(timeline).map((item) => item.dataset.step)).toEqual([step]);
  });

  it('delivery out for delivery: Placed and Scheduled done, Out for Delivery now, Delivered ahead', async () => {
    const { timeline } = await showOrder(makeOrder({ status: 'picked_up', order_type: 'delivery' }));
    expect(stepsOf(timeline).map((step) => step.textContent)).toEqual(['Placed, done', 'Scheduled, done', 'Out for Delivery, now', 'Delivered, not yet']);
  });

  it.each([
    ['cancelled', 'Cancelled'],
    ['rejected', 'Rejected'],
  ] as const)('%s shows the stopped state: no steps ahead, the stop as the current step', async (status, label) => {
    const { timeline } = await showOrder(makeOrder({ status }));
    expect(stepsOf(timeline).map((step) => step.textContent)).toEqual(['Placed, done', `${label}, now`]);
    expect(currentOf(timeline)[0]!.dataset.step).toBe('stopped');
    expect(within(timeline).getByRole('list').dataset.stopped).toBe('true');
  });

  it('the timeline follows a status change when the order is re-read', async () => {
    let status: Cart['status'] = 'submitted';
    fakeApi({
      '/carts/1042': () => ({ body: { data: [makeOrder({ status })] } }),
      '/carts/op/cancel-order': () => {
        status = 'cancelled';
        return { body: makeOrder({ status: 'cancelled' }) };
      },
    });
    await renderSignedIn(<OrderScreen orderId={1042} />, { path: '/order/1042' });
    const timeline = await screen.findByRole('region', { name: 'Order Progress' });
    expect(currentOf(timeline)[0]!.dataset.step).toBe('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(currentOf(screen.getByRole('region', { name: 'Order Progress' }))[0]!.dataset.step).toBe('stopped'));
  });
});
