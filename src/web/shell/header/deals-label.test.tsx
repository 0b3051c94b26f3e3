import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Special } from '@/api/special';
import type { StoreContext } from '@/domain/store-state';
import { renderWithRouter } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { DesktopNav } from './desktop-nav';
import { buildNavModel } from './nav-model';

const special = (id: number, overrides: Partial<Special> = {}): Special => ({
  id,
  store_id: 1,
  slug: `deal-${id}`,
  title: `Deal ${id}`,
  caption: '20% off',
  image_url: null,
  discount_type: 'percent',
  discount_level: 'inventory',
  discount_percent: 20,
  discount_dollar_cents: null,
  bundle_price_cents: null,
  usage_types: ['recreational'],
  promo_codes: [],
  audience_keys: [],
  special_targets: [],
  starts_at: null,
  ends_at: null,
  ...overrides,
});

function nav(ctx: Partial<StoreContext>, specials: Special[] = [special(1)], isLoadingStore = false) {
  const full: StoreContext = { state: 'NY', usage: 'recreational', isMainBrand: true, ...ctx };
  return buildNavModel({ ctx: full, store: makeStore({ state: full.state ?? 'NY' }), isLoadingStore, specials });
}

describe('header Deals (part 1 §2)', () => {
  afterEach(cleanup);

  it("labels: 'New Pricing' for MA recreational, 'Savings' for PA and OH, 'Deals' otherwise", () => {
    expect(nav({ state: 'MA', usage: 'recreational' }).dealsLabel).toBe('New Pricing');
    expect(nav({ state: 'MA', usage: 'medical' }).dealsLabel).toBe('Deals');
    expect(nav({ state: 'PA' }).dealsLabel).toBe('Savings');
    expect(nav({ state: 'OH', usage: 'medical' }).dealsLabel).toBe('Savings');
    expect(nav({ state: 'IL' }).dealsLabel).toBe('Deals');
  });

  it('hides the dropdown for MA recreational and without browseable specials; at most 6 specials', () => {
    expect(nav({ state: 'MA', usage: 'recreational' }).dealSpecials).toEqual([]);
    expect(nav({}, [special(1, { promo_codes: ['X'] }), special(2, { audience_keys: ['vip'] })]).dealSpecials).toEqual([]);
    expect(nav({}, Array.from({ length: 9 }, (_, i) => special(i + 1))).dealSpecials).toHaveLength(6);
  });

  it('hides Deals while the store is loading', () => {
    expect(nav({}, [special(1)], true).showDeals).toBe(false);
  });

  it('renders the label in the header; a plain link to the deals page when there is no dropdown', async () => {
    await renderWithRouter(<DesktopNav nav={nav({ state: 'MA', usage: 'recreational' })} />);
    const link = await screen.findByRole('link', { name: 'New Pricing' });
    expect(link.getAttribute('href')).toBe('/page/deals-ma-adult-use');
    cleanup();

    await renderWithRouter(<DesktopNav nav={nav({ state: 'PA' })} />);
    const button = await screen.findByRole('button', { name: 'Savings' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    expect((await screen.findByText('Savings at this Store')).closest('[hidden]')).toBeNull();
  });

  it('shows Learn only for the main brand outside OH and PA', () => {
    expect(nav({ state: 'NY' }).showLearn).toBe(true);
    expect(nav({ state: 'OH' }).showLearn).toBe(false);
    expect(nav({ state: 'PA' }).showLearn).toBe(false);
    expect(nav({ state: 'MA', isMainBrand: false }).showLearn).toBe(false);
  });
});
