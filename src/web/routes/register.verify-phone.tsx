import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { verifyPhoneSearchSchema } from '@/web/features/auth/search-params';
import { RegisterVerifyPhonePage } from '@/web/features/auth/verify-phone/verify-phone-pages';

/** /register/verify-phone?next=: the registration's phone step; a code is texted on load. */
export const Route = createFileRoute('/register/verify-phone')({
  validateSearch: verifyPhoneSearchSchema,
  beforeLoad: ({ location }) => requireLogin(location),
  component: RegisterVerifyPhonePage,
});
