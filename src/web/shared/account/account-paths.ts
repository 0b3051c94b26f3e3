/** Where the account screens lead (part 2 §2). */
export const ACCOUNT_PATH = '/account';
export const LOYALTY_PATH = '/account/loyalty';
export const TRANSACTIONAL_PATH = '/account/transactional';
export const PROMOTIONAL_PATH = '/account/promotional';
export const REGISTER_TRANSACTIONS_PATH = '/register/transactions';
export const REGISTER_PROMOTIONS_PATH = '/register/promotions';

/** Account screens and the registration steps share the preference screens. */
export type PreferenceFlow = 'account' | 'register';

/**
 * The phone verification screen, returning to `next` once the phone is verified. Extra query
 * entries (optin=text) tell the verification screen why it was opened.
 */
export function verifyPhonePath(next: string, flow: PreferenceFlow = 'account', extra: Record<string, string> = {}): string {
  const base = flow === 'register' ? '/register/verify-phone' : '/account/verify-phone';
  return `${base}?${new URLSearchParams({ next, ...extra }).toString()}`;
}

export function editAddressPath(id: number | 'new'): string {
  return `/account/edit-address/${id}`;
}

/** The medical card screen, opened from My Account (returns there). */
export function medCardPath(id: number | 'new'): string {
  return `/med-card/${id}?account=true`;
}

export function registerSuccessPath(email: string): string {
  return `/register/success?${new URLSearchParams({ u: email }).toString()}`;
}
