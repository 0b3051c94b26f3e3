import * as z from 'zod/mini';
import { CHECKOUT_MESSAGES } from '@/domain/checkout-rules';
import { isValidEmail, normalizeEmail } from '@/domain/contact-rules';
import { MAX_LINE_QUANTITY } from '@/domain/constants';
import { USAGE_LABEL, USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import { AUTH_MESSAGES } from './auth';
import { cartSchema } from './cart';
import { bodyId, listResponse, queryId } from './common';
import type { ApiOperation } from './operation';
import { usPhoneSchema } from './phone';
import { queueCustomerSchema, STAFF_MESSAGES } from './staff';

/**
 * Staff orders on behalf of customers (part 2 §3 "Staff new-order state", §4 "Staff order
 * on behalf", §5 Checkout "Staff", §6 "Portal user"). A portal user searches the brand's customers,
 * starts one order per store at a time for an existing customer, a new one (by phone or email) or an
 * anonymous walk-in under a name, fills it and places it. Staff bypass the customer's ordering
 * restrictions (paused ordering, association, medical card, contact method) but never stock or the
 * store's purchase limits. Every call needs a portal user's token (401 without, 403 for a customer)
 * and a store they work at (403 otherwise); another staff member's or store's order answers 404.
 */


/** Fewest characters a customer search needs (the field waits 700 ms after typing, part 2 §9). */
export const CUSTOMER_SEARCH_MIN_CHARS = 2;
/** Most customers one search answers: staff type more to narrow it. */
export const CUSTOMER_SEARCH_LIMIT = 20;

export const STAFF_ORDER_MESSAGES = {
  /** Part 2 §8: no customer chosen (start-order without one, or add-item with no order started). */
  selectCustomer: 'Please select a customer first.',
  searchTooShort: `Type at least ${CUSTOMER_SEARCH_MIN_CHARS} characters to search.`,
  customerNotFound: 'Customer not found.',
  nameRequired: 'Please enter a name.',
  validPhone: AUTH_MESSAGES.validPhone,
  validEmail: AUTH_MESSAGES.validEmail,
  /** 409 StaffOrderInProgress: the client asks 'Abandon Order' and repeats with abandon_existing (part 2 §4). */
  orderInProgress: (customer: string) => `You already have an order in progress for ${customer}. Abandon it to start a new one.`,
  orderNotFound: STAFF_MESSAGES.orderNotFound,
  noMenu: (usage: UsageType) => `This store has no ${USAGE_LABEL[usage]} menu.`,
  emptyOrder: CHECKOUT_MESSAGES.empty,
} as const;

/** Error codes (ApiError.code) the staff order screens branch on. */
export const STAFF_ORDER_ERROR_CODES = {
  /** start-order: an order this staff member started at the store is still pending. */
  orderInProgress: 'StaffOrderInProgress',
  /** add-item without cart_id: no order started at the store ('Please select a customer first.'). */
  noStartedOrder: 'NoStaffOrder',
} as const;

/** GET users/op/user_search_slim (part 2 §7): customers of the brand, never staff. */
export const customerSearchQuerySchema = z.object({
  search: z.string().check(z.trim(), z.minLength(CUSTOMER_SEARCH_MIN_CHARS, STAFF_ORDER_MESSAGES.searchTooShort), z.maxLength(100)),
  store_id: queryId,
});
/** Part 2 §3 "Customer search result". */
export const customerSearchResultSchema = z.object({
  id: z.int(),
  first: z.string(),
  last: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;
/** At most CUSTOMER_SEARCH_LIMIT rows; total_rows counts every match. */
export const customerSearchListSchema = listResponse(customerSearchResultSchema);

const phoneField = usPhoneSchema(STAFF_ORDER_MESSAGES.validPhone);
const emailField = z.string().check(z.maxLength(254), z.overwrite(normalizeEmail), z.refine(isValidEmail, STAFF_ORDER_MESSAGES.validEmail));
const requiredName = z.string().check(z.trim(), z.minLength(1, STAFF_ORDER_MESSAGES.nameRequired), z.maxLength(80));
const optionalName = z.optional(z.string().check(z.trim(), z.maxLength(80)));

/**
 * Who the order is for (part 2 §3 "Staff new-order state"; §5: by phone a valid phone, by email a
 * valid email, anonymous a name; phone digits stripped of punctuation). A new customer gets no
 * account: the order keeps the contact typed in (anonymous, contact_name/phone/email).
 */
export const staffOrderCustomerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('existing'), user_id: bodyId }),
  z.discriminatedUnion('by', [
    z.object({ type: z.literal('new'), by: z.literal('phone'), phone: phoneField, first: optionalName, last: optionalName }),
    z.object({ type: z.literal('new'), by: z.literal('email'), email: emailField, first: optionalName, last: optionalName }),
    z.object({ type: z.literal('new'), by: z.literal('anonymous'), first: requiredName, last: optionalName }),
  ]),
]);
export type StaffOrderCustomer = z.infer<typeof staffOrderCustomerSchema>;

