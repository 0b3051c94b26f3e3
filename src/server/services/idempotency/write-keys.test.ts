import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartWriteKeys } from '@/server/db/schema';
import { createCartTestApp, type CartTestApp } from '@/server/routes/testing/cart-fixture';
import { countStatements } from '../../../../tests/support/count-statements';
import { PRUNE_INTERVAL_MS } from './key-store';
import { claimKey, IN_PROGRESS_LEASE_MS, isReplayableStatus, KEY_LIFETIME_MS, releaseKey, storeAnswer } from './write-keys';

/**
 * README "Writes made offline" (part 2 §7 carts/op writes): how a key is claimed, kept, released and
 * forgotten.
 */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('Idempotency-Key storage (README "Writes made offline")', () => {
  test('only 2xx and 4xx answers are kept; 5xx and 429 ("try again later") are not', () => {
    for (const status of [200, 201, 400, 404, 409, 422]) expect(isReplayableStatus(status)).toBe(true);
    for (const status of [500, 502, 503, 429]) expect(isReplayableStatus(status)).toBe(false);
  });

  test('claimed, then in progress for the next request, then replayed once the answer is stored', async () => {
    const { user } = await app.shopper();
    const now = new Date();
    expect(await claimKey(app.db, user.id, 'key-stored-1', 'hash-a', now)).toEqual({ outcome: 'claimed' });
    expect(await claimKey(app.db, user.id, 'key-stored-1', 'hash-a', now)).toEqual({ outcome: 'in-progress' });
    expect(await claimKey(app.db, user.id, 'key-stored-1', 'hash-b', now)).toEqual({ outcome: 'reused-for-another-request' });
    await storeAnswer(app.db, user.id, 'key-stored-1', { status: 201, body: { id: 5, lines: [1, 2] } });
    expect(await claimKey(app.db, user.id, 'key-stored-1', 'hash-a', now)).toEqual({
      outcome: 'replay',
      answer: { status: 201, body: { id: 5, lines: [1, 2] } },
    });
  });

  test('a released claim can be claimed again; a stored answer is never released', async () => {
    const { user } = await app.shopper();
    await claimKey(app.db, user.id, 'key-release-1', 'hash-a');
    await releaseKey(app.db, user.id, 'key-release-1');
    expect(await claimKey(app.db, user.id, 'key-release-1', 'hash-a')).toEqual({ outcome: 'claimed' });
    await storeAnswer(app.db, user.id, 'key-release-1', { status: 200, body: {} });
    await releaseKey(app.db, user.id, 'key-release-1');
    expect((await claimKey(app.db, user.id, 'key-release-1', 'hash-a')).outcome).toBe('replay');
  });

  test('a claim left in progress past its lease (its process died) is taken over by one request', async () => {
    const { user } = await app.shopper();
    const start = new Date();
    await claimKey(app.db, user.id, 'key-lease-1', 'hash-a', start);
    const justBefore = at(start, IN_PROGRESS_LEASE_MS - 1000);
    expect(await claimKey(app.db, user.id, 'key-lease-1', 'hash-a', justBefore)).toEqual({ outcome: 'in-progress' });
    const after = at(start, IN_PROGRESS_LEASE_MS + 1000);
    expect(await claimKey(app.db, user.id, 'key-lease-1', 'hash-a', after)).toEqual({ outcome: 'claimed' });
    expect(await claimKey(app.db, user.id, 'key-lease-1', 'hash-a', after)).toEqual({ outcome: 'in-progress' });
  });

  test('keys older than their lifetime are dropped by the next claim of any user once the prune interval has passed', async () => {
    const { user } = await app.shopper();
    const other = await app.shopper();
    const start = new Date();
    await claimKey(app.db, user.id, 'key-old-1', 'hash-a', start);
    await storeAnswer(app.db, user.id, 'key-old-1', { status: 200, body: {} });
    await claimKey(app.db, other.user.id, 'key-new-1', 'hash-b', at(start, KEY_LIFETIME_MS + PRUNE_INTERVAL_MS + 1000));
    const old = await app.db.select().from(cartWriteKeys).where(and(eq(cartWriteKeys.userId, user.id), eq(cartWriteKeys.key, 'key-old-1')));
    expect(old).toEqual([]);
  });

  test('a key past its lifetime that no prune dropped yet is forgotten: the same key claims a new request', async () => {
    const { user } = await app.shopper();
    const later = at(new Date(), KEY_LIFETIME_MS + 1000);
    // A claim at `later` runs the prune if one is due, so the claims below at `later` run none.
    await claimKey(app.db, user.id, 'key-expired-warm', 'hash-a', later);
    const madeAt = at(later, -KEY_LIFETIME_MS - 1);
    await claimKey(app.db, user.id, 'key-expired-1', 'hash-a', madeAt);
    await storeAnswer(app.db, user.id, 'key-expired-1', { status: 200, body: { first: true } });
    expect(await claimKey(app.db, user.id, 'key-expired-1', 'hash-b', madeAt)).toEqual({ outcome: 'reused-for-another-request' });
    expect(await claimKey(app.db, user.id, 'key-expired-1', 'hash-b', later)).toEqual({ outcome: 'claimed' });
    expect(await claimKey(app.db, user.id, 'key-expired-1', 'hash-b', later)).toEqual({ outcome: 'in-progress' });
  });

  test('a claim deletes nothing while the prune interval runs: one statement claims a new key', async () => {
    const { user } = await app.shopper();
    const now = new Date();
    await claimKey(app.db, user.id, 'key-warm-1', 'hash-a', now);
    const statements = await countStatements(app.db, () => claimKey(app.db, user.id, 'key-warm-2', 'hash-a', now));
    expect(statements).toBe(1);
  });
});
