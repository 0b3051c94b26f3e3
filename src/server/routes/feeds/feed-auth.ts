import { createMiddleware } from 'hono/factory';
import { FEED_KEY_HEADER, FEED_WRITES_PER_MINUTE, IMPORT_MESSAGES } from '@/api/admin-import';
import { feedWriteKeys } from '@/server/db/schema';
import type { AppEnv } from '@/server/http/context';
import { TooManyRequestsProblem, unauthorized } from '@/server/http/errors';
import { idempotentWriteFor } from '@/server/http/idempotency';
import { feedKeyFor } from '@/server/services/feeds/feed-keys';
import { writeKeyStore } from '@/server/services/idempotency/key-store';
import { consumeLimit } from '@/server/services/limits/rate-limit';

/**
 * The feed's credential (README "The point-of-sale feed"): `Authorization: Bearer <key>` or the
 * x-feed-key header. An unknown or revoked key is 401, whatever the rest of the request says.
 */
export const requireFeedKey = createMiddleware<AppEnv>(async (c, next) => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const presented = c.req.header(FEED_KEY_HEADER) ?? bearer;
  if (!presented) throw unauthorized(IMPORT_MESSAGES.keyNeeded);
  const key = presented.length <= 200 ? await feedKeyFor(c.get('db'), presented) : undefined;
  // A key works only on its own brand's host, like a user's token.
  if (!key || key.orderingAppId !== c.get('orderingAppId')) throw unauthorized(IMPORT_MESSAGES.keyRevoked);
  c.set('feedKey', key);
  await next();
});

const FEED_WRITE_LIMIT = { bucket: 'feed-write', limit: FEED_WRITES_PER_MINUTE, windowMs: 60_000 };

/** Feed writes per key per minute, shared by every server process (rate_limit_hits). */
export const limitFeedWrites = createMiddleware<AppEnv>(async (c, next) => {
  const check = await consumeLimit(c.get('db'), FEED_WRITE_LIMIT, String(c.get('feedKey').id));
  if (!check.allowed) throw new TooManyRequestsProblem(check.retryAfterSeconds, 'Too many feed calls with this key. Try again shortly.', 'feed_rate_limited');
  await next();
});

/** Idempotency-Key of feed writes: a replay answers the first results and writes nothing (feed_write_keys). */
export const idempotentFeedWrite = idempotentWriteFor(writeKeyStore(feedWriteKeys, feedWriteKeys.feedKeyId, 'feedKeyId'), (c) => c.get('feedKey').id);
