import { CART_ERROR_CODES, CART_MESSAGES } from '@/api/cart';
import { IDEMPOTENCY_MESSAGES } from '@/api/common';
import { MAX_LINE_QUANTITY } from '@/domain/constants';
import { ApiProblem, conflict, notFound } from '@/server/http/errors';

/** The refusals of the carts API (part 2 §7, §8): 404 for carts that are not the caller's, 409 for rules. */
export const CART_NOT_FOUND = 'Cart not found.';
export const NOT_OPEN = 'This cart has already been placed and can no longer be changed.';

export const cartNotFound = () => notFound(CART_NOT_FOUND);
export const noInProcessCarts = (message = NOT_OPEN) => conflict(message, CART_ERROR_CODES.noInProcessCarts);

/**
 * A submit's Idempotency-Key that already placed another of the caller's carts: refused as a key
 * reused for another request is on the other writes (422, the same answer), so the client learns its
 * key is wrong instead of being told that a different order is theirs.
 */
export const submitKeyReused = () => new ApiProblem(422, { error: IDEMPOTENCY_MESSAGES.reusedKey });

/** Whether the order a submit key placed is the cart this request names (cart and, when given, store). */
export const isOrderOf = (order: { id: number; storeId: number }, ref: { cart_id: number; store_id?: number }) =>
  order.id === ref.cart_id && (ref.store_id === undefined || ref.store_id === order.storeId);

/** The add-to-cart gate (or a quantity rule) refused; `reason` tells the client which check it was. */
export const addToCartBlocked = (message: string, reason: string) =>
  new ApiProblem(409, { error: message, code: CART_ERROR_CODES.addToCartBlocked, fields: { reason: [reason] } });

export const cartElsewhere = (message: string, reason: string) =>
  new ApiProblem(409, { error: message, code: CART_ERROR_CODES.cartElsewhere, fields: { reason: [reason] } });

/** A line may hold at most min(sellable, 20) (part 1 §5). */
export function lineMaximum(name: string, sellable: number) {
  if (sellable <= 0) return addToCartBlocked(CART_MESSAGES.soldOutLine(name), 'out-of-stock');
  if (sellable < MAX_LINE_QUANTITY) return addToCartBlocked(CART_MESSAGES.fewerLeft(name, sellable), 'quantity-unavailable');
  return addToCartBlocked(`You can have at most ${MAX_LINE_QUANTITY} of one item in your cart.`, 'quantity-unavailable');
}

export const checkoutBlocked = (message: string) => conflict(message, CART_ERROR_CODES.checkoutBlocked);
export const promoInvalid = (message: string) => conflict(message, CART_ERROR_CODES.promoInvalid);
export const loyaltyInvalid = (message: string) => conflict(message, CART_ERROR_CODES.loyaltyInvalid);

export interface UnavailableLine {
  inventory_id: number;
  name: string;
  message: string;
}

/** submit-cart: lines that can no longer be sold; the whole submit was rolled back. */
export const linesUnavailable = (lines: UnavailableLine[]) =>
  new ApiProblem(409, {
    error: lines.length === 1 ? lines[0]!.message : 'Some items in your cart are no longer available.',
    code: CART_ERROR_CODES.linesUnavailable,
    lines,
  });
