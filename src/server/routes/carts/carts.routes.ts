import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { idempotentWrite } from '@/server/http/idempotency';
import { honoPath } from '../route-helpers';
import { applyPromoCodeHandler, redeemLoyaltyHandler, removeLoyaltyHandler, removePromoCodeHandler } from './cart-discounts.handlers';
import {
  attachAddressHandler,
  updateCurbsideHandler,
  updateDeliveryWindowHandler,
  updateOrderTypeHandler,
  validateDeliveryHandler,
} from './cart-fulfilment.handlers';
import { addItemHandler, createCartHandler, removeItemHandler, updateNotesHandler, updateQuantityHandler } from './cart-lines.handlers';
import { cancelOrderHandler, submitCartHandler } from './cart-orders.handlers';
import { cartsSlimHandler, getCartByIdHandler, getCartHandler, getMyOrdersHandler } from './cart-read.handlers';

/**
 * A carts/op write with the Idempotency-Key middleware (README "Writes made offline") right after sign-in: keys belong to
 * the user, and a replay is answered before the body is validated or the write runs. Submit is the
 * exception: its key names the order it places (requireIdempotencyKey), and the order answers a retry.
 */
function write<SignIn, Rest extends unknown[]>([signIn, ...rest]: [SignIn, ...Rest]) {
  if (signIn !== requireUser) throw new Error('carts/op writes start with requireUser');
  return [signIn, idempotentWrite, ...rest] as const;
}

/** carts/* of part 2 §7: every call needs a Bearer token and acts on that user's carts only. */
export function registerCartRoutes(api: Hono<AppEnv>) {
  api.post(honoPath(apiPaths.getCart), ...getCartHandler);
  api.post(honoPath(apiPaths.createCart), ...write(createCartHandler));
  api.post(honoPath(apiPaths.addItem), ...write(addItemHandler));
  api.post(honoPath(apiPaths.removeItem), ...write(removeItemHandler));
  api.post(honoPath(apiPaths.updateQuantity), ...write(updateQuantityHandler));
  api.post(honoPath(apiPaths.updateNotes), ...write(updateNotesHandler));
  api.post(honoPath(apiPaths.applyPromoCode), ...write(applyPromoCodeHandler));
  api.post(honoPath(apiPaths.removePromoCode), ...write(removePromoCodeHandler));
  api.post(honoPath(apiPaths.redeemLoyalty), ...write(redeemLoyaltyHandler));
  api.post(honoPath(apiPaths.removeLoyalty), ...write(removeLoyaltyHandler));
  api.post(honoPath(apiPaths.attachAddressCart), ...write(attachAddressHandler));
  api.post(honoPath(apiPaths.validateDelivery), ...validateDeliveryHandler);
  api.post(honoPath(apiPaths.updateCurbside), ...write(updateCurbsideHandler));
  api.post(honoPath(apiPaths.updateOrderType), ...write(updateOrderTypeHandler));
  api.post(honoPath(apiPaths.updateDeliveryWindow), ...write(updateDeliveryWindowHandler));
  api.post(honoPath(apiPaths.submitCart), ...submitCartHandler);
  api.post(honoPath(apiPaths.cancelOrder), ...write(cancelOrderHandler));
  api.post(honoPath(apiPaths.getMyOrders), ...getMyOrdersHandler);
  api.post(honoPath(apiPaths.cartsSlim), ...cartsSlimHandler);
  api.get(honoPath(apiPaths.getCartById), ...getCartByIdHandler);
}
