import * as z from 'zod/mini';
import { CHECKOUT_MESSAGES } from '@/domain/checkout-rules';
import { MAX_LINE_QUANTITY } from '@/domain/constants';
import { ORDER_STATUSES } from '@/domain/order-status';
import { USAGE_TYPES } from '@/domain/usage-type';
import { AUTH_MESSAGES } from './auth';
import { bodyId } from './common';
import type { ApiOperation } from './operation';
import { usPhoneSchema } from './phone';

/**
 * A new check-in order built at a kiosk (DECISIONS.md "Modes of the one installable app":
 * shoppers "build a check-in order under a name and phone"). The shopper is standing in the store,
 * so the order joins the staff queue at once as submitted, under the name and phone typed in; it
 * belongs to no account. The device's kiosk token (x-kiosk-token) is the only credential. The
 * server prices it and enforces stock, the 20-per-line maximum and the store's purchase limits like
 * any order; the kiosk's own cart is only a wish list until then.
 */


/** Most distinct lines one kiosk order may carry (a walk-in basket, not a wholesale order). */
export const KIOSK_ORDER_MAX_LINES = 30;

export const KIOSK_ORDER_MESSAGES = {
  nameRequired: 'Please enter a name.',
  validPhone: AUTH_MESSAGES.validPhone,
  emptyOrder: CHECKOUT_MESSAGES.empty,
  tooManyLines: `A kiosk order holds at most ${KIOSK_ORDER_MAX_LINES} different items.`,
  /** The kiosk was pinned without this usage type (or the store has no such menu). */
  menuNotServed: "This kiosk doesn't take orders from that menu.",
  placed: (firstName: string) => `Thanks, ${firstName}! Your order is in. We'll call your name when it's ready.`,
  /** Placing needs the server's price and stock check: offline the cart is kept, nothing is queued. */
  offline: "You're offline, so your order can't be placed yet. Your cart is kept; try again in a moment or see a budtender.",
} as const;

export const kioskOrderLineSchema = z.object({
  inventory_id: bodyId,
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
});
export type KioskOrderLine = z.infer<typeof kioskOrderLineSchema>;

/**
 * POST kiosk/op/place-order, with an Idempotency-Key header (a double tap or a retry places one
 * order). Field errors are keyed first, last, phone, usage_type and items.
 */
export const placeKioskOrderBodySchema = z.object({
  usage_type: z.enum(USAGE_TYPES),
  first: z.string().check(z.trim(), z.minLength(1, KIOSK_ORDER_MESSAGES.nameRequired), z.maxLength(80)),
  last: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  phone: usPhoneSchema(KIOSK_ORDER_MESSAGES.validPhone),
  items: z
    .array(kioskOrderLineSchema)
    .check(z.minLength(1, KIOSK_ORDER_MESSAGES.emptyOrder), z.maxLength(KIOSK_ORDER_MAX_LINES, KIOSK_ORDER_MESSAGES.tooManyLines)),
});
export type PlaceKioskOrderBody = z.input<typeof placeKioskOrderBodySchema>;

/** What the public kiosk screen may show: the first name only, the number to quote, the total. */
export const placedKioskOrderSchema = z.object({
  id: z.int(),
  first_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  item_count: z.int(),
  /** The order's total in dollars, as the server priced it. */
  total: z.number(),
});
export type PlacedKioskOrder = z.infer<typeof placedKioskOrderSchema>;
export const placeKioskOrderResponseSchema = z.object({ order: placedKioskOrderSchema });

export const kioskOrderPaths = {
  kioskPlaceOrder: {
    method: 'post',
    path: '/kiosk/op/place-order',
    summary: "Place a walk-in's order at the kiosk's store under a name and phone; it joins the staff queue as submitted",
    tag: 'kiosk',
    body: placeKioskOrderBodySchema,
    response: placeKioskOrderResponseSchema,
    errors: [400, 401, 404, 409, 422, 429],
    idempotencyKey: 'optional',
  },
} as const satisfies Record<string, ApiOperation>;
