import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES, type Address } from '@/api/user';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { choose, stubLayout } from '@/web/testing/jsdom-layout';
import { renderSignedIn } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { AddressEditScreen } from './address-edit-screen';
import { AddressList } from './address-list';
import { findDialogReady } from '@/web/testing/dialogs';

beforeAll(stubLayout);

const home: Address = { id: 3, address_1: '12 Elm St', address_2: null, city: 'Albany', state: 'NY', zip: '12207', is_default: false };
const work: Address = { id: 4, address_1: '9 Pine Ave', address_2: 'Suite 2', city: 'Troy', state: 'NY', zip: '12180', is_default: true };
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('address form (part 2 §2 /account/edit-address, §5 complete address)', () => {
  it('Save Changes stays disabled until line 1, city, state and a 5-digit zip are there', async () => {
    const api = fakeApi({
      '/users/op/add-my-addresses': (body) => ({ body: { id: 9, is_default: false, address_2: null, ...(body as object) } }),
      '/users/op/get-me': () => ({ body: makeUser() }),
    });
    const { location } = await renderSignedIn(<AddressEditScreen id="new" />, { path: '/account/edit-address/new' });
    fireEvent.change(field(/Address line 1/), { target: { value: '12 Elm St' } });
    fireEvent.change(field(/City/), { target: { value: 'Albany' } });
    fireEvent.change(field(/Zip code/), { target: { value: '12207-1234' } });
    expect((field(/Zip code/) as HTMLInputElement).value).toBe('12207');
    expect(saveButton().disabled).toBe(true); // no state yet
    await choose('State', 'New York');
    expect(saveButton().disabled).toBe(false);
    fireEvent.change(field(/Zip code/), { target: { value: '122' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(field(/Zip code/), { target: { value: '12207' } });

    await userEvent.click(saveButton());
    await waitFor(() => expect(location()).toBe('/account'));
    expect(api.callsTo('/users/op/add-my-addresses')[0]!.body).toEqual({ address_1: '12 Elm St', address_2: null, city: 'Albany', state: 'NY', zip: '12207', is_default: false });
  });

  it('shows the server field errors under their fields and keeps what was typed', async () => {
    fakeApi({ '/users/op/update-my-addresses': () => ({ status: 400, body: { error: 'Invalid input', fields: { city: ['City is not valid'] } } }) });
    await renderSignedIn(<AddressEditScreen id="3" />, { user: makeUser({ addresses: [home] }) });
    fireEvent.change(field(/City/), { target: { value: 'Albany!' } });
    await userEvent.click(saveButton());
    expect(await screen.findByText('City is not valid')).toBeTruthy();
    expect(field(/City/).getAttribute('aria-invalid')).toBe('true');
    expect((field(/City/) as HTMLInputElement).value).toBe('Albany!');
  });

  it('adding with no network says so, stays on the form and keeps what was typed (README: What the device keeps)', async () => {
    fakeApi({ '/users/op/add-my-addresses': () => NO_NETWORK });
    const { location } = await renderSignedIn(<AddressEditScreen id="new" />, { path: '/account/edit-address/new' });
    fireEvent.change(field(/Address line 1/), { target: { value: '12 Elm St' } });
    fireEvent.change(field(/City/), { target: { value: 'Albany' } });
    fireEvent.change(field(/Zip code/), { target: { value: '12207' } });
    await choose('State', 'New York');
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toContain('You appear to be offline.');
    expect(location()).toBe('/account/edit-address/new');
    expect((field(/Address line 1/) as HTMLInputElement).value).toBe('12 Elm St');
    expect((field(/City/) as HTMLInputElement).value).toBe('Albany');
    expect((field(/Zip code/) as HTMLInputElement).value).toBe('12207');
    expect(screen.getByRole('combobox', { name: 'State' }).textContent).toContain('New York');
  });

  it('an unknown id says the address was not found', async () => {
    await renderSignedIn(<AddressEditScreen id="99" />, { user: makeUser({ addresses: [home] }) });
    expect(screen.getByRole('alert').textContent).toContain(USER_MESSAGES.addressNotFound);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});

describe('saved addresses on My Account (part 2 §2)', () => {
  it('lists the default first and deletes only after the confirmation', async () => {
    const api = fakeApi({
      '/users/op/delete-my-addresses/3': () => ({ body: { ok: true, id: 3 } }),
      '/users/op/get-me': () => ({ body: makeUser({ addresses: [work] }) }),
    });
    await renderSignedIn(<AddressList addresses={[home, work]} />);
    const items = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('9 Pine Ave, Suite 2Default'), expect.stringContaining('12 Elm St')]);

    const deleteHome = screen.getByRole('button', { name: 'Delete 12 Elm St' });
    await userEvent.click(deleteHome);
    const dialog = await findDialogReady('alertdialog', 'Delete address?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(deleteHome)); // focus returns to the row

    await userEvent.click(screen.getByRole('button', { name: 'Delete 12 Elm St' }));
    await userEvent.click(within(await findDialogReady('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('/users/op/delete-my-addresses/3')).toHaveLength(1));
    // The row's Delete button goes with the address: focus lands on Add address instead of the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Add address' })));
  });
});
