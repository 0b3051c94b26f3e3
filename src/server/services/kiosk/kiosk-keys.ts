import { kioskWriteKeys } from '@/server/db/schema';
import { writeKeyStore } from '@/server/services/idempotency/key-store';

/**
 * Idempotency-Key of kiosk check-ins (README "Kiosks hold a device token, not an account"): a check-in
 * queued offline is replayed with its key when the network returns, and answered with the first result.
 * Keys belong to the kiosk.
 */
export const kioskKeyStore = writeKeyStore(kioskWriteKeys, kioskWriteKeys.kioskId, 'kioskId');
