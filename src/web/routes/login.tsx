import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/web/features/auth/login/login-page';
import { redirectWhenSignedIn } from '@/web/features/auth/redirect-when-signed-in';
import { loginSearchSchema } from '@/web/features/auth/search-params';

/** /login?u=&from=: sign in; already signed in goes straight to `from` (or home). */
export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ search }) => redirectWhenSignedIn(search.from),
  component: LoginPage,
});
