import * as z from 'zod/mini';
import {
  addItemBodySchema,
  applyPromoBodySchema,
  attachAddressBodySchema,
  cancelOrderBodySchema,
  cartEnvelopeSchema,
  cartIdParamSchema,
  cartOnlyBodySchema,
  cartReceiptSchema,
  cartSchema,
  cartsSlimBodySchema,
  createCartBodySchema,
  geocodeBodySchema,
  geocodeResponseSchema,
  getCartBodySchema,
  getMyOrdersBodySchema,
  orderListSchema,
  redeemLoyaltyBodySchema,
  removeItemBodySchema,
  slimOrderListSchema,
  submitCartBodySchema,
  updateCurbsideBodySchema,
  updateDeliveryWindowBodySchema,
  updateNotesBodySchema,
  updateOrderTypeBodySchema,
  updateQuantityBodySchema,
  validateDeliveryBodySchema,
  validateDeliveryResponseSchema,
  vendorStatusSchema,
  vendorStatusUpdateSchema,
} from './cart';
import type { ApiOperation } from './operation';

const cartWrite = (path: `/carts/op/${string}`, summary: string, body: z.ZodMiniType) =>
  ({ method: 'post', path, summary, tag: 'carts', body, response: cartSchema, errors: [400, 401, 404, 409, 422], idempotencyKey: 'optional' }) as const;

/** carts/* (part 2 §7 "Carts"): POST, Bearer token, the signed-in user's own carts only (others 404). */
export const cartPaths = {
  getCart: { method: 'post', path: '/carts/op/get-cart', summary: 'The open (pending) cart, priced now, with warnings for anything that changed', tag: 'carts', body: getCartBodySchema, response: cartEnvelopeSchema, errors: [400, 401] },
  createCart: cartWrite('/carts/op/create-cart', 'Open a cart for a store and usage type (abandon_existing drops an open cart elsewhere)', createCartBodySchema),
  addItem: cartWrite('/carts/op/add-item', 'Add an item under the add-to-cart gate (part 1 §4); opens a cart when none is open', addItemBodySchema),
  removeItem: cartWrite('/carts/op/remove-item', 'Remove a line', removeItemBodySchema),
  updateQuantity: cartWrite('/carts/op/update-quantity', "Set a line's quantity (1..min(sellable, 20), category limits)", updateQuantityBodySchema),
  updateNotes: cartWrite('/carts/op/update-notes', 'Notes for the store', updateNotesBodySchema),
  applyPromoCode: cartWrite('/carts/op/apply-promo-code', 'Apply a promo code (single use per account unless the special says otherwise)', applyPromoBodySchema),
  removePromoCode: cartWrite('/carts/op/remove-promo-code', 'Remove the promo code', cartOnlyBodySchema),
  redeemLoyalty: cartWrite('/carts/op/redeem-loyalty', 'Redeem rewards points in whole dollars (40 points = $1) up to the maximum redemption', redeemLoyaltyBodySchema),
  removeLoyalty: cartWrite('/carts/op/remove-loyalty', 'Remove the rewards redemption', cartOnlyBodySchema),
  attachAddressCart: cartWrite('/carts/op/attach-address-cart', 'Deliver to a saved address or a new one (optionally saved)', attachAddressBodySchema),
  validateDelivery: { method: 'post', path: '/carts/op/validate-delivery', summary: 'Whether the store delivers to a zip for the usage type, and whether the minimum is met', tag: 'carts', body: validateDeliveryBodySchema, response: validateDeliveryResponseSchema, errors: [400, 401, 404] },
  updateCurbside: cartWrite('/carts/op/update-curbside', 'Curbside pickup with a vehicle description', updateCurbsideBodySchema),
  updateOrderType: cartWrite('/carts/op/update-order-type', 'Pickup, curbside, delivery or check-in, where the store offers it', updateOrderTypeBodySchema),
  updateDeliveryWindow: cartWrite('/carts/op/update-delivery-window', 'Choose one of the delivery windows the cart offers', updateDeliveryWindowBodySchema),
  submitCart: { ...cartWrite('/carts/op/submit-cart', 'Place the order: takes stock in one transaction; the Idempotency-Key makes retries safe', submitCartBodySchema), idempotencyKey: 'required' },
  cancelOrder: cartWrite('/carts/op/cancel-order', 'Cancel an order while its status allows it; stock, promo and points are returned', cancelOrderBodySchema),
  getMyOrders: { method: 'post', path: '/carts/op/get-my-orders', summary: 'Order history (statuses, order_by, limit 75)', tag: 'carts', body: getMyOrdersBodySchema, response: orderListSchema, errors: [400, 401] },
  cartsSlim: { method: 'post', path: '/carts/op/carts-slim', summary: "The shopper's orders with their items, for the returns and inquiry pickers", tag: 'carts', body: cartsSlimBodySchema, response: slimOrderListSchema, errors: [400, 401] },
  getCartById: { method: 'get', path: '/carts/{id}', summary: 'One order or cart of the signed-in user (receipt view): { data: [cart] }', tag: 'carts', params: cartIdParamSchema, response: cartReceiptSchema, errors: [400, 401, 404] },
} as const satisfies Record<string, ApiOperation>;

/** Delivery helpers (part 2 §7 "Other") and the delivery outage switch. */
export const deliveryPaths = {
  geocodeDestination: { method: 'post', path: '/delivery/op/geocode-destination', summary: 'Address matches from the offline US ZIP dataset', tag: 'delivery', body: geocodeBodySchema, response: geocodeResponseSchema, errors: [400] },
  vendorStatus: { method: 'get', path: '/p/saas_vendor_status/op/get-saas-vendor-status', summary: 'Whether the delivery system reports an outage (an operator setting)', tag: 'delivery', response: vendorStatusSchema },
  devVendorStatus: { method: 'post', path: '/dev/vendor-status', summary: 'Development only (loopback): flip the delivery outage switch', tag: 'dev', body: vendorStatusUpdateSchema, response: vendorStatusSchema, errors: [400, 404] },
} as const satisfies Record<string, ApiOperation>;
