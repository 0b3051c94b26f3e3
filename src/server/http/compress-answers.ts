import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import type { AppEnv } from './context';

const gzipAsync = promisify(gzip);

/** Smaller answers go as they are: gzip would save a few bytes for more time than it saves on the wire. */
const MIN_BYTES = 1024;
/** Up to this, gzip on the spot (well under a millisecond); larger bodies on zlib's thread pool. */
const SYNC_MAX_BYTES = 64 * 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** gzip accepted unless its quality is 0. */
const ACCEPTS_GZIP = /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+\s*)?(?:,|$)/i;

/**
 * gzip for whole answers (JSON, HTML, scripts): the body is read and compressed in one call.
 * Hono's compress() pipes every answer through a CompressionStream, which cost 0.8–1.1 ms of CPU on a
 * 3 KB cart answer against 0.1–0.2 ms for zlib in one go (README "Performance"). Streams (server-sent
 * events, import progress: chunked) and answers already encoded (the catalog's stored gzip) pass
 * untouched.
 */
export function compressAnswers() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const answer = c.res;
    const { headers } = answer;
    if (!answer.body || c.req.method === 'HEAD' || answer.status === 206 || headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
    const type = headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return;
    const length = headers.get('Content-Length');
    if (length !== null && Number(length) < MIN_BYTES) return;
    const vary = headers.get('Vary');
    if (!vary || !/accept-encoding/i.test(vary)) c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!ACCEPTS_GZIP.test(c.req.header('accept-encoding') ?? '')) return;
    // A plain init, not the answer itself: @hono/node-server's Response, which the server runs on,
    // does not carry headers set after the fact over from a Response given as init.
    const init = { status: answer.status, statusText: answer.statusText, headers: new Headers(c.res.headers) };
    const body = new Uint8Array(await answer.arrayBuffer());
    if (body.byteLength < MIN_BYTES) {
      c.res = new Response(body, init);
      return;
    }
    const compressed = body.byteLength <= SYNC_MAX_BYTES ? gzipSync(body) : await gzipAsync(body);
    init.headers.set('Content-Encoding', 'gzip');
    const etag = init.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) init.headers.set('ETag', `W/${etag}`);
    c.res = new Response(new Uint8Array(compressed), init);
    // Hono copies the previous answer's headers onto a new one: the length is the old body's.
    c.res.headers.delete('Content-Length');
  });
}
