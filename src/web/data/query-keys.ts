import type { ContentType } from '@/api/content';
import type { UsageType } from '@/domain/usage-type';
import type { ContentListFilter } from './content-queries';

/*
 * Every query key of the app, one factory per resource, so a read, its invalidation and a write
 * into the cache name the same array. Keys are hierarchical (STYLE.md convention 4): the first
 * element is the root the persistence and privacy rules act on (query-persistence.ts keeps the
 * catalog, store and content roots and the private ones; private-data.ts drops the private ones on
 * sign-out), so a key moves to another root only together with those rules. Private keys carry the
 * user id, so another account never reads what this one saw.
 */

const user = (userId: number | undefined) => userId ?? null;

/** Startup (part 1 §7): the brand, the chosen store and its stores. Kept on the device. */
export const startupKeys = {
  all: ['startup'] as const,
  breakdown: (storeSlug: string | undefined, usageType: UsageType) => ['startup', storeSlug ?? null, usageType] as const,
};

/** Store lists. Kept on the device. */
export const storeKeys = {
  all: ['stores'] as const,
  deliveringTo: (zip: string) => ['stores', 'delivery-zips', zip] as const,
};

/** Products, per store and usage type. Kept on the device. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  /** Everything one store's menu for one usage type shows. */
  menu: (storeId: number | undefined, usageType: UsageType) => ['inventory', storeId ?? null, usageType] as const,
  /** A product list: `listKind` keeps two screens with equal filters apart. */
  list: <Filters extends object>(storeId: number, usageType: UsageType, listKind: string, filters: Filters) =>
    [...inventoryKeys.menu(storeId, usageType), listKind, filters] as const,
  detail: (storeId: number | undefined, usageType: UsageType, id: number) => [...inventoryKeys.menu(storeId, usageType), 'detail', id] as const,
  related: (storeId: number | undefined, usageType: UsageType, id: number, sameStrain: boolean) =>
    [...inventoryKeys.menu(storeId, usageType), 'related', id, sameStrain] as const,
  /** The home carousel. */
  summary: (storeId: number | undefined, usageType: UsageType, category: string | undefined, limit: number) =>
    [...inventoryKeys.menu(storeId, usageType), 'summary', { category: category ?? null, limit }] as const,
};

/** Running specials, per store and usage type. Kept on the device. */
export const specialKeys = {
  all: ['specials'] as const,
  storeDiscounts: (storeId: number | undefined, usageType: UsageType) => ['specials', storeId ?? null, usageType, 'store-discount'] as const,
  byKey: (storeId: number, usageType: UsageType, key: string) => ['specials', storeId, usageType, 'by-key', key] as const,
};

/** The brand's content documents and what is built from them. Kept on the device. */
export const contentKeys = {
  all: ['content'] as const,
  list: (type: ContentType, filter: ContentListFilter) =>
    ['content', 'list', type, { uids: filter.uids?.join(',') ?? null, tag: filter.tag ?? null, page: filter.page ?? 1, pageSize: filter.pageSize ?? null }] as const,
  document: (type: ContentType, uid: string) => ['content', 'document', type, uid] as const,
  featuredArticleLinks: ['content', 'featured-article-links'] as const,
  footerArticleLinks: (uids: readonly string[]) => ['content', 'footer-article-links', uids.join(',')] as const,
};

/** Live wait times: never kept, they are only worth anything fresh. */
export const waitTimeKeys = {
  forStores: (sortedStoreIds: readonly number[]) => ['wait-times', sortedStoreIds.join(',')] as const,
};

/** The signed-in user. Private. */
export const userKeys = {
  all: ['users'] as const,
  /** The prefix of every user's me query: invalidate it after any change to the account. */
  meRoot: ['users', 'me'] as const,
  me: (userId: number | undefined) => ['users', 'me', user(userId)] as const,
  loyaltyStatus: (userId: number | undefined) => ['users', 'loyalty-status', user(userId)] as const,
};

/** The shopper's carts and orders. Private. */
export const cartKeys = {
  all: ['carts'] as const,
  open: (userId: number | undefined) => ['carts', 'open', user(userId)] as const,
  order: (userId: number | undefined, cartId: number) => ['carts', 'order', user(userId), cartId] as const,
  slim: (userId: number | undefined) => ['carts', 'slim', user(userId)] as const,
  /** Orders with their items for the contact pickers, per set of statuses. */
  slimWith: (userId: number | undefined, statuses: readonly string[]) => [...cartKeys.slim(userId), [...statuses].sort().join(',')] as const,
  /** Mutation key of every cart write, so 'Recalculating' counts only cart writes. */
  writes: ['carts', 'write'] as const,
};

/** Order history. Private. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (userId: number | undefined, filter: string) => ['orders', user(userId), filter] as const,
};

/** Delivery checks of the cart: short-lived answers, never kept. */
export const deliveryKeys = {
  validate: (storeId: number, usageType: UsageType, zip: string) => ['delivery', 'validate', storeId, usageType, zip] as const,
  vendorStatus: ['delivery', 'vendor-status'] as const,
};

/**
 * The staff terminal. Under the private 'orders' root, so a sign-out drops it with the rest of a
 * person's data; every key carries the staff user and the store.
 */
export const staffKeys = {
  all: (userId: number | undefined) => ['orders', 'staff', user(userId)] as const,
  stores: (userId: number | undefined) => [...staffKeys.all(userId), 'stores'] as const,
  store: (userId: number | undefined, storeId: number | undefined) => [...staffKeys.all(userId), 'store', storeId ?? null] as const,
  queue: (userId: number | undefined, storeId: number | undefined, filter: string) => [...staffKeys.store(userId, storeId), 'queue', filter] as const,
  order: (userId: number | undefined, storeId: number | undefined, orderId: number) => [...staffKeys.store(userId, storeId), 'order', orderId] as const,
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
  user: (userId: number | undefined) => ['debug', 'user', user(userId)] as const,
};
