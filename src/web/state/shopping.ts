import { proxy } from 'valtio';
import { STORE_COOKIE_DAYS } from '@/domain/constants';
import { parseUsageType, type UsageType } from '@/domain/usage-type';
import { SHOPPING_COOKIES } from '@/api/shopping-cookies';
import { readCookie, writeCookie } from '@/web/data/cookies';

const STORE_COOKIE = SHOPPING_COOKIES.store;
const USAGE_COOKIE = SHOPPING_COOKIES.usage;

/**
 * The store and usage type the shopper chose (cookies, 90 days). Query keys include both, so
 * changing either reloads every list.
 */
export const shoppingState = proxy<{
  orderingAppId: number | undefined;
  storeId: number | undefined;
  storeSlug: string | undefined;
  usageType: UsageType;
}>({
  orderingAppId: undefined,
  storeId: undefined,
  storeSlug: typeof document === 'undefined' ? undefined : readCookie(STORE_COOKIE),
  usageType: (typeof document === 'undefined' ? undefined : parseUsageType(readCookie(USAGE_COOKIE))) ?? 'recreational',
});

export function chooseStore(store: { id: number; store_slug: string }, usageType: UsageType): void {
  shoppingState.storeId = store.id;
  shoppingState.storeSlug = store.store_slug;
  shoppingState.usageType = usageType;
  writeCookie(STORE_COOKIE, store.store_slug, STORE_COOKIE_DAYS);
  writeCookie(USAGE_COOKIE, usageType, STORE_COOKIE_DAYS);
}
