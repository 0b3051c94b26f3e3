import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createWebDistApp } from '../../../../tests/support/web-dist-app';

// Issue 22: account, cart, staff, kiosk and console pages send noindex; the public menu does not.
let served: Awaited<ReturnType<typeof createWebDistApp>>;
beforeAll(async () => {
  served = await createWebDistApp({ 'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>' });
});
afterAll(() => served.close());

const page = (path: string, cookie = 'apotheca_age_confirmed=true') => served.app.request(path, { headers: { accept: 'text/html', cookie } });

describe('pages kept out of search', () => {
  test.each(['/account', '/cart', '/orders', '/order/5', '/admin/stores', '/kiosk', '/login'])('%s answers noindex', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  test('so does a private page shown to a first visitor behind the age gate', async () => {
    expect((await page('/account', '')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  test.each(['/', '/product/12', '/store/albany-ny', '/products/flower', '/learn/terpenes-101'])('%s may be indexed', async (path) => {
    expect((await page(path)).headers.get('x-robots-tag')).toBeNull();
  });
});
