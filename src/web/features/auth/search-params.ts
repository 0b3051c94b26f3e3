import * as z from 'zod/mini';

/** Search params of the sign-in routes; anything malformed is dropped rather than failing the page. */

const optionalText = z.catch(z.optional(z.string().check(z.maxLength(2048))), undefined);

/** /login: u pre-fills the email; from is the return path (double-encoded). */
export const loginSearchSchema = z.object({ u: optionalText, from: optionalText });

/** /register: the step (1 or 2) and the return path carried over from /login. */
export const registerSearchSchema = z.object({
  step: z.catch(z.optional(z.union([z.literal(1), z.literal(2)])), undefined),
  from: optionalText,
});

/** Pages that act on one email: /register/confirm, /register/verify-email, /register/success, the reset pages. */
export const emailSearchSchema = z.object({ u: optionalText });

/** /account/verify-phone: `next` is where to go after success (a same-site path, e.g. /account/transactional). */
export const verifyPhoneSearchSchema = z.object({ next: optionalText });
