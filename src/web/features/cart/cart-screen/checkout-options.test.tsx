import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/api/cart';
import { LOYALTY_MESSAGES } from '@/domain/loyalty-redemption';
import { fakeApi } from '@/web/testing/fake-api';
import { makeStore } from '@/web/testing/store-fixtures';
import { toastState } from '@/web/state/toasts';
import { makeCart, makeUser, renderCart } from './test-support';
import { findDialogReady } from '@/web/testing/dialogs';

afterEach(() => {
  toastState.toasts = [];
});

const orderTypes = () => within(screen.getByRole('group', { name: 'How would you like to get your order?' })).getAllByRole('radio').map((radio) => radio.closest('label')!.querySelector('span > span')!.textContent);

describe('order type chooser (part 2 §3 Checkout state, §4 Delivery check and checkout; DECISIONS.md)', () => {
  it('offers only what the store offers for the usage type, check-in where enable_checkin_order is set', async () => {
    fakeApi({});
    await renderCart({ store: makeStore({ is_rec_curbside: true, is_med_delivery: true, enable_checkin_order: true }) });
    expect(orderTypes()).toEqual(['Pickup', 'Curbside', 'Check-in']);
  });

  it('delivery shows the vendor outage on the option and keeps Place Order disabled', async () => {
    const outage = "We're experiencing a temporary outage with our delivery system. Please try again later.";
    fakeApi({ '/p/saas_vendor_status/op/get-saas-vendor-status': () => ({ body: { delivery_outage: true, message: outage } }) });
    await renderCart({ cart: makeCart({ order_type: 'delivery' }), store: makeStore({ is_rec_delivery: true }) });
    expect(orderTypes()).toEqual(['Pickup', 'Delivery']);
    await waitFor(() => expect(screen.getAllByText(outage).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', true);
  });

  it('a delivery cart at a store that no longer delivers for the usage type is moved to pickup', async () => {
    const api = fakeApi({ '/carts/op/update-order-type': () => ({ body: makeCart() }) });
    await renderCart({ cart: makeCart({ order_type: 'delivery' }) });
    await waitFor(() => expect(api.callsTo('/carts/op/update-order-type')).toHaveLength(1));
    expect(api.callsTo('/carts/op/update-order-type')[0]!.body).toEqual({ store_id: 1, cart_id: 900, order_type: 'pickup' });
  });

  it('the chosen type is checked at once, while the server is still answering', async () => {
    fakeApi({ '/carts/op/update-order-type': () => ({ body: makeCart() }) });
    await renderCart({ store: makeStore({ enable_checkin_order: true }) });
    const checkIn = screen.getByRole('radio', { name: /Check-in/ });
    fireEvent.click(checkIn);
    expect(checkIn).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Pickup/ })).toHaveProperty('checked', false);
  });

  it('choosing curbside sends update-order-type and then asks for the vehicle', async () => {
    const api = fakeApi({ '/carts/op/update-order-type': () => ({ body: makeCart({ curbside_pickup: true }) }) });
    await renderCart({ store: makeStore({ is_rec_curbside: true }) });
    await userEvent.click(screen.getByRole('radio', { name: /Curbside/ }));
    await waitFor(() => expect(api.callsTo('/carts/op/update-order-type')[0]?.body).toMatchObject({ order_type: 'curbside' }));
    const vehicle = await screen.findByRole('textbox', { name: /Vehicle description/ });
    await userEvent.click(vehicle);
    await userEvent.tab();
    expect(await screen.findByText(CART_MESSAGES.vehicleRequired)).toBeTruthy();
  });
});

