import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '@/web/features/auth/confirm-email/confirm-email-page';
import { emailSearchSchema } from '@/web/features/auth/search-params';

/** /register/confirm?u=: enter the email verification code. */
export const Route = createFileRoute('/register/confirm')({
  validateSearch: emailSearchSchema,
  component: ConfirmEmailPage,
});
