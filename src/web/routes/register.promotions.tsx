import { createFileRoute } from '@tanstack/react-router';
import { RegisterPromotionsPage } from '@/web/features/account/preferences/preference-pages';
import { requireLogin } from '@/web/features/auth/require-login';

/** /register/promotions: registration's promotional step (part 2 §2); needs login. */
export const Route = createFileRoute('/register/promotions')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: RegisterPromotionsPage,
});
