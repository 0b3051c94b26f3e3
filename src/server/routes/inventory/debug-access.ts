import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { optionalUser, type SignedInUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { staffStoreIds } from '@/server/services/staff/staff-access';

/** The query values queryBoolean (src/api/common.ts) reads as true. */
const asksForDebug = (value: string | undefined) => value === 'true' || value === '1';

/**
 * Reads the caller's Bearer token only when the request asks for the debug fields: every other catalog
 * read stays free of account lookups (the catalog must answer 300 requests per second from its cache).
 */
export const userWhenDebugAsked = createMiddleware<AppEnv>((c, next) =>
  asksForDebug(c.req.query('debug')) ? optionalUser(c, next) : next(),
);

/**
 * The stores whose admin-only debug fields (part 1 §3) this caller may see: those a signed-in portal
 * user works at (part 1 §6, part 2 §6). Anyone else gets none, and debug=true is then ignored silently.
 */
export async function debugStoreIds(c: Context<AppEnv>, asked: boolean | undefined): Promise<readonly number[]> {
  const user = c.get('user') as SignedInUser | undefined;
  if (!asked || !user) return [];
  return staffStoreIds(c.get('db'), user);
}

/** A debug answer is one person's view of stock: never kept by a browser or a shared cache. */
export function markPrivate(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'private, no-store');
}
