import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HeaderCartButton } from '@/web/shell/header/cart-button';
import { sessionState } from '@/web/state/session';
import { createTestQueryClient, renderSignedIn, renderWithRouter } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { cartKeys } from '@/web/data/query-keys';
import { makeCart, makeCartItem } from '@/web/shared/add-to-cart/test-fixtures';

afterEach(cleanup);
// The header loads the count lazily: load the module up front, and allow React's Suspense reveal
// (about a second under jsdom) when waiting for the count.
beforeAll(() => import('@/web/features/cart/cart-badge'));
const LAZY_REVEAL = { timeout: 5000 };

describe('the header cart badge (part 1 §2 header: cart button with quantity badge)', () => {
  it('counts the units in the signed-in shopper’s open cart, in the accessible label too', async () => {
    const queryClient = createTestQueryClient();
    const cart = makeCart({ cart_items: [makeCartItem({ inventory_id: 1, quantity: 2 }), makeCartItem({ inventory_id: 2, quantity: 1 })] });
    queryClient.setQueryData(cartKeys.open(7), cart);
    await renderSignedIn(<HeaderCartButton />, { user: makeUser(), queryClient });
    const link = await screen.findByRole('link', { name: 'Cart, 3 items' }, LAZY_REVEAL);
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toBe('3');
  });

  it('shows 0 for visitors', async () => {
    Object.assign(sessionState, { accessToken: undefined, userId: undefined });
    await renderWithRouter(<HeaderCartButton />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).textContent).toBe('0');
  });
});
