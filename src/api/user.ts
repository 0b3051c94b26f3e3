import * as z from 'zod/mini';
import { CONTACT_METHODS } from '@/domain/contact-preferences';
import { STATE_CODE_PATTERN, STATE_MESSAGE } from '@/domain/addresses';
import { VALID_PHONE_MESSAGE } from '@/domain/phone-number';
import { USAGE_TYPES } from '@/domain/usage-type';
import { truncateZip, ZIP_MESSAGE, ZIP_PATTERN } from '@/domain/zip-code';
import { MAX_ID, bodyId, listResponse, queryBoolean } from './common';
import { usPhoneSchema } from './phone';

/**
 * The signed-in user and the users calls of part 2 §7 (entities of part 2 §3). Every call acts on
 * the user of the Authorization token only; another user's address or card id answers 404.
 */

export { CONTACT_METHODS, PREFERENCE_VERSIONS, type ContactMethod } from '@/domain/contact-preferences';
export const OPT_TYPES = ['transaction', 'marketing'] as const;
export type OptType = (typeof OPT_TYPES)[number];


export const ASSOCIATION_STATUSES = ['pending', 'confirmed', 'rejected', 'suspended'] as const;
export type AssociationStatus = (typeof ASSOCIATION_STATUSES)[number];
export const EMPLOYEE_STATUSES = ['none', 'pending', 'confirmed'] as const;

/** User activity types the client records (part 2 §3 "User activity"). */
export const USER_ACTIVITY_TYPES = [
  'transaction_message_agreement',
  're_verify_phone',
  'marketing_dialog_ignore',
  'marketing_dialog_subscribe',
  'marketing_dialog_never_show',
  'first_time_transaction_popup',
  'sms_confirm_ignore',
] as const;
export const userActivitySchema = z.object({
  type: z.enum(USER_ACTIVITY_TYPES),
  version: z.string().check(z.minLength(1), z.maxLength(10)),
  created: z.optional(z.string()),
});
export type UserActivity = z.infer<typeof userActivitySchema>;

/** A contact preference as stored and read (part 2 §3 "Contact preference entry"). */
export const optPreferenceSchema = z.object({
  type: z.enum(OPT_TYPES),
  opt_in: z.enum(CONTACT_METHODS),
  version: z.string(),
  alpineSmsHasOptedIn: z.optional(z.boolean()),
  alpineSmsHasOptedOut: z.optional(z.boolean()),
  doubleOptInPending: z.optional(z.boolean()),
});
export type OptPreference = z.infer<typeof optPreferenceSchema>;

/** What the client sends: the server fixes the version and the double opt-in flags itself. */
export const optPreferenceInputSchema = z.object({ type: z.enum(OPT_TYPES), opt_in: z.enum(CONTACT_METHODS) });
export type OptPreferenceInput = z.infer<typeof optPreferenceInputSchema>;

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));

/** A postal address as answers give it: a saved address, or the copy an order keeps (part 2 §3). */
export const postalAddressFields = {
  address_1: z.string(),
  address_2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
};

export const addressSchema = z.object({ id: z.int(), ...postalAddressFields, is_default: z.boolean() });
export type Address = z.infer<typeof addressSchema>;

/**
 * A new or changed address: complete (part 2 §5: address_1, city, state and a 5-character zip), by
 * the rules of src/domain/addresses.ts that the address forms check too.
 */
export const addressInputSchema = z.object({
  address_1: required(120),
  address_2: z.optional(z.nullable(trimmed(120))),
  city: required(80),
  state: z.string().check(z.trim(), z.toUpperCase(), z.regex(STATE_CODE_PATTERN, STATE_MESSAGE)),
  zip: z.string().check(z.overwrite(truncateZip), z.regex(ZIP_PATTERN, ZIP_MESSAGE)),
  is_default: z.optional(z.boolean()),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export const updateAddressBodySchema = z.extend(addressInputSchema, { id: bodyId });
export const addressListSchema = listResponse(addressSchema);

export const medicalCardSchema = z.object({
  id: z.int(),
  state: z.string(),
  mmj_card_num: z.string(),
  /** The number as shown: its last 4 characters (part 2 §3). */
  mmj_card_last4: z.string(),
  mmj_card_exp_dt: z.string(),
  is_expired: z.boolean(),
});
export type MedicalCard = z.infer<typeof medicalCardSchema>;
/** users/op/update-med-card: with id it edits that card (its state cannot change), else adds one. */
export const medicalCardInputSchema = z.object({
  id: z.optional(bodyId),
  state: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'Choose a state')),
  mmj_card_num: z.string().check(z.maxLength(40)),
  mmj_card_exp_dt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date')),
});

