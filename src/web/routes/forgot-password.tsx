import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/web/features/auth/password-reset/password-reset-pages';
import { emailSearchSchema } from '@/web/features/auth/search-params';

/** /forgot-password?u=: request a reset code by email. */
export const Route = createFileRoute('/forgot-password')({
  validateSearch: emailSearchSchema,
  component: ForgotPasswordPage,
});
