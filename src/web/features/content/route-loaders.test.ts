import { isNotFound, isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeBreakdownQueryOptions } from '@/web/shared/startup/api/get-store-breakdown';
import { createTestQueryClient } from '@/web/testing/render';
import { makeStartup, makeStore } from '@/web/testing/store-fixtures';
import { shoppingState } from '@/web/state/shopping';
import { loadDocument, loadPageRoute } from './loaders';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function caught(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  return undefined;
}

afterEach(() => vi.unstubAllGlobals());

describe('content route loaders', () => {
  it('answer not-found for a missing document and leave other failures to the page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(404, { error: 'Content not found.' })));
    expect(isNotFound(await caught(() => loadDocument(createTestQueryClient(), 'page', 'nope')))).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => answer(503, { error: 'Down for a moment.' })));
    expect(await caught(() => loadDocument(createTestQueryClient(), 'page', 'terms-of-service'))).toBeUndefined();
  });

  it('/page refuses invalid store ids and usage types, and sends old ids to the transition page (part 1 §2)', async () => {
    const queryClient = createTestQueryClient();
    expect(isNotFound(await caught(() => loadPageRoute(queryClient, { id: 'deals-ny', usageType: 'adult' })))).toBe(true);
    expect(isNotFound(await caught(() => loadPageRoute(queryClient, { id: 'deals-ny', storeId: 'x1' })))).toBe(true);
    const moved = await caught(() => loadPageRoute(queryClient, { id: 'tampa-fl', storeId: '4', usageType: 'med' }));
    expect(isRedirect(moved)).toBe(true);
    expect((moved as { options: { params: unknown } }).options.params).toEqual({ id: 'florida-transition' });
  });
});

describe('guardBrandPage (part 1 §2 "Main brand only; redirected away otherwise")', () => {
  function withStartup(state: string, isMainBrand: boolean) {
    const queryClient = createTestQueryClient();
    const store = makeStore({ state, store_slug: 'guard-store' });
    shoppingState.storeSlug = 'guard-store';
    shoppingState.usageType = 'recreational';
    queryClient.setQueryData(storeBreakdownQueryOptions('guard-store', 'recreational').queryKey, makeStartup({ store, isMainBrand }));
    return queryClient;
  }

  it('sends the other brand home from main-brand-only pages', async () => {
    const error = await caught(() => guardBrandPage(withStartup('MA', false), '/about'));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { href: string } }).options.href).toBe('/');
    expect(await caught(() => guardBrandPage(withStartup('MA', false), '/news'))).toBeUndefined();
  });

  it('lets the main brand in, and answers not-found for /faq in OH', async () => {
    expect(await caught(() => guardBrandPage(withStartup('NY', true), '/about'))).toBeUndefined();
    expect(isNotFound(await caught(() => guardBrandPage(withStartup('OH', true), '/faq')))).toBe(true);
    expect(await caught(() => guardBrandPage(withStartup('OH', true), '/learn'))).toBeUndefined();
  });
});
