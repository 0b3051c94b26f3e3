import { createFileRoute } from '@tanstack/react-router';
import { AccountTransactionalPage } from '@/web/features/account/preferences/preference-pages';
import { transactionalSearchSchema } from '@/web/features/account/preferences/preference-search';
import { requireLogin } from '@/web/features/auth/require-login';

/** /account/transactional: order-notification contact method (part 2 §2); needs login. */
export const Route = createFileRoute('/account/transactional')({
  validateSearch: transactionalSearchSchema,
  beforeLoad: ({ location }) => requireLogin(location),
  component: AccountTransactionalPage,
});
