import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
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

/** carts/* of part 2 §7: every call needs a Bearer token and acts on that user's carts only. */
export function registerCartRoutes(api: Hono<AppEnv>) {
  api.post(honoPath(apiPaths.getCart), ...getCartHandler);
  api.post(honoPath(apiPaths.createCart), ...createCartHandler);
  api.post(honoPath(apiPaths.addItem), ...addItemHandler);
  api.post(honoPath(apiPaths.removeItem), ...removeItemHandler);
  api.post(honoPath(apiPaths.updateQuantity), ...updateQuantityHandler);
  api.post(honoPath(apiPaths.updateNotes), ...updateNotesHandler);
  api.post(honoPath(apiPaths.applyPromoCode), ...applyPromoCodeHandler);
  api.post(honoPath(apiPaths.removePromoCode), ...removePromoCodeHandler);
  api.post(honoPath(apiPaths.redeemLoyalty), ...redeemLoyaltyHandler);
  api.post(honoPath(apiPaths.removeLoyalty), ...removeLoyaltyHandler);
  api.post(honoPath(apiPaths.attachAddressCart), ...attachAddressHandler);
  api.post(honoPath(apiPaths.validateDelivery), ...validateDeliveryHandler);
  api.post(honoPath(apiPaths.updateCurbside), ...updateCurbsideHandler);
  api.post(honoPath(apiPaths.updateOrderType), ...updateOrderTypeHandler);
  api.post(honoPath(apiPaths.updateDeliveryWindow), ...updateDeliveryWindowHandler);
  api.post(honoPath(apiPaths.submitCart), ...submitCartHandler);
  api.post(honoPath(apiPaths.cancelOrder), ...cancelOrderHandler);
  api.post(honoPath(apiPaths.getMyOrders), ...getMyOrdersHandler);
  api.post(honoPath(apiPaths.cartsSlim), ...cartsSlimHandler);
  api.get(honoPath(apiPaths.getCartById), ...getCartByIdHandler);
}
