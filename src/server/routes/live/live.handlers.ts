import { createFactory } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import { LIVE_MESSAGES, liveQuerySchema } from '@/api/live';
import { bearerAccessClaims, requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { ApiProblem, notFound, TooManyRequestsProblem, unauthorized } from '@/server/http/errors';
import { brandStore } from '@/server/services/auth/store-gates';
import { STORE_NOT_FOUND } from '@/server/services/catalog/inventory-service';
import { runLiveStream } from '@/server/services/live/open-stream';
import { staffStoreIds } from '@/server/services/staff/staff-access';
import { validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();

/** A client told to wait before opening another stream (it polls meanwhile). */
const STREAM_RETRY_AFTER_SECONDS = 30;

/** The Last-Event-ID a reconnecting client sends: a whole number, anything else is ignored (a fresh start). */
function lastEventIdOf(header: string | undefined): number | undefined {
  if (!header || !/^\d{1,15}$/.test(header)) return undefined;
  return Number(header);
}

/**
 * GET live?store_id=: the tab's server-sent events (README "Live updates"). A store of another brand
 * is unknown (404); staff hear the store's queue only where they work.
 */
export const liveEventsHandler = factory.createHandlers(requireUser, validateQuery(liveQuerySchema), async (c) => {
  const hub = c.get('live');
  if (!hub) throw new ApiProblem(503, { error: LIVE_MESSAGES.unavailable });
  const db = c.get('db');
  const config = c.get('config');
  const user = c.get('user');
  const claims = await bearerAccessClaims(c);
  if (!claims) throw unauthorized();
  const { store_id: storeId } = c.req.valid('query');
  if (!(await brandStore(db, c.get('orderingAppId'), storeId))) throw notFound(STORE_NOT_FOUND);
  if (hub.streamsOf(user.id) >= config.LIVE_STREAMS_PER_USER) throw new TooManyRequestsProblem(STREAM_RETRY_AFTER_SECONDS, LIVE_MESSAGES.tooManyStreams, 'TooManyStreams');
  if (hub.size >= config.LIVE_MAX_STREAMS) throw new ApiProblem(503, { error: LIVE_MESSAGES.unavailable });
  const staffOfStore = (await staffStoreIds(db, user)).includes(storeId);
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, (sse) =>
    runLiveStream(sse, {
      hub,
      db,
      audience: { userId: user.id, sessionId: claims.sessionId, storeId, staffOfStore },
      lastEventId: lastEventIdOf(c.req.header('last-event-id')),
      heartbeatMs: config.LIVE_HEARTBEAT_SECONDS * 1000,
      endsAtMs: claims.expiresAtMs,
    }),
  );
});
