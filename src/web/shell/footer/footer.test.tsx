import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FooterLinkContext } from '@/domain/store-state';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeStartup, makeStore } from '@/web/testing/store-fixtures';
import { storeBreakdownQueryOptions } from '@/web/shared/startup/api/get-store-breakdown';
import { sessionState } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { article, makeDoc, serveList, serveStartup } from '../banner/content-fixtures';
import { Footer } from './footer';
import { visibleQuickLinks } from './footer-links';

const base: FooterLinkContext = { state: 'NY', usage: 'recreational', isMainBrand: true, loggedIn: false, rewardsAllowed: true };
const keys = (ctx: Partial<FooterLinkContext>) => visibleQuickLinks({ ...base, ...ctx }).map((link) => link.key);

describe('footer quick links (part 1 §2)', () => {
  it('hides Loyalty in MA and PA, FAQ in OH; Delivery Info only in FL; HIPAA only in IL', () => {
    expect(keys({ state: 'NY' })).toEqual(expect.arrayContaining(['loyalty', 'faq']));
    expect(keys({ state: 'NY' })).not.toContain('delivery_info');
    expect(keys({ state: 'NY' })).not.toContain('hipaa');
    expect(keys({ state: 'MA' })).not.toContain('loyalty');
    expect(keys({ state: 'PA' })).not.toContain('loyalty');
    expect(keys({ state: 'OH' })).not.toContain('faq');
    expect(keys({ state: 'FL' })).toContain('delivery_info');
    expect(keys({ state: 'IL' })).toContain('hipaa');
  });

  it('shows About, Delivery, Careers, Reviews, FAQ and Rewards for the main brand only', () => {
    const other = keys({ isMainBrand: false, state: 'MA' });
    for (const key of ['about', 'delivery', 'careers', 'reviews', 'faq', 'rewards']) expect(other).not.toContain(key);
    expect(other).toEqual(expect.arrayContaining(['locations', 'contact']));
  });

  it('shows Rewards only when the account option allows and My Account only when logged in', () => {
    expect(keys({ rewardsAllowed: false })).not.toContain('rewards');
    expect(keys({})).not.toContain('my_account');
    expect(keys({ loggedIn: true })).toContain('my_account');
  });
});

describe('<Footer />', () => {
  beforeEach(() => {
    shoppingState.storeSlug = 'columbus-oh';
    shoppingState.usageType = 'recreational';
    sessionState.accessToken = undefined;
  });
  afterEach(cleanup);

  async function renderFooter(state: string, isMainBrand = true) {
    const queryClient = createTestQueryClient();
    const store = makeStore({ state, store_slug: 'columbus-oh' });
    queryClient.setQueryData(storeBreakdownQueryOptions('columbus-oh', 'recreational').queryKey, makeStartup({ store, isMainBrand }));
    await renderWithRouter(<Footer />, { queryClient });
    return within(await screen.findByRole('navigation', { name: 'Quick links' }));
  }

  it('in OH: no FAQ link, no Learn column, social links and the current year', async () => {
    const quick = await renderFooter('OH');
    expect(quick.queryByRole('link', { name: 'FAQ' })).toBeNull();
    expect(quick.getByRole('link', { name: 'About Us' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Learn' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Apotheca on social media' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Apotheca`))).toBeTruthy();
    expect(screen.getByRole('button', { name: /Cookie Settings/ })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Site Accessibility/ })).toBeTruthy();
  });

  it('for the second brand: no main-brand links, no Learn, no social links', async () => {
    const quick = await renderFooter('MA', false);
    expect(quick.queryByRole('link', { name: 'About Us' })).toBeNull();
    expect(quick.queryByRole('link', { name: 'Loyalty Terms' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Learn' })).toBeNull();
    expect(screen.queryByRole('list', { name: /social media/ })).toBeNull();
  });
});

describe('<Footer /> content (part 1 §2 Footer, §9 footer articles 6)', () => {
  afterEach(cleanup);

  const uids = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8'];
  function serveFooter(queryClient: ReturnType<typeof createTestQueryClient>) {
    const social = [
      { network: 'instagram' as const, url: 'https://instagram.example.test/apotheca' },
      { network: 'linkedin' as const, url: 'https://linkedin.example.test/apotheca' },
    ];
    serveList(queryClient, 'footer', [makeDoc('footer', 'footer', { tagline: 'Be well', article_uids: uids, social })]);
    serveList(queryClient, 'education_post', uids.slice(0, 6).map((uid) => article(uid, `Read ${uid}`)), { uids: uids.slice(0, 6) });
  }

  it("lists the footer document's first 6 articles, each to /learn/{uid}, and its social links", async () => {
    const queryClient = createTestQueryClient();
    serveStartup(queryClient, { state: 'IL' });
    serveFooter(queryClient);
    await renderWithRouter(<Footer />, { queryClient });
    const learn = within(await screen.findByRole('navigation', { name: 'Learn' }));
    await learn.findByRole('link', { name: 'Read f1' });
    const links = learn.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Read f1', 'Read f2', 'Read f3', 'Read f4', 'Read f5', 'Read f6', 'View All Articles']);
    expect(links[2]!.getAttribute('href')).toBe('/learn/f3');

    const social = within(screen.getByRole('list', { name: 'Apotheca on social media' }));
    expect(social.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://instagram.example.test/apotheca',
      'https://linkedin.example.test/apotheca',
    ]);
    expect(social.getByRole('link', { name: 'Apotheca on LinkedIn (opens in a new tab)' })).toBeTruthy();
  });

  it('hides the Learn column in PA even with a footer document', async () => {
    const queryClient = createTestQueryClient();
    serveStartup(queryClient, { state: 'PA' });
    serveFooter(queryClient);
    await renderWithRouter(<Footer />, { queryClient });
    await screen.findByRole('navigation', { name: 'Quick links' });
    expect(screen.queryByRole('navigation', { name: 'Learn' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Read f1' })).toBeNull();
  });
});
