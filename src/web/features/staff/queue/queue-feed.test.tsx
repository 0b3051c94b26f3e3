import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/web/testing/fake-api';
import { stubLayout } from '@/web/testing/jsdom-layout';
import { forgetWorkingStore, makeQueueOrder, makeStaffStore, queueAnswer, renderStaffRoutes, staffBasics } from '../test-fixtures';
import { QUEUE_OVERSCAN } from './queue-feed';

/**
 * The queue renders only the orders in view (issue 21: a 72-hour list of hundreds on a counter
 * screen) and is walked by keyboard as a feed (WAI-ARIA feed pattern). jsdom lays nothing out: every
 * row counts as its estimated height (170 px, the phone layout, as jsdom has no matchMedia) in a
 * 768 px window, and the list's place on the page is set by hand to stand for a scroll.
 */
beforeEach(() => {
  forgetWorkingStore();
  stubLayout();
});
afterEach(cleanup);

const COUNT = 60;
/** Orders #1000 (oldest) to #1059 (newest), a minute apart: newest first, #1059 is row 0. */
function serveLongQueue() {
  const orders = Array.from({ length: COUNT }, (_, index) =>
    makeQueueOrder({ id: 1000 + index, submitted_on: new Date(Date.parse('2026-11-21T12:00:00.000Z') + index * 60_000).toISOString() }),
  );
  fakeApi({ ...staffBasics([makeStaffStore()]), '/staff/op/order-queue': () => ({ body: queueAnswer(orders) }) });
}
const articles = () => screen.getAllByRole('article');
const names = () => articles().map((article) => within(article).getByRole('heading', { level: 2 }).getAttribute('aria-label'));

/** Moves the list as a scroll would: its top `top` px from the window's top, then the scroll event. */
function scrollListTo(top: number) {
  const feed = screen.getByRole('feed');
  feed.getBoundingClientRect = () => ({ top, bottom: top + 10_000, left: 0, right: 1280, width: 1280, height: 10_000, x: 0, y: top, toJSON: () => ({}) });
  act(() => void fireEvent.scroll(window));
}

describe('the queue renders only the orders in view', () => {
  it('of 60 orders, the first screenful and the overscan; each says its place in the whole list', async () => {
    serveLongQueue();
    await renderStaffRoutes('/orders');
    await screen.findByRole('article', { name: 'Order #1059' });
    const shown = Math.ceil(window.innerHeight / 170) + QUEUE_OVERSCAN;
    expect(articles()).toHaveLength(shown);
    expect(articles()[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(articles().every((article) => article.getAttribute('aria-setsize') === String(COUNT))).toBe(true);
    expect(screen.getByRole('feed', { name: 'Orders' }).style.height).toBe(`${COUNT * 170}px`);
    expect(screen.getByText(`${COUNT} orders`)).toBeTruthy();
  });

  it('scrolling down the page swaps the rows for the ones now in view', async () => {
    serveLongQueue();
    await renderStaffRoutes('/orders');
    await screen.findByRole('article', { name: 'Order #1059' });
    // 20 rows (3,400 px) scrolled past: rows 20 to 24 show, 14 to 30 are rendered.
    scrollListTo(-3400);
    await waitFor(() => expect(names()[0]).toBe(`Order #${1059 - 20 + QUEUE_OVERSCAN}`));
    expect(names()).toHaveLength(5 + 2 * QUEUE_OVERSCAN);
    expect(names().at(-1)).toBe(`Order #${1059 - 24 - QUEUE_OVERSCAN}`);
    expect(screen.queryByRole('article', { name: 'Order #1059' })).toBeNull();
  });
});

describe('keyboard (WAI-ARIA feed pattern)', () => {
  it('Tab reaches one order; arrows, Page keys, Home and End move between orders, rendering a far one first', async () => {
    serveLongQueue();
    await renderStaffRoutes('/orders');
    const first = await screen.findByRole('article', { name: 'Order #1059' });
    expect(articles().filter((article) => article.tabIndex === 0)).toEqual([first]);
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Order #1058' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(first);

    // The last order is far below: it is rendered, then focused.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Order #1000' })));
    expect(screen.getByRole('article', { name: 'Order #1000' }).getAttribute('aria-posinset')).toBe(String(COUNT));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Order #1059' })));

    // Page Down works from a button inside an order too.
    within(first).getByRole('button', { name: 'Mark Ready' }).focus();
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Order #1058' }));
    // Arrows inside an order are left to its controls.
    within(screen.getByRole('article', { name: 'Order #1058' })).getByRole('button', { name: 'Reject' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement!.textContent).toBe('Reject');
  });

  it('the order holding focus stays rendered when the list scrolls away from it', async () => {
    serveLongQueue();
    await renderStaffRoutes('/orders');
    const first = await screen.findByRole('article', { name: 'Order #1059' });
    within(first).getByRole('button', { name: 'Mark Ready' }).focus();
    scrollListTo(-6800);
    await waitFor(() => expect(names()).toContain(`Order #${1059 - 40}`));
    expect(names()[0]).toBe('Order #1059');
    expect(document.activeElement!.textContent).toBe('Mark Ready');
    expect(first.tabIndex).toBe(0);
  });
});
