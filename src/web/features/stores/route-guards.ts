import { redirect } from '@tanstack/react-router';
import { resolveStoreSlug } from '@/domain/store-slugs';

/**
 * /store/{slug} (part 1 §2 route table): legacy slugs redirect to the current ones and
 * /store/choose goes to the locator, before anything renders.
 */
export function guardStoreSlug(slug: string): void {
  const route = resolveStoreSlug(slug);
  if (route.kind === 'locator') throw redirect({ to: route.path, replace: true });
  if (route.kind === 'redirect') throw redirect({ to: '/store/$storeSlug', params: { storeSlug: route.slug }, replace: true });
}
