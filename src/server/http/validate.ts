import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import * as z from 'zod/mini';
import { badRequest } from './errors';

/**
 * zod validation for a request part; bad input answers 400 with the errors per field, never 500.
 * Handlers read the parsed value with c.req.valid(target).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodMiniType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const flat = z.flattenError(result.error as z.core.$ZodError);
      const fields: Record<string, string[]> = {};
      for (const [key, messages] of Object.entries(flat.fieldErrors)) {
        if (Array.isArray(messages) && messages.length) fields[key] = messages as string[];
      }
      if (flat.formErrors.length) fields._ = flat.formErrors;
      throw badRequest('Invalid request.', fields);
    }
  });
}
