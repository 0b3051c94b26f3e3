import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { RegisterVerifyPhonePage } from '@/web/features/auth/verify-phone/verify-phone-pages';

/** /register/verify-phone: the registration's phone step; a code is texted on load. */
export const Route = createFileRoute('/register/verify-phone')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: RegisterVerifyPhonePage,
});
