import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { renderRoutes } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import type { Special } from '@/api/special';
import { pageMetaOverride } from '@/web/state/page-meta';
import { CATALOG_OFFLINE } from '../network-failure';
import { SpecialPage } from './special-page';

const store = makeStore();
const specialPath = '/p/specials/select-vapes';
const renderSpecial = () => renderRoutes([{ path: '/special/{-$slug}', component: SpecialPage }], { path: '/special/select-vapes', store });

describe('/special/{slug} when the special cannot be read', () => {

  it('offline with nothing kept: says the special needs a connection (not that it is not running) (README: What the device keeps)', async () => {
    fakeApi({ [specialPath]: () => NO_NETWORK });
    await renderSpecial();
    const title = await screen.findByRole('heading', { level: 1, name: CATALOG_OFFLINE.special });
    expect(title.closest('[role=status]')).not.toBeNull();
    expect(screen.getByText(CATALOG_OFFLINE.text)).toBeTruthy();
    expect(screen.queryByText('Special not found')).toBeNull();
  });

  it('a 404 is a special that is not running here (part 1 §2)', async () => {
    fakeApi({ [specialPath]: () => ({ status: 404, body: { error: 'Not found.' } }) });
    await renderSpecial();
    expect(await screen.findByRole('heading', { level: 1, name: 'Special not found' })).toBeTruthy();
  });
});

describe('/special/{slug} of a running special', () => {
  it("titles the page with the special's own title and caption, as the head crawlers get says (issue 22)", async () => {
    const special: Special = {
      id: 7, store_id: store.id, slug: 'select-vapes', title: 'Select Vapes', caption: '15% off Select carts', image_url: null,
      discount_type: 'bundle', discount_level: 'inventory', discount_percent: null, discount_dollar_cents: null, bundle_price_cents: 9000,
      usage_types: ['recreational'], promo_codes: [], audience_keys: [], special_targets: [], starts_at: null, ends_at: null,
    };
    fakeApi({ [specialPath]: () => ({ body: special }) });
    await renderSpecial();
    expect(await screen.findByRole('heading', { level: 1, name: 'Select Vapes' })).toBeTruthy();
    expect(pageMetaOverride).toMatchObject({ path: '/special/select-vapes', title: 'Select Vapes', description: '15% off Select carts' });
  });
});
