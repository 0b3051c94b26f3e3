import { afterAll, beforeAll, expect, test } from 'vitest';
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
  expect(refresh.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'x-api-key', required: true }));
  expect(Object.keys(refresh.responses['200'].content['application/json'].schema.properties)).not.toContain('refresh_token');
  expect(doc.paths['/auth/logout'].post.responses['200'].headers['Set-Cookie'].description).toMatch(/Clears apotheca_session/);
});
