import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refreshTokens } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertUser } from '../../routes/testing/account-fixture';
import { insertBrand } from '../../routes/testing/catalog-fixture';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens';
import { pruneRefreshTokensWhenDue, REFRESH_PRUNE_INTERVAL_MS } from './prune-refresh-tokens';
import { issueTokenPair, revokeFamily, sessionEnded } from './refresh-tokens';

/** Refresh tokens do not pile up forever (README "Our own identity service"). */
let t: TestApp;
let owner: { id: number; orderingAppId: number; email: string };
beforeAll(async () => {
  t = await createTestApp();
  const brand = await insertBrand(t.handle.db, { name: 'Prune Leaf' });
  owner = await insertUser(t.handle.db, brand.id);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const familyRows = (familyId: string) => t.handle.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
const ended = async (familyId: string) => (await t.handle.db.select({ ended: sessionEnded(familyId) }).from(refreshTokens).limit(1))[0]!.ended;
/** Sets a family's expiry to `expiredMs` before `at`. */
async function expireFamily(familyId: string, expiredMs: number, at: Date) {
  await t.handle.db.update(refreshTokens).set({ expiresAt: new Date(at.getTime() - expiredMs) }).where(eq(refreshTokens.familyId, familyId));
}

describe('dead refresh tokens are dropped, at most once an hour per process', () => {
  test('a token expired longer ago than an access token lives goes; a live or just-expired one stays, and a revoked live family still ends its access tokens', async () => {
    const db = t.handle.db;
    const [dead, justExpired, live, revokedLive] = ['dead', 'just', 'live', 'revoked'].map(() => crypto.randomUUID()) as [string, string, string, string];
    for (const family of [dead, justExpired, live, revokedLive]) await issueTokenPair(db, t.config.AUTH_SECRET, owner, family);
    // The sign-ins above pruned (and set the next prune an hour on): this one is due.
    const now = new Date(Date.now() + 2 * REFRESH_PRUNE_INTERVAL_MS);
    await expireFamily(dead, ACCESS_TOKEN_TTL_SECONDS * 1000 + DAY, now);
    // Its last access token may still be alive: the revocation it carries must still count.
    await expireFamily(justExpired, ACCESS_TOKEN_TTL_SECONDS * 1000 - 60_000, now);
    await revokeFamily(db, justExpired);
    await revokeFamily(db, revokedLive);

    await pruneRefreshTokensWhenDue(db, now);

    expect(await familyRows(dead)).toHaveLength(0);
    expect(await familyRows(justExpired)).toHaveLength(1);
    expect(await familyRows(live)).toHaveLength(1);
    expect(await ended(justExpired)).toBe(true);
    expect(await ended(revokedLive)).toBe(true);
    expect(await ended(live)).toBe(false);
  });

  test('within the hour after a prune the process prunes nothing more; after it, it does', async () => {
    const db = t.handle.db;
    const family = crypto.randomUUID();
    await issueTokenPair(db, t.config.AUTH_SECRET, owner, family);
    const last = Date.now() + 2 * REFRESH_PRUNE_INTERVAL_MS;
    await expireFamily(family, ACCESS_TOKEN_TTL_SECONDS * 1000 + DAY, new Date(last));
    await pruneRefreshTokensWhenDue(db, new Date(last + 60_000));
    expect(await familyRows(family)).toHaveLength(1);
    await pruneRefreshTokensWhenDue(db, new Date(last + REFRESH_PRUNE_INTERVAL_MS + 1));
    expect(await familyRows(family)).toHaveLength(0);
  });
});
