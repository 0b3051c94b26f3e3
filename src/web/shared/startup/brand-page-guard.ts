import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { brandPageOutcome } from '@/domain/brand-pages';
import { storeBreakdownQueryOptions } from './api/get-store-breakdown';
import { shoppingState } from '@/web/state/shopping';

/**
 * Route beforeLoad of the brand pages (part 1 §2): the other brand is sent home from
 * main-brand-only pages, and /faq is not found in OH. The root route has already resolved startup,
 * so this reads the cached answer.
 */
export async function guardBrandPage(queryClient: QueryClient, pathname: string): Promise<void> {
  const startup = await queryClient
    .ensureQueryData(storeBreakdownQueryOptions(shoppingState.storeSlug, shoppingState.usageType))
    .catch(() => undefined);
  const app = startup?.data[0];
  // Without a startup answer the root shows the maintenance page; nothing to decide here.
  if (!app) return;
  const outcome = brandPageOutcome(pathname, { isMainBrand: app.is_main_brand, state: app.store?.state });
  if (outcome.kind === 'redirect') throw redirect({ href: outcome.to, replace: true });
  if (outcome.kind === 'not-found') throw notFound();
}
