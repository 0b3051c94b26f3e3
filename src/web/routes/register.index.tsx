import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/web/features/auth/register/register-page';
import { registerSearchSchema } from '@/web/features/auth/search-params';

/** /register?step=1|2: create an account in two steps. */
export const Route = createFileRoute('/register/')({
  validateSearch: registerSearchSchema,
  component: RegisterPage,
});
