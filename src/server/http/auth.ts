import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_HEADERS } from '@/api/common';
import { STAFF_MESSAGES } from '@/api/staff';
import { users } from '../db/schema';
import { verifyAccessToken } from '../services/auth/access-tokens';
import type { AppEnv } from './context';
import { forbidden, unauthorized } from './errors';

export type SignedInUser = typeof users.$inferSelect;

/** The user of the request's Bearer token, when it is valid for this brand and the account exists. */
async function userFromToken(c: Context<AppEnv>): Promise<SignedInUser | undefined> {
  const header = c.req.header(API_HEADERS.authorization);
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return undefined;
  const claims = await verifyAccessToken(token, c.get('config').AUTH_SECRET);
  if (!claims || claims.orderingAppId !== c.get('orderingAppId')) return undefined;
  const [row] = await c.get('db').select().from(users).where(eq(users.id, claims.userId)).limit(1);
  return row && row.orderingAppId === claims.orderingAppId && row.emailConfirmedAt ? row : undefined;
}

/** 401 without a valid token (the client then clears its tokens and signs out, part 2 §7). */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await userFromToken(c);
  if (!user) throw unauthorized();
  c.set('user', user);
  await next();
});

/** Staff only (part 2 §6 "Portal user"): 401 without a token, 403 for a customer. */
export const requirePortalUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await userFromToken(c);
  if (!user) throw unauthorized();
  if (!user.isPortalUser) throw forbidden(STAFF_MESSAGES.staffOnly);
  c.set('user', user);
  await next();
});

/** Sets the user when a valid token came, and carries on either way (public reads that personalise). */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await userFromToken(c);
  if (user) c.set('user', user);
  await next();
});
