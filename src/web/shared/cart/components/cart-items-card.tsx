import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import { SectionCard } from '@/web/ui/section-card';

/** A cart's lines under 'Items (units)', for the shopper's cart and a staff order alike. */
export function CartItemsCard({ cart, children }: { cart: Cart; children: ReactNode }) {
  const units = cart.cart_items.reduce((sum, line) => sum + line.quantity, 0);
  const title = (
    <>
      Items <span className={css({ color: 'muted', fontWeight: 'semibold' })}>({units})</span>
    </>
  );
  return (
    <SectionCard title={title} gap="3">
      <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>{children}</ul>
    </SectionCard>
  );
}
