import { createFileRoute } from '@tanstack/react-router';
import { MedCardPage } from '@/web/features/account/med-card/med-card-page';
import { medCardSearchSchema } from '@/web/features/account/med-card/med-card-search';
import { requireLogin } from '@/web/features/auth/require-login';

/** /med-card/{id|new}, with pid or account saying where to return (part 2 §2); needs login. */
export const Route = createFileRoute('/med-card/$id')({
  validateSearch: medCardSearchSchema,
  beforeLoad: ({ location }) => requireLogin(location),
  component: MedCardPage,
});