/**
 * POST staff/op/start-order. Field errors are keyed by the form's fields: store_id, usage_type,
 * customer ('Please select a customer first.'), user_id, phone, email, first, last.
 */
export const startStaffOrderBodySchema = z.object({
  store_id: bodyId,
  usage_type: z.enum(USAGE_TYPES),
  customer: staffOrderCustomerSchema,
  /** The staff member confirmed 'Abandon Order': the pending order they started here is cancelled first. */
  abandon_existing: z.optional(z.boolean()),
});
export type StartStaffOrderBody = z.input<typeof startStaffOrderBodySchema>;

/** The started order with who it is for (the Continue Order panel), or both null when none is pending. */
export const staffCartEnvelopeSchema = z.object({
  cart: z.nullable(cartSchema),
  customer: z.nullable(queueCustomerSchema),
});
export type StaffCartEnvelope = z.infer<typeof staffCartEnvelopeSchema>;

export const getStaffOrderBodySchema = z.object({ store_id: bodyId });
const staffCartRef = { store_id: bodyId, cart_id: bodyId };
const quantity = z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY));

/** usage_type is the menu the item was picked from: it must match the order's (part 2 §6). */
export const staffAddItemBodySchema = z.object({
  store_id: bodyId,
  /** Omitted: the order this staff member started at the store (409 NoStaffOrder when none). */
  cart_id: z.optional(bodyId),
  usage_type: z.enum(USAGE_TYPES),
  inventory_id: bodyId,
  quantity,
});
export const staffUpdateQuantityBodySchema = z.object({ ...staffCartRef, inventory_id: bodyId, quantity });
export const staffRemoveItemBodySchema = z.object({ ...staffCartRef, inventory_id: bodyId });
/** As submit-cart: the Idempotency-Key header (required) names the order, so a retry answers the order the first placed. */
export const staffSubmitOrderBodySchema = z.object(staffCartRef);
export const staffAbandonOrderBodySchema = z.object(staffCartRef);

const staffCartWrite = <Body extends z.ZodMiniType>(path: `/staff/op/${string}`, summary: string, body: Body) =>
  ({ method: 'post', path, summary, tag: 'staff orders', body, response: cartSchema, errors: [400, 401, 403, 404, 409, 422], idempotencyKey: 'optional' }) as const;

/** The staff order calls; merged into apiPaths (src/api/paths.ts). Writes take an optional Idempotency-Key. */
export const staffOrderPaths = {
  userSearchSlim: {
    method: 'get',
    path: '/users/op/user_search_slim',
    summary: "Staff: the brand's customers whose name, email or phone contains the search (2+ characters, at most 20)",
    tag: 'staff orders',
    query: customerSearchQuerySchema,
    response: customerSearchListSchema,
    errors: [400, 401, 403],
  },
  staffStartOrder: {
    method: 'post',
    path: '/staff/op/start-order',
    summary: 'Start an order on behalf of an existing, new or anonymous customer (409 while another is pending unless abandon_existing)',
    tag: 'staff orders',
    body: startStaffOrderBodySchema,
    response: staffCartEnvelopeSchema,
    errors: [400, 401, 403, 404, 409, 422],
    idempotencyKey: 'optional',
  },
  staffGetOrder: {
    method: 'post',
    path: '/staff/op/get-order',
    summary: 'The pending order this staff member started at the store, priced now, or null',
    tag: 'staff orders',
    body: getStaffOrderBodySchema,
    response: staffCartEnvelopeSchema,
    errors: [400, 401, 403],
  },
  staffAddItem: staffCartWrite('/staff/op/add-item', "Add an item to the started order: the customer's restrictions do not apply, stock and purchase limits do", staffAddItemBodySchema),
  staffUpdateQuantity: staffCartWrite('/staff/op/update-quantity', "Set a line's quantity (1..min(sellable, 20), category limits)", staffUpdateQuantityBodySchema),
  staffRemoveItem: staffCartWrite('/staff/op/remove-item', 'Remove a line of the started order', staffRemoveItemBodySchema),
  staffSubmitOrder: {
    ...staffCartWrite('/staff/op/submit-order', 'Place the started order: takes stock in one transaction; it joins the queue and the customer is told', staffSubmitOrderBodySchema),
    idempotencyKey: 'required',
  },
  staffAbandonOrder: staffCartWrite('/staff/op/abandon-order', 'Abandon the started order (admin cancel)', staffAbandonOrderBodySchema),
} as const satisfies Record<string, ApiOperation>;
