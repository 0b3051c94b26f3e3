import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '@/web/features/auth/confirm-email/confirm-email-page';
import { emailSearchSchema } from '@/web/features/auth/search-params';

/** /register/verify-email?u=: email verification (from the login's 'not yet verified' link). */
export const Route = createFileRoute('/register/verify-email')({
  validateSearch: emailSearchSchema,
  component: VerifyEmailPage,
});
