import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SPECIAL_MESSAGES } from '@/api/admin-specials';
import { SPECIAL_RULE_MESSAGES } from '@/domain/special-rules';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { consoleUser, PHOENIX } from '../test-fixtures';
import { SpecialForm } from './special-form';

const LIST = `/admin/stores/${PHOENIX.id}/specials`;
const ITEMS = `/admin/stores/${PHOENIX.id}/special-items`;
const PREVIEW = `/admin/stores/${PHOENIX.id}/specials/preview`;
const line = { id: 7, name: 'Acme Flower', brand: 'Acme', category: 'flower', quantity: 1, price_cents: 3000, discounted_price_cents: 2400 };
const PREVIEWED = { usage_type: 'recreational', items: [line], total_items: 1, example_cart: { lines: [line], subtotal_cents: 3000, discount_total_cents: 600, tax_cents: 0, grand_total_cents: 2400, rounding_difference_cents: 0, special_saving_cents: 600 } };
const ACME = { id: 7, name: 'Acme Flower', brand: 'Acme', category: 'flower', med_price_cents: 2800, rec_price_cents: 3000 };

/** The form for a new special, against a server that answers the picker and `create` for a save. */
async function openForm(create: (body: unknown) => { status: number; body: unknown }) {
  const api = fakeApi({ [ITEMS]: () => ({ body: { data: [ACME], brands: ['Acme'], categories: ['flower'] } }), [LIST]: create, [PREVIEW]: () => ({ body: PREVIEWED }) });
  await renderWithRouter(<SpecialForm storeId={PHOENIX.id} timezone="America/Phoenix" usageTypes={['recreational']} onSaved={() => undefined} />, { path: '/admin/specials', user: consoleUser() });
  return { api, form: await screen.findByRole('form', { name: 'New special' }) };
}

/** The text of the element that describes `input` (its error), by aria-describedby. */
const describedBy = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('the special form (README "Specials in the console")', () => {
  it("explains the domain's rules beside their fields before sending, and keeps what was typed", async () => {
    const { api, form } = await openForm(() => ({ status: 500, body: { error: 'No save expected.' } }));
    await userEvent.type(within(form).getByLabelText(/Title/), 'Big sale');
    await userEvent.type(within(form).getByLabelText(/^Percent off/, { selector: 'input[inputmode]' }), '150');
    await userEvent.type(within(form).getByLabelText('Starts'), '2026-12-24T18:00');
    await userEvent.type(within(form).getByLabelText('Ends'), '2026-12-24T09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create special' }));
    const percent = within(form).getByLabelText(/^Percent off/, { selector: 'input[inputmode]' });
    expect(describedBy(percent)).toContain(SPECIAL_RULE_MESSAGES.percent);
    expect(describedBy(within(form).getByLabelText('Ends'))).toContain(SPECIAL_RULE_MESSAGES.endBeforeStart);
    expect(within(form).getByText(SPECIAL_RULE_MESSAGES.noItems)).toBeTruthy();
    expect((percent as HTMLInputElement).value).toBe('150');
    expect(api.callsTo(LIST)).toEqual([]);
  });

  it("shows the server's field errors beside their fields (a promo code another special uses) and keeps the form as typed", async () => {
    const taken = SPECIAL_RULE_MESSAGES.promoInUse('WELCOME10', 'Welcome Offer');
    const { api, form } = await openForm(() => ({ status: 400, body: { error: ADMIN_SPECIAL_MESSAGES.invalid, fields: { promo_codes: [taken] } } }));
    await userEvent.type(within(form).getByLabelText(/Title/), 'Welcome again');
    await userEvent.click(within(form).getByRole('radio', { name: /Cart discount/ }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Dollars off' }));
    await userEvent.type(within(form).getByLabelText(/^Dollars off \(\$\)/), '10');
    await userEvent.type(within(form).getByLabelText('Promo codes'), 'WELCOME10');
    await userEvent.click(within(form).getByRole('button', { name: 'Create special' }));
    const codes = within(form).getByLabelText('Promo codes');
    expect(describedBy(await within(form).findByLabelText('Promo codes'))).toContain(taken);
    expect((codes as HTMLInputElement).value).toBe('WELCOME10');
    expect(within(form).getByRole('alert').textContent).toBe(ADMIN_SPECIAL_MESSAGES.invalid);
    expect(api.callsTo(LIST)[0]!.body).toMatchObject({ discount_level: 'cart', discount_type: 'dollar', discount_dollar_cents: 1000, promo_codes: ['WELCOME10'], single_use: true });
  });

  it('a fixed price chosen for an item discount becomes percent off when the kind changes to cart, checked and labelled so, and is sent as a percent', async () => {
    const { api, form } = await openForm(() => ({ status: 400, body: { error: ADMIN_SPECIAL_MESSAGES.invalid } }));
    await userEvent.type(within(form).getByLabelText(/Title/), 'Cart sale');
    await userEvent.click(within(form).getByRole('radio', { name: 'Fixed price' }));
    expect(within(form).getByLabelText(/^Fixed price \(\$\)/)).toBeTruthy();
    await userEvent.click(within(form).getByRole('radio', { name: /Cart discount/ }));
    expect((within(form).getByRole('radio', { name: 'Percent off' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(within(form).getByLabelText(/^Percent off/, { selector: 'input[inputmode]' }), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Create special' }));
    await within(form).findByRole('alert');
    expect(api.callsTo(LIST)[0]!.body).toMatchObject({ discount_level: 'cart', discount_type: 'percent', discount_percent: 10, discount_dollar_cents: null });
  });

  it("shows a bundle target's quantity error beside that quantity, marked invalid and focused", async () => {
    const { api, form } = await openForm(() => ({ status: 500, body: { error: 'No save expected.' } }));
    await userEvent.type(within(form).getByLabelText(/Title/), 'Pair up');
    await userEvent.click(within(form).getByRole('radio', { name: /Bundle/ }));
    await userEvent.type(within(form).getByLabelText(/^Bundle price/), '20');
    await userEvent.click(await within(form).findByRole('button', { name: 'Add Acme Flower' }));
    const quantity = within(form).getByLabelText('Quantity of Acme Flower');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Create special' }));
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(quantity)).toContain(SPECIAL_RULE_MESSAGES.targetQuantity);
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    expect(api.callsTo(LIST)).toEqual([]);
  });

  it('takes the preview away when a value changes after it, so it never shows what the form no longer says', async () => {
    const { form } = await openForm(() => ({ status: 500, body: { error: 'No save expected.' } }));
    await userEvent.type(within(form).getByLabelText(/Title/), '20% off Acme');
    await userEvent.type(within(form).getByLabelText(/^Percent off/, { selector: 'input[inputmode]' }), '20');
    await userEvent.click(await within(form).findByRole('button', { name: 'Add Acme Flower' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByRole('region', { name: 'Preview' })).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(/^Percent off/, { selector: 'input[inputmode]' }), '5');
    expect(within(form).queryByRole('region', { name: 'Preview' })).toBeNull();
  });
});
