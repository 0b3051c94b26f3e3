import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { idempotentWrite } from '@/server/http/idempotency';
import { mountOperations } from '../route-helpers';
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
  mountOperations(api, apiPaths, {
    getCart: getCartHandler,
    createCart: write(createCartHandler),
    addItem: write(addItemHandler),
    removeItem: write(removeItemHandler),
    updateQuantity: write(updateQuantityHandler),
    updateNotes: write(updateNotesHandler),
    applyPromoCode: write(applyPromoCodeHandler),
    removePromoCode: write(removePromoCodeHandler),
    redeemLoyalty: write(redeemLoyaltyHandler),
    removeLoyalty: write(removeLoyaltyHandler),
    attachAddressCart: write(attachAddressHandler),
    validateDelivery: validateDeliveryHandler,
    updateCurbside: write(updateCurbsideHandler),
    updateOrderType: write(updateOrderTypeHandler),
    updateDeliveryWindow: write(updateDeliveryWindowHandler),
    submitCart: submitCartHandler,
    cancelOrder: write(cancelOrderHandler),
    getMyOrders: getMyOrdersHandler,
    cartsSlim: cartsSlimHandler,
    getCartById: getCartByIdHandler,
  });
}
