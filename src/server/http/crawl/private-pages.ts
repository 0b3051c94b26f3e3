import type { MiddlewareHandler } from 'hono';
import { isPrivatePage } from '@/domain/crawl-rules';
import type { AppEnv } from '../context';

/** One person's or one terminal's pages (account, cart, orders, staff, kiosk, console) answer with `noindex`. */
export const privatePagesNoindex: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (isPrivatePage(c.req.path) && c.res.headers.get('content-type')?.startsWith('text/html')) c.header('X-Robots-Tag', 'noindex, nofollow');
};
