import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { analyticsEventResponseSchema } from '@/api/content';
import { analyticsEvents } from '@/server/db/schema';
import { insertStore } from '../testing/catalog-fixture';
import { createTwoBrandApp, type TwoBrandApp } from '../testing/two-brand-app';
import { MAX_WRITE_BODY_BYTES } from './content-writes.handlers';

/** POST analytics/events: consented analytics events of part 1 §7. */
let app: TwoBrandApp;
let storeId = 0;
let foreignStoreId = 0;

beforeAll(async () => {
  app = await createTwoBrandApp();
  storeId = (await insertStore(app.db, app.brand.id)).id;
  foreignStoreId = (await insertStore(app.db, app.otherBrand.id)).id;
});
afterAll(() => app.close());

const event = (overrides: Record<string, unknown> = {}) => ({
  event: 'Clicked Get Directions',
  consent: true,
  path: '/store/albany-ny',
  store_id: storeId,
  properties: { source: 'store page', position: 2, mobile: false },
  ...overrides,
});
const send = (json: unknown) => app.request('/api/analytics/events', { method: 'POST', headers: { host: 'shop.main.test' }, json });
const recorded = () => app.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

describe('POST analytics/events', () => {
  test('records the event for the request brand and answers 202 { recorded: true }', async () => {
    const response = await send(event());
    expect(response.status).toBe(202);
    expect(analyticsEventResponseSchema.parse(response.body)).toEqual({ recorded: true });
    const [row] = (await recorded()).slice(-1);
    expect(row).toMatchObject({
      orderingAppId: app.brand.id,
      event: 'Clicked Get Directions',
      path: '/store/albany-ny',
      storeId,
      properties: { source: 'store page', position: 2, mobile: false },
    });
  });

  test("keeps the store only when it is one of the brand's stores", async () => {
    for (const id of [null, foreignStoreId, 999_999]) {
      expect((await send(event({ store_id: id }))).status).toBe(202);
      expect((await recorded()).at(-1)!.storeId).toBeNull();
    }
  });

  test.each([
    ['event', { event: 'Clicked Everything' }],
    ['consent', { consent: false }],
    ['consent', { consent: undefined }],
    ['path', { path: `/${'x'.repeat(500)}` }],
    ['store_id', { store_id: 0 }],
    ['properties', { properties: { nested: { deep: true } } }],
  ])('bad %s answers 400 with the field and records nothing', async (field, overrides) => {
    const before = (await recorded()).length;
    const response = await send(event(overrides));
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBeDefined();
    expect(await recorded()).toHaveLength(before);
  });

  test(`a body over ${MAX_WRITE_BODY_BYTES} bytes answers 413 before it is parsed`, async () => {
    const before = (await recorded()).length;
    const properties = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`key${index}`, 'v'.repeat(150)]));
    const response = await send(event({ properties }));
    expect(JSON.stringify(event({ properties })).length).toBeGreaterThan(MAX_WRITE_BODY_BYTES);
    expect(response.status).toBe(413);
    expect(response.body.fields._[0]).toContain(`${MAX_WRITE_BODY_BYTES} bytes`);
    expect(await recorded()).toHaveLength(before);
  });
});
