import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { geocodeResponseSchema } from '@/api/cart';
import { rateLimitHits } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { GEOCODE_LIMIT } from './delivery.handlers';

/**
 * POST /api/delivery/op/geocode-destination (part 2 §7 "Other"): the matches the address chooser
 * dialog offers (part 2 §8 'The address you entered is not valid. Choose from the list or enter
 * another address.'), from the offline US ZIP dataset (DECISIONS.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const geocode = (json: unknown) => t.request('/api/delivery/op/geocode-destination', { method: 'POST', json });
const address = { address_1: '25 Market Street', address_2: 'Apt 4', city: 'Poughkeepsie', state: 'NY', zip: '12601' };

describe('part 2 §7 "Other": geocode-destination', () => {
  test('a known zip answers one match with the typed street, the dataset city/state/zip and its centroid', async () => {
    const response = await geocode(address);
    expect(response.status).toBe(200);
    const { matches } = geocodeResponseSchema.parse(response.body);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ address_1: '25 Market Street', address_2: 'Apt 4', city: 'Poughkeepsie', state: 'NY', zip: '12601' });
    expect(matches[0]!.lat).toBeCloseTo(41.7, 0);
    expect(matches[0]!.lng).toBeCloseTo(-73.9, 0);
  });

  test('part 2 §8 address chooser: a wrong or differently cased city comes back as the dataset has it', async () => {
    const response = await geocode({ address_1: '1 Penn Plaza', city: 'manhattan', state: 'ny', zip: '10001' });
    expect(response.status).toBe(200);
    expect(response.body.matches).toEqual([
      { address_1: '1 Penn Plaza', address_2: null, city: 'New York', state: 'NY', zip: '10001', lat: 40.7484, lng: -73.9967 },
    ]);
  });

  test('a zip the dataset does not know has no matches (the address is not valid)', async () => {
    const response = await geocode({ ...address, zip: '00000' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ matches: [] });
  });

  test('a zip in another state than the one typed has no matches', async () => {
    const response = await geocode({ ...address, state: 'NJ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ matches: [] });
  });

  test('part 2 §5: an incomplete address answers 400 with the fields at fault', async () => {
    const response = await geocode({ address_1: '', city: 'Poughkeepsie', state: 'New York', zip: '126' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Invalid request.');
    expect(Object.keys(response.body.fields).sort()).toEqual(['address_1', 'state', 'zip']);
    expect(response.body.fields.zip).toEqual(['Enter a 5-digit zip code']);
  });

  test('a body that is not JSON answers 400, not 500', async () => {
    const response = await t.request('/api/delivery/op/geocode-destination', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"zip":',
    });
    expect(response.status).toBe(400);
  });

  test('public calls are limited per client address (README "Security"; 429 with Retry-After once the limit is spent)', async () => {
    // Requests through app.request() have no socket, so their address is 'unknown'.
    await t.handle.db.insert(rateLimitHits).values(Array.from({ length: GEOCODE_LIMIT.limit }, () => ({ bucket: GEOCODE_LIMIT.bucket, key: 'unknown' })));
    const response = await geocode(address);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
