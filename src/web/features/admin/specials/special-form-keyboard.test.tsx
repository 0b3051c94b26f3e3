import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { consoleUser, PHOENIX } from '../test-fixtures';
import { SpecialForm } from './special-form';

const ITEMS = `/admin/stores/${PHOENIX.id}/special-items`;
const PREVIEW = `/admin/stores/${PHOENIX.id}/specials/preview`;
const item = (id: number, name: string) => ({ id, name, brand: 'Acme', category: 'flower', med_price_cents: 2800, rec_price_cents: 3000 });
const FOUND = [item(7, 'Acme Flower'), item(8, 'Acme Gummies'), item(9, 'Acme Vape')];
const line = { id: 7, name: 'Acme Flower', brand: 'Acme', category: 'flower', quantity: 1, price_cents: 3000, discounted_price_cents: 2400 };
const PREVIEWED = { usage_type: 'recreational', items: [line], total_items: 1, example_cart: { lines: [line], subtotal_cents: 3000, discount_total_cents: 600, tax_cents: 0, grand_total_cents: 2400, rounding_difference_cents: 0, special_saving_cents: 600 } };

async function openForm() {
  fakeApi({ [ITEMS]: () => ({ body: { data: FOUND, brands: ['Acme'], categories: ['flower'] } }), [PREVIEW]: () => ({ body: PREVIEWED }) });
  await renderWithRouter(<SpecialForm storeId={PHOENIX.id} timezone="America/Phoenix" usageTypes={['recreational']} onSaved={() => undefined} />, { path: '/admin/specials', user: consoleUser() });
  return screen.findByRole('form', { name: 'New special' });
}

const labelOf = (input: HTMLElement) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '';

describe('the special form by keyboard and in a narrow drawer (README "Specials in the console")', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes the search results one tab stop: arrow keys move between their Add buttons, Enter adds, and an added one keeps focus', async () => {
    const form = await openForm();
    const results = await within(form).findByRole('list', { name: 'Items found' });
    await within(results).findByRole('button', { name: 'Add Acme Vape' });
    const adds = within(results).getAllByRole('button');
    expect(adds.map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    adds[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(adds[1]);
    expect(adds.map((button) => button.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.keyboard('{Enter}');
    expect(within(within(form).getByRole('list', { name: 'Chosen items' })).getByText('Acme Gummies')).toBeTruthy();
    expect(document.activeElement).toBe(within(results).getByRole('button', { name: 'Add Acme Gummies' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(adds[2]);
  });

  it('keeps focus on Preview while it prices, brings the answer into view and announces it politely', async () => {
    // Like Chromium's, it answers a promise: an effect that returned it would crash the page when it unmounts.
    const scrolled = vi.fn(() => Promise.resolve());
    Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText(/^Title/), '20% off Acme');
    await userEvent.type(within(form).getByLabelText(/^Percent off/, { selector: 'input[inputmode]' }), '20');
    await userEvent.click(await within(form).findByRole('button', { name: 'Add Acme Flower' }));
    const previewButton = within(form).getByRole('button', { name: 'Preview' });
    await userEvent.click(previewButton);
    expect(previewButton.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(previewButton);
    const region = await within(form).findByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Preview ready below: 1 item touched; the example cart saves $6.00.'));
    expect(scrolled.mock.contexts).toContain(region);
    expect(document.activeElement).toBe(previewButton);
    await userEvent.type(within(form).getByLabelText(/^Percent off/, { selector: 'input[inputmode]' }), '5');
    expect(within(form).queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('stacks Starts and Ends, so the drawer never clips a date and time', async () => {
    const form = await openForm();
    const starts = within(form).getByLabelText('Starts');
    const ends = within(form).getByLabelText('Ends');
    const pair = starts.closest('div')!.parentElement!;
    expect(pair).toBe(ends.closest('div')!.parentElement);
    // The two-column grid (xs: two columns) is what squeezed them side by side.
    expect(pair.className).not.toMatch(/grid-tc/);
  });

  it('marks the amount required with the same marker as the title', async () => {
    const form = await openForm();
    const marker = labelOf(within(form).getByLabelText(/^Title/)).replace('Title', '');
    expect(marker).not.toBe('');
    expect(labelOf(within(form).getByLabelText(/^Percent off/, { selector: 'input[inputmode]' }))).toBe(`Percent off${marker}`);
    await userEvent.click(within(form).getByRole('radio', { name: /Bundle/ }));
    expect(labelOf(within(form).getByLabelText(/^Bundle price/))).toBe(`Bundle price ($)${marker}`);
  });
});
