import { gunzipSync } from 'node:zlib';
import type { Geometry } from 'geojson';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { countyLinesSchema, majorCitiesSchema, mapStyleSchema, stateShapesSchema } from '@/api/map';
import { placesSchema } from '@/api/places';
import { createApp } from '@/server/app';
import { createTwoBrandApp, type TwoBrandApp } from '../testing/two-brand-app';

let brands: TwoBrandApp;
beforeAll(async () => {
  brands = await createTwoBrandApp({
    main: { primaryColor: '#0000ff', secondaryColor: '#00ff00' },
    other: { primaryColor: '#ff0000', secondaryColor: '#000000' },
  });
});
afterAll(() => brands.close());

async function style(host: string, headers: Record<string, string> = {}) {
  const response = await brands.request('/api/map/style.json', { headers: { host, ...headers } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { style: mapStyleSchema.parse(response.body), headers: response.headers };
}

const paintOf = (layers: { id: string; paint?: unknown }[], id: string) =>
  layers.find((layer) => layer.id === id)?.paint as Record<string, unknown> | undefined;

describe('GET map/style.json: our offline style in the brand colours (part 1 §2 "Store locator", DECISIONS.md "Maps")', () => {
  test("the main brand's host gets water and borders tinted with its primary colour, land with its secondary", async () => {
    const { style: main, headers } = await style('shop.main.test');
    const layers = main.layers as { id: string; type: string; source?: string; paint?: unknown }[];
    expect(layers.map((layer) => [layer.id, layer.type])).toEqual([
      ['water', 'background'],
      ['state-fill', 'fill'],
      ['county-line', 'line'],
      ['state-border', 'line'],
      ['city-dot', 'circle'],
      ['city-label', 'symbol'],
    ]);
    // #0000ff at 16 % over white, #00ff00 at 6 %, #0000ff at 45 %.
    expect(paintOf(layers, 'water')).toMatchObject({ 'background-color': '#d6d6ff' });
    expect(paintOf(layers, 'state-fill')).toMatchObject({ 'fill-color': '#f0fff0' });
    expect(paintOf(layers, 'state-border')).toMatchObject({ 'line-color': '#8c8cff' });
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    // The brand can also come from a header (the client's development override): caches keep one copy per brand.
    expect(headers.get('vary')).toContain('x-ordering-app-id');
  });

  test("the second brand's host, or its x-ordering-app-id, gets its own colours", async () => {
    for (const other of [await style('shop.other.test'), await style('shop.main.test', { 'x-ordering-app-id': String(brands.otherBrand.id) })]) {
      const layers = other.style.layers as { id: string; paint?: unknown }[];
      expect(paintOf(layers, 'water')).toMatchObject({ 'background-color': '#ffd6d6' });
      expect(paintOf(layers, 'state-border')).toMatchObject({ 'line-color': '#ff8c8c' });
    }
  });

  test('the states, county lines and cities come from our own absolute URLs, and nothing else is downloaded (no glyphs, sprites or tiles)', async () => {
    const { style: main } = await style('shop.main.test');
    expect(main.sources).toEqual({
      states: { type: 'geojson', data: 'http://localhost/api/map/us-states.geojson', attribution: expect.stringContaining('U.S. Census Bureau') },
      counties: { type: 'geojson', data: 'http://localhost/api/map/v1/us-counties.geojson' },
      cities: { type: 'geojson', data: 'http://localhost/api/map/v1/us-cities.geojson', attribution: expect.stringContaining('GeoNames') },
    });
    // City names are drawn from the device's own font: no glyphs URL to fetch (or to be missing offline).
    expect(main).not.toHaveProperty('glyphs');
    expect(main).not.toHaveProperty('sprite');
    for (const source of Object.values(main.sources)) {
      const data = await brands.t.app.request(new URL((source as { data: string }).data).pathname);
      expect(data.status).toBe(200);
    }
  });

  test('with MAP_STYLE_URL set, the style answers a redirect to it (real vector tiles)', async () => {
    const tiles = 'https://tiles.example.test/styles/streets/style.json';
    const app = createApp({ db: brands.db, config: { ...brands.t.config, MAP_STYLE_URL: tiles } });
    const response = await app.request('/api/map/style.json', { headers: { host: 'shop.main.test' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(tiles);
  });
});

/** Ray casting over every ring of a (multi)polygon: true when the point lies inside an odd number of rings. */
function contains(geometry: Geometry, [x, y]: [number, number]): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  let inside = false;
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe('GET map/us-states.geojson: US state shapes from us-atlas', () => {
  test('the 50 states, DC, Puerto Rico and the Virgin Islands (part 1 §1), each a polygon around its own cities', async () => {
    const response = await brands.request('/api/map/us-states.geojson');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const shapes = stateShapesSchema.parse(response.body);
    const codes = shapes.features.map((shape) => shape.properties.code);
    expect(codes).toHaveLength(53);
    expect(new Set(codes).size).toBe(53);
    expect(codes).toEqual(expect.arrayContaining(['NY', 'IL', 'OH', 'AZ', 'MA', 'PA', 'FL', 'DC', 'PR', 'VI', 'AK', 'HI']));
    for (const shape of shapes.features) {
      expect(['Polygon', 'MultiPolygon'], shape.properties.code).toContain((shape.geometry as Geometry).type);
    }
    const byCode = new Map(shapes.features.map((shape) => [shape.properties.code, shape]));
    expect(byCode.get('NY')?.properties.name).toBe('New York');
    const cities: [string, [number, number]][] = [
      ['NY', [-73.76, 42.65]], // Albany
      ['IL', [-89.65, 39.78]], // Springfield
      ['OH', [-83.0, 39.96]], // Columbus
      ['AZ', [-112.07, 33.45]], // Phoenix
      ['MA', [-71.8, 42.26]], // Worcester
      ['PA', [-76.88, 40.27]], // Harrisburg
      ['FL', [-82.46, 27.95]], // Tampa
    ];
    for (const [code, city] of cities) {
      expect(contains(byCode.get(code)!.geometry as Geometry, city), code).toBe(true);
      expect(contains(byCode.get(code === 'NY' ? 'PA' : 'NY')!.geometry as Geometry, city), `${code} not in a neighbour`).toBe(false);
    }
  });

  test('a gzip-accepting client gets the same shapes gzipped', async () => {
    const response = await brands.t.app.request('/api/map/us-states.geojson', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    expect(stateShapesSchema.parse(body).features).toHaveLength(53);
  });
});

describe('GET map/v1/us-counties.geojson: county lines for the basemap (issue 21: an offline map with context)', () => {
  test('one multi-line of the borders between counties, cached for good (the path names the data), gzipped on request', async () => {
    const response = await brands.t.app.request('/api/map/v1/us-counties.geojson', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const lines = countyLinesSchema.parse(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')));
    const geometry = lines.features[0]!.geometry as { type: string; coordinates: [number, number][][] };
    expect(geometry.type).toBe('MultiLineString');
    // Thousands of county borders, each vertex at 3 decimals; all inside the US's longitudes and latitudes.
    expect(geometry.coordinates.length).toBeGreaterThan(3000);
    const points = geometry.coordinates.flat();
    expect(points.every(([lng, lat]) => lng >= -180 && lng <= 180 && lat >= 15 && lat <= 72)).toBe(true);
    expect(points.every(([lng]) => Math.round(lng * 1000) / 1000 === lng)).toBe(true);
  });
});

describe('GET map/v1/us-cities.geojson: each state\'s major cities for the basemap labels', () => {
  test("a state's largest cities in tier 1, neighbourhoods left out, every state of the spec's list present", async () => {
    const response = await brands.request('/api/map/v1/us-cities.geojson');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const cities = majorCitiesSchema.parse(response.body).features.map((city) => city.properties);
    const tier1 = (state: string) => cities.filter((city) => city.state === state && city.tier === 1).map((city) => city.name);
    expect(tier1('AZ')).toEqual(['Phoenix', 'Tucson', 'Mesa']);
    expect(tier1('IL')).toContain('Chicago');
    expect(tier1('MA')).toContain('Boston');
    expect(tier1('NY')).toContain('New York City');
    // GeoNames lists boroughs and city sections beside their city: a map of major cities shows the city.
    const names = cities.map((city) => city.name);
    for (const section of ['Brooklyn', 'South Boston', 'Maryvale']) expect(names, section).not.toContain(section);
    // The second brand's store (New Bedford, MA) has its neighbours named around it.
    expect(cities.filter((city) => city.state === 'MA').map((city) => city.name)).toEqual(expect.arrayContaining(['New Bedford', 'Fall River', 'Taunton']));
    expect(new Set(cities.map((city) => city.state)).size).toBe(53);
    // Other countries' codes that look like states (AZ Azerbaijan, IL Israel) never leak in.
    for (const foreign of ['Baku', 'Tel Aviv', 'Casablanca']) expect(names, foreign).not.toContain(foreign);
  });
});

describe('GET map/places: a zip or a city to coordinates, for the locator\'s nearest-first order', () => {
  const places = async (q: string) => {
    const response = await brands.request(`/api/map/places?q=${encodeURIComponent(q)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    return placesSchema.parse(response.body).data;
  };

  test("a zip (or ZIP+4) answers its centroid and city; an unknown zip answers no match", async () => {
    const [hills] = await places('90210');
    expect(hills).toMatchObject({ kind: 'zip', label: '90210 (Beverly Hills, CA)', state: 'CA' });
    expect(hills!.lat).toBeCloseTo(34.09, 1);
    expect(hills!.lng).toBeCloseTo(-118.41, 1);
    expect((await places('60657-1234'))[0]).toMatchObject({ label: '60657 (Chicago, IL)', state: 'IL' });
    expect(await places('00000')).toEqual([]);
  });

  test('a city, with or without its state (code or name), largest place of that name first; at most 5 matches', async () => {
    expect((await places('springfield, il')).map((place) => place.label)).toEqual(['Springfield, IL']);
    expect((await places('Springfield Illinois')).map((place) => place.label)).toEqual(['Springfield, IL']);
    const springfields = await places('Springfield');
    expect(springfields).toHaveLength(5);
    expect(springfields.map((place) => place.state)).toEqual(expect.arrayContaining(['MO', 'MA', 'IL']));
    expect((await places('st. louis'))[0]).toMatchObject({ label: 'St. Louis, MO', kind: 'city' });
    expect((await places('Mayaguez'))[0]).toMatchObject({ label: 'Mayagüez, PR' });
    expect((await places('New Bedf'))[0]).toMatchObject({ label: 'New Bedford, MA' });
    expect(await places('Qqqxyz')).toEqual([]);
  });

  test('bad input answers 400 with the field named: missing, too short, too long, control characters', async () => {
    for (const query of ['', '?q=', '?q=%20a%20', `?q=${'a'.repeat(65)}`, '?q=Spring%00field']) {
      const response = await brands.request(`/api/map/places${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ fields: { q: expect.any(Array) } });
    }
  });
});
