import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import type { QueueCustomer, StaffStore } from '@/api/staff';
import { formatPhone } from '@/domain/phone-number';
import { formatCents } from '@/domain/money';
import { USAGE_LABEL } from '@/domain/usage-type';
import { chooseStore } from '@/web/state/shopping';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { customerIdLabel } from '../staff-format';
import { factGrid, factLabel, factValue } from '../styles';
import { AbandonOrderDialog } from './abandon-order-dialog';
import { NEW_ORDER_LABELS } from './new-order-labels';
import { itemCount, orderCustomerName } from './order-customer';

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > *': { flex: { base: '1 1 100%', xs: '0 0 auto' } } });

interface ContinueOrderPanelProps {
  store: StaffStore;
  cart: Cart;
  customer: QueueCustomer | null;
  /** The panel's heading id, so the home can move focus here once an order is started. */
  headingId?: string;
}

/**
 * The Continue Order panel (part 2 §2 "Staff home"; §4 "then the Continue Order panel"): who the
 * started order is for, its menu and items, Continue Order (the shop on the order's menu), View Cart
 * and Abandon Order (confirmed first).
 */
export function ContinueOrderPanel({ store, cart, customer, headingId }: ContinueOrderPanelProps) {
  const [abandoning, setAbandoning] = useState(false);
  const fallbackId = useId();
  const titleId = headingId ?? fallbackId;
  const units = cart.cart_items.reduce((sum, line) => sum + line.quantity, 0);
  const name = orderCustomerName(customer);
  const contact = [customer?.phone && formatPhone(customer.phone), customer?.email].filter(Boolean).join(' · ');
  return (
    <Card asChild padding="lg" className={css({ borderColor: 'brand', borderWidth: '2px' })}>
      <section aria-labelledby={titleId} className={css({ gap: '5' })}>
        <h2 id={titleId} tabIndex={-1} className={css({ fontSize: { base: 'xl', sm: '2xl' }, fontWeight: 'extrabold', letterSpacing: 'tight', outline: 'none' })}>
          {NEW_ORDER_LABELS.continueTitle}
        </h2>
        <dl className={factGrid}>
          <div>
            <dt className={factLabel}>For</dt>
            <dd className={factValue}>
              <strong>{name}</strong>
              <br />
              <span className={css({ color: 'muted', fontSize: 'sm' })}>{customer ? customerIdLabel(customer) : 'Guest'}</span>
            </dd>
          </div>
          {contact && (
            <div>
              <dt className={factLabel}>Contact</dt>
              <dd className={factValue}>{contact}</dd>
            </div>
          )}
          <div>
            <dt className={factLabel}>Order</dt>
            <dd className={factValue}>
              {USAGE_LABEL[cart.usage_type]} · {itemCount(units)} · {formatCents(cart.subtotal_cents)}
            </dd>
          </div>
        </dl>
        <div className={actions}>
          <AppLink to="/shop" onClick={() => chooseStore(store, cart.usage_type)} className={button({ size: 'lg' })}>
            {NEW_ORDER_LABELS.continueOrder}
          </AppLink>
          <AppLink to="/cart" className={button({ size: 'lg', variant: 'outline' })}>
            {NEW_ORDER_LABELS.viewCart}
          </AppLink>
          <Button size="lg" variant="ghost" className={css({ color: 'danger' })} onClick={() => setAbandoning(true)}>
            {NEW_ORDER_LABELS.abandonOrder}
          </Button>
        </div>
        <AbandonOrderDialog open={abandoning} cart={cart} customerName={name} onClose={() => setAbandoning(false)} finalFocusEl={() => document.getElementById(titleId)} />
      </section>
    </Card>
  );
}
