import { CONSOLE_QUERY_ROOT } from './console-root';
import { ownerOf } from './owner';

/** Every key of the operator console, each carrying the staff user who read it. */
export const consoleKeys = {
  all: (userId: number | undefined) => [CONSOLE_QUERY_ROOT, ownerOf(userId)] as const,
  me: (userId: number | undefined) => [...consoleKeys.all(userId), 'me'] as const,
  auditLog: (userId: number | undefined, filters: object) => [...consoleKeys.all(userId), 'audit-log', filters] as const,
  storeSettings: (userId: number | undefined, storeId: number) => [...consoleKeys.all(userId), 'store-settings', storeId] as const,
  items: (userId: number | undefined, storeId: number) => [...consoleKeys.all(userId), 'items', storeId] as const,
  itemPage: (userId: number | undefined, storeId: number, query: object) => [...consoleKeys.items(userId, storeId), 'page', query] as const,
  item: (userId: number | undefined, storeId: number, itemId: number) => [...consoleKeys.items(userId, storeId), 'item', itemId] as const,
  feedKeys: (userId: number | undefined) => [...consoleKeys.all(userId), 'feed-keys'] as const,
  report: (userId: number | undefined, query: object) => [...consoleKeys.all(userId), 'report', query] as const,
  content: (userId: number | undefined, type: string) => [...consoleKeys.all(userId), 'content', type] as const,
  specials: (userId: number | undefined, storeId: number) => [...consoleKeys.all(userId), 'specials', storeId] as const,
  specialList: (userId: number | undefined, storeId: number, filters: object) => [...consoleKeys.specials(userId, storeId), 'list', filters] as const,
  specialItems: (userId: number | undefined, storeId: number, query: object) => [...consoleKeys.specials(userId, storeId), 'items', query] as const,
  customers: (userId: number | undefined) => [...consoleKeys.all(userId), 'customers'] as const,
  customerSearches: (userId: number | undefined) => [...consoleKeys.customers(userId), 'search'] as const,
  customerSearch: (userId: number | undefined, query: object) => [...consoleKeys.customerSearches(userId), query] as const,
  customer: (userId: number | undefined, customerId: number) => [...consoleKeys.customers(userId), 'detail', customerId] as const,
  staff: (userId: number | undefined) => [...consoleKeys.all(userId), 'staff'] as const,
  kiosks: (userId: number | undefined, storeId: number) => [...consoleKeys.all(userId), 'kiosks', storeId] as const,
};
