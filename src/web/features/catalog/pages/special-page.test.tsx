import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { renderRoutes } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
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
