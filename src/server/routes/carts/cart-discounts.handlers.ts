import { applyPromoBodySchema, cartOnlyBodySchema, redeemLoyaltyBodySchema } from '@/api/cart';
import { applyPromoCode, redeemLoyalty, removeLoyalty, removePromoCode } from '@/server/services/carts/cart-discounts';
import { pendingCartWrite } from './cart-request';

/** POST carts/op/apply-promo-code: an active promo of the store (any case); single use per account; a partial one once accepted. */
export const applyPromoCodeHandler = pendingCartWrite(applyPromoBodySchema, (c, cart, body) =>
  applyPromoCode(c.get('db'), c.get('user'), cart, body.promo_code, body.accept_partial === true),
);

export const removePromoCodeHandler = pendingCartWrite(cartOnlyBodySchema, (c, cart) => removePromoCode(c.get('db'), cart));

/** POST carts/op/redeem-loyalty: whole dollars of points within the cart's maximum (part 2 §5 Rewards). */
export const redeemLoyaltyHandler = pendingCartWrite(redeemLoyaltyBodySchema, (c, cart, body) =>
  redeemLoyalty(c.get('db'), c.get('user'), cart, body.loyalty_points),
);

export const removeLoyaltyHandler = pendingCartWrite(cartOnlyBodySchema, (c, cart) => removeLoyalty(c.get('db'), cart));
