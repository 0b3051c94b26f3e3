import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { contentDocumentSchema, contentListSchema } from '@/api/content';
import { apiPaths } from '@/api/paths';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { daysFromNow, insertBrand } from '../testing/catalog-fixture';
import { SAMPLE_DATA, insertDocument } from './content-fixture';

/** GET content/documents/{type}/{uid}: one published document of the request's brand (part 1 §7). */
let t: TestApp;
const MAIN = { host: 'shop.main.test' };
const OTHER = { host: 'shop.other.test' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const main = await insertBrand(db, { slug: 'main', isMainBrand: true, hosts: ['shop.main.test'] });
  const other = await insertBrand(db, { slug: 'other', hosts: ['shop.other.test'] });
  await insertDocument(db, main.id, { type: 'page', uid: 'deals-ny', tags: ['deals', 'master'], data: { ...SAMPLE_DATA.page, title: 'New York Deals' } });
  await insertDocument(db, other.id, { type: 'page', uid: 'deals-ny', data: { ...SAMPLE_DATA.page, title: 'Other Deals' } });
  await insertDocument(db, other.id, { type: 'page', uid: 'other-only' });
  await insertDocument(db, main.id, { type: 'page', uid: 'next-week', publishedOn: daysFromNow(7) });
  // Written outside the contract (a page without its body): never served.
  await insertDocument(db, main.id, { type: 'page', uid: 'broken', data: { title: 'No body' } });
});
afterAll(() => t.close());

const get = (type: string, uid: string, headers: Record<string, string> = MAIN) =>
  t.request(`/api/content/documents/${type}/${encodeURIComponent(uid)}`, { headers });

describe('GET content/documents/{type}/{uid}', () => {
  test("answers the request brand's document, parsed by the contract, master tag hidden and cacheable", async () => {
    const response = await get('page', 'deals-ny');
    expect(response.status).toBe(200);
    const doc = contentDocumentSchema.parse(response.body);
    expect(doc).toMatchObject({ type: 'page', uid: 'deals-ny', tags: ['deals'], data: { title: 'New York Deals' } });
    expect(response.headers.get('cache-control')).toBe(apiPaths.getContent.cacheControl);
    const other = await get('page', 'deals-ny', OTHER);
    expect(other.body.data.title).toBe('Other Deals');
  });

  test.each([
    ['an unknown uid', 'page', 'nowhere', MAIN],
    ['the right uid under another type', 'faq', 'deals-ny', MAIN],
    ["another brand's document", 'page', 'other-only', MAIN],
    ['a document published in the future', 'page', 'next-week', MAIN],
  ])('%s answers JSON 404 Content not found.', async (_case, type, uid, headers) => {
    const response = await get(type, uid, headers);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Content not found.' });
    expect(response.headers.get('cache-control')).toBeNull();
  });

  test('a type outside the contract answers 400 with the field', async () => {
    const response = await get('blog', 'deals-ny');
    expect(response.status).toBe(400);
    expect(response.body.fields.type).toBeDefined();
  });

  test('a document whose data breaks its schema is left out of lists and answers 404, so it cannot break a page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await get('page', 'broken')).status).toBe(404);
      const list = await t.request('/api/content/documents?type=page', { headers: MAIN });
      expect(list.status).toBe(200);
      const body = contentListSchema.parse(list.body);
      expect(body.data.map((doc) => doc.uid)).toEqual(['deals-ny']);
      expect(body.total_rows).toBe(1);
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
