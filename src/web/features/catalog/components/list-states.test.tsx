import { onlineManager } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { END_OF_LIST_MIN_ITEMS } from '@/domain/constants';
import { renderWithRouter } from '@/web/testing/render';
import { CATALOG_OFFLINE } from '../network-failure';
import { EmptyState } from './empty-state';
import { ListFooter, listFooterState } from './list-footer';
import { ListError } from './list-states';
import { ResultCount } from './result-count';

describe('list footer', () => {
  afterEach(cleanup);

  it('shows the end-of-list message only past END_OF_LIST_MIN_ITEMS with everything loaded', () => {
    expect(listFooterState(END_OF_LIST_MIN_ITEMS, false, false)).toBe('none');
    expect(listFooterState(END_OF_LIST_MIN_ITEMS + 1, false, false)).toBe('end');
    expect(listFooterState(100, true, false)).toBe('more');
    expect(listFooterState(100, true, true)).toBe('loading-more');
  });

  it('offers a Load more button and says when more are loading', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<ListFooter loaded={50} hasNextPage isFetchingNextPage={false} onLoadMore={onLoadMore} />);
    screen.getByRole('button', { name: 'Load more products' }).click();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<ListFooter loaded={50} hasNextPage isFetchingNextPage onLoadMore={onLoadMore} />);
    expect(screen.getByRole('status').textContent).toBe('Loading more products…');
    screen.getByRole('button', { name: 'Load more products' }).click();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<ListFooter loaded={120} hasNextPage={false} isFetchingNextPage={false} onLoadMore={onLoadMore} />);
    expect(screen.getByText("You've reached the end of the list.")).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('empty state', () => {
  afterEach(cleanup);

  it('says nothing matched and offers the other kinds, labelled for the store', async () => {
    await renderWithRouter(<EmptyState categories={['flower', 'edibles']} state="NY" usageType="medical" />);
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeTruthy();
    expect(screen.getByText("We can't find any products matching your search.")).toBeTruthy();
    expect(screen.getByText('How about another kind?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ingestibles' }).getAttribute('href')).toBe('/products/ingestibles');
    expect(screen.getByRole('link', { name: 'Flower' }).getAttribute('href')).toBe('/products/flower');
  });
});

describe('a list that failed with nothing kept', () => {
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
  });

  it('online: an alert to check the connection, with Try again', async () => {
    await renderWithRouter(<ListError onRetry={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load these products");
  });

  it('offline: says the list needs a connection and loads once back online, not an alert (README: What the device keeps)', async () => {
    onlineManager.setOnline(false);
    await renderWithRouter(<ListError onRetry={() => undefined} />);
    expect((await screen.findByRole('heading', { name: CATALOG_OFFLINE.products })).closest('[role=status]')).not.toBeNull();
    expect(screen.getByText(CATALOG_OFFLINE.listText)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the result count', () => {
  afterEach(cleanup);

  it("says 'Loading products…' while the first page loads, then the count", () => {
    const { rerender } = render(<ResultCount total={undefined} pending />);
    expect(screen.getByRole('status').textContent).toBe('Loading products…');
    rerender(<ResultCount total={1} pending={false} />);
    expect(screen.getByRole('status').textContent).toBe('1 Product');
  });

  it('says nothing when the list failed with nothing kept, instead of loading forever (README: What the device keeps)', () => {
    render(<ResultCount total={undefined} pending={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
