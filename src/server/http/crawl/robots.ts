import type { Handler } from 'hono';
import { PRIVATE_PAGE_PREFIXES } from '@/domain/crawl-rules';
import { brandForRequest } from '../brand';
import type { AppEnv } from '../context';
import { canonicalOrigin } from './canonical-origin';

/** GET /robots.txt for the brand of the host: the private pages disallowed, the sitemap index named. */
export const robotsHandler: Handler<AppEnv> = async (c) => {
  const brand = await brandForRequest(c.get('db'), { host: c.req.header('host') });
  const lines = ['User-agent: *', ...PRIVATE_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), 'Disallow: /api/', 'Allow: /', ''];
  lines.push(`Sitemap: ${canonicalOrigin(c, brand?.hosts ?? [])}/sitemap.xml`, '');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.text(lines.join('\n'));
};
