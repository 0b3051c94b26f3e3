import type { CartWarning } from '@/api/cart';
import { formatCents } from '@/domain/money';

/**
 * The warnings a cart answer carries when the server changed the cart since the shopper last saw it
 * (part 2 §8: shown as persistent warning toasts). Each is answered once, by the response that found
 * and fixed the change.
 */
export const CART_WARNINGS = {
  priceChanged: (inventoryId: number, name: string, from: number, to: number): CartWarning => ({
    code: 'price_changed',
    inventory_id: inventoryId,
    message: `The price of ${name} changed from ${formatCents(from)} to ${formatCents(to)}.`,
  }),
  soldOut: (inventoryId: number, name: string): CartWarning => ({
    code: 'sold_out',
    inventory_id: inventoryId,
    message: `${name} is sold out and was removed from your cart.`,
  }),
  quantityReduced: (inventoryId: number, name: string, left: number): CartWarning => ({
    code: 'quantity_reduced',
    inventory_id: inventoryId,
    message: `Only ${left} of ${name} left, so we lowered the quantity in your cart to ${left}.`,
  }),
  limitChanged: (inventoryId: number, name: string, category: string, limit: number): CartWarning => ({
    code: 'limit_changed',
    inventory_id: inventoryId,
    message: `${category} are limited to ${limit} per order, so we lowered the quantity of ${name} in your cart.`,
  }),
  promoRemoved: (code: string, reason?: string): CartWarning => ({
    code: 'promo_removed',
    inventory_id: null,
    message: reason ?? `Promo code ${code} is no longer available and was removed from your cart.`,
  }),
  loyaltyRemoved: (reason: string): CartWarning => ({
    code: 'loyalty_removed',
    inventory_id: null,
    message: `Your rewards redemption was removed from your cart. ${reason}`,
  }),
} as const;

/** The order warnings are answered in: prices, stock, limits, then discounts. */
const ORDER: CartWarning['code'][] = ['price_changed', 'sold_out', 'quantity_reduced', 'limit_changed', 'special_ended', 'promo_removed', 'loyalty_removed'];

export function orderedWarnings(warnings: readonly CartWarning[]): CartWarning[] {
  return [...warnings].sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
}
