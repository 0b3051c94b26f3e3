import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSpecial } from '@/api/special';
import { QUANTITY_DEBOUNCE_MS } from '@/domain/constants';
import { fakeApi } from '@/web/testing/fake-api';
import { createTestQueryClient, renderSignedIn } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { cartKeys } from '@/web/data/query-keys';
import { AddedToCartDialog } from './added-to-cart-dialog';
import { makeCart, makeCartItem } from './test-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

const bundle: ProductSpecial = { id: 3, slug: 'flower-bundle', title: 'Build a Bundle', caption: '3 eighths for $90', discount_type: 'bundle', discount_level: 'inventory' };

async function openPopup(specials: ProductSpecial[] = [], onClose = vi.fn()) {
  const cart = makeCart({ cart_items: [makeCartItem({ quantity: 1, max_quantity: 12 })] });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(cartKeys.open(7), cart);
  const api = fakeApi({
    '/carts/op/update-quantity': (body) => {
      const { quantity } = body as { quantity: number };
      return { body: makeCart({ cart_items: [makeCartItem({ quantity, total_cents: 4000 * quantity, discounted_total_cents: 4000 * quantity })] }) };
    },
  });
  const view = await renderSignedIn(<AddedToCartDialog open inventoryId={501} specials={specials} onClose={onClose} finalFocusEl={() => null} />, { user: makeUser(), queryClient });
  const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
  const field = within(dialog).getByRole('textbox', { name: 'Quantity of Blue Dream' }) as HTMLInputElement;
  return { ...view, api, dialog, field, onClose };
}

describe("the 'Added to Cart' popup (part 1 §4 'Cart add-success popup', §5 quantity)", () => {
  it(`sends one update-quantity once typing pauses for ${QUANTITY_DEBOUNCE_MS} ms, and none for a value that is not numeric`, async () => {
    const { api, field } = await openPopup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(field, { target: { value: 'two' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS * 2));
    expect(api.callsTo('/carts/op/update-quantity')).toHaveLength(0);
    expect(field.value).toBe('1');

    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: '4' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS - 1));
    expect(api.callsTo('/carts/op/update-quantity')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(api.callsTo('/carts/op/update-quantity')).toHaveLength(1));
    expect(api.callsTo('/carts/op/update-quantity')[0]!.body).toEqual({ store_id: 1, cart_id: 77, inventory_id: 501, quantity: 4 });
    // The popup shows the line as the server priced it.
    await waitFor(() => expect(screen.getByText('$160.00')).toBeTruthy());
    expect(field.value).toBe('4');
  });

  it('Keep Shopping sends a change still waiting for the pause at once, then closes', async () => {
    const { api, dialog, onClose } = await openPopup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Shopping' }));
    expect(onClose).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS - 1));
    expect(api.callsTo('/carts/op/update-quantity').map((call) => call.body)).toEqual([{ store_id: 1, cart_id: 77, inventory_id: 501, quantity: 2 }]);
  });

  it('Go To Checkout leads to /cart; a bundle special gets a card linking to the special', async () => {
    const { dialog } = await openPopup([bundle]);
    expect(within(dialog).getByRole('link', { name: 'Go To Checkout' }).getAttribute('href')).toBe('/cart');
    const card = within(dialog).getByRole('region', { name: 'Bundle deal' });
    expect(within(card).getByText('Build a Bundle')).toBeTruthy();
    expect(within(card).getByText('3 eighths for $90')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Shop the bundle' }).getAttribute('href')).toBe('/special/flower-bundle');
  });

  it('no bundle card for a product without a bundle special', async () => {
    const { dialog } = await openPopup([{ ...bundle, discount_type: 'percent' }]);
    expect(within(dialog).queryByRole('region', { name: 'Bundle deal' })).toBeNull();
  });
});
