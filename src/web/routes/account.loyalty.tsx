import { createFileRoute } from '@tanstack/react-router';
import { LoyaltyScreen } from '@/web/features/account/loyalty/loyalty-screen';
import { requireLogin } from '@/web/features/auth/require-login';

/** /account/loyalty: join or leave rewards (part 2 §2); needs login. */
export const Route = createFileRoute('/account/loyalty')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: LoyaltyScreen,
});
