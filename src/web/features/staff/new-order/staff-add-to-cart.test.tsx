import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { AddToCartArea } from '@/web/shared/add-to-cart/add-to-cart-area';
import { PortalAddToCartPanel } from '@/web/shared/add-to-cart/portal-panel';
import { makeProduct } from '@/web/shared/add-to-cart/test-fixtures';
import { fakeApi } from '@/web/testing/fake-api';
import { createTestQueryClient, renderSignedIn } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { makeStaffUser } from '../test-fixtures';
import { StaffAddToCartPanel } from './staff-add-to-cart-panel';
import { ADA, GET_ORDER, makeStartedCart, startedOrder, noStartedOrder } from './test-support';
import { toastState } from '@/web/state/toasts';

const STAFF_ADD = '/staff/op/add-item';
const SHOPPER_ADD = '/carts/op/add-item';

afterEach(() => {
  toastState.toasts = [];
});

async function renderForStaff(answers: Parameters<typeof fakeApi>[0], usageType: 'medical' | 'recreational' = 'recreational') {
  const api = fakeApi(answers);
  const store = makeStore({ requires_medical_card_to_order: true });
  const area = <AddToCartArea product={makeProduct({ usage_type: usageType })} store={store} usageType={usageType} />;
  await renderSignedIn(<PortalAddToCartPanel.Provider value={StaffAddToCartPanel}>{area}</PortalAddToCartPanel.Provider>, {
    user: makeStaffUser(),
    store,
    queryClient: createTestQueryClient(),
    path: '/product/501',
  });
  return api;
}

describe("a portal user's Add to Cart (part 2 §6 'can add to cart on behalf of a customer when the usage type matches')", () => {
  it('adds to the started staff order with staff add-item, never to a personal cart', async () => {
    const api = await renderForStaff({ [GET_ORDER]: startedOrder(), [STAFF_ADD]: () => ({ body: makeStartedCart() }) });
    expect(await screen.findByText('Adding to the order for Ada Lovelace.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(api.callsTo(STAFF_ADD)).toHaveLength(1));
    expect(api.callsTo(STAFF_ADD)[0]!.body).toEqual({ store_id: 1, cart_id: 880, usage_type: 'recreational', inventory_id: 501, quantity: 2 });
    expect(api.callsTo(SHOPPER_ADD)).toHaveLength(0);
    await waitFor(() => expect(toastState.toasts.map((toast) => toast.message)).toContain(`Added 2 to the order for ${ADA.first} ${ADA.last}.`));
  });

  it("with no started order: 'Please select a customer first.' and no Add to Cart (part 2 §5, §8)", async () => {
    await renderForStaff({ [GET_ORDER]: noStartedOrder });
    expect(await screen.findByText(STAFF_ORDER_MESSAGES.selectCustomer)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create New Order' }).getAttribute('href')).toBe('/');
  });

  it("a Medical product when the started order is Adult Use is refused with the gate's message; the customer's card rules do not apply", async () => {
    await renderForStaff({ [GET_ORDER]: startedOrder() }, 'medical');
    expect(await screen.findByText(ADD_TO_CART_MESSAGES.otherUsage('medical', 'recreational'))).toBeTruthy();
    expect(screen.queryByText(ADD_TO_CART_MESSAGES.needsCard('IL'))).toBeNull();
  });

  it("the server's refusal shows in the area", async () => {
    await renderForStaff({ [GET_ORDER]: startedOrder(), [STAFF_ADD]: () => ({ status: 409, body: { error: 'Only 3 left of Blue Dream.', code: 'AddToCartBlocked', fields: { reason: ['quantity-unavailable'] } } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 3 left of Blue Dream.')).toBeTruthy();
  });
});
