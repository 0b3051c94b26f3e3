import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_HEADERS } from '@/api/common';
import { STAFF_MESSAGES } from '@/api/staff';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { verifyAccessToken, type AccessClaims } from '../services/auth/access-tokens';
import { sessionEnded } from '../services/auth/refresh-tokens';
import type { AppEnv } from './context';
import { forbidden, unauthorized } from './errors';

export type SignedInUser = typeof users.$inferSelect;

/** The claims of the request's Bearer token when it is valid and of this brand (not yet checked against the database). */
export async function bearerAccessClaims(c: Context<AppEnv>): Promise<AccessClaims | undefined> {
  const header = c.req.header(API_HEADERS.authorization);
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return undefined;
  const claims = await verifyAccessToken(token, c.get('config').AUTH_SECRET);
  return claims && claims.orderingAppId === c.get('orderingAppId') ? claims : undefined;
}

/**
 * The signed-in user's read, built once per database: every signed-in request sends it, and
 * building a select of every user column took a visible share of the server's CPU under load
 * (README "The mixed shopper workload"). On PostgreSQL it is a named prepared statement.
 */
const prepareUserRead = (db: Database) =>
  db
    .select({ user: users, ended: sessionEnded(sql.placeholder('sessionId')) })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('signed_in_user');
const userReads = new WeakMap<Database, ReturnType<typeof prepareUserRead>>();
function userRead(db: Database) {
  let read = userReads.get(db);
  if (!read) userReads.set(db, (read = prepareUserRead(db)));
  return read;
}

/**
 * The user of the request's Bearer token, when it is valid for this brand, the account exists and
 * the token's session was not ended (logout, password reset: README "Our own identity service"), and
 * an operator has not disabled the account (README "Staff and kiosks").
 * One query reads both, so the check is as fresh as the database on every process.
 */
async function userFromToken(c: Context<AppEnv>): Promise<SignedInUser | undefined> {
  const claims = await bearerAccessClaims(c);
  if (!claims) return undefined;
  const [row] = await userRead(c.get('db')).execute({ userId: claims.userId, sessionId: claims.sessionId });
  if (!row || row.ended || row.user.disabledAt) return undefined;
  return row.user.orderingAppId === claims.orderingAppId && row.user.emailConfirmedAt ? row.user : undefined;
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
