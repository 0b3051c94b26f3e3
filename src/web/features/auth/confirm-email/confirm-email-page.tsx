import { getRouteApi } from '@tanstack/react-router';
import { ConfirmEmailScreen } from './confirm-email-screen';

const confirmRoute = getRouteApi('/register/confirm');
const verifyEmailRoute = getRouteApi('/register/verify-email');

/** /register/confirm?u= (after registering, or when the email is already registered). */
export function ConfirmEmailPage() {
  const { u } = confirmRoute.useSearch();
  return <ConfirmEmailScreen key={u} initialEmail={u} />;
}

/** /register/verify-email?u= (from the login's 'User not yet verified' link); the same screen. */
export function VerifyEmailPage() {
  const { u } = verifyEmailRoute.useSearch();
  return <ConfirmEmailScreen key={u} initialEmail={u} />;
}
