import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TokenResponse } from '@/api/auth';
import { AUTH_COOKIE_DAYS } from '@/domain/constants';
import type { Database } from '@/server/db/client';
import { refreshTokens, users } from '@/server/db/schema';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-tokens';
import { sessionExpired } from './auth-problems';
import { pruneRefreshTokensWhenDue } from './prune-refresh-tokens';

/**
 * Rotating refresh tokens (README "Our own identity service"; ASVS 5.0 V10.4.5). A token is 32 random
 * bytes; only its SHA-256 is stored. Each works once and is replaced by a new one of the same family
 * (one sign-in's session, the access token's `sid`); presenting a used token means it was copied, so
 * the whole family is revoked. A revoked family also ends its access tokens (sessionEnded below).
 */
const REFRESH_TOKEN_TTL_MS = AUTH_COOKIE_DAYS * 86_400_000;

export interface TokenOwner {
  id: number;
  orderingAppId: number;
  email: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** What a sign-in or refresh hands out: the body, and the refresh token for the HttpOnly cookie only. */
export interface IssuedTokens {
  response: TokenResponse;
  refreshToken: string;
}

/** A new access token and a refresh token in the given family (a new family for a fresh sign-in). */
export async function issueTokenPair(db: Database, secret: string, user: TokenOwner, familyId: string = randomUUID()): Promise<IssuedTokens> {
  const now = new Date();
  await pruneRefreshTokensWhenDue(db, now);
  const refreshToken = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    createdAt: now,
  });
  const accessToken = await signAccessToken({ userId: user.id, orderingAppId: user.orderingAppId, sessionId: familyId }, secret, now.getTime());
  return {
    response: { token_type: 'Bearer', access_token: accessToken, expires_in: ACCESS_TOKEN_TTL_SECONDS, username: user.email, user_id: user.id },
    refreshToken,
  };
}

/** Ends one sign-in session: its refresh tokens and its access tokens stop working. */
export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Exchanges a refresh token for a new pair. Unknown, expired, revoked or another user's token: 401.
 * A used token: its family is revoked (the newest token too), then 401.
 */
export async function rotateRefreshToken(
  db: Database,
  secret: string,
  input: { orderingAppId: number; username: string; refreshToken: string },
): Promise<IssuedTokens> {
  const [row] = await db
    .select({ token: refreshTokens, user: { id: users.id, orderingAppId: users.orderingAppId, email: users.email, disabledAt: users.disabledAt } })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)))
    .limit(1);
  if (!row || row.user.orderingAppId !== input.orderingAppId || row.user.email !== input.username || row.user.disabledAt) throw sessionExpired();
  const { token, user } = row;
  if (token.revokedAt || new Date(token.expiresAt).getTime() <= Date.now()) throw sessionExpired();
  if (token.usedAt) {
    await revokeFamily(db, token.familyId);
    throw sessionExpired();
  }
  // Only one of two simultaneous refreshes with the same token marks it used; the other is a reuse.
  const marked = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (!marked.length) {
    await revokeFamily(db, token.familyId);
    throw sessionExpired();
  }
  return issueTokenPair(db, secret, user, token.familyId);
}

/** Logout: the family of the token stops working; an unknown token is not an error. */
export async function revokeFamilyOfToken(db: Database, refreshToken: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

/**
 * True when the session was ended (logout, password reset, reuse): one lookup in the partial index
 * of revoked rows, made inside the query that reads the signed-in user, so it costs no extra round
 * trip and every process sees a revocation as soon as it is committed.
 */
export function sessionEnded(sessionId: string | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(eq(refreshTokens.familyId, sessionId), isNotNull(refreshTokens.revokedAt))})`;
}

/** A password reset signs out every session of the user. */
export async function revokeEveryFamily(db: Database, userId: number): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
