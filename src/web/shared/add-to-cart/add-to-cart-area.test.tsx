import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '@/api/cart';
import type { Product } from '@/api/inventory';
import type { Store } from '@/api/store';
import { USER_MESSAGES, type User } from '@/api/user';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import type { UsageType } from '@/domain/usage-type';
import { AddToCartArea } from '@/web/shared/add-to-cart/add-to-cart-area';
import { findDialogReady } from '@/web/testing/dialogs';
import { fakeApi } from '@/web/testing/fake-api';
import { createTestQueryClient, renderSignedIn } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { storeChooserState } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { makeUser } from '@/web/testing/users';
import { cartKeys } from '@/web/data/query-keys';
import { PAUSED_CART_NOTE } from './add-to-cart-panel';
import { OTHER_STORE_MESSAGE } from './block-message';
import { startNewCartText } from './start-new-cart-dialog';
import { emailNotices, makeCart, makeCartItem, makeProduct } from './test-fixtures';

afterEach(() => {
  storeChooserState.open = false;
});

const shopper = (overrides: Partial<User> = {}) => makeUser({ opt_preferences: [emailNotices], ...overrides });
const limitedStore = (overrides: Partial<Store> = {}) => makeStore({ purchase_limits: [{ category: 'flower', med_limit: 4, rec_limit: 4 }], ...overrides });

interface Setup {
  user?: User;
  store?: Store;
  product?: Product;
  cart?: Cart | null;
  usageType?: UsageType;
}

async function renderArea({ user = shopper(), store = limitedStore(), product = makeProduct(), cart = null, usageType = 'recreational' }: Setup = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(cartKeys.open(user.id), cart);
  return renderSignedIn(<AddToCartArea product={product} store={store} usageType={usageType} />, { user, store, queryClient, path: '/product/501' });
}

const addButton = () => screen.getByRole('button', { name: 'Add to Cart' });

