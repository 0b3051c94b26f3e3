import * as z from 'zod/mini';
import { CHECKOUT_MESSAGES } from '@/domain/checkout-rules';
import { MAX_LINE_QUANTITY, ORDER_LIST_LIMIT } from '@/domain/constants';
import { ORDER_STATUSES, PLACED_ORDER_STATUSES } from '@/domain/order-status';
import { USAGE_TYPES } from '@/domain/usage-type';
import { ZIP_MESSAGE, ZIP_PATTERN } from '@/domain/zip-code';
import { bodyId, cents, listResponse, queryId } from './common';
import { addressInputSchema, postalAddressFields } from './user';

/**
 * Carts and orders (part 2 §3 "Cart / order", §4, §7 "Carts"). A cart and the order it becomes are one
 * record: status `pending` while shopping, `requested`/`submitted`/... once placed. Money is integer
 * cents (DECISIONS.md); every total is computed by the server from src/domain/cart-pricing.ts.
 * Every call acts on the signed-in user's own carts: another user's cart id answers 404.
 */

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** What the shopper picks in the order type chooser; the cart stores pickup/delivery plus flags (part 2 §3). */
export const ORDER_TYPE_CHOICES = ['pickup', 'curbside', 'delivery', 'checkin'] as const;
export type OrderTypeChoice = (typeof ORDER_TYPE_CHOICES)[number];
export const ORDER_TYPES = ['pickup', 'delivery'] as const;

/** Why the server changed a cart behind the shopper's back; shown as persistent warning toasts (part 2 §8). */
export const CART_WARNING_CODES = ['price_changed', 'sold_out', 'quantity_reduced', 'limit_changed', 'special_ended', 'promo_removed', 'loyalty_removed'] as const;
export const cartWarningSchema = z.object({
  code: z.enum(CART_WARNING_CODES),
  inventory_id: z.nullable(z.int()),
  message: z.string(),
});
export type CartWarning = z.infer<typeof cartWarningSchema>;

/** Error codes of cart calls that the client branches on (answered in ApiError.code). */
export const CART_ERROR_CODES = {
  /** add-item / any write to a cart that is no longer pending (part 2 §8 NoInProcessCarts). */
  noInProcessCarts: 'NoInProcessCarts',
  /** The add-to-cart gate refused (src/domain/add-to-cart-gate.ts); `reason` is in ApiError.fields.reason. */
  addToCartBlocked: 'AddToCartBlocked',
  /** Adding needs the open cart at another store or usage type to be abandoned first (check 16). */
  cartElsewhere: 'CartElsewhere',
  /** submit-cart: one or more lines can no longer be sold; ApiError.lines says which and why. */
  linesUnavailable: 'LinesUnavailable',
  /** submit-cart: checkout is not enabled (part 2 §5 Checkout); the message is the first reason. */
  checkoutBlocked: 'CheckoutBlocked',
  /** submit-cart: the status after submit was not requested/submitted (part 2 §4). */
  cartStatusNotChanged: 'CartStatusNotChanged',
  promoInvalid: 'PromoInvalid',
  /**
   * apply-promo-code: a single-use code would take less than its face value off this cart (the
   * discounts before it left less); the message says how much. Sent again with accept_partial, it applies.
   */
  promoPartial: 'PromoPartial',
  loyaltyInvalid: 'LoyaltyInvalid',
  deliveryOutage: 'DeliveryOutage',
  notCancellable: 'NotCancellable',
} as const;

/** The single-use notice of part 2 §8; `amount` is what the code is worth in full. */
const promoSingleUse = (code: string, amount: string) =>
  `Promo code ${code} worth ${amount} can only be used once. If your order total is less than the promo code value, you will not be able to redeem the remainder.`;

