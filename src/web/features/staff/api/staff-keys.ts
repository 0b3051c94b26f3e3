import type { StaffQueueFilter } from '../queue/queue-filters';

/**
 * Query keys of the staff terminal. They live under the private 'orders' root, so a sign-out drops
 * them with the rest of a person's data (data/private-data.ts), and every key carries the staff
 * user's id and the store: another account or store never reads what this one saw.
 */
export const staffKeys = {
  all: (userId: number | undefined) => ['orders', 'staff', userId ?? null] as const,
  stores: (userId: number | undefined) => [...staffKeys.all(userId), 'stores'] as const,
  store: (userId: number | undefined, storeId: number | undefined) => [...staffKeys.all(userId), 'store', storeId ?? null] as const,
  queue: (userId: number | undefined, storeId: number | undefined, filter: StaffQueueFilter) => [...staffKeys.store(userId, storeId), 'queue', filter] as const,
  order: (userId: number | undefined, storeId: number | undefined, orderId: number) => [...staffKeys.store(userId, storeId), 'order', orderId] as const,
  /** The order this staff member started at the store on behalf of a customer (part 2 §3 "Staff new-order state"). */
  startedOrder: (userId: number | undefined, storeId: number | undefined) => [...staffKeys.store(userId, storeId), 'started-order'] as const,
  customerSearch: (userId: number | undefined, storeId: number | undefined, search: string) => [...staffKeys.store(userId, storeId), 'customer-search', search] as const,
  /** A product's admin-only stock and price details (part 1 §3 debug fields), per usage type. */
  inventoryDebug: (userId: number | undefined, storeId: number | undefined, inventoryId: number, usageType: string) =>
    [...staffKeys.store(userId, storeId), 'inventory-debug', inventoryId, usageType] as const,
  /** Public timing settings (no account needed; a kiosk reads them too). */
  terminalSettings: ['terminal-settings'] as const,
};
