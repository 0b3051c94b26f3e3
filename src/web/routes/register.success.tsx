import { createFileRoute } from '@tanstack/react-router';
import { RegisterSuccessPage } from '@/web/features/auth/register/register-success-page';
import { emailSearchSchema } from '@/web/features/auth/search-params';

/** /register/success?u=: the closing dialog of registration. */
export const Route = createFileRoute('/register/success')({
  validateSearch: emailSearchSchema,
  component: RegisterSuccessPage,
});
