import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { CART_MESSAGES, type Cart, type OrderTypeChoice } from '@/api/cart';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import { ChoiceRadio, fieldsetReset, legendStyle } from '@/web/ui/choice-radio';
import { useCartWrite } from '@/web/shared/cart/cart-write';
import { Card } from '@/web/ui/card';
import { useVendorStatus } from '../api/vendor-status';
import { cartRef } from '@/web/shared/cart/cart-ref';
import { currentOrderType, forcedOrderType, offeredOrderTypes, ORDER_TYPE_LABELS } from '../model/order-type-options';
import { muted, stack } from '@/web/shared/cart/styles';
import { CurbsideField } from './curbside-field';
import { DeliverySection } from './delivery-section';

export interface OrderTypeSectionProps {
  cart: Cart;
  store: Store;
  user: User;
}

/**
 * The order type chooser (part 2 §3 Checkout state, §4 Delivery check and checkout; DECISIONS.md):
 * only the types the store offers for the cart's usage type; pickup is forced when the cart's type
 * is no longer offered; a delivery outage is said on the delivery option.
 */
export function OrderTypeSection({ cart, store, user }: OrderTypeSectionProps) {
  const offered = offeredOrderTypes(store, cart.usage_type);
  const current = currentOrderType(cart);
  const { mutate: setOrderType, isPending, variables } = useCartWrite<{ store_id: number; cart_id: number; order_type: OrderTypeChoice }>('updateOrderType');
  const vendor = useVendorStatus(offered.includes('delivery'));
  const outage = vendor.data?.delivery_outage ? (vendor.data.message ?? CART_MESSAGES.deliveryOutage) : undefined;
  // The shopper's pick shows in the same event: the mutation's pending state reaches React a tick
  // later, and in between React would put the controlled radio back on the old type.
  const [picked, setPicked] = useState<OrderTypeChoice>();
  const selected = picked ?? (isPending && variables ? variables.order_type : current);
  const choose = (choice: OrderTypeChoice) => {
    setPicked(choice);
    setOrderType({ ...cartRef(cart), order_type: choice }, { onSettled: () => setPicked(undefined) });
  };

  // Once per cart: a type the store stopped offering (delivery off for the usage type) moves to pickup.
  const forced = forcedOrderType(current, offered);
  const forcedCart = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!forced || forcedCart.current === cart.id) return;
    forcedCart.current = cart.id;
    setOrderType({ store_id: cart.store_id, cart_id: cart.id, order_type: forced });
  }, [forced, cart.id, cart.store_id, setOrderType]);

  return (
    <Card asChild>
      <section aria-labelledby="order-type-title" className={stack}>
        {offered.length === 0 ? (
          <>
            <h2 id="order-type-title" className={legendStyle}>
              Order type
            </h2>
            <p className={muted}>This store is not taking online orders of this kind right now.</p>
          </>
        ) : (
          <fieldset className={fieldsetReset}>
            <legend id="order-type-title" className={legendStyle}>
              How would you like to get your order?
            </legend>
            <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))' } })}>
              {offered.map((choice) => (
                <ChoiceRadio
                  key={choice}
                  name="order-type"
                  value={choice}
                  checked={selected === choice}
                  onSelect={() => choice !== selected && choose(choice)}
                  label={ORDER_TYPE_LABELS[choice].label}
                  description={choice === 'delivery' && outage ? <span className={css({ color: 'danger' })}>{outage}</span> : ORDER_TYPE_LABELS[choice].description}
                />
              ))}
            </div>
          </fieldset>
        )}
        <div className={css({ pt: '2', _empty: { display: 'none' } })}>
          {current === 'curbside' && <CurbsideField cart={cart} />}
          {current === 'delivery' && <DeliverySection cart={cart} store={store} user={user} outage={outage} />}
          {current === 'checkin' && <p className={muted}>Your order waits until you check in at the store, at the kiosk or with our staff. Payment is collected at the store.</p>}
        </div>
      </section>
    </Card>
  );
}
