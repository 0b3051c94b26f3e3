import {
  checkInBodySchema,
  checkInResponseSchema,
  kioskSchema,
  pinKioskBodySchema,
  pinKioskResponseSchema,
  unpinKioskResponseSchema,
} from './kiosk';
import { emptyBody } from './common';
import type { ApiOperation } from './operation';
import {
  orderQueueBodySchema,
  orderQueueSchema,
  staffOrderParamsSchema,
  staffOrderQuerySchema,
  staffOrderSchema,
  staffStoreListSchema,
  terminalSettingsSchema,
  updateOrderStatusBodySchema,
} from './staff';

/**
 * The staff terminal's calls (part 2 §6 "uses different order endpoints"): a portal user's
 * Bearer token, scoped to the stores they work at (401 without a token, 403 for a customer).
 */
export const staffPaths = {
  terminalSettings: { method: 'get', path: '/p/terminal-settings', summary: 'Staff queue refresh and kiosk idle timing (public; a kiosk has no account)', tag: 'staff', response: terminalSettingsSchema },
  staffStores: { method: 'get', path: '/staff/op/my-stores', summary: 'The stores the portal user works at', tag: 'staff', response: staffStoreListSchema, errors: [401, 403] },
  orderQueue: {
    method: 'post',
    path: '/staff/op/order-queue',
    summary: "A store's placed orders of the last 72 hours, by status (In Progress oldest first)",
    tag: 'staff',
    body: orderQueueBodySchema,
    response: orderQueueSchema,
    errors: [400, 401, 403],
  },
  updateOrderStatus: {
    method: 'post',
    path: '/staff/op/update-order-status',
    summary: 'Move an order along the staff workflow (recorded with who and when; the customer is notified)',
    tag: 'staff',
    body: updateOrderStatusBodySchema,
    response: staffOrderSchema,
    errors: [400, 401, 403, 404, 409],
  },
  staffOrder: {
    method: 'get',
    path: '/staff/orders/{id}',
    summary: 'One order of a store the portal user works at: the priced order, customer and status history',
    tag: 'staff',
    params: staffOrderParamsSchema,
    query: staffOrderQuerySchema,
    response: staffOrderSchema,
    errors: [400, 401, 403, 404],
  },
} as const satisfies Record<string, ApiOperation>;

/** Kiosk mode (DECISIONS.md): pinning by staff, then calls with the device's kiosk token. */
export const kioskPaths = {
  pinKiosk: { method: 'post', path: '/kiosk/op/pin', summary: 'Staff pin this device to one of their stores as a kiosk; answers the kiosk token once', tag: 'kiosk', body: pinKioskBodySchema, response: pinKioskResponseSchema, errors: [400, 401, 403] },
  unpinKiosk: { method: 'post', path: '/kiosk/op/unpin', summary: "Staff unpin the kiosk whose token comes in x-kiosk-token (it stops working at once)", tag: 'kiosk', body: emptyBody, response: unpinKioskResponseSchema, errors: [401, 403, 404] },
  kioskMe: { method: 'get', path: '/kiosk/op/me', summary: 'The kiosk of the x-kiosk-token header (401 once unpinned)', tag: 'kiosk', response: kioskSchema, errors: [401] },
  kioskCheckIn: {
    method: 'post',
    path: '/kiosk/op/check-in',
    summary: "Check in the store's orders awaiting check-in by phone or order number (Idempotency-Key makes a replay safe)",
    tag: 'kiosk',
    body: checkInBodySchema,
    response: checkInResponseSchema,
    errors: [400, 401, 404, 409, 422, 429],
    idempotencyKey: 'optional',
  },
} as const satisfies Record<string, ApiOperation>;
