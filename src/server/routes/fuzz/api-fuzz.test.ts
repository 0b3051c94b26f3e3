import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_HEADERS } from '@/api/common';
import type { ApiOperation } from '@/api/operation';
import { apiPaths } from '@/api/paths';
import { createApp } from '@/server/app';
import { rateLimitHits, staffRoles } from '@/server/db/schema';
import { createFeedKey } from '@/server/services/feeds/feed-keys';
import { bearer, TEST_PASSWORD } from '../testing/account-fixture';
import { CART_HOST, submitBody, withKey } from '../testing/cart-fixture';
import { createKioskTestApp, type KioskTestApp } from '../kiosk/kiosk-test-kit';
import { encodeForUrl, fuzzCases, HOSTILE_TEXT, type FuzzCase } from './fuzz-cases';

/**
 * The API fuzz walker (README "Security"): every operation of the path table, and every route the
 * server mounts outside it, gets malformed JSON, wrong types, huge strings, NUL and unpaired
 * surrogates, negative and NaN numbers, injection strings and missing or garbled headers. None may
 * answer 5xx or show a stack trace or SQL. A route added to the server without being walked fails
 * the first test, so a new route cannot escape it.
 */

/** Routes the server mounts outside the path table, each walked by the last test below. */
const OUTSIDE_THE_TABLE = [
  'GET /dev/outbox',
  'GET /manifest.webmanifest',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemaps/pages.xml',
  'GET /sitemaps/store/:file',
  'GET /',
  'GET /index.html',
  'GET /_server/*',
  'GET /*',
];

/** Hono's placeholder for the contact route (a product slug ending in _contact) in the table's form. */
const tableFormOf = (route: string) => route.replace(/:\w+\{[^}]*_contact\}/, '{product}_contact').replace(/:(\w+)/g, '{$1}');

const LEAKS = [/\n\s+at \S/, /Failed query/i, /\b(select|insert into|delete from)\b.*\b(from|values|where)\b/i, /syntax error at or near/i, /duplicate key value/i, /\bpg_\w+/, /drizzle/i];

let world: KioskTestApp;
let webApp: ReturnType<typeof createApp>;
let dist: string;
let storeId: number;
let itemId: number;
let orderId: number;
let cartId: number;
let owner: Awaited<ReturnType<KioskTestApp['shopper']>>;

