import * as z from 'zod/mini';
import { ORDER_STATUSES } from '@/domain/order-status';
import { USAGE_TYPES } from '@/domain/usage-type';
import { bodyId } from './common';
import { usPhoneSchema } from './phone';

/**
 * Kiosk mode (DECISIONS.md "Modes of the one installable app"). A staff user pins a device
 * to one of their stores; the device then holds a kiosk token (header x-kiosk-token), not an
 * account, and may only check in that store's orders. Unpinning (a staff user again) revokes it.
 */

export { kioskSchema, pinKioskResponseSchema, type Kiosk } from './kiosk-pin';


export const KIOSK_MESSAGES = {
  notPinned: 'This device is not set up as a kiosk. Ask a staff member to set it up.',
  checkInNotFound: "We couldn't find an order waiting for check-in with that information. Please see a budtender.",
  checkInChooseOne: 'Enter your phone number or your order number.',
  checkInPhone: 'Enter a 10-digit phone number.',
  checkedIn: "You're checked in! We'll call your name when your order is ready.",
  waitingForConnection: "You're offline. Your check-in will be sent as soon as the connection is back.",
} as const;

export const pinKioskBodySchema = z.object({
  store_id: bodyId,
  usage_types: z.array(z.enum(USAGE_TYPES)).check(z.minLength(1, 'Choose at least one usage type.')),
});
export const unpinKioskResponseSchema = z.object({ unpinned: z.boolean() });

/** Exactly one of a phone (a US number, answered as its 10 digits) or an order number. */
export const checkInBodySchema = z.object({
  phone: z.optional(usPhoneSchema(KIOSK_MESSAGES.checkInPhone)),
  order_id: z.optional(bodyId),
});
export const checkedInOrderSchema = z.object({
  id: z.int(),
  /** The first name only: the kiosk is a public screen. */
  first_name: z.string(),
  status: z.enum(ORDER_STATUSES),
});
export const checkInResponseSchema = z.object({ orders: z.array(checkedInOrderSchema) });
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;
