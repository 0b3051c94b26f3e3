import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitTimeListSchema } from '@/api/content';
import { storeWaitTimes } from '@/server/db/schema';
import { insertStore } from '../testing/catalog-fixture';
import { apiPath } from '../testing/requests';
import { createTwoBrandApp, type TwoBrandApp } from '../testing/two-brand-app';

/** GET content/wait-times: minutes per store of the request brand (part 1 §7 "wait times per store_id"). */
let app: TwoBrandApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTwoBrandApp();
  const { db, brand: main, otherBrand: other } = app;
  for (const [slug, brand] of [['albany', main.id], ['boston', main.id], ['no-wait', main.id], ['salem', other.id]] as const) {
    ids[slug] = (await insertStore(db, brand, { storeSlug: slug })).id;
  }
  await db.insert(storeWaitTimes).values([
    { storeId: ids.boston!, minutes: 25, updatedAt: new Date('2026-11-01T15:00:00Z') },
    { storeId: ids.albany!, minutes: 10, updatedAt: new Date('2026-11-01T15:00:00Z') },
    { storeId: ids.salem!, minutes: 5, updatedAt: new Date('2026-11-01T15:00:00Z') },
  ]);
});
afterAll(() => app.close());

async function waits(query: Parameters<typeof apiPath>[1], host = 'shop.main.test') {
  const response = await app.request(apiPath('content/wait-times', query), { headers: { host } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const body = waitTimeListSchema.parse(response.body);
  expect(body.rows).toBe(body.data.length);
  return body.data.map((wait) => [wait.store_id, wait.minutes]);
}

describe('GET content/wait-times', () => {
  test("without ids: every store of the brand that has a wait time, by store id; never another brand's", async () => {
    expect(await waits({})).toEqual([[ids.albany, 10], [ids.boston, 25]]);
    expect(await waits({}, 'shop.other.test')).toEqual([[ids.salem, 5]]);
  });

  test('store_ids narrows to those stores; unknown, foreign and out-of-range ids answer nothing', async () => {
    expect(await waits({ store_ids: `${ids.boston}` })).toEqual([[ids.boston, 25]]);
    expect(await waits({ store_ids: ` ${ids.boston} , ${ids.salem}, ${ids['no-wait']}` })).toEqual([[ids.boston, 25]]);
    expect(await waits({ store_ids: '99999' })).toEqual([]);
    expect(await waits({ store_ids: '3000000000' })).toEqual([]);
  });

  test('answers when each wait was updated', async () => {
    const response = await app.request(apiPath('content/wait-times', { store_ids: `${ids.albany}` }));
    expect(response.body.data[0].updated_at).toBe('2026-11-01T15:00:00.000Z');
  });

  test.each(['abc', '1,,2', '1;2'])('store_ids %j answers 400 with the field', async (storeIds) => {
    const response = await app.request(apiPath('content/wait-times', { store_ids: storeIds }));
    expect(response.status).toBe(400);
    expect(response.body.fields.store_ids).toEqual(['Must be a comma-separated list of store ids']);
  });
});
