import type * as z from 'zod/mini';
import { registerBodySchema } from '@/api/auth';
import type { Store } from '@/api/store';
import { PREFERENCE_VERSIONS } from '@/api/user';
import { COUNTRY_CODE } from '@/domain/constants';
import type { UsageType } from '@/domain/usage-type';
import { issuesToFieldErrors, type FieldErrors } from '../auth-errors';
import type { RegistrationDraft } from './registration-draft';
import { registrationStepOneFilled } from '@/domain/account-forms';

export type RegisterBodyInput = z.input<typeof registerBodySchema>;

/** Fields of step 1; an error on any of them sends the user back there. */
export const STEP_ONE_FIELDS = ['first', 'last', 'email', 'phone', 'username'] as const;

/**
 * The registration submission (part 2 §3, §7): with the transaction agreement checked, order
 * notices go by email and the agreement is recorded (version 1.0); without it, none. The store
 * and usage type being shopped become the first store association.
 */
export function registerBody(
  draft: RegistrationDraft,
  password: string,
  confirmPassword: string,
  shopping: { store: Store | undefined; usageType: UsageType },
): RegisterBodyInput {
  return {
    first: draft.first,
    last: draft.last,
    email: draft.email,
    phone: draft.phone,
    password,
    confirm_password: confirmPassword,
    opt_preferences: [{ type: 'transaction', opt_in: draft.agreed ? 'email' : 'none' }],
    ...(draft.agreed ? { user_activities: [{ type: 'transaction_message_agreement', version: PREFERENCE_VERSIONS.transactionAtRegistration }] } : {}),
    is_email_primary: true,
    country_code: COUNTRY_CODE,
    state: shopping.store?.state,
    store_id: shopping.store?.id,
    association_type: shopping.usageType,
  };
}

/** Step 1 is complete enough for Next: all four fields have something in them (part 2 §5). */
/** Step 1's Next rule (part 2 §5), from src/domain. */
export const stepOneFilled = (draft: RegistrationDraft): boolean => registrationStepOneFilled(draft);

/** Errors of step 1's fields by the request's own schema (the server checks the same). */
export function stepOneErrors(draft: RegistrationDraft): FieldErrors {
  const result = registerBodySchema.safeParse(registerBody(draft, '', '', { store: undefined, usageType: 'recreational' }));
  if (result.success) return {};
  const errors = issuesToFieldErrors(result.error.issues);
  return Object.fromEntries(Object.entries(errors).filter(([name]) => (STEP_ONE_FIELDS as readonly string[]).includes(name)));
}

/** Errors from the server keyed for the form: the email is the username. */
export function formFieldErrors(errors: FieldErrors): FieldErrors {
  const { username, ...rest } = errors;
  return username && !rest.email ? { ...rest, email: username } : rest;
}

export function hasStepOneError(errors: FieldErrors): boolean {
  return STEP_ONE_FIELDS.some((name) => errors[name] !== undefined);
}
