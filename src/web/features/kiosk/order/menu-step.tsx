import { useEffect, useRef, type Dispatch } from 'react';
import { css } from 'styled-system/css';
import { KIOSK_ORDER_MAX_LINES, KIOSK_ORDER_MESSAGES } from '@/api/kiosk-orders';
import type { Category } from '@/domain/categories';
import { formatCents } from '@/domain/money';
import type { UsageType } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { storeCategories } from '@/domain/catalog-navigation';
import { Chip } from '@/web/ui/chip';
import { useKioskStore } from '../api/kiosk-store';
import { kioskButton, kioskTitle } from '../screen/kiosk-styles';
import { cartItemCount, cartSubtotalCents, type KioskCart, type KioskCartAction } from './kiosk-cart';
import { MenuProducts } from './menu-products';
import { ORDER_TEXT } from './order-text';
import { cartBar, orderHeader, orderScreen } from './order-styles';
import { CategoryChoice } from './category-choice';
import { MenuProblem, MenuSkeleton } from './menu-states';

interface MenuStepProps {
  storeId: number;
  usageType: UsageType;
  category: Category | undefined;
  onCategory: (category: Category) => void;
  cart: KioskCart;
  dispatch: Dispatch<KioskCartAction>;
  /** Set when the shopper may go back to the menu choice (the kiosk serves two, the cart is empty). */
  onChangeMenu: (() => void) | undefined;
  onReview: () => void;
  onStartOver: () => void;
}

/**
 * The kiosk menu of the pinned store for one usage type (DECISIONS.md "Modes of the one installable
 * app"): a category at a time, big tiles, and a bar with what the order holds and the way to review it.
 */
export function MenuStep({ storeId, usageType, category, onCategory, cart, dispatch, onChangeMenu, onReview, onStartOver }: MenuStepProps) {
  const store = useKioskStore(storeId, usageType);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  const cartFull = cart.length >= KIOSK_ORDER_MAX_LINES;
  const count = cartItemCount(cart);
  const categories = storeCategories(store.data);
  const shown = category && categories.includes(category) ? category : categories[0];

  return (
    <section className={orderScreen} aria-labelledby="kiosk-menu-title" data-testid="kiosk-menu">
      <div className={orderHeader}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <h1 id="kiosk-menu-title" ref={title} tabIndex={-1} className={kioskTitle}>
            {ORDER_TEXT.menuTitle}
          </h1>
          <Chip tone="brand" className={css({ fontSize: 'md!', minH: '9!', px: '4!' })}>
            {ORDER_TEXT.menuOf(usageType)}
          </Chip>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {onChangeMenu && (
            <Button variant="outline" className={kioskButton} onClick={onChangeMenu}>
              {ORDER_TEXT.changeMenu}
            </Button>
          )}
          <Button variant="ghost" className={kioskButton} onClick={onStartOver} data-testid="kiosk-order-start-over">
            {ORDER_TEXT.startOver}
          </Button>
        </div>
      </div>

      {store.data ? (
        <>
          <CategoryChoice categories={categories} state={store.data.state} usageType={usageType} value={shown} onChange={onCategory} />
          <MenuProducts store={store.data} usageType={usageType} category={shown} cart={cart} cartFull={cartFull} dispatch={dispatch} />
        </>
      ) : store.isError ? (
        <MenuProblem onRetry={() => void store.refetch()} />
      ) : (
        <MenuSkeleton />
      )}

      <div className={cartBar} data-testid="kiosk-cart-bar">
        <p className={css({ fontSize: { base: 'lg', sm: '2xl' }, fontWeight: 'semibold' })} aria-live="polite">
          {ORDER_TEXT.itemCount(count)} · {ORDER_TEXT.subtotal} {formatCents(cartSubtotalCents(cart))}
        </p>
        {cartFull && <p className={css({ fontSize: 'md', color: 'warning', flexBasis: 'full' })}>{KIOSK_ORDER_MESSAGES.tooManyLines}</p>}
        <Button className={kioskButton} disabled={count === 0} onClick={onReview} data-testid="kiosk-review-order">
          {ORDER_TEXT.review}
        </Button>
      </div>
    </section>
  );
}
