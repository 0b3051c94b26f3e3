import type { UsageType } from '@/domain/usage-type';

/** Query keys of kiosk mode; the 'kiosk' root is not kept in IndexedDB (query-persistence.ts). */
export const kioskKeys = {
  all: ['kiosk'] as const,
  me: (kioskId: number) => ['kiosk', 'me', kioskId] as const,
  store: (storeId: number, usageType: UsageType) => ['kiosk', 'store', storeId, usageType] as const,
};
