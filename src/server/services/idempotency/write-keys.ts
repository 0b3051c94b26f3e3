import { cartWriteKeys } from '@/server/db/schema';
import { writeKeyStore } from './key-store';

/**
 * Idempotency-Key of carts/op writes (README "Writes made offline"): keys belong to the signed-in user
 * (cart_write_keys). How keys are claimed, kept and released is shared with the kiosk's keys
 * (key-store.ts).
 */
export { IN_PROGRESS_LEASE_MS, isReplayableStatus, KEY_LIFETIME_MS, type KeyClaim, type StoredAnswer } from './key-store';

export const cartKeyStore = writeKeyStore(cartWriteKeys, cartWriteKeys.userId, 'userId');
export const { claimKey, storeAnswer, releaseKey } = cartKeyStore;
