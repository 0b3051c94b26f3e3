import { Suspense, useContext } from 'react';
import { useSnapshot } from 'valtio';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { useMe } from '@/web/data/user-queries';
import { sessionState } from '@/web/state/session';
import { Spinner } from '@/web/ui/spinner';
import { storeTakesOnlineOrders } from './add-to-cart-facts';
import { ShopperAddToCartPanel } from './add-to-cart-panel';
import { noticeBox } from './add-to-cart-styles';
import { LoginPrompt } from './login-prompt';
import { PortalAddToCartPanel, type AddToCartPanelProps } from './portal-panel';

/**
 * The add-to-cart area of the product page (part 1 §4): exactly one message, in the spec's order,
 * else the quantity picker and Add to Cart. Checks 1 (the store takes online orders) and 2 (signed
 * in) need nothing but the store and the session; the rest need the user and the open cart, which
 * the signed-in panel loads.
 */
export function AddToCartArea({ product, store, usageType }: AddToCartPanelProps) {
  const session = useSnapshot(sessionState);
  if (!storeTakesOnlineOrders(store, usageType)) return <p className={noticeBox}>{ADD_TO_CART_MESSAGES.storeNotOrdering}</p>;
  if (session.restoring) return <Spinner label="Checking your account" />;
  // Signed in: with a token, or a known shopper whose token refresh waits for the network (offline).
  if (session.userId === undefined) return <LoginPrompt />;
  return <SignedInPanel product={product} store={store} usageType={usageType} />;
}

/**
 * The signed-in part of the add-to-cart area. A portal user adds to the order they started on behalf
 * of a customer (part 2 §6); everyone else to their own cart.
 */
function SignedInPanel(props: AddToCartPanelProps) {
  const me = useMe();
  const PortalPanel = useContext(PortalAddToCartPanel);
  if (me.data?.is_portal_user) {
    return (
      PortalPanel && (
        <Suspense fallback={<Spinner label="Checking the started order" />}>
          <PortalPanel {...props} />
        </Suspense>
      )
    );
  }
  return <ShopperAddToCartPanel {...props} />;
}