export const storeAssociationSchema = z.object({
  store_id: z.int(),
  association_type: z.enum(USAGE_TYPES),
  status: z.enum(ASSOCIATION_STATUSES),
  state: z.string(),
});
export type StoreAssociation = z.infer<typeof storeAssociationSchema>;
export const associateStoreBodySchema = z.object({
  store_id: bodyId,
  association_type: z.enum(USAGE_TYPES),
  /** The create_association dialog's card number (medical; at least 5 characters, part 2 §5). */
  mmj_card_num: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});

/** Points from our ledger (DECISIONS.md "Rewards provider"); 40 points = $1. */
export const userLoyaltySchema = z.object({
  is_enrolled: z.boolean(),
  available_points: z.int(),
  pending_points: z.int(),
  loyalty_points: z.int(),
  cart_eligible_points: z.int(),
});
export type UserLoyalty = z.infer<typeof userLoyaltySchema>;

export const userSchema = z.object({
  id: z.int(),
  first: z.string(),
  last: z.string(),
  email: z.string(),
  phone: z.string(),
  is_phone_verified: z.boolean(),
  twilio_prev_verified: z.boolean(),
  receive_marketing: z.boolean(),
  employee_status: z.enum(EMPLOYEE_STATUSES),
  is_employee: z.boolean(),
  is_portal_user: z.boolean(),
  is_loyalty_enrolled: z.boolean(),
  created: z.string(),
  audience_keys: z.array(z.string()),
  addresses: z.array(addressSchema),
  medical_cards: z.array(medicalCardSchema),
  user_activities: z.array(userActivitySchema),
  opt_preferences: z.array(optPreferenceSchema),
  user_store_associations: z.array(storeAssociationSchema),
  /** Present when asked with include_loyalty=true. */
  user_loyalty: z.optional(userLoyaltySchema),
});
export type User = z.infer<typeof userSchema>;

export const getMeQuerySchema = z.object({
  refresh: queryBoolean,
  include_loyalty: queryBoolean,
  from_cart: queryBoolean,
});

/** users/op/update-me: only first, last and phone, or opt_preferences entries (part 2 §5 "Account edit"). */
export const updateMeBodySchema = z.object({
  first: z.optional(required(80)),
  last: z.optional(required(80)),
  phone: z.optional(usPhoneSchema(VALID_PHONE_MESSAGE)),
  opt_preferences: z.optional(z.array(optPreferenceInputSchema).check(z.minLength(1), z.maxLength(2))),
});
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

export const confirmPhoneBodySchema = z.object({
  verification_code: z.string().check(z.trim(), z.minLength(1, 'Verification code is required'), z.maxLength(12)),
});
export const updateActivityBodySchema = z.object({ type: z.enum(USER_ACTIVITY_TYPES), version: z.string().check(z.minLength(1), z.maxLength(10)) });
export const loyaltyEnrollmentBodySchema = z.object({ loyalty: z.boolean() });
export const loyaltyStatusQuerySchema = z.object({ service: z.optional(z.literal('aiq')) });
export const idParamSchema = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,9}$/), z.refine((id) => Number(id) <= MAX_ID)) });
export const deletedResponseSchema = z.object({ ok: z.boolean(), id: z.int() });

/** Error codes of users answers the client branches on. */
export const USER_ERROR_CODES = {
  /** 409: verify the phone first (text notices, rewards); the client sends the user to verification. */
  phoneNotVerified: 'PhoneNotVerified',
} as const;

/** Messages of the users calls (part 2 §8), shared by the server's answers and the screens. */
export const USER_MESSAGES = {
  phoneNotVerified: 'Your phone number has not yet been verified.',
  phoneReverify: "We've made some changes to our text messaging service. This phone number needs to be re-verified.",
  phoneChanged: 'Phone number changed succesfully.',
  preferenceSaved: 'Your contact preference has been saved.',
  couldNotUpdate: 'Could not update user profile',
  couldNotVerifyPhone: 'Could not verify phone code',
  couldNotSendPhoneCode: 'Could not send phone verification code',
  invalidPhone: 'Invalid phone number, please try again.',
  medCardError: 'Error saving med card details.',
  associationDenied: 'Sorry. Your request has been denied. Please email us if you have questions.',
  associationFailed: 'Sorry. Failure to create new association.',
  cardStateFixed: 'The state of a medical card cannot be changed.',
  employeeNotEligible: 'Employee discount customers are not eligible for the rewards program.',
  addressNotFound: 'Address not found.',
  cardNotFound: 'Medical card not found.',
  invalidAddress: 'Invalid address. Please enter a different address.',
} as const;
