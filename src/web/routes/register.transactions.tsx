import { createFileRoute } from '@tanstack/react-router';
import { RegisterTransactionsPage } from '@/web/features/account/preferences/preference-pages';
import { transactionalSearchSchema } from '@/web/features/account/preferences/preference-search';
import { requireLogin } from '@/web/features/auth/require-login';

/** /register/transactions: registration's order-notification step (part 2 §2); needs login. */
export const Route = createFileRoute('/register/transactions')({
  validateSearch: transactionalSearchSchema,
  beforeLoad: ({ location }) => requireLogin(location),
  component: RegisterTransactionsPage,
});
