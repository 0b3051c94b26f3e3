import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueueOrder } from '@/api/staff';
import { liveState } from '@/web/state/live';
import { fakeApi } from '@/web/testing/fake-api';
import { stubLayout } from '@/web/testing/jsdom-layout';
import { forgetWorkingStore, makeQueueOrder, makeStaffStore, queueAnswer, renderStaffRoutes, staffBasics } from '../test-fixtures';

/**
 * The queue with live updates (README "Live updates"): a quiet word says whether it hears orders as
 * they come, and an order that comes in is announced politely, without moving focus.
 */
beforeEach(() => {
  forgetWorkingStore();
  stubLayout();
});
afterEach(() => {
  cleanup();
  liveState.status = 'off';
});

const FIRST_AS_OF = '2026-11-21T18:30:05.000Z';

function serveQueueAnswers(answers: Array<{ orders: QueueOrder[]; asOf: string }>) {
  return fakeApi({
    ...staffBasics([makeStaffStore()]),
    '/staff/op/order-queue': () => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return { body: queueAnswer(next.orders, next.asOf) };
    },
  });
}

describe('the Order Queue with live updates', () => {
  it("announces an order submitted since the queue's last answer, naming its customer, and leaves focus where it was", async () => {
    const waiting = makeQueueOrder({ id: 1042, submitted_on: '2026-11-21T18:26:00.000Z' });
    const arrived = makeQueueOrder({
      id: 1050,
      submitted_on: '2026-11-21T18:31:00.000Z',
      customer: { ...waiting.customer, first: 'Ada', last: 'Lovelace' },
    });
    serveQueueAnswers([
      { orders: [waiting], asOf: FIRST_AS_OF },
      { orders: [arrived, waiting], asOf: '2026-11-21T18:31:30.000Z' },
    ]);
    await renderStaffRoutes('/orders');
    await screen.findByRole('article', { name: 'Order #1042' });
    const region = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite' && element.textContent === '')!;
    expect(region).toBeTruthy();

    const refresh = screen.getByRole('button', { name: 'Refresh' });
    refresh.focus();
    await userEvent.click(refresh);
    await screen.findByRole('article', { name: 'Order #1050' });
    await waitFor(() => expect(region.textContent).toBe('New order from Ada Lovelace'));
    // The order already there when the queue opened is no news.
    expect(region.textContent).not.toContain('Dana');
    expect(document.activeElement).toBe(refresh);
  });

  it("says 'Live' while the stream is open and 'Reconnecting…' while it is not, and nothing without one", async () => {
    serveQueueAnswers([{ orders: [makeQueueOrder()], asOf: FIRST_AS_OF }]);
    await renderStaffRoutes('/orders');
    await screen.findByRole('article', { name: 'Order #1042' });
    expect(screen.queryByText('Live')).toBeNull();
    act(() => void (liveState.status = 'live'));
    expect(await screen.findByText('Live')).toBeTruthy();
    act(() => void (liveState.status = 'reconnecting'));
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
  });
});
