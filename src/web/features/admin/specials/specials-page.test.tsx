import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminSpecial } from '@/api/admin-specials';
import { percentOffDiscount } from '@/domain/special-test-fixtures';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ConsoleProvider } from '../frame/console-context';
import { CHICAGO, consoleUser, HUDSON, operatorMe, PHOENIX } from '../test-fixtures';
import { SpecialsPage } from './specials-page';

const names = ['Acme A', 'Acme B', 'Acme C', 'Acme D', 'Acme E', 'Acme F', 'Acme G'];
const items = names.map((name, index) => ({ id: index + 1, name, brand: 'Acme', category: 'flower' }));
const special = (over: Partial<AdminSpecial> = {}): AdminSpecial => ({
  id: 9,
  store_id: PHOENIX.id,
  slug: 'acme',
  title: '20% Off Acme',
  caption: '',
  image_url: null,
  ...percentOffDiscount(),
  single_use: true,
  audience_keys: [],
  starts_at: null,
  ends_at: null,
  starts_local: null,
  ends_local: null,
  paused_at: null,
  state: 'live',
  items: items.slice(0, 5),
  item_count: 7,
  targets: [],
  redemptions: 0,
  ...over,
});

/** The page against a server whose list names 5 of the special's 7 items, as the API's list does. */
async function renderPage() {
  const list = () => ({ body: { data: [special()], timezone: 'America/Phoenix' } });
  const picker = () => ({ body: { data: [], brands: ['Acme'], categories: ['flower'] } });
  const api = fakeApi({
    ...Object.fromEntries([PHOENIX, CHICAGO, HUDSON].flatMap((store) => [[`/admin/stores/${store.id}/specials`, list], [`/admin/stores/${store.id}/special-items`, picker]])),
    '/admin/specials/9': () => ({ body: special({ items }) }),
    '/admin/specials/9/pause': () => ({ body: special({ state: 'paused', paused_at: '2026-11-27T12:00:00.000Z' }) }),
  });
  await renderWithRouter(
    <ConsoleProvider me={operatorMe()}>
      <SpecialsPage />
    </ConsoleProvider>,
    { path: '/admin/specials', user: consoleUser() },
  );
  return { api, row: await screen.findByRole('rowheader', { name: /20% Off Acme/ }) };
}

describe('the specials page (README "Specials in the console")', () => {
  it("lists a special's item count, and its form edits every item, read from the special itself", async () => {
    const { api, row } = await renderPage();
    expect(row.textContent).toContain('7 items');
    await userEvent.click(screen.getByRole('button', { name: 'Edit 20% Off Acme' }));
    const chosen = await screen.findByRole('list', { name: 'Chosen items' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(names.map((name) => expect.stringContaining(name)));
    expect(api.callsTo('/admin/specials/9').length).toBeGreaterThan(0);
  });

  it("after Pause, focus lands on the special's row, not on the page (the Pause button is gone)", async () => {
    const { row } = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Pause 20% Off Acme' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('rowheader', { name: /20% Off Acme/ })));
    expect(row.id).toBe('special-9');
  });
});
