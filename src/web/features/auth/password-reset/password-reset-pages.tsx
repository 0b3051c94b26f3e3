import { getRouteApi } from '@tanstack/react-router';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { VerifyPasswordChangeScreen } from './verify-password-change-screen';

const forgotRoute = getRouteApi('/forgot-password');
const verifyRoute = getRouteApi('/verify-password-change');

/** /forgot-password?u= (u pre-fills the email, as the login's link passes it). */
export function ForgotPasswordPage() {
  const { u } = forgotRoute.useSearch();
  return <ForgotPasswordScreen key={u} initialEmail={u} />;
}

/** /verify-password-change?u= */
export function VerifyPasswordChangePage() {
  const { u } = verifyRoute.useSearch();
  return <VerifyPasswordChangeScreen key={u} initialEmail={u} />;
}
