import { createFileRoute } from '@tanstack/react-router';
import { AddressEditPage } from '@/web/features/account/addresses/address-edit-page';
import { requireLogin } from '@/web/features/auth/require-login';

/** /account/edit-address/{id|new} (part 2 §2); needs login. */
export const Route = createFileRoute('/account/edit-address/$id')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: AddressEditPage,
});
