import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ApiOperation } from '@/api/operation';
import { apiPaths } from '@/api/paths';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A call with no credential at all: placeholder ids, an empty JSON body. */
async function anonymousStatus(op: ApiOperation): Promise<number> {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'file' ? 'docs-viewer.js' : name === 'brand' || name === 'product' ? 'apotheca' : '1'));
  const init = op.method === 'get' ? { method: 'GET' } : { method: op.method.toUpperCase(), json: {} };
  return (await t.request(`/api${path}`, init)).status;
}

test('every operation that refuses a call without credentials (401, or 403 without x-api-key) declares the credential it needs, and every declared one is needed (issue 21)', async () => {
  const { body: doc } = await t.request('/api/docs/openapi.json');
  const mismatches: string[] = [];
  for (const [name, op] of Object.entries(apiPaths as Record<string, ApiOperation>)) {
    const security: Record<string, unknown>[] | undefined = doc.paths[op.path][op.method].security;
    const needsCredential = security !== undefined && !security.some((requirement) => Object.keys(requirement).length === 0);
    const status = await anonymousStatus(op);
    // Development-only calls are not mounted outside development (404): nothing to compare.
    if (status === 404 && op.tag === 'dev') continue;
    // 401 without a credential; 403 for the refresh-cookie calls without x-api-key (a cross-site page).
    const refused = status === 401 || status === 403;
    if (refused !== needsCredential) mismatches.push(`${name} ${op.method} ${op.path}: ${status}, security ${JSON.stringify(security)}`);
  }
  expect(mismatches).toEqual([]);
});
