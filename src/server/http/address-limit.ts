import { createMiddleware } from 'hono/factory';
import { clientAddress } from './client-address';
import type { AppEnv } from './context';
import { consumeOrReject } from '@/server/services/auth/auth-limits';
import type { RateLimit } from '@/server/services/limits/rate-limit';

/**
 * Counts every call of a public route per client address and answers 429 once the rule's limit is
 * reached, with Retry-After (README "Security").
 */
export function limitPerAddress(rule: RateLimit) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await consumeOrReject(c.get('db'), rule, clientAddress(c));
    await next();
  });
}
