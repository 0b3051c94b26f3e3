import { describe, expect, test } from 'vitest';
import { isMapData, isStaticImage, isStoreRead, SERVER_PAGES } from './cache-rules';

const origin = 'https://shop.example.test';
const get = (path: string, method = 'GET') => ({ url: new URL(path, origin), method, origin });

describe('what the service worker keeps for offline use (README "Our own map style": the locator works offline after one visit)', () => {
  test('the map style, state shapes, county lines and cities', () => {
    expect(isMapData(get('/api/map/style.json'))).toBe(true);
    expect(isMapData(get('/api/map/us-states.geojson'))).toBe(true);
    expect(isMapData(get('/api/map/v1/us-counties.geojson'))).toBe(true);
    expect(isMapData(get('/api/map/v1/us-cities.geojson'))).toBe(true);
    expect(isMapData(get('/api/map/other.json'))).toBe(false);
    // A place search needs the server (it is answered from ~40,000 zips); it is not kept.
    expect(isMapData(get('/api/map/places?q=60657'))).toBe(false);
  });

  test('the startup read and store reads, with their queries', () => {
    expect(isStoreRead(get('/api/p/ordering_apps/op/store-inventory-breakdown?host=localhost&store_slug=worcester-ma'))).toBe(true);
    expect(isStoreRead(get('/api/p/stores?ids=1,2'))).toBe(true);
    expect(isStoreRead(get('/api/p/stores/12?view=inventory-category-breakdown'))).toBe(true);
    expect(isStoreRead(get('/api/p/storesX'))).toBe(false);
    expect(isStoreRead(get('/api/p/inventory?store_id=1'))).toBe(false);
  });

  test('store, brand and product images', () => {
    expect(isStaticImage(get('/images/stores/worcester-ma.svg'))).toBe(true);
    expect(isStaticImage(get('/brands/apotheca/pin.svg'))).toBe(true);
    expect(isStaticImage(get('/api/p/art/v1/product.svg?category=flower&strain=indica&brand=Lantern%20Leaf&name=Blue%20Dream'))).toBe(true);
    expect(isStaticImage(get('/api/p/inventory'))).toBe(false);
    expect(isStaticImage(get('/assets/index-abc.js'))).toBe(false);
  });

  test('never a write, another origin, sign-in, accounts or carts', () => {
    expect(isStoreRead(get('/api/p/stores', 'POST'))).toBe(false);
    expect(isMapData(get('/api/map/style.json', 'PUT'))).toBe(false);
    expect(isStaticImage({ url: new URL('https://cdn.example.test/images/a.png'), method: 'GET', origin })).toBe(false);
    for (const path of ['/api/auth/login', '/api/users/op/get-me', '/api/carts/op/add-item', '/api/carts']) {
      expect([isMapData, isStaticImage, isStoreRead].some((rule) => rule(get(path))), path).toBe(false);
    }
  });
  test('the API and the development outbox page are never answered with the app shell (DECISIONS.md "Email and SMS": codes are read there)', () => {
    const servedByServer = (path: string) => SERVER_PAGES.some((pattern) => pattern.test(path));
    expect(servedByServer('/dev/outbox')).toBe(true);
    expect(servedByServer('/api/users/op/get-me')).toBe(true);
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/store/albany-ny.xml']) expect(servedByServer(path), path).toBe(true);
    for (const path of ['/', '/account', '/login', '/register/confirm', '/developers']) expect(servedByServer(path), path).toBe(false);
  });
});
