import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxMessageSchema } from '@/api/auth';
import { listResponse } from '@/api/common';
import { createApp } from '@/server/app';
import { sendMessage } from '@/server/services/outbox/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/**
 * The development outbox (DECISIONS.md "Email and SMS"): GET /api/dev/outbox (JSON) and the page
 * GET /dev/outbox a person reads their code from; neither exists in production.
 */
let t: TestApp;
const outbox = { mailFrom: 'Apotheca <no-reply@apotheca.test>' };
const HOSTILE_SUBJECT = '<img src=x onerror=alert(1)>';
const HOSTILE_BODY = 'Your code is 424242.\n</pre><script>alert("x")</script>';

beforeAll(async () => {
  t = await createTestApp();
  await sendMessage(t.handle.db, { orderingAppId: null, channel: 'email', recipient: 'first@example.com', subject: 'Older', body: 'Your code is 111111.' }, outbox);
  await sendMessage(t.handle.db, { orderingAppId: null, channel: 'sms', recipient: '8455550142', subject: '', body: 'Code 222222' }, outbox);
  await sendMessage(t.handle.db, { orderingAppId: null, channel: 'email', recipient: 'mallory@example.com', subject: HOSTILE_SUBJECT, body: HOSTILE_BODY }, outbox);
});
afterAll(() => t.close());

describe('GET /api/dev/outbox', () => {
  test('lists the newest messages first, as the contract shapes them, never cached', async () => {
    const response = await t.request('/api/dev/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = listResponse(outboxMessageSchema).parse(response.body);
    expect(list.data.map((message) => message.recipient)).toEqual(['mallory@example.com', '8455550142', 'first@example.com']);
    expect(list.data[2]).toMatchObject({ channel: 'email', subject: 'Older', body: 'Your code is 111111.', sent: null });
  });

  test('filters by recipient: an email in any case, a phone however it is typed', async () => {
    const byEmail = await t.request('/api/dev/outbox?to=First@Example.com');
    expect(byEmail.body.data.map((message: { body: string }) => message.body)).toEqual(['Your code is 111111.']);
    const byPhone = await t.request(`/api/dev/outbox?to=${encodeURIComponent('(845) 555-0142')}`);
    expect(byPhone.body.data.map((message: { body: string }) => message.body)).toEqual(['Code 222222']);
    expect((await t.request('/api/dev/outbox?to=nobody@example.com')).body).toEqual({ data: [], rows: 0, total_rows: 0 });
  });
});

describe('GET /dev/outbox (page)', () => {
  test('shows each message in an article for its recipient with the body in a pre, everything escaped', async () => {
    const response = await t.app.request('/dev/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<article data-recipient="first@example.com"[^>]*>[\s\S]*<pre>Your code is 111111.<\/pre>/);
    expect(page).toContain('data-recipient="8455550142"');
    expect(page).toContain('&lt;/pre&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img');
    expect(page).toMatch(/<form method="get" action="\/dev\/outbox"[\s\S]*<label for="to">/);
  });

  test('the recipient filter shows only their messages and keeps the typed value, escaped', async () => {
    const page = await (await t.app.request('/dev/outbox?to=first@example.com')).text();
    expect(page.match(/<article /g)).toHaveLength(1);
    expect(page).toContain('value="first@example.com"');
    const hostile = await (await t.app.request(`/dev/outbox?to=${encodeURIComponent('"><script>x</script>')}`)).text();
    expect(hostile).not.toContain('<script');
    expect(hostile).toContain('No messages yet.');
  });
});

describe('anywhere but APP_ENV=local', () => {
  test.each(['sand', 'stage', 'production'] as const)('%s: neither the JSON nor the page exists', async (appEnv) => {
    const deployed = createApp({
      db: t.handle.db,
      config: { ...t.config, APP_ENV: appEnv, AUTH_SECRET: 'a-deployment-secret-of-at-least-32-chars' },
    });
    const json = await deployed.request('/api/dev/outbox');
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: 'Not found.' });
    const page = await deployed.request('/dev/outbox');
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('111111');
  });
});

describe('behind a proxy on this machine', () => {
  test.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
  ])('a loopback request that a proxy forwarded (%s) gets 404, with TRUST_PROXY on or off', async (header, value) => {
    for (const trustProxy of ['true', 'false'] as const) {
      const proxied = createApp({ db: t.handle.db, config: { ...t.config, TRUST_PROXY: trustProxy } });
      const served = await new Promise<{ port: number; close: () => void }>((resolve) => {
        const server = serve({ fetch: proxied.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve({ port: info.port, close: () => server.close() }));
      });
      try {
        for (const path of ['/api/dev/outbox', '/dev/outbox', '/api/dev/debug/store?store_id=1&usage_type=recreational']) {
          const response = await fetch(`http://127.0.0.1:${served.port}${path}`, { headers: { [header]: value } });
          expect(response.status, `${path} with TRUST_PROXY=${trustProxy}`).toBe(404);
          expect(await response.text()).not.toContain('111111');
        }
      } finally {
        served.close();
      }
    }
  });
});

/** This machine's own non-loopback address, when it has one (a request to it does not use loopback). */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('only this machine reads the outbox', () => {
  test.skipIf(!lanAddress)('over loopback it answers; over the network address it is 404 (a dev server on 0.0.0.0 leaks no codes)', async () => {
    const serveOn = (hostname: string) =>
      new Promise<{ port: number; close: () => void }>((resolve) => {
        const server = serve({ fetch: t.app.fetch, hostname, port: 0 }, (info) => resolve({ port: info.port, close: () => server.close() }));
      });
    const loopback = await serveOn('127.0.0.1');
    const network = await serveOn(lanAddress!);
    try {
      expect((await fetch(`http://127.0.0.1:${loopback.port}/api/dev/outbox`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${loopback.port}/dev/outbox`)).status).toBe(200);
      const remoteJson = await fetch(`http://${lanAddress}:${network.port}/api/dev/outbox`);
      expect(remoteJson.status).toBe(404);
      const remotePage = await fetch(`http://${lanAddress}:${network.port}/dev/outbox`);
      expect(remotePage.status).toBe(404);
      expect(await remotePage.text()).not.toContain('111111');
    } finally {
      loopback.close();
      network.close();
    }
  });
});