describe('promo code (part 2 §5 Checkout, §8 Ordering and checkout)', () => {
  it('Apply waits for a code; a refusal shows under the field and keeps what was typed', async () => {
    fakeApi({ '/carts/op/apply-promo-code': () => ({ status: 400, body: { error: CART_MESSAGES.promoUnknown, code: 'PromoInvalid' } }) });
    await renderCart();
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const error = await screen.findByText(CART_MESSAGES.promoUnknown);
    expect(field).toHaveProperty('value', 'NOPE');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(toastState.toasts).toHaveLength(0);
  });

  it("an applied single-use code shows 'Promo Applied: {code}', its notice, and can be removed", async () => {
    const api = fakeApi({ '/carts/op/remove-promo-code': () => ({ body: makeCart() }) });
    const promo = { special_id: 4, title: 'WELCOME10', caption: '', discount_cents: 1000, code: 'WELCOME10', single_use: true, face_value_cents: 1000 };
    await renderCart({ cart: makeCart({ promo, promo_code: 'WELCOME10', discount_promo_cents: 1000 }) });
    expect(screen.getByText('Promo Applied: WELCOME10')).toBeTruthy();
    expect(screen.getByText(CART_MESSAGES.promoSingleUse('WELCOME10', '$10.00'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code WELCOME10' }));
    await waitFor(() => expect(api.callsTo('/carts/op/remove-promo-code')[0]?.body).toEqual({ store_id: 1, cart_id: 900 }));
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toBeTruthy();
  });
});

describe('a single-use code worth more than is left to take (part 2 §8 promo notice; README "How a cart is priced")', () => {
  const partial = CART_MESSAGES.promoPartial('WELCOME10', '$6.00', '$10.00');
  const applied = { special_id: 4, title: 'WELCOME10', caption: '', discount_cents: 600, code: 'WELCOME10', single_use: true, face_value_cents: 1000 };

  it("asks before applying, in the server's words; Cancel keeps the code typed and unused; 'Apply anyway' applies it", async () => {
    const api = fakeApi({
      '/carts/op/apply-promo-code': (body) =>
        (body as { accept_partial?: boolean }).accept_partial
          ? { body: makeCart({ promo: applied, promo_code: 'WELCOME10', discount_promo_cents: 600 }) }
          : { status: 409, body: { error: partial, code: CART_ERROR_CODES.promoPartial } },
    });
    await renderCart();
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    let dialog = await findDialogReady('alertdialog', 'Apply this promo code?');
    expect(within(dialog).getByText(partial)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field).toHaveProperty('value', 'welcome10');
    expect(screen.queryByText('Promo Applied: WELCOME10')).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }, { timeout: 3000 }));
    dialog = await screen.findByRole('alertdialog', { name: 'Apply this promo code?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply anyway' }));
    expect(await screen.findByText('Promo Applied: WELCOME10')).toBeTruthy();
    expect(api.callsTo('/carts/op/apply-promo-code').map((call) => call.body)).toEqual([
      { store_id: 1, cart_id: 900, promo_code: 'welcome10' },
      { store_id: 1, cart_id: 900, promo_code: 'welcome10' },
      { store_id: 1, cart_id: 900, promo_code: 'welcome10', accept_partial: true },
    ]);
    // While the code takes less than its face value, its notice says so.
    expect(screen.getByText(partial)).toBeTruthy();
    expect(toastState.toasts).toHaveLength(0);
  });
});

describe('rewards redemption (part 2 §5 Rewards, §8 Rewards)', () => {
  const member = (points: number) => makeUser({ is_loyalty_enrolled: true, user_loyalty: { is_enrolled: true, available_points: points, pending_points: 0, loyalty_points: points, cart_eligible_points: points } });

  it('checks the amount before any call, then redeems whole dollars at 40 points each', async () => {
    const api = fakeApi({ '/carts/op/redeem-loyalty': () => ({ body: makeCart({ loyalty_points_redeemed: 80, discount_loyalty_cents: 200 }) }) });
    await renderCart({ cart: makeCart({ loyalty_max_redemption_dollars: 10 }), user: member(200) });
    const field = screen.getByRole('textbox', { name: 'Dollars to redeem' });
    const redeem = () => userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await userEvent.type(field, '12');
    await redeem();
    expect(await screen.findByText(LOYALTY_MESSAGES.exceedsMax(10))).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '6');
    await redeem();
    expect(await screen.findByText(LOYALTY_MESSAGES.exceedsAvailable)).toBeTruthy();
    expect(api.callsTo('/carts/op/redeem-loyalty')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await redeem();
    await waitFor(() => expect(api.callsTo('/carts/op/redeem-loyalty')[0]?.body).toEqual({ store_id: 1, cart_id: 900, loyalty_points: 80 }));
    expect(await screen.findByText(/Rewards applied:/)).toBeTruthy();
  });

  it("offers 'up to' the maximum the server priced on what is left to pay, and refuses more before any call", async () => {
    const api = fakeApi({});
    await renderCart({ cart: makeCart({ grand_total_cents: 2400, loyalty_max_redemption_dollars: 23 }), user: member(4000) });
    expect(screen.getByText('Whole dollars, up to $23 on this order. 40 points = $1.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Dollars to redeem' }), '24');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(LOYALTY_MESSAGES.exceedsMax(23))).toBeTruthy();
    expect(api.callsTo('/carts/op/redeem-loyalty')).toHaveLength(0);
  });

  it("an applied redemption is removed only after 'Remove loyalty points'; an invalid one says so", async () => {
    const api = fakeApi({ '/carts/op/remove-loyalty': () => ({ body: makeCart() }) });
    await renderCart({ cart: makeCart({ loyalty_points_redeemed: 80, discount_loyalty_cents: 200, loyalty_invalid: true }), user: member(200) });
    expect(screen.getByText(LOYALTY_MESSAGES.invalid)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove loyalty points' });
    expect(api.callsTo('/carts/op/remove-loyalty')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('/carts/op/remove-loyalty')).toHaveLength(1));
  });
});
