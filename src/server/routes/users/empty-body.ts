import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@/server/http/context';

/**
 * For calls whose body is optional (`emptyBody` in the contract): a request with no body at all reads
 * as '{}'. Our web client always sends `content-type: application/json`, and without this the JSON
 * validator would answer an empty body 'Malformed JSON'. The body is read from a clone, so a
 * non-empty one still reaches the validator untouched.
 */
export const blankBodyAsEmptyObject = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.raw;
  if (!(await raw.clone().text()).trim()) {
    const headers = new Headers(raw.headers);
    headers.delete('content-length');
    c.req.raw = new Request(raw.url, { method: raw.method, headers, body: '{}' });
  }
  await next();
});
