import { createFileRoute } from '@tanstack/react-router';
import { AccountScreen } from '@/web/features/account/account-screen';
import { requireLogin } from '@/web/features/auth/require-login';

/** /account 'My Account' (part 2 §2); needs login. */
export const Route = createFileRoute('/account/')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: AccountScreen,
});
