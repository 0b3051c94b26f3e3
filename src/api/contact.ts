import * as z from 'zod/mini';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import { CONTACT_MESSAGES, INQUIRY_TYPES, LOYALTY_SUB_SECTIONS } from '@/domain/contact-form';
import { USAGE_TYPES } from '@/domain/usage-type';
import { bodyId } from './common';
import { blankOrUsPhoneSchema } from './phone';

/**
 * Contact and support requests and their uploads (part 2 §3 "Contact request", §7 "Other").
 * The per-type required fields are src/domain/contact-form.ts `contactFormProblems`, which the form
 * and the server both run; this schema only checks shapes and lengths.
 */

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** Most links a request may carry (a returns request shows a handful of photos or clips). */
export const MAX_CONTACT_IMAGES = 10;

/**
 * POST p/{product}_contact. The server takes name, email and phone of a signed-in user from the
 * account (§5), and decides itself what the spec's client sent besides: request_type, subject,
 * send_to, app_name, store_info, product_name, product_info, bt_batch and tags come from the rows,
 * so such keys in a body are ignored.
 */
export const contactRequestBodySchema = z.object({
  section: z.enum(INQUIRY_TYPES),
  sub_section: optional(z.enum(LOYALTY_SUB_SECTIONS)),
  name: optional(trimmed(120)),
  email: optional(trimmed(254)),
  /** Optional (§5): blank is none; else a US number, answered as its 10 digits. */
  phone: optional(blankOrUsPhoneSchema(CONTACT_MESSAGES.phone)),
  message: trimmed(5000),
  /** The usage type (visitors choose it). */
  customer_type: optional(z.enum(USAGE_TYPES)),
  store_id: optional(bodyId),
  order_id: optional(bodyId),
  product_id: optional(bodyId),
  /** Links answered by POST uploads (or their keys); each must be the sender's own upload. */
  images: z.optional(z.array(trimmed(300)).check(z.maxLength(MAX_CONTACT_IMAGES))),
});
export type ContactRequestBody = z.infer<typeof contactRequestBodySchema>;

/** §3 "Response read": success, mc_response.id (the request number), mc_response.email_address, errors. */
export const contactResponseSchema = z.object({
  success: z.boolean(),
  mc_response: z.nullable(z.object({ id: z.int(), email_address: z.string() })),
  errors: z.optional(z.array(z.string())),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** {product} is the brand's slug: /api/p/apotheca_contact. Another brand's list answers 404. */
export const contactListParamSchema = z.object({ product: z.string() });

/** The server's storage keys: 32 random hex digits. */
export const UPLOAD_KEY_PATTERN = /^[a-f0-9]{32}$/;
export const uploadKeyParamSchema = z.object({ key: z.string().check(z.regex(UPLOAD_KEY_PATTERN, 'Unknown file')) });

/** POST uploads answers the stored file: `link` is what a contact request's images carry. */
export const uploadSchema = z.object({
  link: z.string(),
  key: z.string(),
  name: z.string(),
  size: z.int(),
  type: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** Part 1 §8: the toasts of a refused upload; the server answers 413 and 415 with the same words. */
export const UPLOAD_MESSAGES = {
  tooLarge: 'File is too large',
  typeNotAllowed: 'File type not allowed',
} as const;

/** Images and videos only (§5; a video is told by its 'video' type prefix, §3). */
export const isUploadType = (type: string) => type.startsWith('image/') || type.startsWith('video/');
export const isVideoType = (type: string) => type.startsWith('video');

/**
 * Why a picked file cannot be uploaded, before it is sent (the server checks again, and also reads
 * the file's first bytes): more than 10485760 bytes, or not an image or video (part 2 §5, §9).
 */
export function uploadRejection(file: { size: number; type: string }): string | undefined {
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (!isUploadType(file.type)) return UPLOAD_MESSAGES.typeNotAllowed;
  return undefined;
}
