import type { CustomerSearchResult, StaffOrderCustomer } from '@/api/staff-orders';
import { STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { isValidEmail, normalizeEmail } from '@/domain/contact-rules';
import { usPhoneDigits } from '@/domain/phone-number';

/**
 * The Create New Order form (part 2 §3 "Staff new-order state", §5 Checkout "Staff"): a new customer
 * by phone, email or anonymous under a name, or an existing one found by search. Validated as the
 * server validates it (src/api/staff-orders.ts, src/domain/phone-number.ts), so a mistake is said
 * under its field before anything is sent; the server's own field errors land in the same places.
 */

export type CustomerTab = 'new' | 'existing';
export type NewCustomerBy = 'phone' | 'email' | 'anonymous';

export interface NewCustomerDraft {
  by: NewCustomerBy;
  phone: string;
  email: string;
  first: string;
  last: string;
}

export const EMPTY_NEW_CUSTOMER: NewCustomerDraft = { by: 'phone', phone: '', email: '', first: '', last: '' };

/** Field errors by the server's keys; `customer` is the form's own ('Please select a customer first.'). */
export type StartOrderField = 'customer' | 'usage_type' | 'phone' | 'email' | 'first' | 'last';
export type StartOrderErrors = Partial<Record<StartOrderField, string>>;

/** The one field a new customer of this kind must give. */
const KEY_FIELD: Record<NewCustomerBy, 'phone' | 'email' | 'first'> = { phone: 'phone', email: 'email', anonymous: 'first' };

/** Whether a customer is chosen: one picked from the search, or the new customer's key field typed. */
export function customerChosen(tab: CustomerTab, draft: NewCustomerDraft, selected: CustomerSearchResult | undefined): boolean {
  return tab === 'existing' ? selected !== undefined : draft[KEY_FIELD[draft.by]].trim() !== '';
}

const optionalNames = (draft: NewCustomerDraft) => ({
  ...(draft.first.trim() && { first: draft.first.trim() }),
  ...(draft.last.trim() && { last: draft.last.trim() }),
});

/** The start-order customer, or the errors to show under the fields (nothing is sent then). */
export function startOrderCustomer(
  tab: CustomerTab,
  draft: NewCustomerDraft,
  selected: CustomerSearchResult | undefined,
): { customer: StaffOrderCustomer } | { errors: StartOrderErrors } {
  if (!customerChosen(tab, draft, selected)) return { errors: { customer: STAFF_ORDER_MESSAGES.selectCustomer } };
  if (tab === 'existing') return { customer: { type: 'existing', user_id: selected!.id } };
  switch (draft.by) {
    case 'phone': {
      const phone = usPhoneDigits(draft.phone);
      return phone ? { customer: { type: 'new', by: 'phone', phone, ...optionalNames(draft) } } : { errors: { phone: STAFF_ORDER_MESSAGES.validPhone } };
    }
    case 'email': {
      const email = normalizeEmail(draft.email);
      return isValidEmail(email) ? { customer: { type: 'new', by: 'email', email, ...optionalNames(draft) } } : { errors: { email: STAFF_ORDER_MESSAGES.validEmail } };
    }
    case 'anonymous':
      return draft.first.trim()
        ? { customer: { type: 'new', by: 'anonymous', first: draft.first.trim(), ...(draft.last.trim() && { last: draft.last.trim() }) } }
        : { errors: { first: STAFF_ORDER_MESSAGES.nameRequired } };
  }
}

/** A 400's field errors in the form's places (user_id means the chosen customer). */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): StartOrderErrors | undefined {
  if (!fields) return undefined;
  const errors: StartOrderErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!message) continue;
    const field: StartOrderField = key === 'user_id' || key === 'store_id' ? 'customer' : (key as StartOrderField);
    errors[field] ??= message;
  }
  return Object.keys(errors).length ? errors : undefined;
}
