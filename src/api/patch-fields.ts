import * as z from 'zod/mini';

/**
 * Every field of an object's shape made optional, for a PATCH body (`z.strictObject(optionalFields(…))`).
 * Written here rather than with z.partial: zod's modules sit in the shopper's entry bundle, so any of
 * their functions a console schema calls is shipped to every shopper; z.optional already is.
 */
export function optionalFields<Shape extends z.core.$ZodShape>(shape: Shape): { [Key in keyof Shape]: z.ZodMiniOptional<Shape[Key]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, z.optional(schema)])) as { [Key in keyof Shape]: z.ZodMiniOptional<Shape[Key]> };
}
