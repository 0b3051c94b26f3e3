import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '@/server/app';
import { createCartTestApp, type Auth, type CartTestApp } from '../routes/testing/cart-fixture';
import { BODY_TOO_LARGE, DEFAULT_MAX_BODY_BYTES } from './body-limit';
import { BUSY_MESSAGE } from './load-shedding';
import { UNSAFE_TEXT_MESSAGE } from './safe-text';

/**
 * What bounds a request before any route works on it (README "Security"): bodies have a size, strings
 * hold only storable text, and past a number of requests in flight the server says it is busy.
 */
let t: CartTestApp;
let shopper: { auth: Auth };
let cart: { id: number; store_id: number };

beforeAll(async () => {
  t = await createCartTestApp();
  const store = await t.store();
  const item = await t.item(store.id, { name: 'Bounded Bud' });
  shopper = await t.shopper();
  cart = await t.fillCart(shopper.auth, store.id, [{ id: item.id }]);
});
afterAll(() => t.close());

/** A body that streams in without a Content-Length, as a chunked upload does. */
function streamedBody(totalBytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

describe('a default JSON body limit on every route', () => {
  test('20 MB of notes answers 413 naming the limit, and the notes are unchanged', async () => {
    const notes = 'n'.repeat(20 * 1024 * 1024);
    const response = await t.post('/carts/op/update-notes', shopper.auth, { cart_id: cart.id, store_id: cart.store_id, notes });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: BODY_TOO_LARGE, fields: { _: [`The request body must be at most ${DEFAULT_MAX_BODY_BYTES} bytes`] } });
    expect((await t.cartRow(cart.id)).notes ?? '').toBe('');
  });

  test('a body streamed without Content-Length is cut off at the limit, on public routes too', async () => {
    const response = await t.t.app.request('/api/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamedBody(DEFAULT_MAX_BODY_BYTES * 4),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe('NUL and unpaired surrogates answer 400 at the validation boundary', () => {
  test.each([
    ['a NUL', 'Ring twice\u0000'],
    ['a lone high surrogate', 'Ring \ud800 twice'],
    ['a lone low surrogate', '\udc00'],
  ])('cart notes with %s: 400 on the notes field, nothing stored', async (_case, notes) => {
    const response = await t.post('/carts/op/update-notes', shopper.auth, { cart_id: cart.id, store_id: cart.store_id, notes });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ notes: [UNSAFE_TEXT_MESSAGE] });
  });

  test('in a query string of the public catalog search', async () => {
    const response = await t.get(`/p/inventory?store_id=${cart.store_id}&search=${encodeURIComponent('kush\u0000')}`);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ search: [UNSAFE_TEXT_MESSAGE] });
  });

  test('emoji and accents still go through', async () => {
    const response = await t.post('/carts/op/update-notes', shopper.auth, { cart_id: cart.id, store_id: cart.store_id, notes: 'Zoë 🌿 at the side door' });
    expect(response.status).toBe(200);
    expect(response.body.notes).toBe('Zoë 🌿 at the side door');
  });
});

describe('back-pressure', () => {
  test('past MAX_REQUESTS_IN_FLIGHT a request answers 503 with Retry-After at once; health is answered; it recovers by itself', async () => {
    const busy = createApp({ db: t.t.handle.db, config: { ...t.t.config, MAX_REQUESTS_IN_FLIGHT: 1 } });
    let release!: () => void;
    const held = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"a@example.com",'));
        release = () => {
          controller.enqueue(new TextEncoder().encode('"password":"wrong-password"}'));
          controller.close();
        };
      },
    });
    // A sign-in whose body is still arriving: it holds the one place until the rest comes.
    const slow = busy.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: held, duplex: 'half' } as RequestInit);

    const refused = await busy.request('/api/p/stores');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused.json()).toEqual({ error: BUSY_MESSAGE });
    expect((await busy.request('/api/health')).status).toBe(200);

    release();
    expect((await slow).status).toBeLessThan(500);
    expect((await busy.request('/api/p/stores')).status).toBe(200);
  });
});
