import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_HEADERS, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '@/api/common';
import { isReplayableStatus, type StoredAnswer, type WriteKeyStore } from '@/server/services/idempotency/key-store';
import { requestHash } from '@/server/services/idempotency/request-hash';
import { cartKeyStore } from '@/server/services/idempotency/write-keys';
import { logError } from '@/server/services/logging/log-error';
import type { AppEnv } from './context';
import { ApiProblem, badRequest, conflict } from './errors';

/** Set on an answer given again from a key's first request, not by running the write. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replay';

/**
 * The request's Idempotency-Key, checked here and nowhere else: a key that does not fit
 * IDEMPOTENCY_KEY_PATTERN answers 400 naming the header. Handlers read the checked key from the
 * context (`idempotencyKey`), never from the header.
 */
function checkedKey(c: Context): string | undefined {
  const key = c.req.header(API_HEADERS.idempotencyKey);
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw keyProblem(IDEMPOTENCY_MESSAGES.invalidKey);
  return key;
}


const keyProblem = (message: string) => badRequest(message, { [API_HEADERS.idempotencyKey]: [message] });

/**
 * A write whose key names what it makes (the submits: the key is stored on the order in the
 * transaction that places it, README "The cart is the order"). The header is required, and the
 * order itself answers a retry, so no answer is stored besides: a retry after a crash is answered
 * at once, never held as "in progress".
 */
export const requireIdempotencyKey = createMiddleware<AppEnv>(async (c, next) => {
  c.set('idempotencyKey', checkedKey(c));
  requiredIdempotencyKey(c);
  await next();
});

/** The key of a write behind requireIdempotencyKey, for its handler. */
export function requiredIdempotencyKey(c: Context<AppEnv>): string {
  const key = c.get('idempotencyKey');
  if (key === undefined) throw keyProblem(IDEMPOTENCY_MESSAGES.missingKey);
  return key;
}

/**
 * Idempotency-Key on a write: an offline queue replays a write with the same key until it gets an
 * answer, and the same key from the same owner is answered with the first result instead of writing
 * again. Without the header nothing changes. `ownerOf` names whose keys these are (set by the
 * middleware before this one).
 */
export function idempotentWriteFor(keys: WriteKeyStore, ownerOf: (c: Context<AppEnv>) => number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = checkedKey(c);
    c.set('idempotencyKey', key);
    if (key === undefined) return next();
    const db = c.get('db');
    const ownerId = ownerOf(c);
    const claim = await keys.claimKey(db, ownerId, key, requestHash(c.req.method, c.req.path, await c.req.text()));
    if (claim.outcome === 'replay') {
      return c.json(claim.answer.body, claim.answer.status as ContentfulStatusCode, { [IDEMPOTENT_REPLAY_HEADER]: 'true' });
    }
    if (claim.outcome === 'reused-for-another-request') throw new ApiProblem(422, { error: IDEMPOTENCY_MESSAGES.reusedKey });
    if (claim.outcome === 'in-progress') throw conflict(IDEMPOTENCY_MESSAGES.inProgress);

    try {
      // Hono turns a handler's thrown error into its answer (app.onError) before this resumes.
      await next();
    } catch (error) {
      await keys.releaseKey(db, ownerId, key);
      throw error;
    }
    const answer = await replayableAnswer(c.res);
    if (!answer) {
      await keys.releaseKey(db, ownerId, key);
      return;
    }
    try {
      await keys.storeAnswer(db, ownerId, key, answer);
    } catch (error) {
      // The write is done: answer it. The claim stays in progress until its lease runs out.
      logError(`[idempotency] could not store the answer of ${c.req.path}`, error);
    }
  });
}

/**
 * Idempotency-Key on a carts/op write (README "Writes made offline"): an add-item replayed must not add
 * twice. Runs after requireUser: keys belong to the signed-in user.
 */
export const idempotentWrite = idempotentWriteFor(cartKeyStore, (c) => c.get('user').id);

async function replayableAnswer(response: Response): Promise<StoredAnswer | undefined> {
  if (!isReplayableStatus(response.status)) return undefined;
  try {
    return { status: response.status, body: await response.clone().json() };
  } catch {
    return undefined; // not JSON: cannot be given again, so the key is released
  }
}
