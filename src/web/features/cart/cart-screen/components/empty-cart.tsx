import { css } from 'styled-system/css';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { CartIcon } from '@/web/ui/icons';

export const EMPTY_CART_TITLE = 'Your cart is empty';

/** The empty cart (part 2 §2 /cart): the title, a message and a way to the menu. */
export function EmptyCart() {
  return (
    <Card asChild padding="lg">
      <section aria-labelledby="empty-cart-title" className={css({ alignItems: 'center', textAlign: 'center', gap: '4' })}>
        <CartIcon aria-hidden size="3rem" className={css({ color: 'brand' })} />
        <h2 id="empty-cart-title" className={css({ fontSize: 'xl', fontWeight: 'extrabold' })}>
          {EMPTY_CART_TITLE}
        </h2>
        <p className={css({ color: 'muted', maxW: '28rem' })}>Browse the menu and add what you like. Your items wait here until you are ready to place your order.</p>
        <AppLink to="/shop" className={button({ size: 'lg' })}>
          Shop
        </AppLink>
      </section>
    </Card>
  );
}
