import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * The origin a brand's pages are known by to search engines (README "Pages for crawlers"): its first
 * host over https. A developer machine (APP_ENV=local) names the origin it was asked on instead, so
 * the sitemap's links open on localhost with its port.
 */
export function canonicalOrigin(c: Context<AppEnv>, brandHosts: readonly string[]): string {
  const host = brandHosts[0];
  if (c.get('config').APP_ENV === 'local' || !host) {
    const url = new URL(c.req.url);
    return `${url.protocol}//${c.req.header('host') ?? url.host}`;
  }
  return `https://${host}`;
}
