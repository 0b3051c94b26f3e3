import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { sessionState } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { iconButton } from '@/web/ui/icon-button';
import { CartIcon } from '@/web/ui/shell-icons';

const badge = css({
  position: 'absolute',
  top: '0.5',
  right: '0',
  minW: '5',
  height: '5',
  px: '1',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 'full',
  bg: 'brand',
  color: 'brand.contrast',
  fontSize: '2xs',
  fontWeight: 'bold',
  lineHeight: '1',
  border: '2px solid white',
});

const LazyCartCount = lazy(() => import('@/web/features/cart/cart-badge').then((m) => ({ default: m.CartCount })));

/**
 * The header's cart button (part 1 §2): the badge counts the units in the open cart of a signed-in
 * shopper, 0 for visitors (and while the count loads).
 */
export function HeaderCartButton() {
  const { userId } = useSnapshot(sessionState);
  if (userId === undefined) return <CartButton count={0} />;
  return (
    <Suspense fallback={<CartButton count={0} />}>
      <LazyCartCount>{(count) => <CartButton count={count} />}</LazyCartCount>
    </Suspense>
  );
}

/** Cart button with the quantity badge; goes to /cart unless already there (part 1 §2). */
export function CartButton({ count = 0 }: { count?: number }) {
  const onCart = useRouterState({ select: (state) => state.location.pathname === '/cart' });
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  const content = (
    <>
      <CartIcon />
      <span className={badge} aria-hidden>
        {count}
      </span>
    </>
  );
  const className = `${iconButton()} ${css({ position: 'relative' })}`;
  if (onCart) {
    return (
      <span className={className} aria-label={label} aria-current="page" role="img">
        {content}
      </span>
    );
  }
  return (
    <AppLink to="/cart" aria-label={label} className={className}>
      {content}
    </AppLink>
  );
}
