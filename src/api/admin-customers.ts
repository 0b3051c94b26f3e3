import * as z from 'zod/mini';
import { ASSOCIATION_DECISIONS } from '@/domain/association-review';
import { CUSTOMER_REASON_MAX_CHARS, CUSTOMER_REASON_MIN_CHARS, POINTS_ADJUSTMENT_MAX } from '@/domain/constants';
import { EMPLOYEE_ACTIONS, POINTS_MESSAGES, REASON_MESSAGES } from '@/domain/customer-accounts';
import { PLACED_ORDER_STATUSES } from '@/domain/order-status';
import { USAGE_TYPES } from '@/domain/usage-type';
import { listResponse, MAX_ID } from './common';
import { addressSchema, ASSOCIATION_STATUSES, EMPLOYEE_STATUSES, medicalCardSchema } from './user';

/**
 * The console's customers (README "Customers in the console"): operators find every customer of the
 * brand; store managers those with an association or an order at their stores, and decide only
 * their stores' associations. Employee status and points are operators' ('customers.accounts').
 */
export const ADMIN_CUSTOMER_MESSAGES = {
  notFound: 'Customer not found.',
  associationNotFound: 'Association not found.',
} as const;

/** Results per page of the search, and the furthest page it reads. */
export const CUSTOMER_PAGE_SIZE = 25;
const MAX_OFFSET = 10_000;

export const customerSearchQuerySchema = z.object({
  /** Words of the name or email, or digits of the phone; empty lists everyone the role reaches. */
  q: z._default(z.string().check(z.trim(), z.maxLength(100, 'Search with at most 100 characters.')), ''),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), CUSTOMER_PAGE_SIZE),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_OFFSET)), 0),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const customerRowSchema = z.object({
  id: z.int(),
  first: z.string(),
  last: z.string(),
  email: z.string(),
  phone: z.string(),
  employee_status: z.enum(EMPLOYEE_STATUSES),
  created: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customerListSchema = listResponse(customerRowSchema);

export const customerOrderSchema = z.object({
  id: z.int(),
  store_id: z.int(),
  store_name: z.string(),
  usage_type: z.enum(USAGE_TYPES),
  order_type: z.string(),
  status: z.enum(PLACED_ORDER_STATUSES),
  grand_total: z.int(),
  submitted_on: z.nullable(z.string()),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const pointsEntrySchema = z.object({ id: z.int(), points: z.int(), reason: z.string(), created: z.string() });
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const customerAssociationSchema = z.object({
  id: z.int(),
  store_id: z.int(),
  store_name: z.string(),
  association_type: z.enum(USAGE_TYPES),
  status: z.enum(ASSOCIATION_STATUSES),
  state: z.string(),
  created: z.string(),
  /** Whether this console user may decide it (their store). */
  can_manage: z.boolean(),
});
export type CustomerAssociation = z.infer<typeof customerAssociationSchema>;

/** The newest orders and ledger entries the detail answers. */
export const CUSTOMER_DETAIL_ROWS = 100;

export const customerDetailSchema = z.object({
  profile: z.extend(customerRowSchema, {
    is_phone_verified: z.boolean(),
    /** The transactional contact method notices go by (part 2 §3 opt_preferences). */
    contact_method: z.string(),
    is_loyalty_enrolled: z.boolean(),
  }),
  /** Managers see the orders at their stores only. */
  orders: z.array(customerOrderSchema),
  /**
   * A store manager gets the least personal data their job needs (README "Customers in the
   * console"): the balance without the ledger's entries (their reasons name other stores' orders).
   */
  points: z.object({ balance: z.int(), entries: z.optional(z.array(pointsEntrySchema)) }),
  /** Operators only: absent for a store manager (an order's delivery address is on the order). */
  addresses: z.optional(z.array(addressSchema)),
  /** A store manager sees only the cards of their stores' states (to check a medical association). */
  medical_cards: z.array(medicalCardSchema),
  /** Managers see the associations at their stores only. */
  associations: z.array(customerAssociationSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

const idText = z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Must be an id'), z.refine((id) => Number(id) <= MAX_ID, 'Must be an id'));
export const customerParamSchema = z.object({ id: idText });
export const associationParamSchema = z.object({ id: idText, association_id: idText });

/** Why: required, trimmed, said to the customer with an association decision. */
export const reasonSchema = z.string(REASON_MESSAGES.tooShort).check(
  z.trim(),
  z.minLength(CUSTOMER_REASON_MIN_CHARS, REASON_MESSAGES.tooShort),
  z.maxLength(CUSTOMER_REASON_MAX_CHARS, REASON_MESSAGES.tooLong),
);

export const associationDecisionBodySchema = z.object({
  decision: z.enum(ASSOCIATION_DECISIONS, 'Choose confirm, reject or suspend.'),
  reason: reasonSchema,
});
export type AssociationDecisionBody = z.infer<typeof associationDecisionBodySchema>;

export const employeeStatusBodySchema = z.object({
  action: z.enum(EMPLOYEE_ACTIONS, 'Choose confirm or end.'),
  reason: reasonSchema,
});
export type EmployeeStatusBody = z.infer<typeof employeeStatusBodySchema>;

export const pointsAdjustmentBodySchema = z.object({
  points: z
    .number(POINTS_MESSAGES.whole)
    .check(
      z.int(POINTS_MESSAGES.whole),
      z.refine((points) => points !== 0, POINTS_MESSAGES.zero),
      z.minimum(-POINTS_ADJUSTMENT_MAX, POINTS_MESSAGES.tooMany),
      z.maximum(POINTS_ADJUSTMENT_MAX, POINTS_MESSAGES.tooMany),
    ),
  reason: reasonSchema,
});
export type PointsAdjustmentBody = z.infer<typeof pointsAdjustmentBodySchema>;
