import { useSnapshot } from 'valtio';
import type { Product } from '@/api/inventory';
import type { Store } from '@/api/store';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import type { UsageType } from '@/domain/usage-type';
import { storeTakesOnlineOrders } from '@/web/shared/add-to-cart/add-to-cart-facts';
import { AddToCartPanel } from '@/web/shared/add-to-cart/add-to-cart-panel';
import { noticeBox } from '@/web/shared/add-to-cart/add-to-cart-styles';
import { LoginPrompt } from '@/web/shared/add-to-cart/login-prompt';
import { sessionState } from '@/web/state/session';
import { Spinner } from '@/web/ui/spinner';

interface AddToCartAreaProps {
  product: Product;
  store: Store;
  usageType: UsageType;
}

/**
 * The add-to-cart area of the product page (part 1 §4): exactly one message, in the spec's order,
 * else the quantity picker and Add to Cart. Checks 1 (the store takes online orders) and 2 (signed
 * in) need nothing but the store and the session; the rest need the user and the open cart, which
 * the cart feature's panel loads.
 */
export function AddToCartArea({ product, store, usageType }: AddToCartAreaProps) {
  const session = useSnapshot(sessionState);
  if (!storeTakesOnlineOrders(store, usageType)) return <p className={noticeBox}>{ADD_TO_CART_MESSAGES.storeNotOrdering}</p>;
  if (session.restoring) return <Spinner label="Checking your account" />;
  // Signed in: with a token, or a known shopper whose token refresh waits for the network (offline).
  if (session.userId === undefined) return <LoginPrompt />;
  return <AddToCartPanel product={product} store={store} usageType={usageType} />;
}
