import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreContext } from '@/domain/store-state';
import { setAnalyticsAllowed } from '@/web/data/analytics';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { article, jsonFetch, makeDoc, serveDocument, serveList, serveStartup } from '../banner/content-fixtures';
import { DesktopNav } from './desktop-nav';
import { FEATURED_ARTICLES_UID } from './article-links';
import { DealsLinks, ShopLinks } from './menu-panels';
import { MobileNav } from './mobile-nav';
import { buildNavModel } from './nav-model';
import { useNavModel } from './use-nav-model';

const uids = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'];

function serveArticles(queryClient: ReturnType<typeof createTestQueryClient>) {
  serveDocument(queryClient, makeDoc('article_curation', FEATURED_ARTICLES_UID, { title: 'Featured', article_uids: uids }));
  serveList(queryClient, 'education_post', uids.map((uid) => article(uid, `Article ${uid}`)), { uids });
}

/** The real header nav, fed by useNavModel from the cached startup and content answers. */
function HeaderNav() {
  return <DesktopNav nav={useNavModel()} />;
}

describe('Learn dropdown: featured articles (part 1 §2 header, §9)', () => {
  afterEach(cleanup);

  it("lists 6 featured articles in curation order, each to /learn/{uid}, and 'View All Articles'", async () => {
    const queryClient = createTestQueryClient();
    serveStartup(queryClient, { state: 'IL' });
    serveArticles(queryClient);
    await renderWithRouter(<HeaderNav />, { queryClient });

    fireEvent.click(await screen.findByRole('button', { name: 'Learn' }));
    const menu = await screen.findByRole('region', { name: 'Featured Articles' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual(['Article a1', 'Article a2', 'Article a3', 'Article a4', 'Article a5', 'Article a6', 'View All Articles']);
    expect(links[0]!.getAttribute('href')).toBe('/learn/a1');
    expect(links[6]!.getAttribute('href')).toBe('/learn');
  });

  it('has no Learn in OH or PA, nor for the other brand', async () => {
    for (const setup of [{ state: 'OH' }, { state: 'PA' }, { state: 'MA', isMainBrand: false }]) {
      const queryClient = createTestQueryClient();
      serveStartup(queryClient, setup);
      serveArticles(queryClient);
      await renderWithRouter(<HeaderNav />, { queryClient });
      await screen.findByRole('link', { name: 'Find a Dispensary' });
      expect(screen.queryByRole('button', { name: 'Learn' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Learn' })).toBeNull();
      cleanup();
    }
  });

  it('is a plain link to /learn while there are no featured articles', async () => {
    const queryClient = createTestQueryClient();
    serveStartup(queryClient, { state: 'NY' });
    serveDocument(queryClient, makeDoc('article_curation', FEATURED_ARTICLES_UID, { title: 'Featured', article_uids: [] }));
    await renderWithRouter(<HeaderNav />, { queryClient });
    expect((await screen.findByRole('link', { name: 'Learn' })).getAttribute('href')).toBe('/learn');
  });

  it('shows 4 articles in the mobile nav', async () => {
    const ctx: StoreContext = { state: 'NY', usage: 'recreational', isMainBrand: true };
    const articles = uids.map((uid) => ({ key: uid, label: `Article ${uid}`, href: `/learn/${uid}` }));
    const nav = buildNavModel({ ctx, store: makeStore({ state: 'NY' }), isLoadingStore: false, specials: [], articles });
    const queryClient = createTestQueryClient();
    serveStartup(queryClient, { state: 'NY' });
    await renderWithRouter(<MobileNav nav={nav} open onOpenChange={() => {}} />, { queryClient });
    fireEvent.click(await screen.findByRole('button', { name: 'Learn' }));
    const menu = await screen.findByRole('region', { name: 'Featured Articles' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent?.trim())).toEqual(['Article a1', 'Article a2', 'Article a3', 'Article a4', 'View All Articles']);
  });
});

describe('header menu analytics (part 1 §7)', () => {
  let api: ReturnType<typeof jsonFetch>;
  beforeEach(() => {
    api = jsonFetch(() => ({ body: { recorded: true } }));
    vi.stubGlobal('fetch', api.fetch);
    setAnalyticsAllowed(true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setAnalyticsAllowed(false);
  });
  const events = () => api.calls.map((call) => JSON.parse(String(call.init?.body)).event);
  const ctx: StoreContext = { state: 'NY', usage: 'recreational', isMainBrand: true };

  it("records 'Nav Shop' for a form and 'Nav Collection Click' for a collection", async () => {
    const nav = buildNavModel({ ctx, store: makeStore({ state: 'NY' }), isLoadingStore: false, specials: [] });
    await renderWithRouter(<ShopLinks nav={nav} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Flower' }));
    fireEvent.click(screen.getByRole('link', { name: 'Staff Picks' }));
    await vi.waitFor(() => expect(events()).toEqual(['Nav Shop', 'Nav Collection Click']));
  });

  it("records 'Nav Deals' for a special and for 'View All'", async () => {
    await renderWithRouter(<DealsLinks specials={[{ key: '1', label: 'Half Off Vapes', caption: '50% off', href: '/special/half-off' }]} href="/page/deals-ny" />);
    fireEvent.click(await screen.findByRole('link', { name: /Half Off Vapes/ }));
    fireEvent.click(screen.getByRole('link', { name: 'View All' }));
    await vi.waitFor(() => expect(events()).toEqual(['Nav Deals', 'Nav Deals']));
  });

  it('records nothing without Analytics consent', async () => {
    setAnalyticsAllowed(false);
    const nav = buildNavModel({ ctx, store: makeStore({ state: 'NY' }), isLoadingStore: false, specials: [] });
    await renderWithRouter(<ShopLinks nav={nav} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Flower' }));
    expect(api.calls).toHaveLength(0);
  });
});