export const CART_MESSAGES = {
  cartStatusNotChanged: 'Cart status not changed',
  promoRequired: 'Enter a promo code.',
  promoUnknown: "That promo code isn't valid at this store.",
  promoUsed: 'You have already used this promo code.',
  promoApplied: (code: string) => `Promo Applied: ${code}`,
  promoSingleUse,
  /**
   * A single-use code that takes less than its face value off this cart: said before it is applied,
   * and on the cart while it is so (README "How a cart is priced"), followed by the part 2 §8 notice.
   */
  promoPartial: (code: string, takes: string, worth: string) => `${code} takes ${takes} off this cart, not its full ${worth}. ${promoSingleUse(code, worth)}`,
  contactStore: 'Please contact our store if you have any questions.',
  notCancellable: 'This order can no longer be cancelled.',
  deliveryOutage: CHECKOUT_MESSAGES.outage,
  selectWindow: CHECKOUT_MESSAGES.selectWindow,
  windowError: 'Error setting delivery window.',
  vehicleRequired: CHECKOUT_MESSAGES.vehicle,
  soldOutLine: (name: string) => `${name} is sold out.`,
  fewerLeft: (name: string, left: number) => `Only ${left} of ${name} left.`,
} as const;

export const cartStoreSchema = z.object({
  id: z.int(),
  name: z.string(),
  ecomm_display_name: z.string(),
  store_slug: z.string(),
  state: z.string(),
  timezone: z.string(),
  address_1: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: z.string(),
});

