import { contentPaths } from '@/api/content-paths';
import { call } from '@/web/data/call';

/**
 * POST p/{brand}/marketing-signup (part 1 §7 "Marketing sign-up"). The dialog shows failures
 * itself (a 400 carries the email field's message), so no toast.
 */
export function postMarketingSignup(brandSlug: string, email: string) {
  return call(contentPaths.marketingSignup, { params: { brand: brandSlug }, body: { email } }, { hideErrorToast: true });
}
