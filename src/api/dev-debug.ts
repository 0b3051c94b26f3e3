import * as z from 'zod/mini';
import { USAGE_TYPES } from '@/domain/usage-type';
import { queryId } from './common';
import type { ApiOperation } from './operation';

/**
 * The debug panel's calls (part 1 §4 "A secret key sequence toggles a debug panel (not in production)
 * that shows and toggles store switches, user flags and loyalty points"). Development only:
 * production answers 404 and so does any caller that is not this machine.
 */

/** The store switches the storefront reads for one usage type (part 1 §3 store fields, §4 add-to-cart order). */
export const debugStoreSwitchesSchema = z.object({
  store_id: z.number(),
  usage_type: z.enum(USAGE_TYPES),
  /** temp_closed_{med,rec}: null (open), 'ordering_off' (orders temporarily off) or 'closed' (temporarily closed). */
  temp_closed: z.nullable(z.enum(['closed', 'ordering_off'])),
  carts_disabled: z.boolean(),
  users_disabled: z.boolean(),
  add_override: z.boolean(),
  pickup: z.boolean(),
  curbside: z.boolean(),
  delivery: z.boolean(),
});
export type DebugStoreSwitches = z.infer<typeof debugStoreSwitchesSchema>;
export type DebugStoreSwitchName = Exclude<keyof DebugStoreSwitches, 'store_id' | 'usage_type' | 'temp_closed'>;
export const DEBUG_STORE_SWITCHES = ['carts_disabled', 'users_disabled', 'add_override', 'pickup', 'curbside', 'delivery'] as const satisfies readonly DebugStoreSwitchName[];

export const debugStoreQuerySchema = z.object({ store_id: queryId, usage_type: z.enum(USAGE_TYPES) });

/** Only the switches sent change. */
export const debugStoreBodySchema = z.object({
  store_id: z.number().check(z.int(), z.positive()),
  usage_type: z.enum(USAGE_TYPES),
  temp_closed: z.optional(z.nullable(z.enum(['closed', 'ordering_off']))),
  carts_disabled: z.optional(z.boolean()),
  users_disabled: z.optional(z.boolean()),
  add_override: z.optional(z.boolean()),
  pickup: z.optional(z.boolean()),
  curbside: z.optional(z.boolean()),
  delivery: z.optional(z.boolean()),
});
export type DebugStoreBody = z.infer<typeof debugStoreBodySchema>;

/** The signed-in user's flags the storefront reads (part 2 §3 user, §4 loyalty) and their points. */
export const debugUserSchema = z.object({
  user_id: z.number(),
  employee_status: z.enum(['none', 'pending', 'confirmed']),
  is_phone_verified: z.boolean(),
  loyalty_enrolled: z.boolean(),
  /** Available points: the loyalty ledger's sum, never below zero. */
  available_points: z.number(),
});
export type DebugUser = z.infer<typeof debugUserSchema>;

/** Only the flags sent change. */
export const debugUserBodySchema = z.object({
  employee_status: z.optional(z.enum(['none', 'confirmed'])),
  is_phone_verified: z.optional(z.boolean()),
  loyalty_enrolled: z.optional(z.boolean()),
});
export type DebugUserBody = z.infer<typeof debugUserBodySchema>;

export const DEBUG_POINTS_MAX_CHANGE = 100_000;
/** Points to add (positive) or remove (negative) through the loyalty ledger; a removal stops at zero. */
export const debugPointsBodySchema = z.object({
  points: z.number().check(
    z.int(),
    z.minimum(-DEBUG_POINTS_MAX_CHANGE),
    z.maximum(DEBUG_POINTS_MAX_CHANGE),
    z.refine((points) => points !== 0, 'Must not be 0'),
  ),
});
export type DebugPointsBody = z.infer<typeof debugPointsBodySchema>;

const DEV = 'Development only (404 in production and off this machine): ';

export const devDebugPaths = {
  devDebugStore: { method: 'get', path: '/dev/debug/store-switches', summary: `${DEV}a store's switches for a usage type`, tag: 'dev', query: debugStoreQuerySchema, response: debugStoreSwitchesSchema, errors: [400, 404] },
  devDebugSetStore: { method: 'post', path: '/dev/debug/store-switches', summary: `${DEV}change a store's switches for a usage type`, tag: 'dev', body: debugStoreBodySchema, response: debugStoreSwitchesSchema, errors: [400, 404] },
  devDebugUser: { method: 'get', path: '/dev/debug/user', summary: `${DEV}the signed-in user's flags and points`, tag: 'dev', response: debugUserSchema, errors: [401, 404] },
  devDebugSetUser: { method: 'post', path: '/dev/debug/user', summary: `${DEV}change the signed-in user's flags`, tag: 'dev', body: debugUserBodySchema, response: debugUserSchema, errors: [400, 401, 404] },
  devDebugPoints: { method: 'post', path: '/dev/debug/points', summary: `${DEV}add or remove the signed-in user's points through the loyalty ledger`, tag: 'dev', body: debugPointsBodySchema, response: debugUserSchema, errors: [400, 401, 404] },
} as const satisfies Record<string, ApiOperation>;
