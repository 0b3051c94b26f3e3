import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { ApiProblem } from './errors';

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

/**
 * A 503 a handler throws for a busy resource (the password checks' gate, services/auth/password-gate.ts)
 * names when to try again in its body; this gives it the Retry-After header too, as the bound above does.
 */
export const retryAfterWhenBusy = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const error = c.error;
  if (error instanceof ApiProblem && error.status === 503 && error.body.retry_after_seconds !== undefined) {
    c.res.headers.set('Retry-After', String(error.body.retry_after_seconds));
  }
});
