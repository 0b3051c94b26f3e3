import * as z from 'zod/mini';
import { USAGE_TYPES } from '@/domain/usage-type';

/**
 * A pinned kiosk as the device keeps it (DECISIONS.md "Modes of the one installable app"). Apart from
 * ./kiosk because every page start reads the kept pin, and the check-in schemas belong to the kiosk
 * screen alone.
 */
export const kioskSchema = z.object({
  id: z.int(),
  store_id: z.int(),
  store_name: z.string(),
  /** The usage types this kiosk serves (a subset of the store's). */
  usage_types: z.array(z.enum(USAGE_TYPES)),
  pinned_at: z.string(),
  pinned_by: z.string(),
});
export type Kiosk = z.infer<typeof kioskSchema>;

/** The token is shown once; the device keeps it until a staff user unpins it. */
export const pinKioskResponseSchema = z.object({ kiosk: kioskSchema, kiosk_token: z.string() });
