import { createFactory } from 'hono/factory';
import { applyPromoBodySchema, cartOnlyBodySchema, redeemLoyaltyBodySchema } from '@/api/cart';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { applyPromoCode, redeemLoyalty, removeLoyalty, removePromoCode } from '@/server/services/carts/cart-discounts';
import { onPendingCart } from './cart-request';

const factory = createFactory<AppEnv>();

/** POST carts/op/apply-promo-code: an active promo of the store (any case); single use per account; a partial one once accepted. */
export const applyPromoCodeHandler = factory.createHandlers(requireUser, validate('json', applyPromoBodySchema), async (c) => {
  const body = c.req.valid('json');
  return onPendingCart(c, body, (cart) => applyPromoCode(c.get('db'), c.get('user'), cart, body.promo_code, body.accept_partial === true));
});

export const removePromoCodeHandler = factory.createHandlers(requireUser, validate('json', cartOnlyBodySchema), async (c) =>
  onPendingCart(c, c.req.valid('json'), (cart) => removePromoCode(c.get('db'), cart)),
);

/** POST carts/op/redeem-loyalty: whole dollars of points within the cart's maximum (part 2 §5 Rewards). */
export const redeemLoyaltyHandler = factory.createHandlers(requireUser, validate('json', redeemLoyaltyBodySchema), async (c) => {
  const body = c.req.valid('json');
  return onPendingCart(c, body, (cart) => redeemLoyalty(c.get('db'), c.get('user'), cart, body.loyalty_points));
});

export const removeLoyaltyHandler = factory.createHandlers(requireUser, validate('json', cartOnlyBodySchema), async (c) =>
  onPendingCart(c, c.req.valid('json'), (cart) => removeLoyalty(c.get('db'), cart)),
);
