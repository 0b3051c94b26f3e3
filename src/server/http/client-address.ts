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

/** Headers a proxy adds when it passes a request on: their presence means the caller is not this machine. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'] as const;

/**
 * Whether the request came straight from this machine: the socket's address is loopback and no proxy
 * forwarded it (an nginx on the same host connects over loopback for callers anywhere). In-process
 * requests (app.request() in tests) have no socket and count as local unless they carry such a header.
 */
export function isLoopbackRequest(c: Context<AppEnv>): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return true;
  }
  return address === undefined || address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Whether the browser reached us over HTTPS: X-Forwarded-Proto when TRUST_PROXY is set (TLS ends at
 * the proxy), else the request's own scheme. Decides HSTS and the Secure flag of cookies.
 */
export function isHttpsRequest(c: Context<AppEnv>): boolean {
  if (c.get('config').TRUST_PROXY === 'true') {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded) return forwarded === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}
