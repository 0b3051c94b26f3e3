import type { Cart } from '@/api/cart';
import { priceCart } from '@/domain/cart-pricing';
import type { PricedCart } from '@/domain/cart-pricing-types';
import { parseUsageType } from '@/domain/usage-type';
import type { Db } from './cart-db';
import { loadCartContext, pricingInput } from './cart-context';
import { loadLines } from './cart-line-rows';
import type { CartRow } from './cart-records';
import type { CartSpecials } from './cart-specials';
import { storeRow } from './cart-store';
import { cartView } from './cart-view';
import { checkoutState } from './checkout-state';
import { reconcileCart } from './reconcile-cart';
import type { ShopperFacts, UserRow } from './shopper-facts';

/**
 * What every carts call answers: a pending cart reconciled and priced now, with the warnings this
 * answer found; a placed order from the pricing frozen when it was placed (its totals never move).
 */
export interface KnownFacts {
  /** The shopper's facts when this request read them already (add-item's gate). */
  shopperFacts?: ShopperFacts;
}

export async function cartAnswer(db: Db, user: UserRow, cart: CartRow, now = new Date(), known: KnownFacts = {}): Promise<Cart> {
  if (cart.status !== 'pending') {
    if (cart.pricing) return orderAnswer(db, user, cart, cart.pricing as unknown as PricedCart);
    // A cart cancelled before it was placed has nothing frozen: it is shown as priced now, unchanged.
    const context = await loadCartContext(db, cart, user, now);
    return cartView({ context, priced: priceCart(pricingInput(context)), warnings: [], checkout: { block: null, windows: [] } });
  }
  const { context, priced, warnings } = await reconcileCart(db, await loadCartContext(db, cart, user, now));
  const checkout = await checkoutState(db, context, priced, known.shopperFacts);
  return cartView({ context, priced, warnings, checkout });
}

const NO_SPECIALS: CartSpecials = { itemSpecials: new Map(), bundles: [], cartSpecials: [], promoSpecials: [] };

async function orderAnswer(db: Db, user: UserRow, cart: CartRow, priced: PricedCart): Promise<Cart> {
  const usage = parseUsageType(cart.usageType) ?? 'recreational';
  const store = await storeRow(db, cart.storeId);
  const lines = await loadLines(db, cart.id, usage);
  // Nothing is priced again: the specials that applied are in the frozen pricing.
  const context = { cart, store, usage, user, lines, pointsPerDollar: 0, specials: NO_SPECIALS, now: new Date(), hourExceptions: [] };
  return cartView({ context, priced, warnings: [], checkout: { block: null, windows: [] } });
}
