import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import type { Store } from '@/api/store';
import { STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { MIN_LINE_QUANTITY } from '@/domain/constants';
import { maxLineQuantity } from '@/domain/line-quantity';
import type { UsageType } from '@/domain/usage-type';
import { GENERIC_ERROR } from '@/web/data/api-errors';
import { AddControls } from '@/web/shared/add-to-cart/add-controls';
import { noticeBox, noticeText } from '@/web/shared/add-to-cart/add-to-cart-styles';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { useStartedOrder } from '../api/started-order';
import { useStaffCartWrite } from '../api/staff-order-writes';
import { NEW_ORDER_LABELS } from './new-order-labels';
import { orderCustomerName } from './order-customer';

export const STAFF_LINE_FULL = 'The order already holds as many of this item as one order can.';
export const addedFor = (quantity: number, customer: string) => `Added ${quantity} to the order for ${customer}.`;
export const addingFor = (customer: string) => `Adding to the order for ${customer}.`;

interface StaffAddToCartPanelProps {
  product: Product;
  store: Store;
  usageType: UsageType;
}

/**
 * The add-to-cart area for portal users (part 2 §6 "can add to cart on behalf of a customer when the
 * usage type matches"; §5, §8 'Please select a customer first.'): Add to Cart puts the item on the
 * order this staff member started at the store (staff/op/add-item). The customer's own restrictions
 * do not apply; stock and purchase limits do, and the server's refusal shows here.
 */
export function StaffAddToCartPanel({ product, store, usageType }: StaffAddToCartPanelProps) {
  const started = useStartedOrder(store.id);
  const add = useStaffCartWrite('staffAddItem', store.id, { hideErrorToast: true });
  const [quantity, setQuantity] = useState(MIN_LINE_QUANTITY);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const addButtonId = useId();

  if (started.isPending) return <Spinner label="Checking the started order" />;
  if (started.isError && !started.data) {
    return (
      <div className={noticeBox} role="alert">
        <p className={noticeText}>{started.error.message || GENERIC_ERROR}</p>
        <Button variant="outline" size="sm" onClick={() => void started.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const cart = started.data?.cart;
  if (!cart) {
    return (
      <div className={noticeBox} role="status">
        <p className={noticeText}>{STAFF_ORDER_MESSAGES.selectCustomer}</p>
        <AppLink to="/" className={button({ size: 'sm', variant: 'outline' })}>
          {NEW_ORDER_LABELS.createTitle}
        </AppLink>
      </div>
    );
  }
  const customer = orderCustomerName(started.data?.customer);
  if (cart.usage_type !== usageType || product.usage_type !== usageType) {
    return <Message text={ADD_TO_CART_MESSAGES.otherUsage(product.usage_type, cart.usage_type)} />;
  }
  if (product.quantity <= 0) return <Message text={ADD_TO_CART_MESSAGES.outOfStock} />;
  const inLine = cart.cart_items.find((line) => line.inventory_id === product.id)?.quantity ?? 0;
  const maxQuantity = maxLineQuantity(product.quantity) - inLine;
  if (maxQuantity <= 0) return <Message text={STAFF_LINE_FULL} />;
  const chosen = Math.max(Math.min(quantity, maxQuantity), MIN_LINE_QUANTITY);

  function send() {
    if (!cart) return;
    setRefusal(undefined);
    add.mutate(
      { store_id: store.id, cart_id: cart.id, usage_type: usageType, inventory_id: product.id, quantity: chosen },
      {
        onSuccess: () => {
          showToast('success', addedFor(chosen, customer));
          setQuantity(MIN_LINE_QUANTITY);
        },
        onError: (error) => setRefusal(error.message || GENERIC_ERROR),
      },
    );
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <AddControls
        message={refusal ? { tone: 'error', text: refusal } : { tone: 'info', text: addingFor(customer) }}
        quantity={chosen}
        maxQuantity={maxQuantity}
        onQuantityChange={(next) => (setQuantity(next), setRefusal(undefined))}
        room={undefined}
        adding={add.isPending}
        onAdd={send}
        addButtonId={addButtonId}
      />
      <AppLink to="/cart" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'brand', alignSelf: 'flex-start' })}>
        {NEW_ORDER_LABELS.viewCart}
      </AppLink>
    </div>
  );
}

function Message({ text }: { text: string }) {
  return (
    <div className={noticeBox} role="status">
      <p className={noticeText}>{text}</p>
    </div>
  );
}
