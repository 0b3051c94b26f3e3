import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ApiOperation } from '@/api/operation';
import { apiPaths } from '@/api/paths';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('GET /api/docs answers an OpenAPI 3.1 document listing every path of the path table (ARCHITECTURE.md)', async () => {
  const response = await t.request('/api/docs');
  expect(response.status).toBe(200);
  const doc = response.body;
  expect(doc.openapi).toBe('3.1.0');
  for (const operation of Object.values(apiPaths)) {
    expect(doc.paths[operation.path]?.[operation.method], operation.path).toBeDefined();
  }
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/p/ordering_apps/op/store-inventory-breakdown',
      '/p/stores',
      '/p/stores/{id}',
      '/p/inventory',
      '/p/inventory/op/fifo-inventory',
      '/p/inventory/{id}',
      '/p/inventory/op/related-inventory/{id}',
      '/p/inventory/op/inventory-on-special',
      '/p/inventory/op/order-app-inventory-summary',
      '/p/specials/op/store-discount',
    ]),
  );
});

test('the product list documents its filters as query parameters and its answer (part 1 §3 filters)', async () => {
  const { body: doc } = await t.request('/api/docs');
  const list = doc.paths['/p/inventory'].get;
  const query = list.parameters.filter((parameter: { in: string }) => parameter.in === 'query');
  const byName = Object.fromEntries(query.map((parameter: { name: string }) => [parameter.name, parameter]));
  for (const name of ['categories', 'strain_types', 'brands', 'price_min', 'price_max', 'search', 'order_by', 'limit', 'offset', 'include_facets']) {
    expect(byName[name], name).toBeDefined();
  }
  expect(byName.order_by.schema.enum).toContain('price_desc');
  expect(byName.limit.schema).toMatchObject({ default: 50, minimum: 1, maximum: 200 });
  const answer = list.responses['200'].content['application/json'].schema;
  expect(Object.keys(answer.properties)).toEqual(expect.arrayContaining(['data', 'rows', 'total_rows', 'facets']));
  expect(list.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/ApiError');
  const detail = doc.paths['/p/inventory/{id}'].get;
  expect(detail.parameters.find((parameter: { in: string }) => parameter.in === 'path')).toMatchObject({ name: 'id', required: true });
  const summary = doc.paths['/p/inventory/op/order-app-inventory-summary'].get;
  expect(summary.responses['200'].headers['Cache-Control'].schema.const).toBe('public, max-age=300');
});

test('the auth calls document the HttpOnly refresh cookie: who sets it, and that refresh takes it with x-api-key (README "Our own identity service")', async () => {
  const { body: doc } = await t.request('/api/docs');
  expect(doc.paths['/auth/login'].post.responses['200'].headers['Set-Cookie'].description).toMatch(/apotheca_session.*HttpOnly/);
  const refresh = doc.paths['/auth/refresh'].post;
  expect(refresh.parameters).toContainEqual(expect.objectContaining({ in: 'cookie', name: 'apotheca_session', required: true }));
  // x-api-key is required there: the one credential of the call, so a security requirement.
  expect(refresh.security).toEqual([{ clientKey: [] }]);
  expect(doc.components.securitySchemes.clientKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
  expect(Object.keys(refresh.responses['200'].content['application/json'].schema.properties)).not.toContain('refresh_token');
  expect(doc.paths['/auth/logout'].post.responses['200'].headers['Set-Cookie'].description).toMatch(/Clears apotheca_session/);
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

test('a browser opening /api/docs gets the API reference page: our own viewer files, no other origin, its own narrow CSP (issue 21)', async () => {
  const page = await t.request('/api/docs', { headers: { accept: BROWSER_ACCEPT } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('vary')).toMatch(/Accept/);
  const html: string = page.body;
  expect(html).toContain('<script src="/api/docs/viewer/swagger-ui-bundle.js"></script>');
  expect(html).toContain('href="/api/docs/openapi.json"');
  // Works offline: nothing on the page names another origin, and its policy allows none.
  expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
  expect(html).not.toMatch(/<script>|<style|style="/);
  const policy = page.headers.get('content-security-policy')!;
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-|https?:|\*/);
  expect(page.headers.get('x-frame-options')).toBe('DENY');

  const files = [...html.matchAll(/(?:src|href)="(\/api\/docs\/viewer\/[^"]+)"/g)].map((match) => match[1]!);
  expect(files).toHaveLength(4);
  for (const file of files) {
    const answer = await t.request(file);
    expect(answer.status, file).toBe(200);
    expect(answer.headers.get('content-type'), file).toMatch(file.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
    expect(String(answer.body), file).not.toMatch(/sourceMappingURL/);
  }
  expect(String((await t.request('/api/docs/viewer/docs-viewer.js')).body)).toContain("url: '/api/docs/openapi.json'");
  expect((await t.request('/api/docs/viewer/index.html')).status).toBe(404);
  expect((await t.request('/api/docs/viewer/..%2Fdocs.routes.ts')).status).toBe(404);
});

test('JSON clients keep getting the document at /api/docs, and /api/docs/openapi.json is the document whatever they accept', async () => {
  for (const accept of [undefined, '*/*', 'application/json', 'application/json, text/html;q=0.5']) {
    const answer = await t.request('/api/docs', { headers: accept ? { accept } : {} });
    expect(answer.headers.get('content-type'), accept).toMatch(/^application\/json/);
    expect(answer.body.openapi, accept).toBe('3.1.0');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  }
  const stable = await t.request('/api/docs/openapi.json', { headers: { accept: BROWSER_ACCEPT } });
  expect(stable.headers.get('content-type')).toMatch(/^application\/json/);
  expect(stable.body).toEqual((await t.request('/api/docs')).body);
});

test('the document declares the credentials as security schemes: access token, kiosk token, feed key (README "Kiosks hold a device token", "The point-of-sale feed")', async () => {
  const { body: doc } = await t.request('/api/docs/openapi.json');
  expect(doc.components.securitySchemes).toMatchObject({
    bearerAuth: { type: 'http', scheme: 'bearer' },
    kioskToken: { type: 'apiKey', in: 'header', name: 'x-kiosk-token' },
    feedKeyBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'apf_…' },
    feedKey: { type: 'apiKey', in: 'header', name: 'x-feed-key' },
  });
  expect(doc.paths['/carts/op/add-item'].post.security).toEqual([{ bearerAuth: [] }]);
  expect(doc.paths['/admin/feed-keys'].get.security).toEqual([{ bearerAuth: [] }]);
  expect(doc.paths['/kiosk/op/check-in'].post.security).toEqual([{ kioskToken: [] }]);
  expect(doc.paths['/kiosk/op/unpin'].post.security).toEqual([{ bearerAuth: [], kioskToken: [] }]);
  expect(doc.paths['/admin/feeds/inventory'].put.security).toEqual([{ feedKeyBearer: [] }, { feedKey: [] }]);
  expect(doc.paths['/p/inventory'].get.security).toBeUndefined();
  expect(doc.paths['/auth/login'].post.security).toBeUndefined();
});

test('every header an operation reads is a declared parameter: Idempotency-Key on the writes, Last-Event-ID on the live stream (README "Writes made offline", "Live updates")', async () => {
  const { body: doc } = await t.request('/api/docs/openapi.json');
  const header = (path: string, method: string, name: string) => doc.paths[path][method].parameters.find((parameter: { in: string; name: string }) => parameter.in === 'header' && parameter.name === name);
  expect(header('/carts/op/submit-cart', 'post', 'idempotency-key')).toMatchObject({ required: true, schema: { pattern: expect.any(String) } });
  expect(header('/staff/op/submit-order', 'post', 'idempotency-key')).toMatchObject({ required: true });
  for (const [path, method] of [['/carts/op/add-item', 'post'], ['/carts/op/cancel-order', 'post'], ['/staff/op/start-order', 'post'], ['/staff/op/add-item', 'post'], ['/kiosk/op/check-in', 'post'], ['/kiosk/op/place-order', 'post'], ['/admin/feeds/inventory', 'put'], ['/admin/feeds/inventory', 'patch']]) {
    expect(header(path!, method!, 'idempotency-key'), `${method} ${path}`).toMatchObject({ required: false });
    expect(doc.paths[path!][method!].responses['200'].headers['idempotent-replay'], `${method} ${path}`).toBeDefined();
  }
  expect(header('/carts/op/get-cart', 'post', 'idempotency-key')).toBeUndefined();
  expect(header('/live', 'get', 'last-event-id')).toMatchObject({ required: false });
  expect(doc.paths['/live'].get.responses['429'].headers['Retry-After']).toBeDefined();
  for (const name of ['x-api-key', 'x-ordering-app-id', 'x-store-id', 'x-portal-app-id']) expect(header('/p/inventory', 'get', name), name).toBeDefined();
  // Credentials are schemes, never parameters (OpenAPI ignores an Authorization parameter).
  for (const [path, item] of Object.entries<Record<string, { parameters: { in: string; name: string }[] }>>(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const names = op.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name.toLowerCase());
      expect(names, `${method} ${path}`).not.toContain('authorization');
      expect(names, `${method} ${path}`).not.toContain('x-kiosk-token');
      expect(new Set(names).size, `${method} ${path}`).toBe(names.length);
    }
  }
});

test('uploads and imports describe their bodies: multipart with a binary file, CSV text (part 2 §5, README "Import and export")', async () => {
  const { body: doc } = await t.request('/api/docs/openapi.json');
  for (const [path, operation] of Object.values(apiPaths as Record<string, ApiOperation>).flatMap((op) => (op.multipart ? [[op.path, op.method] as const] : []))) {
    const body = doc.paths[path][operation].requestBody;
    expect(body?.content['multipart/form-data'].schema, path).toMatchObject({ type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
  }
  expect(doc.paths['/admin/stores/{id}/images'].post.requestBody.content['multipart/form-data'].schema.properties.use.enum).toEqual(['gallery', 'thumbnail']);
  expect(doc.paths['/uploads'].post.security).toEqual([{ bearerAuth: [] }]);
  for (const [path, method] of [['/admin/stores/{id}/import', 'post'], ['/admin/feeds/inventory', 'put']]) {
    expect(Object.keys(doc.paths[path!][method!].requestBody.content), path).toEqual(['application/json', 'text/csv']);
  }
});

/** Resolves a local JSON pointer ('#/components/schemas/ApiError') in the document, or undefined. */
function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), doc);
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

test('the document holds together as OpenAPI 3.1: every $ref resolves, every path placeholder is a declared path parameter, every security requirement names a scheme', async () => {
  const { body: doc } = await t.request('/api/docs/openapi.json');
  expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
  expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
  const refs = refsIn(doc);
  expect(refs.length).toBeGreaterThan(0);
  for (const ref of refs) expect(resolvePointer(doc, ref), ref).toBeDefined();

  const operationIds = new Set<string>();
  const schemes = Object.keys(doc.components.securitySchemes);
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    for (const [method, op] of Object.entries<any>(item)) {
      const where = `${method} ${path}`;
      expect(['get', 'put', 'post', 'delete', 'patch']).toContain(method);
      expect(operationIds.has(op.operationId), where).toBe(false);
      operationIds.add(op.operationId);
      const pathParameters = op.parameters.filter((parameter: { in: string }) => parameter.in === 'path');
      expect(pathParameters.map((parameter: { name: string }) => parameter.name).sort(), where).toEqual([...placeholders].sort());
      for (const parameter of op.parameters) {
        expect(['path', 'query', 'header', 'cookie'], where).toContain(parameter.in);
        expect(parameter.schema, `${where} ${parameter.name}`).toBeTypeOf('object');
        if (parameter.in === 'path') expect(parameter.required, `${where} ${parameter.name}`).toBe(true);
      }
      expect(Object.keys(op.responses).length, where).toBeGreaterThan(0);
      for (const [status, response] of Object.entries<any>(op.responses)) expect(response.description, `${where} ${status}`).toEqual(expect.any(String));
      for (const requirement of op.security ?? []) {
        for (const name of Object.keys(requirement)) expect(schemes, `${where} ${name}`).toContain(name);
      }
    }
  }
});
