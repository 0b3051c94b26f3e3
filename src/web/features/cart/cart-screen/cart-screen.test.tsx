import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@/api/cart';
import { ORDERING_PAUSED_MESSAGE } from '@/domain/store-ordering';
import { makeStore } from '@/web/testing/store-fixtures';
import { toastState } from '@/web/state/toasts';
import { DISCOUNT_EXCEEDS_SUBTOTAL } from '@/web/shared/cart/components/order-totals';
import { KEEP_ADDING_MESSAGE } from './components/ordering-notices';
import { TRANSACTIONS_TITLE } from './components/transactions-dialog';
import { makeCart, makeLine, makeUser, renderCart } from './test-support';

afterEach(() => {
  toastState.toasts = [];
});

const placeOrder = () => screen.getByRole('button', { name: /Place Order|Recalculating|Placing Order/ }) as HTMLButtonElement;

describe('the cart screen (part 2 §2 /cart)', () => {
  it("without lines says 'Your cart is empty' and leads to the menu", async () => {
    await renderCart({ cart: null });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });

  it("a shopper without order notifications gets 'Just one thing...' leading to /account/transactional (part 2 §2, §4)", async () => {
    await renderCart({ user: makeUser({ opt_preferences: [{ type: 'transaction', opt_in: 'none', version: '1.1' }] }) });
    const dialog = await screen.findByRole('alertdialog', { name: TRANSACTIONS_TITLE });
    expect(within(dialog).getByRole('link', { name: 'Choose Notifications' }).getAttribute('href')).toBe('/account/transactional');
  });

  it('portal users are never stopped by the notifications popup', async () => {
    await renderCart({ user: makeUser({ is_portal_user: true, opt_preferences: [] }) });
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a priced cart shows every total line, the rounding note and the points a member earns (part 2 §5 Checkout)', async () => {
    const cart = makeCart({
      cart_items: [makeLine({ discounted_price_cents: 2000, discounted_total_cents: 4000, applied_special_caption: '20% off pre-rolls' })],
      subtotal_cents: 4000,
      bundles: [{ special_id: 3, title: 'Pair & Save', caption: '', discount_cents: 300, sets: 1 }],
      promo: { special_id: 4, title: 'SAVE5', caption: '', discount_cents: 500, code: 'SAVE5', single_use: false, face_value_cents: 500 },
      promo_code: 'SAVE5',
      discount_promo_cents: 500,
      tax_cents: 347,
      grand_total_cents: 3500,
      rounding_difference_cents: 47,
      loyalty_points_accrued: 35,
    });
    await renderCart({ cart, user: makeUser({ is_loyalty_enrolled: true }) });
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    const row = (label: string) => summary.getByText(label).nextElementSibling?.textContent;
    expect(row('Subtotal')).toBe('$40.00');
    expect(row('Pair & Save')).toBe('−$3.00');
    expect(row('Promo (SAVE5)')).toBe('−$5.00');
    expect(row('Tax')).toBe('$3.47');
    expect(row('Total')).toBe('$35.00');
    expect(summary.queryByText('Delivery fee')).toBeNull();
    expect(summary.getByText('Your total was rounded down by $0.47.')).toBeTruthy();
    expect(summary.getByText('Earning 35 points')).toBeTruthy();
    // The line shows its special price with the list price struck through.
    expect(screen.getByText('$20.00 each')).toBeTruthy();
    expect(screen.getByText('20% off pre-rolls')).toBeTruthy();
  });

  it('flags discounts that exceed the subtotal and shows a delivery fee when there is one', async () => {
    await renderCart({ cart: makeCart({ discount_exceeds_subtotal: true, delivery_fee_cents: 500 }) });
    expect(screen.getByText(DISCOUNT_EXCEEDS_SUBTOTAL)).toBeTruthy();
    expect(screen.getByText('Delivery fee').nextElementSibling?.textContent).toBe('$5.00');
  });

  it('Place Order is disabled with the reason beside it while checkout is blocked (part 2 §4, §5)', async () => {
    await renderCart({ cart: makeCart({ checkout_block: CART_MESSAGES.selectWindow }) });
    expect(placeOrder().disabled).toBe(true);
    const reason = screen.getByText(CART_MESSAGES.selectWindow);
    expect(placeOrder().getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('ordering paused says it will reopen and that the cart can still be filled (part 2 §8)', async () => {
    await renderCart({ store: makeStore({ temp_closed_rec: 'ordering_off' }) });
    expect(screen.getByText(ORDERING_PAUSED_MESSAGE)).toBeTruthy();
    expect(screen.getByText(KEEP_ADDING_MESSAGE)).toBeTruthy();
  });

  it('a temporarily closed store shows the closure notice', async () => {
    await renderCart({ store: makeStore({ temp_closed_rec: 'closed' }) });
    expect(screen.getByText(/Springfield Dispensary is temporarily closed today, .+ for Adult Use\./)).toBeTruthy();
  });

  it('employees see that their discount is active instead of rewards', async () => {
    await renderCart({ user: makeUser({ is_employee: true, employee_status: 'confirmed', is_loyalty_enrolled: true }) });
    expect(screen.getByText('Your employee discount is active.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Dollars to redeem' })).toBeNull();
  });

  it('server warnings on the cart show as persistent toasts (part 2 §8)', async () => {
    await renderCart({ cart: makeCart({ warnings: [{ code: 'price_changed', inventory_id: 501, message: 'The price of Blue Dream Pre-Roll 5pk changed.' }] }) });
    await waitFor(() => expect(toastState.toasts.map((toast) => [toast.message, toast.persistent])).toContainEqual(['The price of Blue Dream Pre-Roll 5pk changed.', true]));
  });
});
