import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOG_MESSAGES } from '@/api/admin-catalog';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ConsoleProvider } from '../frame/console-context';
import { catalogPage, consoleUser, makeAdminItem, makeCatalogRow, operatorMe, PHOENIX } from '../test-fixtures';
import { CatalogPage } from './catalog-page';

const ITEMS = `/admin/stores/${PHOENIX.id}/items`;
const BLUE = makeCatalogRow();
const GUMMIES = makeCatalogRow({ id: 102, sku: 'PHX-102', name: 'Mango Gummies', category: 'edibles', price_cents: 2000 });

async function renderCatalog(respond: Parameters<typeof fakeApi>[0] = { [ITEMS]: () => ({ body: catalogPage([BLUE, GUMMIES], 120) }) }) {
  const api = fakeApi(respond);
  await renderWithRouter(
    <ConsoleProvider me={operatorMe()}>
      <CatalogPage />
    </ConsoleProvider>,
    { path: '/admin/catalog', user: consoleUser() },
  );
  await screen.findByRole('button', { name: 'Edit Blue Dream 3.5g' });
  const lastQuery = () => new URL(String(api.fetch.mock.calls.filter(([url]) => String(url).includes(ITEMS)).at(-1)![0]), 'http://test').searchParams;
  return { api, lastQuery };
}

const drawerItem = makeAdminItem();

describe('the catalog and stock table (README "The operator console": server paging, search, filters, sort, bulk edits)', () => {
  it('search, filters, sort and paging each go into the request to the server', async () => {
    const { lastQuery } = await renderCatalog();
    expect(lastQuery().get('usage_type')).toBe('recreational');
    expect(screen.getByText('120 items, page 1 of 3')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'dream{Enter}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(screen.getByRole('option', { name: 'Edibles' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Stock' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sold out' }));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Price/ })).getByRole('button'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByText('120 items, page 2 of 3');
    const query = lastQuery();
    expect(query.get('search')).toBe('dream');
    expect(query.get('category')).toBe('edibles');
    expect(query.get('stock')).toBe('out');
    expect(query.get('sort')).toBe('price');
    expect(query.get('dir')).toBe('asc');
    expect(query.get('offset')).toBe('50');
  });

  it('the selected rows are hidden in one bulk edit, and the outcome is said', async () => {
    const { api } = await renderCatalog({ [ITEMS]: () => ({ body: catalogPage([BLUE, GUMMIES]) }), [`${ITEMS}/bulk`]: () => ({ body: { changed: 2, unchanged: 0 } }) });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Blue Dream 3.5g' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Mango Gummies' }));
    const bar = screen.getByRole('region', { name: 'Change the selected items' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Changed 2 items.')).toBeTruthy();
    expect(api.callsTo(`${ITEMS}/bulk`)[0]!.body).toEqual({ usage_type: 'recreational', ids: [BLUE.id, GUMMIES.id], action: { type: 'hide' } });
  });

  it('the selection is of rows on screen: another page, filter or sort clears it, so a bulk edit never reaches rows out of sight', async () => {
    await renderCatalog();
    const select = () => userEvent.click(screen.getByRole('checkbox', { name: 'Select Blue Dream 3.5g' }));
    const bar = () => screen.queryByRole('region', { name: 'Change the selected items' });
    await select();
    expect(within(bar()!).getByText('1 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('120 items, page 2 of 3');
    expect(bar()).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Select Blue Dream 3.5g' }) as HTMLInputElement).checked).toBe(false);
    await select();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('120 items, page 1 of 3');
    expect(bar()).toBeNull();
    await select();
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Brand/ })).getByRole('button'));
    expect(bar()).toBeNull();
    await select();
    await userEvent.click(screen.getByRole('combobox', { name: 'Usage type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Medical' }));
    expect(bar()).toBeNull();
  });

  it('a price change of 0 % is refused before it is sent, with the schema message', async () => {
    const { api } = await renderCatalog();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every item on this page' }));
    const bar = screen.getByRole('region', { name: 'Change the selected items' });
    await userEvent.type(within(bar).getByLabelText('Price change (%)'), '0');
    await userEvent.click(within(bar).getByRole('button', { name: 'Change prices' }));
    expect((await within(bar).findByRole('alert')).textContent).toBe('Enter a change other than 0 %.');
    expect(api.callsTo(`${ITEMS}/bulk`)).toHaveLength(0);
  });

  it('the edit drawer saves a new price and quantity for the usage type in view', async () => {
    const item = drawerItem;
    const { api } = await renderCatalog({ [ITEMS]: () => ({ body: catalogPage([BLUE]) }), [`/admin/items/${BLUE.id}`]: () => ({ body: item }) });
    await userEvent.click(screen.getByRole('button', { name: `Edit ${BLUE.name}` }));
    const form = await screen.findByRole('form', { name: 'Edit item' });
    const price = within(form).getByLabelText('Adult Use price ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '39.99');
    const quantity = within(form).getByLabelText('Adult Use sellable quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await within(form).findByText('Saved')).toBeTruthy();
    const patch = api.calls.find((call) => call.method === 'PATCH')!.body as { prices: object; sellable_qty: object };
    expect(patch.prices).toEqual({ recreational: 3999 });
    expect(patch.sellable_qty).toEqual({ recreational: 30 });
  });

  it('an emptied quantity is refused beside its field, not saved as sold out, and what was typed stays', async () => {
    const { api } = await renderCatalog({ [ITEMS]: () => ({ body: catalogPage([BLUE]) }), [`/admin/items/${BLUE.id}`]: () => ({ body: drawerItem }) });
    await userEvent.click(screen.getByRole('button', { name: `Edit ${BLUE.name}` }));
    const form = await screen.findByRole('form', { name: 'Edit item' });
    const price = within(form).getByLabelText('Adult Use price ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '41.00');
    await userEvent.clear(within(form).getByLabelText('Adult Use sellable quantity'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await within(form).findByText(ADMIN_CATALOG_MESSAGES.quantity)).toBeTruthy();
    expect((price as HTMLInputElement).value).toBe('41.00');
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
