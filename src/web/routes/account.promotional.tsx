import { createFileRoute } from '@tanstack/react-router';
import { AccountPromotionalPage } from '@/web/features/account/preferences/preference-pages';
import { requireLogin } from '@/web/features/auth/require-login';

/** /account/promotional: promotional preferences (part 2 §2); needs login. */
export const Route = createFileRoute('/account/promotional')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: AccountPromotionalPage,
});