export const cartItemSchema = z.object({
  id: z.int(),
  inventory_id: z.int(),
  quantity: z.int(),
  /** Unit list price. */
  price_cents: cents,
  /** Unit price after the best inventory-level special, or null. */
  discounted_price_cents: z.nullable(cents),
  total_cents: cents,
  discounted_total_cents: cents,
  tax_cents: cents,
  applied_special_id: z.nullable(z.int()),
  applied_special_caption: z.nullable(z.string()),
  /** The most this line may hold now: min(sellable, 20) (part 1 §5); 0 when sold out. */
  max_quantity: z.int(),
  sku: z.string(),
  inventory: z.object({
    name: z.string(),
    ecomm_display_name: z.string(),
    brand: z.string(),
    weight: z.nullable(z.string()),
    display_size: z.string(),
    category: z.string(),
    sub_category: z.string(),
    /** Sellable quantity for the cart's usage type now. */
    quantity: z.int(),
    image_urls: z.array(z.string()),
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const appliedDiscountSchema = z.object({
  special_id: z.int(),
  title: z.string(),
  caption: z.string(),
  discount_cents: cents,
});

export const cartAddressSchema = z.object({ address_id: z.nullable(z.int()), ...postalAddressFields });

export const deliveryWindowSchema = z.object({
  label: z.string(),
  value: z.string(),
  delivery_start_time: z.string(),
  delivery_end_time: z.string(),
});
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

/** A category the store limits for the cart's usage type, with what is in the cart (part 1 §5). */
export const cartLimitSchema = z.object({
  category: z.string(),
  limit: z.int(),
  in_cart: z.int(),
  can_add: z.boolean(),
});

export const cartSchema = z.object({
  id: z.int(),
  user_id: z.nullable(z.int()),
  store_id: z.int(),
  store: cartStoreSchema,
  usage_type: z.enum(USAGE_TYPES),
  order_type: z.enum(ORDER_TYPES),
  curbside_pickup: z.boolean(),
  vehicle_description: z.nullable(z.string()),
  /** A check-in order waits in awaiting_checkin until the shopper checks in (DECISIONS.md). */
  checkin: z.boolean(),
  notes: z.nullable(z.string()),
  status: z.enum(ORDER_STATUSES),
  cart_items: z.array(cartItemSchema),
  warnings: z.array(cartWarningSchema),
  subtotal_cents: cents,
  delivery_fee_cents: cents,
  tax_cents: cents,
  grand_total_cents: cents,
  rounding_difference_cents: cents,
  promo_code: z.nullable(z.string()),
  /** discount_cents is what the code takes off this cart; face_value_cents what a dollars-off code is worth in full (null for a percentage). */
  promo: z.nullable(z.extend(appliedDiscountSchema, { code: z.string(), single_use: z.boolean(), face_value_cents: z.nullable(cents) })),
  applied_special: z.nullable(appliedDiscountSchema),
  applied_special_id: z.nullable(z.int()),
  bundles: z.array(z.extend(appliedDiscountSchema, { sets: z.int() })),
  discount_cart_level_cents: cents,
  discount_bundle_cents: cents,
  discount_promo_cents: cents,
  discount_loyalty_cents: cents,
  discount_total_cents: cents,
  discount_exceeds_subtotal: z.boolean(),
  user_discount_applied: z.boolean(),
  user_discount_caption: z.nullable(z.string()),
  discount_employee_cents: cents,
  loyalty_invalid: z.boolean(),
  loyalty_points_redeemed: z.int(),
  loyalty_points_accrued: z.int(),
  loyalty_max_redemption_dollars: z.int(),
  limits: z.array(cartLimitSchema),
  address: z.nullable(cartAddressSchema),
  delivery_start_time: z.nullable(z.string()),
  delivery_end_time: z.nullable(z.string()),
  /** Windows the shopper may choose now (delivery carts still pending); empty otherwise. */
  delivery_windows: z.array(deliveryWindowSchema),
  delivery_minimum_cents: cents,
  /** The first reason checkout is not enabled (part 2 §5 Checkout), or null when Place Order may be pressed. */
  checkout_block: z.nullable(z.string()),
  submitted_on: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  anonymous: z.boolean(),
  contact_name: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  contact_email: z.nullable(z.string()),
  user: z.nullable(z.object({ first: z.string(), last: z.string() })),
});
export type Cart = z.infer<typeof cartSchema>;

/** get-cart answers the open cart, or null when the shopper has none. */
export const cartEnvelopeSchema = z.object({ cart: z.nullable(cartSchema) });

/** Every carts call names the store (part 2 §7); most also name the cart. */
const storeRef = { store_id: bodyId };
const cartRef = { store_id: bodyId, cart_id: bodyId };

export const getCartBodySchema = z.object({ store_id: z.optional(bodyId), usage_type: z.optional(z.enum(USAGE_TYPES)) });
export const createCartBodySchema = z.object({ ...storeRef, usage_type: z.enum(USAGE_TYPES), abandon_existing: z.optional(z.boolean()) });
export const addItemBodySchema = z.object({
  ...storeRef,
  usage_type: z.enum(USAGE_TYPES),
  cart_id: z.optional(bodyId),
  inventory_id: bodyId,
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  /** The shopper confirmed that the open cart at another store or usage type may be abandoned. */
  abandon_existing: z.optional(z.boolean()),
});
export const removeItemBodySchema = z.object({ ...cartRef, inventory_id: bodyId });
export const updateQuantityBodySchema = z.object({ ...cartRef, inventory_id: bodyId, quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)) });
export const updateNotesBodySchema = z.object({ ...cartRef, notes: trimmed(500) });
export const applyPromoBodySchema = z.object({
  ...cartRef,
  promo_code: z.string().check(z.trim(), z.minLength(1, 'Enter a promo code.'), z.maxLength(40)),
  /** The shopper agreed that this single-use code takes less than its face value here (answered PromoPartial first). */
  accept_partial: z.optional(z.boolean()),
});
export const cartOnlyBodySchema = z.object(cartRef);
export const redeemLoyaltyBodySchema = z.object({ ...cartRef, loyalty_points: z.int().check(z.positive(), z.maximum(10_000_000)) });
/** Either a saved address or a new one (optionally saved to the account). */
export const attachAddressBodySchema = z.object({
  ...cartRef,
  address_id: z.optional(bodyId),
  address: z.optional(addressInputSchema),
  save_address: z.optional(z.boolean()),
});
export const validateDeliveryBodySchema = z.object({ ...storeRef, usage_type: z.enum(USAGE_TYPES), zip: z.string().check(z.regex(ZIP_PATTERN, ZIP_MESSAGE)), cart_id: z.optional(bodyId) });
export const validateDeliveryResponseSchema = z.object({
  deliverable: z.boolean(),
  /** Why not, in the words of part 2 §8, when not deliverable. */
  message: z.nullable(z.string()),
  delivery_minimum_cents: cents,
  minimum_met: z.boolean(),
});
export const updateCurbsideBodySchema = z.object({ ...cartRef, curbside_pickup: z.boolean(), vehicle_description: z.optional(z.nullable(trimmed(120))) });
export const updateOrderTypeBodySchema = z.object({ ...cartRef, order_type: z.enum(ORDER_TYPE_CHOICES) });
export const updateDeliveryWindowBodySchema = z.object({ ...cartRef, delivery_start_time: z.iso.datetime({ offset: true }), delivery_end_time: z.iso.datetime({ offset: true }) });
/** The order's key is the Idempotency-Key header (required here): a retry answers the order the first call made. */
export const submitCartBodySchema = z.object(cartRef);
export const cancelOrderBodySchema = z.object({ cart_id: bodyId, store_id: z.optional(bodyId) });

export const ORDER_SORTS = ['submitted_desc', 'submitted_asc'] as const;
export const DEFAULT_ORDER_STATUSES = PLACED_ORDER_STATUSES;
export const getMyOrdersBodySchema = z.object({
  statuses: z.optional(z.array(z.enum(ORDER_STATUSES))),
  order_by: z._default(z.enum(ORDER_SORTS), 'submitted_desc'),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(ORDER_LIST_LIMIT)), ORDER_LIST_LIMIT),
});

