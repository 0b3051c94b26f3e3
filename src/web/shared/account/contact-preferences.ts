import type { OptPreference, OptType, User } from '@/api/user';
import { TRANSACTION_METHODS, type ContactMethod, type TransactionMethod } from '@/domain/contact-preferences';

/** The stored entry of one preference type, if the user has one (part 2 §3). */
export function preferenceOf(user: Pick<User, 'opt_preferences'>, type: OptType): OptPreference | undefined {
  return user.opt_preferences.find((entry) => entry.type === type);
}


export function transactionMethodOf(user: Pick<User, 'opt_preferences'>): TransactionMethod | undefined {
  const optIn = preferenceOf(user, 'transaction')?.opt_in;
  return TRANSACTION_METHODS.find((method) => method === optIn);
}

const LABELS: Record<ContactMethod, string> = { email: 'Email', text: 'Text Message', 'email,text': 'Email and Text Message', none: 'None' };

/** How a stored method reads on the account page. */
export function contactMethodLabel(method: ContactMethod | undefined): string {
  return method ? LABELS[method] : 'Not chosen yet';
}
