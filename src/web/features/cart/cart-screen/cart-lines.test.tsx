import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUANTITY_DEBOUNCE_MS } from '@/domain/constants';
import { toastState } from '@/web/state/toasts';
import { fakeApi } from '@/web/testing/fake-api';
import { makeCart, makeLine, renderCart } from './test-support';

afterEach(() => {
  vi.useRealTimers();
  toastState.toasts = [];
});

const UPDATE = '/carts/op/update-quantity';

/** update-quantity answers the cart with the line at the quantity sent. */
function quantityApi() {
  return fakeApi({
    [UPDATE]: (body) => {
      const quantity = (body as { quantity: number }).quantity;
      return { body: makeCart({ cart_items: [makeLine({ quantity, discounted_total_cents: quantity * 2500 })] }) };
    },
  });
}

describe('cart lines (part 2 §2 /cart, §7 update-quantity debounced 250 ms)', () => {
  it('three quick taps on + send one update-quantity, after the debounce, and show Recalculating meanwhile', async () => {
    const api = quantityApi();
    await renderCart();
    vi.useFakeTimers();
    const plus = screen.getByRole('button', { name: 'Increase quantity of Blue Dream Pre-Roll 5pk' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(screen.getByRole('textbox', { name: 'Quantity of Blue Dream Pre-Roll 5pk' })).toHaveProperty('value', '5');
    expect(screen.getByRole('button', { name: 'Recalculating' })).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS - 1));
    expect(api.callsTo(UPDATE)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.callsTo(UPDATE)).toEqual([expect.objectContaining({ body: { store_id: 1, cart_id: 900, inventory_id: 501, quantity: 5 } })]);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', false);
    expect(screen.getByText('$125.00')).toBeTruthy();
    expect(api.callsTo(UPDATE)).toHaveLength(1);
  });

  it('a quantity that is not a number is never sent, and leaving the field shows the cart’s again', async () => {
    const api = quantityApi();
    await renderCart();
    vi.useFakeTimers();
    const field = screen.getByRole('textbox', { name: 'Quantity of Blue Dream Pre-Roll 5pk' });
    fireEvent.change(field, { target: { value: 'x' } });
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS * 4));
    expect(api.callsTo(UPDATE)).toHaveLength(0);
    fireEvent.blur(field);
    expect(field).toHaveProperty('value', '2');
  });

  it('a typed quantity above the line maximum is sent as the maximum', async () => {
    const api = quantityApi();
    await renderCart({ cart: makeCart({ cart_items: [makeLine({ max_quantity: 6 })] }) });
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Blue Dream Pre-Roll 5pk' }), { target: { value: '9' } });
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS));
    expect(api.callsTo(UPDATE)).toHaveLength(1);
    expect(api.callsTo(UPDATE)[0]!.body).toMatchObject({ quantity: 6 });
  });

  it("a category at its limit says 'Limited to {n} per order.' and + is disabled (part 1 §5, part 2 §8)", async () => {
    await renderCart({ cart: makeCart({ limits: [{ category: 'pre-rolls', limit: 2, in_cart: 2, can_add: false }] }) });
    expect(screen.getByText('Limited to 2 per order.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase quantity of Blue Dream Pre-Roll 5pk' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Blue Dream Pre-Roll 5pk' })).toHaveProperty('disabled', false);
  });

  it('Remove sends remove-item for the line', async () => {
    const api = fakeApi({ '/carts/op/remove-item': () => ({ body: makeCart({ cart_items: [] }) }) });
    await renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Blue Dream Pre-Roll 5pk' }));
    await waitFor(() => expect(api.callsTo('/carts/op/remove-item')[0]?.body).toEqual({ store_id: 1, cart_id: 900, inventory_id: 501 }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });

  it('notes for the store are saved once when the field is left, and stay as typed', async () => {
    const api = fakeApi({ '/carts/op/update-notes': (body) => ({ body: makeCart({ notes: (body as { notes: string }).notes }) }) });
    await renderCart();
    const notes = screen.getByRole('textbox', { name: 'Notes for the store' });
    await userEvent.type(notes, 'Ring the bell');
    expect(api.callsTo('/carts/op/update-notes')).toHaveLength(0);
    await userEvent.tab();
    await waitFor(() => expect(api.callsTo('/carts/op/update-notes')).toHaveLength(1));
    expect(api.callsTo('/carts/op/update-notes')[0]!.body).toMatchObject({ notes: 'Ring the bell' });
    expect(notes).toHaveProperty('value', 'Ring the bell');
  });
});
