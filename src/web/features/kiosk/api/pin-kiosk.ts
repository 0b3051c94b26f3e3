import type * as z from 'zod/mini';
import { API_HEADERS } from '@/api/common';
import type { pinKioskBodySchema } from '@/api/kiosk';
import { kioskPaths } from '@/api/staff-paths';
import { call } from '@/web/data/call';
import type { KioskPin } from '../kiosk-pin';

export type PinKioskBody = z.infer<typeof pinKioskBodySchema>;

/** Pins this device (POST /kiosk/op/pin with the staff user's token): the kiosk and its token, said once. */
export function pinKiosk(body: PinKioskBody): Promise<KioskPin> {
  return call(kioskPaths.pinKiosk, { body }, { hideErrorToast: true });
}

/** Unpins the kiosk of `kioskToken` (POST /kiosk/op/unpin with the staff user's token as well). */
export function unpinKiosk(kioskToken: string) {
  return call(kioskPaths.unpinKiosk, {}, { headers: { [API_HEADERS.kioskToken]: kioskToken }, hideErrorToast: true });
}
