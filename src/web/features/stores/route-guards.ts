import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { resolveStoreSlug } from '@/domain/store-slugs';
import { storeBreakdownQueryOptions } from '@/web/features/startup/api/get-store-breakdown';
import { shoppingState } from '@/web/state/shopping';

/**
 * /store/{slug} (part 1 §2 route table): legacy slugs redirect to the current ones and
 * /store/choose goes to the locator, before anything renders.
 */
export function guardStoreSlug(slug: string): void {
  const route = resolveStoreSlug(slug);
  if (route.kind === 'locator') throw redirect({ to: route.path, replace: true });
  if (route.kind === 'redirect') throw redirect({ to: '/store/$storeSlug', params: { storeSlug: route.slug }, replace: true });
}

/** /delivery is a main-brand page (part 1 §2): the other brand goes to /. */
export async function guardMainBrandOnly(queryClient: QueryClient): Promise<void> {
  const data = await queryClient.ensureQueryData(storeBreakdownQueryOptions(shoppingState.storeSlug, shoppingState.usageType));
  if (data.data[0] && !data.data[0].is_main_brand) throw redirect({ to: '/', replace: true });
}
