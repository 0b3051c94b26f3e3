import { getRouteApi } from '@tanstack/react-router';
import { VerifyPhoneScreen } from './verify-phone-screen';

const accountRoute = getRouteApi('/account/verify-phone');
const registerRoute = getRouteApi('/register/verify-phone');

/** /register/verify-phone?next=: the registration's phone step, then /register/transactions (or `next`). */
export function RegisterVerifyPhonePage() {
  const { next } = registerRoute.useSearch();
  return <VerifyPhoneScreen mode="register" next={next} />;
}

/** /account/verify-phone?next=: verify or re-verify from the account, then back there (or to `next`). */
export function AccountVerifyPhonePage() {
  const { next } = accountRoute.useSearch();
  return <VerifyPhoneScreen mode="account" next={next} />;
}