beforeAll(async () => {
  world = await createKioskTestApp();
  const store = await world.store();
  storeId = store.id;
  itemId = (await world.item(storeId, { name: 'Fuzzed Flower' })).id;
  owner = await world.shopper();
  const placed = await world.fillCart(owner.auth, storeId, [{ id: itemId }]);
  orderId = (await world.cartCall('submitCart', withKey(owner.auth), submitBody(placed))).id;
  cartId = (await world.fillCart(owner.auth, storeId, [{ id: itemId }])).id;
  dist = mkdtempSync(path.join(tmpdir(), 'apotheca-fuzz-dist-'));
  const files = { 'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>', 'manifest.webmanifest': '{"name":"Apotheca"}', 'assets/app.js': 'export {}' };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  webApp = createApp({ db: world.db, config: { ...world.t.config, WEB_DIST: dist } });
}, 120_000);
afterAll(async () => {
  await world.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Headers of a caller who may use the operation, so the walk gets past sign-in to the handler. */
async function callerHeaders(operation: ApiOperation): Promise<Record<string, string>> {
  const base = { host: CART_HOST, [API_HEADERS.storeId]: String(storeId), [API_HEADERS.apiKey]: 'apotheca-public-web-key' };
  if (operation.tag === 'kiosk') {
    const kiosk = await world.pinnedKiosk(storeId);
    return { ...base, ...kiosk.staff.auth, ...kiosk.headers };
  }
  if (operation.tag.startsWith('staff')) return { ...base, ...(await world.staffer([storeId])).auth };
  if (operation.tag === 'feed') {
    const operator = await world.staffer([]);
    const key = await createFeedKey(world.db, { orderingAppId: world.brand.id, userId: operator.user.id, name: 'Fuzz POS', storeIds: [storeId] });
    return { ...base, authorization: `Bearer ${key.key}` };
  }
  if (operation.tag === 'admin') {
    const operator = await world.staffer([]);
    await world.db.insert(staffRoles).values({ userId: operator.user.id, role: 'operator' });
    return { ...base, ...operator.auth };
  }
  // The shopper who owns the cart and the order, signed anew for each operation (one may sign out).
  return { ...base, ...(await bearer(owner.user, world.t.config.AUTH_SECRET)) };
}

/** Values the contract's rules accept, by field name, so the plausible request gets past validation. */
function knownValues(): Record<string, unknown> {
  return {
    store_id: storeId,
    cart_id: cartId,
    inventory_id: itemId,
    order_id: orderId,
    username: owner.user.email,
    password: TEST_PASSWORD,
    confirm_password: TEST_PASSWORD,
    email: `fuzz.${randomUUID()}@example.com`,
    refresh_token: 'r'.repeat(43),
    verification_code: '123456',
    vehicle_description: 'Red truck',
    phone: '8455550142',
    zip: '62701',
    state: 'IL',
    city: 'Springfield',
    address_1: '1 Main St',
    ids: String(storeId),
    store_ids: String(storeId),
    delivery_zips: '62701',
    mmj_card_exp_dt: '2030-01-31',
    usage_type: 'recreational',
    quantity: 1,
  };
}

interface Finding {
  label: string;
  status: number;
  body: string;
}

/** The answer's text; of an event stream (which stays open) what came up to its first event, then it is closed. */
async function bodyText(response: Response): Promise<string> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response.text();
  const reader = response.body!.getReader();
  const first = await reader.read();
  await reader.cancel();
  return first.done ? '' : new TextDecoder().decode(first.value);
}

/**
 * Sends each case and lists what leaked. A case a rate limit stopped is sent again with the limits
 * cleared, so every case reaches as deep as the API lets it.
 */
async function walk(app: ReturnType<typeof createApp>, cases: readonly FuzzCase[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  const send = (fuzz: FuzzCase) => app.request(fuzz.url, { method: fuzz.method, headers: fuzz.headers, body: fuzz.body });
  for (const fuzz of cases) {
    let response: Response;
    try {
      response = await send(fuzz);
      if (response.status === 429) {
        await world.db.delete(rateLimitHits);
        response = await send(fuzz);
      }
    } catch (error) {
      findings.push({ label: fuzz.label, status: 0, body: `threw ${String(error)}` });
      continue;
    }
    const body = await bodyText(response);
    if (response.status >= 500 || LEAKS.some((leak) => leak.test(body))) findings.push({ label: fuzz.label, status: response.status, body: body.slice(0, 200) });
  }
  return findings;
}

const report = (findings: Finding[]) => findings.slice(0, 30).map((finding) => `${finding.label} -> ${finding.status} ${finding.body}`);

describe('the API fuzz walker', () => {
  test('walks every route the server mounts: each is in the path table or in the walker’s own list', () => {
    const table = new Set(Object.values(apiPaths).map((operation) => `${operation.method.toUpperCase()} ${operation.path}`));
    const mounted = new Set(webApp.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`));
    const unwalked = [...mounted].filter((route) => {
      const [method, routePath] = route.split(' ') as [string, string];
      return !OUTSIDE_THE_TABLE.includes(route) && !(routePath.startsWith('/api/') && table.has(`${method} ${tableFormOf(routePath.slice(4))}`));
    });
    expect(unwalked, 'add the route to src/api/paths.ts, or walk it below and list it in OUTSIDE_THE_TABLE').toEqual([]);
    for (const route of OUTSIDE_THE_TABLE) expect(mounted, `${route} is no longer mounted: drop it from the list`).toContain(route);
  });

  const operations = Object.entries(apiPaths) as [string, ApiOperation][];
  test.each(operations)('%s: no 5xx, no stack trace, no SQL', async (_name, operation) => {
    const fixed = { id: operation.path.startsWith('/staff/orders') ? orderId : operation.path.startsWith('/admin/stores/') ? storeId : itemId, product: world.brand.slug, brand: world.brand.slug };
    const findings = await walk(world.t.app, fuzzCases(operation, await callerHeaders(operation), fixed, knownValues()));
    expect(report(findings)).toEqual([]);
  }, 120_000);

  test('routes outside the path table: the outbox page, the web manifest, robots.txt and sitemaps, pages and files', async () => {
    const pageHeaders = { host: CART_HOST, accept: 'text/html' };
    const cases: FuzzCase[] = [];
    for (const value of HOSTILE_TEXT) {
      const query = encodeForUrl(value);
      cases.push(
        { label: `GET /dev/outbox?to=${query.slice(0, 20)}`, method: 'GET', url: `/dev/outbox?to=${query}`, headers: pageHeaders },
        { label: `GET /manifest.webmanifest?brand=${query.slice(0, 20)}`, method: 'GET', url: `/manifest.webmanifest?brand=${query}`, headers: pageHeaders },
        { label: `GET /?brand=${query.slice(0, 20)}`, method: 'GET', url: `/?brand=${query}`, headers: pageHeaders },
        { label: `GET /products/${query.slice(0, 20)}`, method: 'GET', url: `/products/${query}`, headers: pageHeaders },
        { label: `GET /product/${query.slice(0, 20)}`, method: 'GET', url: `/product/${query}`, headers: pageHeaders },
        { label: `GET /store/${query.slice(0, 20)}`, method: 'GET', url: `/store/${query}`, headers: pageHeaders },
        { label: `GET /learn/${query.slice(0, 20)}`, method: 'GET', url: `/learn/${query}`, headers: pageHeaders },
        { label: `GET /shop with a hostile store cookie`, method: 'GET', url: '/shop', headers: { ...pageHeaders, cookie: `apotheca_store=${query}; apotheca_usage=${query}` } },
        // A page rendered on the server for the cookie's store (server-rendered-pages.ts), and the renderer's folder.
        { label: `GET /products/flower with a hostile store cookie`, method: 'GET', url: '/products/flower', headers: { ...pageHeaders, cookie: `apotheca_age_confirmed=true; apotheca_store=${query}; apotheca_usage=${query}` } },
        { label: `GET /_server/${query.slice(0, 20)}`, method: 'GET', url: `/_server/${query}`, headers: {} },
        { label: `GET /sitemaps/store/${query.slice(0, 20)}.xml`, method: 'GET', url: `/sitemaps/store/${query}.xml`, headers: {} },
        { label: `GET /robots.txt (host ${query.slice(0, 20)})`, method: 'GET', url: '/robots.txt', headers: { host: query.slice(0, 200) || 'x' } },
        { label: `GET /assets/${query.slice(0, 20)}.js`, method: 'GET', url: `/assets/${query}.js`, headers: {} },
      );
    }
    for (const raw of ['/%00', '/%ED%A0%80', '/..%2F..%2Fetc%2Fpasswd', '/assets/..%2F..%2Fpackage.json', `/${'a'.repeat(5000)}`, '/%', '/%E0%A4%A']) {
      cases.push({ label: `GET ${raw.slice(0, 30)}`, method: 'GET', url: raw, headers: pageHeaders });
    }
    cases.push({ label: 'GET / with a garbled host', method: 'GET', url: '/', headers: { host: 'x'.repeat(300), accept: 'text/html' } });
    expect(report(await walk(webApp, cases))).toEqual([]);
  }, 120_000);
});