/** One row of Order History: enough for the list; the full order is GET carts/{id}. */
export const orderSummarySchema = z.object({
  id: z.int(),
  store_id: z.int(),
  store_name: z.string(),
  /** The store's time zone: dates show in store time. */
  store_timezone: z.string(),
  usage_type: z.enum(USAGE_TYPES),
  order_type: z.enum(ORDER_TYPES),
  curbside_pickup: z.boolean(),
  checkin: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  submitted_on: z.nullable(z.string()),
  item_count: z.int(),
  grand_total_cents: cents,
  loyalty_points_accrued: z.int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = listResponse(orderSummarySchema);

/** carts-slim: the shopper's orders for the returns and inquiry pickers (part 2 §3 "Return picker order"). */
export const cartsSlimBodySchema = z.object({ statuses: z.optional(z.array(z.enum(ORDER_STATUSES))) });
export const slimOrderSchema = z.object({
  id: z.int(),
  store_id: z.int(),
  store_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  quantity: z.int(),
  submitted_on: z.nullable(z.string()),
  items: z.array(z.object({ inventory_id: z.int(), name: z.string(), category: z.string(), sub_category: z.string() })),
});
export const slimOrderListSchema = listResponse(slimOrderSchema);

/** GET carts/{id}: the receipt/order view answers { data: [cart] } (part 2 §7). */
export const cartIdParamSchema = z.object({ id: queryId });
export const cartReceiptSchema = z.object({ data: z.array(cartSchema) });

/** delivery/op/geocode-destination: the matches for an address from the offline ZIP dataset (DECISIONS.md). */
export const geocodeBodySchema = addressInputSchema;
export const geocodeMatchSchema = z.object({ address_1: z.string(), address_2: z.nullable(z.string()), city: z.string(), state: z.string(), zip: z.string(), lat: z.number(), lng: z.number() });
export const geocodeResponseSchema = z.object({ matches: z.array(geocodeMatchSchema) });
export type GeocodeMatch = z.infer<typeof geocodeMatchSchema>;

/** p/saas_vendor_status/op/get-saas-vendor-status: an operator switch that reports a delivery outage. */
export const vendorStatusSchema = z.object({ delivery_outage: z.boolean(), message: z.nullable(z.string()) });
export const vendorStatusUpdateSchema = z.object({ delivery_outage: z.boolean() });
