import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentListSchema } from '@/api/content';
import { apiPaths } from '@/api/paths';
import { daysFromNow } from '../testing/catalog-fixture';
import { apiPath } from '../testing/requests';
import { MAIN_HOST, OTHER_HOST, createTwoBrandApp, type TwoBrandApp } from '../testing/two-brand-app';
import { SAMPLE_DATA, day, insertDocument } from './content-fixture';

/** GET content/documents: our content service's list read (part 1 §3 "Content items", §7). */
let app: TwoBrandApp;
const MAIN = { host: MAIN_HOST };
const OTHER = { host: OTHER_HOST };

beforeAll(async () => {
  app = await createTwoBrandApp();
  const { db, brand: main, otherBrand: other } = app;
  // Five published articles with distinct dates, two on the same date (tie broken by uid).
  await insertDocument(db, main.id, { uid: 'terpenes', publishedOn: day('2026-03-01'), tags: ['flavor', 'master'] });
  await insertDocument(db, main.id, { uid: 'dosing', publishedOn: day('2026-05-01'), tags: ['edibles', 'dosing'] });
  await insertDocument(db, main.id, { uid: 'storage', publishedOn: day('2026-04-01'), tags: ['storage'] });
  await insertDocument(db, main.id, { uid: 'b-labels', publishedOn: day('2026-02-01'), tags: ['dosing'] });
  await insertDocument(db, main.id, { uid: 'a-cards', publishedOn: day('2026-02-01'), tags: ['medical'] });
  await insertDocument(db, main.id, { uid: 'scheduled', publishedOn: daysFromNow(3), tags: ['dosing'] });
  await insertDocument(db, main.id, { type: 'faq', uid: 'faq-1', tags: ['dosing'] });
  await insertDocument(db, other.id, { uid: 'harbor-only', tags: ['dosing'] });
  await insertDocument(db, other.id, { type: 'faq', uid: 'dosing', tags: ['dosing'], publishedOn: day('2026-06-01'), data: { ...SAMPLE_DATA.faq, question: 'Other brand?' } });
});
afterAll(() => app.close());

async function list(query: Parameters<typeof apiPath>[1], headers: Record<string, string> = MAIN) {
  const response = await app.request(apiPath('content/documents', query), { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const body = contentListSchema.parse(response.body);
  expect(body.rows).toBe(body.data.length);
  return { ...body, uids: body.data.map((doc) => doc.uid), headers: response.headers };
}

describe('GET content/documents (part 1 §7 content reads)', () => {
  test('lists a type newest published first, ties by uid, with rows and total_rows', async () => {
    const all = await list({ type: 'education_post' });
    expect(all.uids).toEqual(['dosing', 'storage', 'terpenes', 'a-cards', 'b-labels']);
    expect(all.total_rows).toBe(5);
    expect(all.data.every((doc) => doc.type === 'education_post')).toBe(true);
    expect(all.data[0]!.published_on).toBe('2026-05-01T12:00:00.000Z');
  });

  test('pages with page and page_size; total_rows counts every match', async () => {
    const first = await list({ type: 'education_post', page: 1, page_size: 2 });
    const second = await list({ type: 'education_post', page: 2, page_size: 2 });
    const third = await list({ type: 'education_post', page: 3, page_size: 2 });
    expect([first.uids, second.uids, third.uids]).toEqual([['dosing', 'storage'], ['terpenes', 'a-cards'], ['b-labels']]);
    expect([first.total_rows, second.total_rows, third.total_rows]).toEqual([5, 5, 5]);
    expect((await list({ type: 'education_post', page: 4, page_size: 2 })).data).toEqual([]);
  });

  test('uids (a comma list) and tag narrow the list, alone or with a type', async () => {
    expect((await list({ uids: 'storage, a-cards,,nope' })).uids).toEqual(['storage', 'a-cards']);
    expect((await list({ tag: 'dosing' })).uids).toEqual(['dosing', 'b-labels', 'faq-1']);
    expect((await list({ tag: 'dosing', type: 'faq' })).uids).toEqual(['faq-1']);
    expect((await list({ tag: 'nothing' })).total_rows).toBe(0);
  });

  test("the 'master' tag is never served, though its documents are listed (part 1 §3)", async () => {
    const { data } = await list({ uids: 'terpenes' });
    expect(data[0]!.tags).toEqual(['flavor']);
    expect((await list({ type: 'education_post' })).data.flatMap((doc) => doc.tags)).not.toContain('master');
  });

  test('documents published in the future stay hidden', async () => {
    expect((await list({ uids: 'scheduled' })).data).toEqual([]);
    expect((await list({ tag: 'dosing' })).uids).not.toContain('scheduled');
  });

  test("another brand's documents are invisible; that brand sees only its own", async () => {
    expect((await list({ uids: 'harbor-only' })).data).toEqual([]);
    const other = await list({ tag: 'dosing' }, OTHER);
    expect(other.uids).toEqual(['dosing', 'harbor-only']);
    expect(other.data.find((doc) => doc.type === 'faq')).toMatchObject({ data: { question: 'Other brand?' } });
  });

  test("answers may be cached for the path table's time, per brand header", async () => {
    const { headers } = await list({ type: 'faq' });
    expect(headers.get('cache-control')).toBe(apiPaths.listContent.cacheControl);
    expect(headers.get('vary')).toContain('x-ordering-app-id');
  });

  test.each([
    ['type', { type: 'blog' }],
    ['page_size', { page_size: 101 }],
    ['page_size', { page_size: 0 }],
    ['page', { page: 'x' }],
    ['tag', { tag: 'x'.repeat(101) }],
  ])('bad %s answers 400 with the field', async (field, query) => {
    const response = await app.request(apiPath('content/documents', query));
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBeDefined();
  });
});
