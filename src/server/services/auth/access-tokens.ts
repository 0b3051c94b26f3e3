import { sign, verify } from 'hono/jwt';

/**
 * Short-lived access tokens (README "Our own identity service"): an HS256 JWT naming the user, the
 * brand and the session (`sid`: the refresh token family of one sign-in). The client refreshes 3
 * minutes before expiry (part 2 §9). Nothing else about the user is in it: every request reads the
 * user's row, and with it whether the session was ended (logout, password reset, a reused refresh
 * token), so an ended session's access token stops working at once on every process.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  orderingAppId: number;
  /** The sign-in session (refresh token family) the token belongs to. */
  sessionId: string;
  /** When the token stops working (ms since the epoch); a live stream it opened ends then. */
  expiresAtMs?: number;
}

export async function signAccessToken(claims: AccessClaims, secret: string, nowMs = Date.now()): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  const payload = { sub: String(claims.userId), app: claims.orderingAppId, sid: claims.sessionId, iat: now, exp: now + ACCESS_TOKEN_TTL_SECONDS };
  return sign(payload, secret, 'HS256');
}

/** The claims of a valid, unexpired token; undefined for anything else (never throws). */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  try {
    const payload = await verify(token, secret, 'HS256');
    const userId = Number(payload.sub);
    const orderingAppId = Number(payload.app);
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || userId <= 0 || !Number.isInteger(orderingAppId)) return undefined;
    // Every token we sign names its session; one without could not be ended by logout.
    if (typeof sessionId !== 'string' || !sessionId) return undefined;
    return { userId, orderingAppId, sessionId, ...(typeof payload.exp === 'number' ? { expiresAtMs: payload.exp * 1000 } : {}) };
  } catch {
    return undefined;
  }
}
