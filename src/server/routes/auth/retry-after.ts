import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@/server/http/context';
import { RateLimitedProblem } from '@/server/services/auth/auth-problems';

/**
 * Adds Retry-After to a 429 (RFC 9110 §10.2.3) next to the body's retry_after_seconds. The error
 * handler has already turned the thrown problem into the answer when next() returns.
 */
export const retryAfterHeader = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.error instanceof RateLimitedProblem) c.header('Retry-After', String(c.error.retryAfterSeconds));
});
