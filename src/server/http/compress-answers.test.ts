import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, test } from 'vitest';
import type { AppEnv } from './context';
import { compressAnswers } from './compress-answers';

// README "Performance": answers are gzipped whole; streams and small or pre-encoded answers pass as they are.

// The server runs on @hono/node-server, which replaces the global Response with its own when it
// starts listening: answer with that one here too.
getRequestListener(() => new Response(null));

const big = { lines: Array.from({ length: 60 }, (_, n) => ({ id: n, name: `Blue Dream ${n}`, price_cents: 4000 + n })) };
const app = new Hono<AppEnv>();
app.use('*', compressAnswers());
app.get('/big', (c) => c.json(big));
app.get('/small', (c) => c.json({ ok: true }));
app.get('/stored', (c) => c.body(new Uint8Array([1, 2, 3]), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }));
app.get('/kept', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
app.get('/events', (c) => streamSSE(c, async (sse) => sse.writeSSE({ event: 'ready', data: JSON.stringify(big) })));

const get = (path: string, acceptEncoding = 'gzip, deflate, br') => app.request(path, { headers: { 'accept-encoding': acceptEncoding } });

describe('compressed answers', () => {
  test('a JSON answer past 1 KB is gzipped whole, decodes to the same JSON, and varies by Accept-Encoding', async () => {
    const answer = await get('/big');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 2);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
  });

  test('a client that does not accept gzip (or refuses it with q=0) gets the JSON as it is', async () => {
    for (const acceptEncoding of ['identity', 'gzip;q=0, deflate']) {
      const answer = await get('/big', acceptEncoding);
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(await answer.json()).toEqual(big);
    }
  });

  test('small answers, answers already encoded and no-transform answers pass untouched', async () => {
    const small = await get('/small');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const stored = await get('/stored');
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect((await get('/kept')).headers.get('content-encoding')).toBeNull();
  });

  test('a server-sent events stream is never compressed, so each event reaches the client when it is written', async () => {
    const answer = await get('/events');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toContain('event: ready');
  });
});
