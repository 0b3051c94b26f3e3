import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

export const BUSY_MESSAGE = 'We are very busy right now. Please try again in a moment.';
/** Seconds a client is asked to wait: the overload is usually a burst, gone within a second or two. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Back-pressure: past `maxInFlight` requests being worked on, a new one is answered 503 with
 * Retry-After at once instead of queueing behind the others until its client gives up (the database
 * works a few at a time; a longer queue only makes every answer late). Requests for `exemptPaths`
 * (the health check a load balancer polls) are always worked on. Nothing to reset: the count falls
 * as answers go out, so the server recovers by itself when the burst ends.
 */
export function shedLoadPast(maxInFlight: number, exemptPaths: ReadonlySet<string>) {
  let inFlight = 0;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (exemptPaths.has(c.req.path)) return next();
    if (inFlight >= maxInFlight) {
      return c.json({ error: BUSY_MESSAGE }, 503, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
    }
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  });
}
