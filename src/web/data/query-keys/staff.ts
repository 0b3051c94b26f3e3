import type { UsageType } from '@/domain/usage-type';
import { ownerOf } from './owner';

/**
 * The staff terminal. Under the private 'orders' root, so a sign-out drops it with the rest of a
 * person's data; every key carries the staff user and the store.
 */
export const staffKeys = {
  all: (userId: number | undefined) => ['orders', 'staff', ownerOf(userId)] as const,
  stores: (userId: number | undefined) => [...staffKeys.all(userId), 'stores'] as const,
  store: (userId: number | undefined, storeId: number | undefined) => [...staffKeys.all(userId), 'store', storeId ?? null] as const,
  /** Every filter of one store's queue. */
  queues: (userId: number | undefined, storeId: number | undefined) => [...staffKeys.store(userId, storeId), 'queue'] as const,
  queue: (userId: number | undefined, storeId: number | undefined, filter: string) => [...staffKeys.queues(userId, storeId), filter] as const,
  /** Every order of one store as staff see it. */
  orders: (userId: number | undefined, storeId: number | undefined) => [...staffKeys.store(userId, storeId), 'order'] as const,
  order: (userId: number | undefined, storeId: number | undefined, orderId: number) => [...staffKeys.orders(userId, storeId), orderId] as const,
  /** The order this staff member started at the store on behalf of a customer (part 2 §3 "Staff new-order state"). */
  startedOrder: (userId: number | undefined, storeId: number | undefined) => [...staffKeys.store(userId, storeId), 'started-order'] as const,
  customerSearch: (userId: number | undefined, storeId: number | undefined, search: string) =>
    [...staffKeys.store(userId, storeId), 'customer-search', search] as const,
  /** A product's admin-only stock and price details (part 1 §3 debug fields), per usage type. */
  inventoryDebug: (userId: number | undefined, storeId: number | undefined, inventoryId: number, usageType: UsageType) =>
    [...staffKeys.store(userId, storeId), 'inventory-debug', inventoryId, usageType] as const,
  /** Public timing settings (no account needed; a kiosk reads them too), under a root of their own. */
  terminalSettings: ['terminal-settings'] as const,
  /** Mutation key of every staff order write, so the staff cart can say 'Recalculating'. */
  writes: ['orders', 'staff-write'] as const,
};

/** Kiosk mode: never kept on the device. */
export const kioskKeys = {
  all: ['kiosk'] as const,
  me: (kioskId: number) => ['kiosk', 'me', kioskId] as const,
  store: (storeId: number, usageType: UsageType) => ['kiosk', 'store', storeId, usageType] as const,
};

/** The development debug panel's own reads: never kept. */
export const debugKeys = {
  store: (storeId: number | undefined, usageType: UsageType) => ['debug', 'store', storeId ?? null, usageType] as const,
  user: (userId: number | undefined) => ['debug', 'user', ownerOf(userId)] as const,
};
