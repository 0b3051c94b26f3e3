import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/web/shared/add-to-cart/test-fixtures';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { createTestQueryClient, renderRoutes } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { productQueryOptions } from '../api/get-product';
import { CATALOG_OFFLINE } from '../network-failure';
import { ProductDetailPage } from './product-detail-page';

const store = makeStore();
const productPath = '/p/inventory/501';
const productKey = productQueryOptions(store.id, 'recreational', 501).queryKey;

async function renderProductPage(queryClient = createTestQueryClient()) {
  await renderRoutes([{ path: '/product/$id', component: ProductDetailPage }], { path: '/product/501', store, queryClient });
  return queryClient;
}

describe('/product/{id} offline (README: What the device keeps: render what was kept; otherwise say the page needs a connection)', () => {

  it('with nothing kept: says the product needs a connection and loads when back online, not an error', async () => {
    fakeApi({ [productPath]: () => NO_NETWORK });
    await renderProductPage();
    const title = await screen.findByRole('heading', { level: 1, name: CATALOG_OFFLINE.product });
    expect(title.closest('[role=status]')).not.toBeNull();
    expect(screen.getByText(CATALOG_OFFLINE.text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with the product kept: it stays on screen when its refresh fails', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(productKey, makeProduct({ store_id: store.id }));
    fakeApi({ [productPath]: () => NO_NETWORK });
    await renderProductPage(queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Dream' })).toBeTruthy();
    await act(() => queryClient.refetchQueries({ queryKey: productKey }));
    expect(queryClient.getQueryState(productKey)?.status).toBe('error');
    expect(screen.getByRole('heading', { level: 1, name: 'Blue Dream' })).toBeTruthy();
    expect(screen.queryByText(CATALOG_OFFLINE.product)).toBeNull();
  });

  it('a kept product the menu now answers 404 for is not found (a kept copy is not shown past a definite answer)', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(productKey, makeProduct({ store_id: store.id }));
    fakeApi({ [productPath]: () => ({ status: 404, body: { error: 'Not found.' } }) });
    await renderProductPage(queryClient);
    await screen.findByRole('heading', { level: 1, name: 'Blue Dream' });
    await act(() => queryClient.refetchQueries({ queryKey: productKey }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
  });
});
