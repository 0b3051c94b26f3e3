import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_MESSAGES, vendorStatusSchema } from '@/api/cart';
import { createApp } from '@/server/app';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/**
 * The delivery outage (part 2 §7 "Other" get-saas-vendor-status, part 2 §8 'Outage') and the
 * operator's switch POST /api/dev/vendor-status, which like the dev outbox exists only in development
 * and only for this machine.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readStatus = () => t.request('/api/p/saas_vendor_status/op/get-saas-vendor-status');
const flip = (deliveryOutage: unknown) => t.request('/api/dev/vendor-status', { method: 'POST', json: { delivery_outage: deliveryOutage } });

describe('part 2 §7: get-saas-vendor-status', () => {
  test('with nothing set, delivery has no outage; the answer is never cached', async () => {
    const response = await readStatus();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(vendorStatusSchema.parse(response.body)).toEqual({ delivery_outage: false, message: null });
  });

  test('part 2 §8: once the switch is flipped on, the outage message shows; flipped off, it is gone', async () => {
    const on = await flip(true);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ delivery_outage: true, message: CART_MESSAGES.deliveryOutage });
    expect((await readStatus()).body).toEqual({
      delivery_outage: true,
      message: "We're experiencing a temporary outage with our delivery system. Please try again later.",
    });

    expect((await flip(false)).body).toEqual({ delivery_outage: false, message: null });
    expect((await readStatus()).body).toEqual({ delivery_outage: false, message: null });
  });

  test('the switch refuses anything but a boolean with 400 and the field', async () => {
    const response = await flip('yes');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(['delivery_outage']);
  });
});

describe('the outage switch outside development', () => {
  test('in production POST /api/dev/vendor-status does not exist (404) and changes nothing', async () => {
    const production = createApp({
      db: t.handle.db,
      config: { ...t.config, APP_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-chars' },
    });
    const response = await production.request('/api/dev/vendor-status', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delivery_outage: true }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found.' });
    expect((await readStatus()).body.delivery_outage).toBe(false);
    // Shoppers in production still read the status.
    expect((await production.request('/api/p/saas_vendor_status/op/get-saas-vendor-status')).status).toBe(200);
  });

  /** This machine's own non-loopback address, when it has one (a request to it does not use loopback). */
  const lanAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

  test.skipIf(!lanAddress)('from a network address it is 404; over loopback it flips', async () => {
    const serveOn = (hostname: string) =>
      new Promise<{ port: number; close: () => void }>((resolve) => {
        const server = serve({ fetch: t.app.fetch, hostname, port: 0 }, (info) => resolve({ port: info.port, close: () => server.close() }));
      });
    const post = (origin: string) =>
      fetch(`${origin}/api/dev/vendor-status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delivery_outage: true }) });
    const loopback = await serveOn('127.0.0.1');
    const network = await serveOn(lanAddress!);
    try {
      expect((await post(`http://${lanAddress}:${network.port}`)).status).toBe(404);
      expect((await readStatus()).body.delivery_outage).toBe(false);
      expect((await post(`http://127.0.0.1:${loopback.port}`)).status).toBe(200);
      expect((await readStatus()).body.delivery_outage).toBe(true);
    } finally {
      loopback.close();
      network.close();
      await flip(false);
    }
  });
});
