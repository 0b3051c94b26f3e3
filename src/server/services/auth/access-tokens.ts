import { sign, verify } from 'hono/jwt';

/**
 * Short-lived access tokens (issue 4 "Tokens"): an HS256 JWT naming the user and the brand. The
 * client refreshes 3 minutes before expiry (part 2 §9); a refresh token (refresh-tokens.ts) gets a
 * new one. Nothing else about the user is in it: every request reads the user's row.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  orderingAppId: number;
}

export async function signAccessToken(claims: AccessClaims, secret: string, nowMs = Date.now()): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return sign({ sub: String(claims.userId), app: claims.orderingAppId, iat: now, exp: now + ACCESS_TOKEN_TTL_SECONDS }, secret, 'HS256');
}

/** The claims of a valid, unexpired token; undefined for anything else (never throws). */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  try {
    const payload = await verify(token, secret, 'HS256');
    const userId = Number(payload.sub);
    const orderingAppId = Number(payload.app);
    if (!Number.isInteger(userId) || userId <= 0 || !Number.isInteger(orderingAppId)) return undefined;
    return { userId, orderingAppId };
  } catch {
    return undefined;
  }
}
