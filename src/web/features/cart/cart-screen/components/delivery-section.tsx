import type { Cart } from '@/api/cart';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import { CHECKOUT_MESSAGES } from '@/domain/checkout-rules';
import { Notice } from '@/web/ui/notice';
import { stack } from '@/web/shared/cart/styles';
import { AddressPicker } from './address-picker';
import { DeliveryWindowSelect } from './delivery-window-select';

export interface DeliverySectionProps {
  cart: Cart;
  store: Store;
  user: User;
  /** The delivery outage message, while p/saas_vendor_status reports one. */
  outage: string | undefined;
}

/**
 * Delivery's part of checkout (part 2 §3 Checkout state "delivery"; §5 Checkout): where to, when,
 * and the delivery minimum while the subtotal does not meet it (part 2 §8).
 */
export function DeliverySection({ cart, store, user, outage }: DeliverySectionProps) {
  const minimumUnmet = cart.delivery_minimum_cents > 0 && cart.subtotal_cents < cart.delivery_minimum_cents;
  return (
    <div className={stack}>
      {outage && <Notice tone="warning">{outage}</Notice>}
      <AddressPicker cart={cart} store={store} user={user} />
      <DeliveryWindowSelect cart={cart} />
      {minimumUnmet && <Notice tone="warning">{CHECKOUT_MESSAGES.minimum(cart.delivery_minimum_cents)}</Notice>}
    </div>
  );
}
