import type { ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '@/web/router';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';
import { NotFoundPage } from './lazy-not-found-page';

/**
 * The route options every brand page shares (part 1 §2): the other brand is sent home from a
 * main-brand-only page, and a page the store's state does not have (/faq in OH) is not found.
 */
export const brandPageRoute = {
  beforeLoad: ({ context, location }: { context: RouterContext; location: ParsedLocation }) => guardBrandPage(context.queryClient, location.pathname),
  notFoundComponent: NotFoundPage,
};
