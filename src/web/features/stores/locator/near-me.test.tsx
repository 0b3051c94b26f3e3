import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { fakeApi } from '@/web/testing/fake-api';
import { renderRoutes } from '@/web/testing/render';
import { makeStartup, makeStore } from '@/web/testing/store-fixtures';
import { LocationsPage } from './locations-page';

// The map (maplibre-gl, WebGL) is proven in e2e/map.spec.ts; here only the list and its order matter.
vi.mock('@/web/features/stores/map/lazy-store-map', () => ({ LazyStoreMap: () => null }));

// Demo stores (src/server/db/seed/store-list.ts): shopping at Worcester, MA.
const worcester = makeStore({ id: 5, state: 'MA', city: 'Worcester', ecomm_display_name: 'Worcester', store_slug: 'worcester-ma', lat: 42.2712, lng: -71.8183 });
const STORES = [
  worcester,
  makeStore({ id: 6, state: 'MA', city: 'Salem', ecomm_display_name: 'Salem', store_slug: 'salem-ma', lat: 42.5178, lng: -70.8937 }),
  makeStore({ id: 1, state: 'IL', city: 'Chicago', ecomm_display_name: 'Chicago Lakeview', store_slug: 'chicago-lakeview-il', lat: 41.9352, lng: -87.6441 }),
  makeStore({ id: 2, state: 'IL', city: 'Naperville', ecomm_display_name: 'Naperville', store_slug: 'naperville-il', lat: 41.7915, lng: -88.124 }),
  makeStore({ id: 3, state: 'IL', city: 'Springfield', ecomm_display_name: 'Springfield', store_slug: 'springfield-il', lat: 39.7706, lng: -89.6995 }),
  makeStore({ id: 4, state: 'AZ', city: 'Phoenix', ecomm_display_name: 'Phoenix Camelback', store_slug: 'phoenix-camelback-az', lat: 33.5093, lng: -111.987 }),
];

function startup() {
  const answer = makeStartup({ store: worcester });
  answer.data[0]!.stores = STORES;
  return answer;
}

const locationsRoute = {
  path: '/locations',
  component: LocationsPage,
  validateSearch: z.object({ state: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))), undefined) }),
};

function renderLocator() {
  return renderRoutes([locationsRoute], { path: '/locations', store: worcester, startup: startup() });
}

/** The device's position as navigator.geolocation reports it: a fix, or a failure code (1 denied, 2 unavailable). */
function stubGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if ('code' in answer) fail({ code: answer.code, message: '' } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const tileNames = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe("the locator near a place (issue 21: 'Use my location' and zip/city search)", () => {
  it("without a place: the current store's state opens, current store first (part 1 §2)", async () => {
    await renderLocator();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Massachusetts');
    expect(tileNames()).toEqual(['Worcester', 'Salem']);
    expect(screen.queryByText(/ away$/)).toBeNull();
  });

  it("'Use my location' in Peoria, IL opens Illinois over the current store's state and lists its stores nearest first, with their miles", async () => {
    stubGeolocation({ lat: 40.6936, lng: -89.589 });
    const view = await renderLocator();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Illinois'));
    // The tab that closed leaves as it animates out.
    await waitFor(() => expect(tileNames()).toEqual(['Springfield', 'Naperville', 'Chicago Lakeview']));
    expect(within(screen.getByRole('article', { name: 'Springfield' })).getByText(/^\d+ mi away$/).textContent).toBe('64 mi away');
    expect(within(screen.getByRole('article', { name: 'Chicago Lakeview' })).getByText(/mi away$/).textContent).toBe('132 mi away');
    expect(view.location()).toBe('/locations?state=IL');
    expect(screen.getByText(/Nearest first from/).textContent).toContain('your location');

    // Clear goes back to the spec's order.
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByText(/mi away$/)).toBeNull());
    expect(tileNames()).toEqual(['Chicago Lakeview', 'Naperville', 'Springfield']);
  });

  it('a denied permission says how to allow it or search instead, and leaves the order alone', async () => {
    stubGeolocation({ code: 1 });
    await renderLocator();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Location access is off for this site. Allow it in your browser's settings, or search by zip code or city.");
    expect(tileNames()).toEqual(['Worcester', 'Salem']);
  });

  it('an unavailable position says so too', async () => {
    stubGeolocation({ code: 2 });
    await renderLocator();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't find your location.");
  });

  it("a city search measures from the match in a state with stores (Springfield, IL over the larger Springfield, MO)", async () => {
    const api = fakeApi({
      '/map/places': () => ({
        body: {
          data: [
            { kind: 'city', label: 'Springfield, MO', state: 'MO', lat: 37.22, lng: -93.3 },
            { kind: 'city', label: 'Springfield, IL', state: 'IL', lat: 39.8, lng: -89.64 },
          ],
        },
      }),
    });
    await renderLocator();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zip code or city' }), { target: { value: 'Springfield' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Illinois'));
    await waitFor(() => expect(tileNames()).toEqual(['Springfield', 'Naperville', 'Chicago Lakeview']));
    expect(screen.getByText(/Nearest first from/).textContent).toContain('Springfield, IL');
    const searched = api.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://test')).find((url) => url.pathname === '/api/map/places');
    expect(searched?.searchParams.get('q')).toBe('Springfield');
  });

  it('a search with no match, or with no connection, says so', async () => {
    const api = fakeApi({ '/map/places': () => ({ body: { data: [] } }) });
    await renderLocator();
    const box = screen.getByRole('searchbox', { name: 'Zip code or city' });
    fireEvent.change(box, { target: { value: 'Qqqxyz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't find “Qqqxyz”. Try a 5-digit zip code or a city name");

    api.fetch.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.change(box, { target: { value: '60657' } });
    // The button shows its spinner for at least 300 ms, named 'Search Searching…' meanwhile.
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("Search needs a connection. 'Use my location' works offline."));
  });

  it('the place is kept for the tab: coming back opens the nearest state with the nearest stores first', async () => {
    sessionStorage.setItem('apotheca.locator.near', JSON.stringify({ lat: 33.45, lng: -112.07, label: '85004 (Phoenix, AZ)', source: 'search' }));
    await renderLocator();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Arizona');
    expect(screen.getByRole('article', { name: 'Phoenix Camelback' }).textContent).toMatch(/\d\.\d mi away/);
  });
});
