import { marketingSignupResponseSchema } from '@/api/content';
import { apiRequest } from '@/web/data/api-client';

/**
 * POST p/{brand}/marketing-signup (part 1 §7 "Marketing sign-up"). The dialog shows failures
 * itself (a 400 carries the email field's message), so no toast.
 */
export function postMarketingSignup(brandSlug: string, email: string) {
  return apiRequest(`p/${encodeURIComponent(brandSlug)}/marketing-signup`, {
    method: 'POST',
    body: { email },
    schema: marketingSignupResponseSchema,
    hideErrorToast: true,
  });
}
