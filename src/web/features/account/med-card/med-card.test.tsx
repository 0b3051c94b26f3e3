import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MedicalCard } from '@/api/user';
import { fakeApi } from '@/web/testing/fake-api';
import { choose, stubLayout } from '@/web/testing/jsdom-layout';
import { renderSignedIn } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { MedCardScreen } from './med-card-screen';
import { medCardReturnPath } from './med-card-search';

beforeAll(stubLayout);

const nextYear = String(new Date().getFullYear() + 1);
const OHIO_MESSAGE = 'Ohio medical card must be format ####-####-####-####-####.';

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

function cardApi() {
  return fakeApi({
    '/users/op/update-med-card': (body) => ({ body: { id: 31, mmj_card_last4: '7890', is_expired: false, ...(body as object) } }),
    '/users/op/get-me': () => ({ body: makeUser() }),
  });
}

describe('medical card form (part 2 §5 "Medical card")', () => {
  it('OH: a bad number shows the Ohio format message and is not sent; the right format saves and returns', async () => {
    const api = cardApi();
    const { location } = await renderSignedIn(<MedCardScreen id="new" returnTo="/account" />, { path: '/med-card/new?account=true' });
    expect(saveButton().disabled).toBe(true);

    await choose('State', 'Ohio');
    expect(screen.getByText(OHIO_MESSAGE)).toBeTruthy(); // the format hint under the field
    // fireEvent for typing: four Ark selects re-render per keystroke, which jsdom makes slow.
    const number = screen.getByRole('textbox', { name: /Medical card number/ });
    fireEvent.change(number, { target: { value: '1234-5678' } });
    await choose('Month', '03 - March');
    await choose('Day', '15');
    expect(saveButton().disabled).toBe(true); // the year is still missing: all fields are required
    await choose('Year', nextYear);
    expect(saveButton().disabled).toBe(false);

    await userEvent.click(saveButton());
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(OHIO_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(number)); // straight to what needs fixing
    expect(api.callsTo('/users/op/update-med-card')).toHaveLength(0);

    fireEvent.change(number, { target: { value: '1234-5678-9012-3456-7890' } });
    await userEvent.click(saveButton());
    await waitFor(() => expect(location()).toBe('/account'));
    expect(api.callsTo('/users/op/update-med-card')[0]!.body).toEqual({ state: 'OH', mmj_card_num: '1234-5678-9012-3456-7890', mmj_card_exp_dt: `${nextYear}-03-15` });
  });

  it('an existing card: the state is fixed, and Save is enabled only once something changed', async () => {
    const card: MedicalCard = { id: 31, state: 'FL', mmj_card_num: 'P1234567', mmj_card_last4: '4567', mmj_card_exp_dt: `${nextYear}-06-30`, is_expired: false };
    const api = cardApi();
    await renderSignedIn(<MedCardScreen id="31" returnTo="/product/42" />, { user: makeUser({ medical_cards: [card] }), path: '/med-card/31?pid=42' });
    expect(screen.getByRole('combobox', { name: 'State' }).hasAttribute('disabled')).toBe(true);
    expect(saveButton().disabled).toBe(true);
    const number = screen.getByRole('textbox', { name: /Medical card number/ });
    await userEvent.type(number, '8');
    expect(saveButton().disabled).toBe(false);
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('/users/op/update-med-card')).toHaveLength(1));
    expect(api.callsTo('/users/op/update-med-card')[0]!.body).toMatchObject({ id: 31, state: 'FL', mmj_card_num: 'P12345678' });
  });

  it("a failed save says 'Error saving med card details.' and keeps what was typed", async () => {
    const card: MedicalCard = { id: 31, state: 'NY', mmj_card_num: 'NY-1', mmj_card_last4: 'NY-1', mmj_card_exp_dt: `${nextYear}-06-30`, is_expired: false };
    const user = makeUser({ medical_cards: [card] });
    fakeApi({ '/users/op/update-med-card': () => ({ status: 500, body: { error: 'boom' } }), '/users/op/get-me': () => ({ body: user }) });
    await renderSignedIn(<MedCardScreen id="31" returnTo="/account" />, { user });
    const number = screen.getByRole('textbox', { name: /Medical card number/ });
    // fireEvent for typing (see the first test): under a loaded CI, per-keystroke typing was slow enough to time out.
    fireEvent.change(number, { target: { value: 'NY-123' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Error saving med card details.');
    expect((number as HTMLInputElement).value).toBe('NY-123');
  });

  it('pid returns to the product, account (or nothing) to My Account', () => {
    expect(medCardReturnPath({ pid: '42' })).toBe('/product/42');
    expect(medCardReturnPath({ account: 'true' })).toBe('/account');
  });
});
