import { createFileRoute } from '@tanstack/react-router';
import { VerifyPasswordChangePage } from '@/web/features/auth/password-reset/password-reset-pages';
import { emailSearchSchema } from '@/web/features/auth/search-params';

/** /verify-password-change?u=: the reset code and a new password. */
export const Route = createFileRoute('/verify-password-change')({
  validateSearch: emailSearchSchema,
  component: VerifyPasswordChangePage,
});
