import type * as z from 'zod/mini';
import { API_HEADERS } from '@/api/common';
import type { CheckInResponse, checkInBodySchema } from '@/api/kiosk';
import { kioskPaths } from '@/api/staff-paths';
import { call } from '@/web/data/call';

export type CheckInBody = z.infer<typeof checkInBodySchema>;

/**
 * Checks in the store's orders awaiting check-in (POST /kiosk/op/check-in). `key` goes as the
 * Idempotency-Key, the same on every attempt of one check-in, so a replay never checks in twice.
 */
export function postCheckIn(kioskToken: string, body: CheckInBody, key: string): Promise<CheckInResponse> {
  return call(kioskPaths.kioskCheckIn, { body }, { headers: { [API_HEADERS.kioskToken]: kioskToken, [API_HEADERS.idempotencyKey]: key }, hideErrorToast: true });
}
