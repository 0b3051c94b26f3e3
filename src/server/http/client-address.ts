import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './context';

/**
 * The caller's address for per-address rate limits: X-Forwarded-For's first entry only when
 * TRUST_PROXY is set (a header anyone can forge otherwise), else the socket's remote address.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('config').TRUST_PROXY === 'true') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

/**
 * Whether the request came over this machine's loopback (the socket's address, never a header).
 * In-process requests (app.request() in tests) have no socket and count as local.
 */
export function isLoopbackRequest(c: Context<AppEnv>): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return true;
  }
  return address === undefined || address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
