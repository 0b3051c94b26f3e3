import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '@/api/store';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { shoppingState } from '@/web/state/shopping';
import { waitTimesQueryOptions } from '@/web/shared/stores/wait-times';
import { DeliveryResults } from './delivery/delivery-results';
import { deliveryOfflineText } from './delivery/use-delivery-check';
import { ZipForm } from './delivery/zip-form';
import { LocatorTabs } from './locator/locator-tabs';
import { StoreTile } from './locator/store-tile';
import { StoreHoursCard } from './store-page/store-hours-card';

afterEach(cleanup);

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `${day}: 9:00 AM - 9:00 PM`).join('\n');
// Noon on Friday 20 November 2026 in Chicago.
const NOW = new Date('2026-11-20T18:00:00Z');

function tile(store: Store, usageType: 'medical' | 'recreational' = 'recreational', waitMinutes?: number) {
  return renderWithRouter(<StoreTile store={store} current={false} usageType={usageType} onChoose={() => undefined} waitMinutes={waitMinutes} now={NOW} />);
}

describe('store tile (part 1 §2)', () => {
  it("shows address, today's hours, the Adult Use wait time and a button per menu", async () => {
    await tile(makeStore({ hours: WEEK }), 'medical', 12);
    const card = screen.getByRole('article', { name: 'Springfield Dispensary' });
    expect(card.textContent).toContain('100 Main St, Springfield, IL 62701');
    expect(card.textContent).toContain('Today: 9:00 AM - 9:00 PM');
    expect(card.textContent).toContain('Open now · Closes 9:00 PM');
    expect(card.textContent).toContain('Adult Use wait: about 12 min');
    expect(within(card).getByRole('button', { name: 'Shop Medical' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Shop Adult Use' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: /View Store Details/ }).getAttribute('href')).toBe('/store/springfield-il');
  });

  it('a medical-only store shows no Adult Use wait time', async () => {
    await tile(makeStore({ is_rec_menu: false }), 'recreational', 12);
    expect(screen.getByRole('article').textContent).not.toContain('wait');
  });

  it('divested: the disclaimer and no buttons or details link', async () => {
    await tile(makeStore({ is_divested: true }));
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('This location is permanently closed');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it("coming soon: 'Coming Soon!' with the Learn More link", async () => {
    await tile(makeStore({ hours: WEEK, is_med_menu: false, is_rec_menu: false, is_med_coming_soon: true, is_rec_coming_soon: true, coming_soon_url: '/page/soon' }));
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Coming Soon!');
    // A store that has not opened has no hours today.
    expect(card.textContent).not.toContain('Today:');
    expect(within(card).getByRole('link', { name: /Learn More/ }).getAttribute('href')).toBe('/page/soon');
    expect(within(card).queryByRole('button', { name: /^Shop/ })).toBeNull();
  });

  it("temporary closure: 'Store is Temporarily Closed for Adult Use', and only the open menu is offered", async () => {
    await tile(makeStore({ hours: WEEK, temp_closed_rec: 'closed' }), 'recreational', 12);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Store is Temporarily Closed for Adult Use');
    expect(within(card).queryByRole('button', { name: 'Shop Adult Use' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Shop Medical' })).toBeTruthy();
    expect(card.textContent).not.toContain('Adult Use wait');
  });

  it("closed for every menu today: no 'Open now' by its posted hours", async () => {
    await tile(makeStore({ hours: WEEK, temp_closed_med: 'closed', temp_closed_rec: 'closed' }));
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Store is Temporarily Closed');
    expect(card.textContent).not.toContain('Open now');
    expect(within(card).queryByRole('button', { name: /^Shop/ })).toBeNull();
  });
});

describe('locator tabs (part 1 §2)', () => {
  const stores = [
    makeStore({ id: 1, state: 'IL', ecomm_display_name: 'Chicago', store_slug: 'chicago' }),
    makeStore({ id: 2, state: 'NY', ecomm_display_name: 'Albany', store_slug: 'albany', wait_time: 5 }),
    makeStore({ id: 3, state: 'NY', ecomm_display_name: 'Yonkers', store_slug: 'yonkers', wait_time: 5 }),
  ];

  it('counts the open state, lists its stores current first, and switches state on a tab', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(waitTimesQueryOptions([1, 2, 3]).queryKey, {
      data: [{ store_id: 3, minutes: 40, updated_at: '2026-11-20T18:00:00Z' }],
      rows: 1,
      total_rows: 1,
    });
    const onStateChange = vi.fn();
    await renderWithRouter(
      <LocatorTabs stores={stores} currentStoreId={3} usageType="recreational" state="NY" onStateChange={onStateChange} onChoose={() => undefined} />,
      { queryClient },
    );
    expect(screen.getByRole('status').textContent).toContain('2 Dispensaries in New York:');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Yonkers', 'Albany']);
    // The content service's minutes win over the store's own wait_time.
    expect(screen.getByRole('article', { name: 'Yonkers' }).textContent).toContain('about 40 min');
    expect(screen.getByRole('article', { name: 'Albany' }).textContent).toContain('about 5 min');

    fireEvent.click(screen.getByRole('tab', { name: 'Illinois' }));
    await waitFor(() => expect(onStateChange).toHaveBeenCalledWith('IL'));
  });
});

describe('store hours (part 1 §2 store page)', () => {
  it("toggles between today and the week with More / Less, days labelled 'dddd, MMM Do'", async () => {
    await renderWithRouter(<StoreHoursCard store={makeStore({ hours: WEEK, timezone: 'America/Chicago' })} now={NOW} />);
    expect(screen.getAllByTestId('hours-day')).toHaveLength(1);
    expect(screen.getByTestId('hours-day').textContent).toContain('Today, Friday, Nov 20th');
    fireEvent.click(screen.getByRole('button', { name: /More/ }));
    const days = screen.getAllByTestId('hours-day');
    expect(days).toHaveLength(7);
    expect(days[6]!.textContent).toContain('Thursday, Nov 26th9:00 AM - 9:00 PM');
    fireEvent.click(screen.getByRole('button', { name: /Less/ }));
    expect(screen.getAllByTestId('hours-day')).toHaveLength(1);
  });

  it("says whether the store is open now, except for a store that has not opened or is closed for good", async () => {
    const { unmount } = await renderWithRouter(<StoreHoursCard store={makeStore({ hours: WEEK, timezone: 'America/Chicago' })} now={NOW} />);
    expect(screen.getByRole('region', { name: 'Store Hours' }).textContent).toContain('Open now · Closes 9:00 PM');
    unmount();

    const comingSoon = makeStore({ hours: WEEK, timezone: 'America/Chicago', is_med_menu: false, is_rec_menu: false, is_med_coming_soon: true, is_rec_coming_soon: true });
    const divested = makeStore({ hours: WEEK, timezone: 'America/Chicago', is_divested: true });
    for (const store of [comingSoon, divested]) {
      const view = await renderWithRouter(<StoreHoursCard store={store} now={NOW} />);
      const card = screen.getByRole('region', { name: 'Store Hours' });
      expect(card.textContent).toContain('9:00 AM - 9:00 PM');
      expect(card.textContent).not.toMatch(/Open now|Closes|Opens/);
      view.unmount();
    }
  });

  it('a dated exception shows its hours and note on its date, and closes the store that day (README "The operator console")', async () => {
    const exceptions = [{ date: '2026-11-20', hours: 'Closed', note: 'Staff training' }, { date: '2026-11-26', hours: '10:00 AM - 3:00 PM', note: 'Thanksgiving' }];
    await renderWithRouter(<StoreHoursCard store={makeStore({ hours: WEEK, timezone: 'America/Chicago', hour_exceptions: exceptions })} now={NOW} />);
    const card = screen.getByRole('region', { name: 'Store Hours' });
    expect(card.textContent).toContain('Closed · Opens tomorrow 9:00 AM');
    expect(screen.getByTestId('hours-day').textContent).toBe('Today, Friday, Nov 20thClosedStaff training');
    fireEvent.click(screen.getByRole('button', { name: /More/ }));
    expect(screen.getAllByTestId('hours-day')[6]!.textContent).toBe('Thursday, Nov 26th10:00 AM - 3:00 PMThanksgiving');
  });
});

describe('delivery zip field (part 1 §5)', () => {
  it('keeps digits only, at most 5, and submits only at exactly 5', async () => {
    const onSubmit = vi.fn();
    await renderWithRouter(<ZipForm submitLabel="Submit" onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Zip code');
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.change(input, { target: { value: '33a6-0' } });
    expect((input as HTMLInputElement).value).toBe('3360');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '3360912' } });
    expect((input as HTMLInputElement).value).toBe('33609');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('33609');
  });
});

describe('delivery results (part 1 §2, §8)', () => {
  const pickup = makeStore({ ecomm_display_name: 'Phoenix Camelback' });

  it("not offered: the zip in the message, 'Shop Pickup at {store}' and 'Try another zip code'", async () => {
    const onTryAnother = vi.fn();
    await renderWithRouter(
      <DeliveryResults
        zip="90210"
        usage="medical"
        result={{ status: 'done', title: '', check: { kind: 'none' } }}
        pickupStore={pickup}
        onDone={() => undefined}
        onTryAnother={onTryAnother}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      "Sorry, but it looks like we don't deliver to 90210. Continue by shopping pickup or try to enter another zip code.",
    );
    expect(screen.getByRole('button', { name: 'Shop Pickup at Phoenix Camelback' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try another zip code' }));
    expect(onTryAnother).toHaveBeenCalled();
  });

  it('Shop Pickup never picks a usage type the store has temporarily closed: it offers the other one', async () => {
    await renderWithRouter(
      <DeliveryResults
        zip="90210"
        usage="recreational"
        result={{ status: 'done', title: '', check: { kind: 'none' } }}
        pickupStore={makeStore({ ecomm_display_name: 'Naperville', temp_closed_rec: 'closed' })}
        onDone={() => undefined}
        onTryAnother={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Shop Pickup at Naperville' }));
    expect(shoppingState.usageType).toBe('medical');
  });

  it('offline: says the check waits for the connection, not that it failed; the zip can still be changed (README: What the device keeps)', async () => {
    const onTryAnother = vi.fn();
    await renderWithRouter(
      <DeliveryResults
        zip="60657"
        usage="recreational"
        result={{ status: 'error', title: '', retry: () => undefined, offline: true }}
        pickupStore={pickup}
        onDone={() => undefined}
        onTryAnother={onTryAnother}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(deliveryOfflineText('60657'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try another zip code' }));
    expect(onTryAnother).toHaveBeenCalled();
  });

  it("eligible: each store with its minimum and 'Shop Delivery'", async () => {
    const store = makeStore({ ecomm_display_name: 'Tampa Westshore', delivery_minimum_cents: 5000 });
    await renderWithRouter(
      <DeliveryResults
        zip="33609"
        usage="medical"
        result={{ status: 'done', title: '', check: { kind: 'eligible', stores: [store] } }}
        pickupStore={pickup}
        onDone={() => undefined}
        onTryAnother={() => undefined}
      />,
    );
    expect(screen.getByText('Tampa Westshore')).toBeTruthy();
    expect(screen.getByText('Delivery minimum $50.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Shop Delivery/ })).toBeTruthy();
  });
});
