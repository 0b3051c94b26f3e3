import { getRouteApi } from '@tanstack/react-router';
import { LoginScreen } from './login-screen';

const route = getRouteApi('/login');

/** /login?u=&from= */
export function LoginPage() {
  const { u, from } = route.useSearch();
  return <LoginScreen key={u} initialEmail={u} from={from} />;
}
