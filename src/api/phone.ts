import * as z from 'zod/mini';
import { canonicalPhone, isValidPhone } from '@/domain/phone-number';

/** Longest phone text accepted: '+1 (845) 555-0142' with room for generous spacing. */
export const PHONE_MAX_LENGTH = 32;

const phoneText = (message: string) => z.string().check(z.trim(), z.maxLength(PHONE_MAX_LENGTH, { error: message, abort: true }));

/**
 * A phone field of a request (src/domain/phone-number.ts): a US number in any of its written forms,
 * answered as its canonical 10 digits; anything else is a field error with `message`, the message
 * the spec gives that form.
 */
export const usPhoneSchema = (message: string) => phoneText(message).check(z.refine(isValidPhone, message), z.overwrite(canonicalPhone));

/** An optional phone field: blank stays '' (no phone); anything else must be a US number, as above. */
export const blankOrUsPhoneSchema = (message: string) =>
  phoneText(message).check(
    z.refine((phone) => phone === '' || isValidPhone(phone), message),
    z.overwrite(canonicalPhone),
  );
