import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_MESSAGES, type GeocodeMatch } from '@/api/cart';
import { CHECKOUT_MESSAGES } from '@/domain/checkout-rules';
import { findDialogReady } from '@/web/testing/dialogs';
import { fakeApi } from '@/web/testing/fake-api';
import { choose, stubLayout } from '@/web/testing/jsdom-layout';
import { makeStore } from '@/web/testing/store-fixtures';
import { toastState } from '@/web/state/toasts';
import { ADDRESS_MESSAGES } from './hooks/use-attach-address';
import { makeCart, makeUser, renderCart } from './test-support';

afterEach(() => {
  toastState.toasts = [];
});

const deliveryStore = makeStore({ is_rec_delivery: true, delivery_valid_zips: ['62701'] });
const deliveryCart = makeCart({ order_type: 'delivery' });
const match = (overrides: Partial<GeocodeMatch> = {}): GeocodeMatch => ({ address_1: '12 Elm St', address_2: null, city: 'Springfield', state: 'IL', zip: '62701', lat: 39.8, lng: -89.6, ...overrides });

/** The delivery calls: no outage, every zip served unless `notServed`, geocode answering `matches`. */
function deliveryApi(matches: GeocodeMatch[], notServed = false) {
  return fakeApi({
    '/p/saas_vendor_status/op/get-saas-vendor-status': () => ({ body: { delivery_outage: false, message: null } }),
    '/carts/op/validate-delivery': () => ({ body: { deliverable: !notServed, message: null, delivery_minimum_cents: 0, minimum_met: true } }),
    '/delivery/op/geocode-destination': () => ({ body: { matches } }),
    '/carts/op/attach-address-cart': (body) => ({ body: makeCart({ order_type: 'delivery', address: { address_id: null, ...(body as { address: GeocodeMatch }).address } }) }),
  });
}

/** Fills the new address form (change events: typing key by key adds nothing these tests check). */
function typeAddress(street: string, zip = '62701') {
  fireEvent.change(screen.getByRole('textbox', { name: /Address line 1/ }), { target: { value: street } });
  fireEvent.change(screen.getByRole('textbox', { name: /City/ }), { target: { value: 'Springfield' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Zip code/ }), { target: { value: zip } });
}

describe('delivery address (part 2 §3 Checkout state, §7 geocode-destination and attach-address-cart, §8 Addresses and delivery)', () => {
  it('several matches open the address chooser; the chosen one is attached and saved when asked', async () => {
    const api = deliveryApi([match({ address_1: '12 Elm Street' }), match({ address_1: '12 Elm Court' })]);
    await renderCart({ cart: deliveryCart, store: deliveryStore });
    typeAddress('12 Elm');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deliver Here' }));
    const dialog = await findDialogReady('dialog', 'Choose your address');
    expect(within(dialog).getByText(ADDRESS_MESSAGES.chooseMatch)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: /12 Elm Court/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use This Address' }));
    await waitFor(() => expect(api.callsTo('/carts/op/attach-address-cart')).toHaveLength(1));
    expect(api.callsTo('/carts/op/attach-address-cart')[0]!.body).toEqual({
      store_id: 1,
      cart_id: 900,
      address: { address_1: '12 Elm Court', address_2: null, city: 'Springfield', state: 'IL', zip: '62701' },
      save_address: true,
    });
  });

  it('an address the geocoder confirms as typed is attached without the chooser', async () => {
    const api = deliveryApi([match()]);
    await renderCart({ cart: deliveryCart, store: deliveryStore });
    typeAddress('12 elm st');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver Here' }));
    await waitFor(() => expect(api.callsTo('/carts/op/attach-address-cart')).toHaveLength(1));
    expect(api.callsTo('/carts/op/attach-address-cart')[0]!.body).toMatchObject({ address: { address_1: '12 elm st' }, save_address: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no match says the address is invalid and attaches nothing', async () => {
    const api = deliveryApi([]);
    await renderCart({ cart: deliveryCart, store: deliveryStore });
    typeAddress('1 Nowhere Rd');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver Here' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.invalid)).toBeTruthy();
    expect(api.callsTo('/carts/op/attach-address-cart')).toHaveLength(0);
  });

  it('an incomplete address is not looked up; the first field with a problem takes focus', async () => {
    const api = deliveryApi([match()]);
    await renderCart({ cart: deliveryCart, store: deliveryStore });
    fireEvent.change(screen.getByRole('textbox', { name: /City/ }), { target: { value: 'Springfield' } });
    await userEvent.click(screen.getByRole('button', { name: 'Deliver Here' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Address line 1/ })));
    expect(api.callsTo('/delivery/op/geocode-destination')).toHaveLength(0);
  });

  it("a zip the store does not serve says '{store} does not deliver to this zipcode.'", async () => {
    deliveryApi([match()], true);
    await renderCart({ cart: deliveryCart, store: deliveryStore });
    typeAddress('12 Elm St', '60601');
    expect(await screen.findByText('Springfield Dispensary does not deliver to this zipcode.', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('a saved address is attached by its id', async () => {
    const api = deliveryApi([]);
    const user = makeUser({ addresses: [{ id: 31, address_1: '9 Oak Ave', address_2: null, city: 'Springfield', state: 'IL', zip: '62701', is_default: true }] });
    await renderCart({ cart: deliveryCart, store: deliveryStore, user });
    await userEvent.click(screen.getByRole('radio', { name: /9 Oak Ave/ }));
    await waitFor(() => expect(api.callsTo('/carts/op/attach-address-cart')[0]?.body).toEqual({ store_id: 1, cart_id: 900, address_id: 31 }));
  });
});

describe('delivery window and minimum (part 2 §3 Delivery window, §8 Addresses and delivery)', () => {
  const windows = [
    { label: 'Today 2:00 PM - 4:00 PM', value: 'w1', delivery_start_time: '2026-11-21T14:00:00-06:00', delivery_end_time: '2026-11-21T16:00:00-06:00' },
    { label: 'Today 4:00 PM - 6:00 PM', value: 'w2', delivery_start_time: '2026-11-21T16:00:00-06:00', delivery_end_time: '2026-11-21T18:00:00-06:00' },
  ];

  it("a refused window says 'Error setting delivery window.'", async () => {
    stubLayout();
    const api = fakeApi({
      '/p/saas_vendor_status/op/get-saas-vendor-status': () => ({ body: { delivery_outage: false, message: null } }),
      '/carts/op/update-delivery-window': () => ({ status: 400, body: { error: 'That window is full.' } }),
    });
    await renderCart({ cart: makeCart({ order_type: 'delivery', delivery_windows: windows }), store: deliveryStore });
    await choose('Delivery window', 'Today 4:00 PM - 6:00 PM');
    expect(await screen.findByText(CART_MESSAGES.windowError)).toBeTruthy();
    expect(api.callsTo('/carts/op/update-delivery-window')[0]!.body).toEqual({ store_id: 1, cart_id: 900, delivery_start_time: windows[1]!.delivery_start_time, delivery_end_time: windows[1]!.delivery_end_time });
  });

  it('the delivery minimum shows while the subtotal does not meet it', async () => {
    fakeApi({ '/p/saas_vendor_status/op/get-saas-vendor-status': () => ({ body: { delivery_outage: false, message: null } }) });
    await renderCart({ cart: makeCart({ order_type: 'delivery', delivery_minimum_cents: 7500 }), store: deliveryStore });
    expect(screen.getByText(CHECKOUT_MESSAGES.minimum(7500))).toBeTruthy();
    expect(screen.getByText('Your subtotal must meet the $75.00 minimum before placing this order.')).toBeTruthy();
  });
});
