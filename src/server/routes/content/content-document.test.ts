import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { contentDocumentSchema, contentListSchema } from '@/api/content';
import { apiPaths } from '@/api/paths';
import { daysFromNow } from '../testing/catalog-fixture';
import { MAIN_HOST, OTHER_HOST, createTwoBrandApp, type TwoBrandApp } from '../testing/two-brand-app';
import { SAMPLE_DATA, insertDocument } from './content-fixture';

/** GET content/documents/{type}/{uid}: one published document of the request's brand (part 1 §7). */
let app: TwoBrandApp;
const MAIN = { host: MAIN_HOST };
const OTHER = { host: OTHER_HOST };

beforeAll(async () => {
  app = await createTwoBrandApp();
  const { db, brand: main, otherBrand: other } = app;
  await insertDocument(db, main.id, { type: 'page', uid: 'deals-ny', tags: ['deals', 'master'], data: { ...SAMPLE_DATA.page, title: 'New York Deals' } });
  await insertDocument(db, other.id, { type: 'page', uid: 'deals-ny', data: { ...SAMPLE_DATA.page, title: 'Other Deals' } });
  await insertDocument(db, other.id, { type: 'page', uid: 'other-only' });
  await insertDocument(db, main.id, { type: 'page', uid: 'next-week', publishedOn: daysFromNow(7) });
  // Written outside the contract (a page without its body): never served.
  await insertDocument(db, main.id, { type: 'page', uid: 'broken', data: { title: 'No body' } });
});
afterAll(() => app.close());

const get = (type: string, uid: string, headers: Record<string, string> = MAIN) =>
  app.request(`/api/content/documents/${type}/${encodeURIComponent(uid)}`, { headers });

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
      const list = await app.request('/api/content/documents?type=page', { headers: MAIN });
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
