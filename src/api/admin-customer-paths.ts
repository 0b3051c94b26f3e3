import {
  associationDecisionBodySchema,
  associationParamSchema,
  customerDetailSchema,
  customerListSchema,
  customerParamSchema,
  customerSearchQuerySchema,
  employeeStatusBodySchema,
  pointsAdjustmentBodySchema,
} from './admin-customers';
import type { ApiOperation } from './operation';

/**
 * The console's customers (README "Customers in the console"). Search and associations need
 * 'customers.manage' (operators: the brand; store managers: their stores, 403 'You cannot manage this
 * store.' elsewhere); employee status and points need 'customers.accounts' (operators). Every write is
 * in the audit log with its reason and answers the customer after.
 */
export const adminCustomerPaths = {
  searchCustomers: {
    method: 'get',
    path: '/admin/customers',
    summary: 'Customers whose name or email holds every word of q, or whose phone holds its digits; by last name, paged',
    tag: 'admin',
    query: customerSearchQuerySchema,
    response: customerListSchema,
    errors: [400, 401, 403],
  },
  getCustomer: {
    method: 'get',
    path: '/admin/customers/{id}',
    summary: "A customer's profile, orders, points ledger and balance, addresses, medical cards and store associations",
    tag: 'admin',
    params: customerParamSchema,
    response: customerDetailSchema,
    errors: [400, 401, 403, 404],
  },
  decideAssociation: {
    method: 'post',
    path: '/admin/customers/{id}/associations/{association_id}/decision',
    summary: 'Confirms, rejects or suspends a store association with a reason; the customer is told by their contact method',
    tag: 'admin',
    params: associationParamSchema,
    body: associationDecisionBodySchema,
    response: customerDetailSchema,
    errors: [400, 401, 403, 404, 409],
  },
  setEmployeeStatus: {
    method: 'post',
    path: '/admin/customers/{id}/employee-status',
    summary: 'Confirms or ends employee status (employee discount, no rewards) with a reason (operators)',
    tag: 'admin',
    params: customerParamSchema,
    body: employeeStatusBodySchema,
    response: customerDetailSchema,
    errors: [400, 401, 403, 404, 409],
  },
  adjustPoints: {
    method: 'post',
    path: '/admin/customers/{id}/points',
    summary: 'Adds a points ledger entry (credit or debit, never below a 0 balance) with a reason (operators)',
    tag: 'admin',
    params: customerParamSchema,
    body: pointsAdjustmentBodySchema,
    response: customerDetailSchema,
    errors: [400, 401, 403, 404],
  },
} as const satisfies Record<string, ApiOperation>;
