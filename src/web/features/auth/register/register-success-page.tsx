import { getRouteApi } from '@tanstack/react-router';
import { RegisterSuccessScreen } from './register-success-screen';

const route = getRouteApi('/register/success');

/** /register/success?u= */
export function RegisterSuccessPage() {
  const { u } = route.useSearch();
  return <RegisterSuccessScreen email={u} />;
}
