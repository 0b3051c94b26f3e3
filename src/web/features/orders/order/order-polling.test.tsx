import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@/domain/order-status';
import { ORDER_POLL_MS } from '@/domain/constants';
import { fakeApi } from '@/web/testing/fake-api';
import { renderSignedIn } from '@/web/testing/render';
import { makeOrder } from '@/web/shared/orders/test-fixtures';
import { OrderScreen } from './order-screen';
import { orderPollInterval } from './use-order';

afterEach(() => {
  vi.useRealTimers();
});

// The status badge beside the title (the timeline repeats some labels, so the badge is read itself).
const badgeText = () => document.querySelector('[data-tone]')?.textContent;

describe('order polling (part 2 §4 "polled every 60 seconds until finished, canceled or rejected"; §9)', () => {
  it('only open orders poll', () => {
    expect(orderPollInterval(undefined)).toBe(ORDER_POLL_MS);
    for (const status of ['requested', 'awaiting_checkin', 'submitted', 'fulfilled', 'picked_up'] as OrderStatus[]) expect(orderPollInterval(status)).toBe(ORDER_POLL_MS);
    for (const status of ['finished', 'rejected', 'cancelled'] as OrderStatus[]) expect(orderPollInterval(status)).toBe(false);
  });

  it('re-reads the order every 60 s and stops once the store reports it final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: OrderStatus[] = ['submitted', 'fulfilled', 'finished'];
    const api = fakeApi({ '/carts/1042': () => ({ body: { data: [makeOrder({ status: answers.shift() ?? 'finished' })] } }) });
    await renderSignedIn(<OrderScreen orderId={1042} />, { path: '/order/1042' });
    await waitFor(() => expect(badgeText()).toBe('Submitted'));
    const reads = () => api.callsTo('/carts/1042').length;
    expect(reads()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS - 1_000));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(badgeText()).toBe('Ready for Pickup'));
    expect(reads()).toBe(2);

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    await waitFor(() => expect(badgeText()).toBe('Picked Up'));
    expect(reads()).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(reads()).toBe(3);
    expect(badgeText()).toBe('Picked Up');
  });

  it('an order that is already final is read once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ '/carts/1042': () => ({ body: { data: [makeOrder({ status: 'cancelled' })] } }) });
    await renderSignedIn(<OrderScreen orderId={1042} />, { path: '/order/1042' });
    await waitFor(() => expect(badgeText()).toBe('Cancelled'));
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 2));
    expect(api.callsTo('/carts/1042')).toHaveLength(1);
  });
});