describe('the add-to-cart area shows exactly one message, in the order of part 1 §4', () => {
  it('out of stock: the message and no picker', async () => {
    await renderArea({ product: makeProduct({ quantity: 0 }) });
    expect(screen.getByText(ADD_TO_CART_MESSAGES.outOfStock)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
  });

  it('no contact method comes before out of stock, with a link to choose one', async () => {
    await renderArea({ user: shopper({ opt_preferences: [] }), product: makeProduct({ quantity: 0 }) });
    expect(screen.getByText(ADD_TO_CART_MESSAGES.noContactMethod)).toBeTruthy();
    expect(screen.queryByText(ADD_TO_CART_MESSAGES.outOfStock)).toBeNull();
    expect(screen.getByRole('link', { name: 'Set a contact method' }).getAttribute('href')).toBe('/account/transactional');
  });

  it('a phone due for re-verification asks for it, with a link back to the product (part 1 §8)', async () => {
    await renderArea({ user: shopper({ is_phone_verified: false, twilio_prev_verified: true }) });
    expect(screen.getByText(USER_MESSAGES.phoneReverify)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Re-verify your phone' }).getAttribute('href')).toBe('/account/verify-phone?next=%2Fproduct%2F501');
  });

  it('a medical store that needs a card links to the medical card section of My Account', async () => {
    const store = limitedStore({ requires_medical_card_to_order: true });
    await renderArea({ store, usageType: 'medical', product: makeProduct({ usage_type: 'medical' }) });
    expect(screen.getByText(ADD_TO_CART_MESSAGES.needsCard('IL'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a medical card' }).getAttribute('href')).toBe('/account#med-card-title');
  });

  it('store and usage mismatches carry a change-store link that opens the store chooser (part 1 §8)', async () => {
    await renderArea({ product: makeProduct({ store_id: 2, store: { city: 'Peoria' } }) });
    expect(screen.getByText(OTHER_STORE_MESSAGE('Peoria'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change store' }));
    expect(storeChooserState.open).toBe(true);
  });

  it('an open medical order blocks an adult-use item with the spec message', async () => {
    await renderArea({ cart: makeCart({ usage_type: 'medical' }) });
    expect(screen.getByText(ADD_TO_CART_MESSAGES.otherUsage('recreational', 'medical'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change store' })).toBeTruthy();
  });

  it('ordering paused stops adding, unless the store lets shoppers fill a cart meanwhile (part 1 §8)', async () => {
    await renderArea({ store: limitedStore({ temp_closed_rec: 'ordering_off' }) });
    expect(screen.getByText(ADD_TO_CART_MESSAGES.ordersPaused)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();

    await renderArea({ store: limitedStore({ temp_closed_rec: 'ordering_off', is_rec_add_override: true }) });
    expect(screen.getByText(PAUSED_CART_NOTE)).toBeTruthy();
    expect(addButton()).toBeTruthy();
  });

  it('a full category says so; with room the picker stops there and says how much is left (part 1 §5)', async () => {
    const full = makeCart({ cart_items: [makeCartItem({ inventory_id: 600, quantity: 4 })] });
    await renderArea({ cart: full });
    expect(screen.getByText(ADD_TO_CART_MESSAGES.limitReached('Flower', 4))).toBeTruthy();

    await renderArea({ cart: makeCart({ cart_items: [makeCartItem({ inventory_id: 600, quantity: 1 })] }) });
    expect(screen.getByText(ADD_TO_CART_MESSAGES.room(3))).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more.disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('3');
  });
});

describe('adding (part 1 §4 "Cart add-success popup")', () => {
  it('sends add-item, opens the Added to Cart popup, and returns focus to Add on Keep Shopping', async () => {
    const added = makeCart({ cart_items: [makeCartItem({ quantity: 2 })] });
    const api = fakeApi({ '/carts/op/add-item': () => ({ body: added }) });
    const { queryClient } = await renderArea();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(addButton());
    const dialog = await findDialogReady('dialog', 'Added to Cart');
    expect(api.callsTo('/carts/op/add-item')[0]!.body).toEqual({ store_id: 1, usage_type: 'recreational', inventory_id: 501, quantity: 2 });
    expect(within(dialog).getByText('Blue Dream')).toBeTruthy();
    expect(within(dialog).getByText('$40.00')).toBeTruthy();
    expect(queryClient.getQueryData(cartKeys.open(7))).toEqual(added);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Added to Cart' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(addButton()));
  });

  it('a refusal from the server shows its message in the area and keeps the chosen quantity', async () => {
    const refusal = { error: ADD_TO_CART_MESSAGES.room(1), code: 'AddToCartBlocked', fields: { reason: ['cart-would-hit-limit'] } };
    fakeApi({ '/carts/op/add-item': () => ({ status: 409, body: refusal }), '/carts/op/get-cart': () => ({ body: { cart: null } }) });
    await renderArea();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(addButton());
    expect((await screen.findByRole('alert')).textContent).toBe(refusal.error);
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
  });

  it('a cart at another store: Add asks to start a new cart, then abandons the old one (check 16)', async () => {
    const elsewhere = makeCart({ id: 40, store_id: 2, store: { ...makeCart().store, id: 2, ecomm_display_name: 'Peoria Dispensary' } });
    const api = fakeApi({ '/carts/op/add-item': () => ({ body: makeCart({ id: 41, cart_items: [makeCartItem()] }) }) });
    await renderArea({ cart: elsewhere });
    await userEvent.click(addButton());
    const confirm = await findDialogReady('alertdialog', 'Start a new cart?');
    expect(within(confirm).getByText(startNewCartText('Peoria Dispensary'))).toBeTruthy();
    expect(api.callsTo('/carts/op/add-item')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start New Cart' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(api.callsTo('/carts/op/add-item')[0]!.body).toMatchObject({ inventory_id: 501, abandon_existing: true });
  });

  it('a medical shopper without an association confirms the card, then the add goes ahead (check 14)', async () => {
    const association = { store_id: 1, association_type: 'medical', status: 'pending', state: 'IL' };
    const api = fakeApi({
      '/users/op/associate-store': () => ({ body: association }),
      '/users/op/get-me': () => ({ body: shopper({ user_store_associations: [association as User['user_store_associations'][number]] }) }),
      '/carts/op/add-item': () => ({ body: makeCart({ usage_type: 'medical', cart_items: [makeCartItem()] }) }),
    });
    await renderArea({ usageType: 'medical', product: makeProduct({ usage_type: 'medical' }) });
    await userEvent.click(addButton());
    // Three round trips (association, user reload, add) on a busy machine: more than findBy's 1 s default.
    const slow = { timeout: 5000 };
    const card = await findDialogReady('dialog', 'Confirm Medical Card', slow);
    await userEvent.type(within(card).getByRole('textbox', { name: 'Medical card number' }), 'QP.1234567');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' }, slow);
    expect(api.callsTo('/carts/op/add-item')[0]!.body).toMatchObject({ usage_type: 'medical', inventory_id: 501, quantity: 1 });
  });
});
