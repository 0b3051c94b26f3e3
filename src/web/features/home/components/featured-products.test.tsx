import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/web/shared/add-to-cart/test-fixtures';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { inventorySummaryQueryOptions } from '../api/get-inventory-summary';
import { FEATURED_OFFLINE, FeaturedProducts } from './featured-products';

const store = makeStore();
const summaryPath = '/p/inventory/op/order-app-inventory-summary';
const summaryKey = inventorySummaryQueryOptions(store.id, 'recreational', 'flower').queryKey;
const summary = { data: [makeProduct()], rows: 1, total_rows: 1 };

describe('home featured products offline (README: What the device keeps)', () => {

  it('with nothing kept: says they need a connection and load once back online, with Try again', async () => {
    fakeApi({ [summaryPath]: () => NO_NETWORK });
    await renderWithRouter(<FeaturedProducts store={store} usageType="recreational" />);
    expect(await screen.findByText(FEATURED_OFFLINE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('with products kept: they stay in the carousel when the refresh fails', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(summaryKey, summary);
    fakeApi({ [summaryPath]: () => NO_NETWORK });
    await renderWithRouter(<FeaturedProducts store={store} usageType="recreational" />, { queryClient });
    await act(() => queryClient.refetchQueries({ queryKey: summaryKey }));
    expect(queryClient.getQueryState(summaryKey)?.status).toBe('error');
    expect(within(screen.getByRole('list', { name: 'Featured Flower' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(FEATURED_OFFLINE)).toBeNull();
  });
});
