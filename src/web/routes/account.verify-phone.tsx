import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { verifyPhoneSearchSchema } from '@/web/features/auth/search-params';
import { AccountVerifyPhonePage } from '@/web/features/auth/verify-phone/verify-phone-pages';

/** /account/verify-phone?next=: verify or re-verify the phone, then back to the account (or `next`). */
export const Route = createFileRoute('/account/verify-phone')({
  validateSearch: verifyPhoneSearchSchema,
  beforeLoad: ({ location }) => requireLogin(location),
  component: AccountVerifyPhonePage,
});
