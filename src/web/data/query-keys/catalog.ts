import type { ContentType } from '@/api/content';
import type { UsageType } from '@/domain/usage-type';
import type { ContentListFilter } from '../content-queries';

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
