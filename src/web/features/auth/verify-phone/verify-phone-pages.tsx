import { getRouteApi } from '@tanstack/react-router';
import { VerifyPhoneScreen } from './verify-phone-screen';

const accountRoute = getRouteApi('/account/verify-phone');

/** /register/verify-phone: the registration's phone step. */
export function RegisterVerifyPhonePage() {
  return <VerifyPhoneScreen mode="register" />;
}

/** /account/verify-phone?next=: verify or re-verify from the account, then back there (or to `next`). */
export function AccountVerifyPhonePage() {
  const { next } = accountRoute.useSearch();
  return <VerifyPhoneScreen mode="account" next={next} />;
}
