import * as z from 'zod/mini';

/** The transactional screens' query: optin=text when back from phone verification (part 2 §4). */
export const transactionalSearchSchema = z.object({
  optin: z.catch(z.optional(z.literal('text')), undefined),
});
