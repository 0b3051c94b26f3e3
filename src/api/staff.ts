import * as z from 'zod/mini';
import { ORDER_STOP_NOTE_MAX_CHARS } from '@/domain/constants';
import { ORDER_STATUSES, PLACED_ORDER_STATUSES } from '@/domain/order-status';
import { ORDER_STOP_MESSAGES, ORDER_STOP_REASONS, orderStopProblem } from '@/domain/order-stop-reasons';
import { USAGE_TYPES } from '@/domain/usage-type';
import { ORDER_TYPES, cartSchema } from './cart';
import { bodyId, cents, listResponse, queryId } from './common';

/**
 * The staff terminal (part 2 §6 "Portal user"). Every call needs a portal user's token
 * (401 without, 403 for a customer) and names a store the portal user belongs to: another store's
 * orders answer 403 on the list and 404 on a single order, so staff never learn they exist.
 */


export const STAFF_MESSAGES = {
  notYourStore: 'You do not work at this store.',
  orderNotFound: 'Order not found.',
  /** A status change the order's current status does not allow (src/domain/order-status.ts). */
  transitionNotAllowed: 'This order cannot move to that status now. Refresh the queue and try again.',
  staffOnly: 'Only store staff can do this.',
} as const;

/** A store the portal user works at. */
export const staffStoreSchema = z.object({
  id: z.int(),
  name: z.string(),
  store_slug: z.string(),
  state: z.string(),
  timezone: z.string(),
  usage_types: z.array(z.enum(USAGE_TYPES)),
});
export type StaffStore = z.infer<typeof staffStoreSchema>;
export const staffStoreListSchema = listResponse(staffStoreSchema);

/** Who the order is for: a customer account, or an anonymous staff order under a name. */
export const queueCustomerSchema = z.object({
  user_id: z.nullable(z.int()),
  first: z.string(),
  last: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** How the customer hears about the order: their transactional contact preference (part 2 §3). */
  contact_method: z.enum(['email', 'text', 'email,text', 'none']),
  anonymous: z.boolean(),
});
export type QueueCustomer = z.infer<typeof queueCustomerSchema>;

/** One recorded status change: who, when, from and to (the audit the queue shows). */
export const statusChangeSchema = z.object({
  from_status: z.enum(ORDER_STATUSES),
  to_status: z.enum(ORDER_STATUSES),
  at: z.string(),
  /** Staff name, 'Customer', 'Kiosk' or 'System'. */
  by: z.string(),
  /** Why staff rejected or cancelled it (src/domain/order-stop-reasons.ts); null for any other change or none given. */
  reason: z.nullable(z.enum(ORDER_STOP_REASONS)),
  reason_note: z.nullable(z.string()),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** A row of the Order Queue. */
export const queueOrderSchema = z.object({
  id: z.int(),
  store_id: z.int(),
  status: z.enum(ORDER_STATUSES),
  usage_type: z.enum(USAGE_TYPES),
  order_type: z.enum(ORDER_TYPES),
  curbside_pickup: z.boolean(),
  vehicle_description: z.nullable(z.string()),
  checkin: z.boolean(),
  submitted_on: z.nullable(z.string()),
  item_count: z.int(),
  grand_total_cents: cents,
  customer: queueCustomerSchema,
  /** The statuses staff may move this order to now (src/domain/order-status.ts allowedStaffTransitions). */
  allowed_transitions: z.array(z.enum(ORDER_STATUSES)),
  last_change: z.nullable(statusChangeSchema),
});
export type QueueOrder = z.infer<typeof queueOrderSchema>;
export const orderQueueSchema = z.extend(listResponse(queueOrderSchema), {
  /** When the server answered: the queue says how fresh it is. */
  as_of: z.string(),
});
export type OrderQueue = z.infer<typeof orderQueueSchema>;

/** The queue of one store over the last 72 hours (part 2 §6, §9), optionally by status. */
export const orderQueueBodySchema = z.object({
  store_id: bodyId,
  statuses: z._default(z.array(z.enum(ORDER_STATUSES)), [...PLACED_ORDER_STATUSES]),
});

/** A reject or cancel may say why (README "Reports"): a reason code and a short note; any other move takes neither. */
export const updateOrderStatusBodySchema = z
  .object({
    store_id: bodyId,
    cart_id: bodyId,
    status: z.enum(ORDER_STATUSES),
    reason: z.optional(z.enum(ORDER_STOP_REASONS)),
    reason_note: z.optional(z.string().check(z.maxLength(ORDER_STOP_NOTE_MAX_CHARS, ORDER_STOP_MESSAGES.noteTooLong))),
  })
  .check(
    z.superRefine((move, ctx) => {
      const problem = orderStopProblem(move.status, move.reason, move.reason_note);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field], input: move });
    }),
  );

/** A staff view of one order: the whole priced order, its customer and its history (receipts print this). */
export const staffOrderSchema = z.object({
  order: cartSchema,
  customer: queueCustomerSchema,
  allowed_transitions: z.array(z.enum(ORDER_STATUSES)),
  history: z.array(statusChangeSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderParamsSchema = z.object({ id: queryId });
export const staffOrderQuerySchema = z.object({ store_id: queryId });

/**
 * Timing of the staff terminal and kiosks (public: a kiosk has no account). Defaults come from
 * src/domain/constants.ts; the server's settings may shorten them (tests do, instead of sleeping).
 */
export const terminalSettingsSchema = z.object({
  queue_refresh_seconds: z.int(),
  kiosk_idle_seconds: z.int(),
  kiosk_reset_countdown_seconds: z.int(),
});
export type TerminalSettings = z.infer<typeof terminalSettingsSchema>;
