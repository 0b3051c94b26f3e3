import type { Context } from 'hono';

/**
 * Sends an answer kept gzipped: the stored bytes as they are when the client accepts gzip, else the
 * text (made only then). Answers kept this way (catalog JSON, page documents) are sent far more often
 * than they change, and compressing each time cost more CPU than answering from memory.
 */
export function sendGzippedOrText(c: Context, gzipped: Uint8Array<ArrayBuffer>, text: () => string, contentType: string): Response {
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.body(text(), 200, { 'Content-Type': contentType });
  c.header('Content-Encoding', 'gzip');
  return c.body(gzipped, 200, { 'Content-Type': contentType });
}
