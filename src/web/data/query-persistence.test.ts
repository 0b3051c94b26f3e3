import 'fake-indexeddb/auto';
import { focusManager, onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiRequestError } from './api-errors';
import { removePrivateData } from './private-data';
import { createQueryClient } from './query-client';
import { consoleKeys } from './query-keys';
import { loadQueryStorage, persistQueries } from './query-persistence';

const menu = { data: [{ id: 7, name: 'Blue Dream 3.5g' }] };
const offline = () => Promise.reject(new ApiRequestError('You appear to be offline.', 'network', undefined));

/** A page load: a new QueryClient over the same IndexedDB. */
function openPage(buster = 'build-1'): QueryClient {
  const client = createQueryClient();
  persistQueries(client, { scope: 'host', buster });
  return client;
}

async function settled() {
  // The persister writes after the fetch resolves (scheduled), then Dexie commits.
  await vi.waitFor(async () => expect((await (await loadQueryStorage()).entries()).length).toBeGreaterThan(0));
}

afterEach(async () => {
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  // A write the last test left waiting for an idle moment lands now, not in the next test's storage.
  await (await loadQueryStorage()).entries();
  const db = (await import('./offline-db')).offlineDb();
  await Promise.all([db.queryMeta.clear(), db.queryBody.clear()]);
});

describe('a repeat visit starts from what the device kept (README: What the device keeps)', () => {
  test('the last menu renders with no network, with its original update time', async () => {
    const first = openPage();
    await first.fetchQuery({ queryKey: ['inventory', 1, 'recreational', 'list'], queryFn: () => menu });
    await settled();
    const fetchedAt = first.getQueryState(['inventory', 1, 'recreational', 'list'])!.dataUpdatedAt;

    onlineManager.setOnline(false);
    const repeat = openPage();
    const data = await repeat.fetchQuery({ queryKey: ['inventory', 1, 'recreational', 'list'], queryFn: offline, retry: false });
    expect(data).toEqual(menu);
    await vi.waitFor(() => expect(repeat.getQueryState(['inventory', 1, 'recreational', 'list'])!.dataUpdatedAt).toBe(fetchedAt));
  });

  test('with nothing kept, an offline read fails at once instead of waiting for the network', async () => {
    onlineManager.setOnline(false);
    const page = openPage();
    await expect(page.fetchQuery({ queryKey: ['inventory', 2, 'medical', 'list'], queryFn: offline })).rejects.toThrow('offline');
  });

  test('data another build kept is not read back', async () => {
    const first = openPage('build-1');
    await first.fetchQuery({ queryKey: ['content', 'faq'], queryFn: () => ({ old: true }) });
    await settled();
    const next = openPage('build-2');
    expect(await next.fetchQuery({ queryKey: ['content', 'faq'], queryFn: () => ({ fresh: true }) })).toEqual({ fresh: true });
  });

  test('a cart written into the cache is kept too, and sign-out removes it while the menu stays', async () => {
    const page = openPage();
    await page.fetchQuery({ queryKey: ['inventory', 1, 'recreational', 'list'], queryFn: () => menu });
    page.setQueryData(['carts', 'open', 5], { id: 31, cart_items: [] });
    const keptRoots = async () => (await (await loadQueryStorage()).entries()).map(([, value]) => value.queryKey[0]);
    await vi.waitFor(async () => expect(await keptRoots()).toEqual(expect.arrayContaining(['inventory', 'carts'])));

    await removePrivateData(page);
    expect(page.getQueryData(['carts', 'open', 5])).toBeUndefined();
    expect(await keptRoots()).toContain('inventory');
    expect(await keptRoots()).not.toContain('carts');
  });
});

describe('the console\'s reads are never kept on the device (README "The operator console")', () => {
  const operator = 9;
  const customer = { id: 4, name: 'Dana Reyes', phone: '555-0142', medical_cards: [{ number: 'MED-778812' }] };

  test("a customer's details read in the console are not written to IndexedDB, and sign-out drops them from memory", async () => {
    const page = openPage();
    await page.fetchQuery({ queryKey: consoleKeys.customer(operator, 4), queryFn: () => customer });
    page.setQueryData(consoleKeys.staff(operator), [{ id: 2, email: 'manager@example.com' }]);
    // The menu read after them is kept: once it is on the device, anything kept before it is too.
    await page.fetchQuery({ queryKey: ['inventory', 1, 'recreational', 'list'], queryFn: () => menu });
    const kept = async () => (await (await loadQueryStorage()).entries()).map(([, value]) => JSON.stringify(value));
    await vi.waitFor(async () => expect((await kept()).some((entry) => entry.includes('Blue Dream'))).toBe(true));
    expect((await kept()).join()).not.toMatch(/MED-778812|555-0142|manager@example\.com|"console"/);

    await removePrivateData(page);
    expect(page.getQueryData(consoleKeys.customer(operator, 4))).toBeUndefined();
    expect(page.getQueryData(consoleKeys.staff(operator))).toBeUndefined();
  });
});

describe("the shopper never sees a cart older than the server's once it answers", () => {
  const cartKey = ['carts', 'open', 5];
  // As the cart's own query options have it (shared/cart/cart-queries.ts).
  const CART_FRESH_MS = 30_000;
  const cart = (units: number) => ({ id: 31, cart_items: [{ id: 1, quantity: units }] });

  test('a reload online shows the kept cart only until the server answers, however recent it is', async () => {
    const first = openPage();
    await first.fetchQuery({ queryKey: cartKey, queryFn: () => cart(1), staleTime: CART_FRESH_MS });
    await settled();

    // Changed in another tab a moment later, then this page reloads.
    const server = vi.fn(() => Promise.resolve(cart(3)));
    const reloaded = openPage();
    expect(await reloaded.fetchQuery({ queryKey: cartKey, queryFn: server, staleTime: CART_FRESH_MS })).toEqual(cart(1));
    await vi.waitFor(() => expect(reloaded.getQueryData(cartKey)).toEqual(cart(3)));
    expect(server).toHaveBeenCalledTimes(1);
  });

  test('a reload offline shows the kept cart and does not ask the network', async () => {
    const first = openPage();
    await first.fetchQuery({ queryKey: cartKey, queryFn: () => cart(1), staleTime: CART_FRESH_MS });
    await settled();
    const fetchedAt = first.getQueryState(cartKey)!.dataUpdatedAt;

    onlineManager.setOnline(false);
    const server = vi.fn(offline);
    const reloaded = openPage();
    expect(await reloaded.fetchQuery({ queryKey: cartKey, queryFn: server, staleTime: CART_FRESH_MS })).toEqual(cart(1));
    // The restore has finished (it dates the copy, then would refetch at once).
    await vi.waitFor(() => expect(reloaded.getQueryState(cartKey)!.dataUpdatedAt).toBe(fetchedAt));
    expect(server).not.toHaveBeenCalled();
    expect(reloaded.getQueryState(cartKey)).toMatchObject({ status: 'success', fetchStatus: 'idle' });
  });

  test('coming back to the page asks for the cart again online, not for the menu, and not offline', async () => {
    const page = openPage();
    page.mount();
    const server = vi.fn().mockResolvedValueOnce(cart(1)).mockResolvedValueOnce(cart(2));
    const menuFn = vi.fn(() => menu);
    const observers = [
      new QueryObserver(page, { queryKey: cartKey, queryFn: server, staleTime: CART_FRESH_MS }),
      new QueryObserver(page, { queryKey: ['inventory', 1, 'recreational', 'list'], queryFn: menuFn }),
    ];
    const stop = observers.map((observer) => observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(page.getQueryData(cartKey)).toEqual(cart(1)));

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(page.getQueryData(cartKey)).toEqual(cart(2)));
    expect(menuFn).toHaveBeenCalledTimes(1);

    onlineManager.setOnline(false);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(server).toHaveBeenCalledTimes(2);
    for (const unsubscribe of stop) unsubscribe();
    page.unmount();
  });
});

describe('content published in the console shows on the next visit (README "Content in the console")', () => {
  const bannersKey = ['content', 'list', 'special_message', {}];
  // As the content queries have it (data/content-queries.ts): fresh for 5 minutes within a visit.
  const CONTENT_FRESH_MS = 5 * 60_000;

  test('a visit online shows the kept banners at once and then the server’s, even a minute after the last visit', async () => {
    const first = openPage();
    await first.fetchQuery({ queryKey: bannersKey, queryFn: () => ({ data: ['old'] }), staleTime: CONTENT_FRESH_MS });
    await settled();

    const server = vi.fn(() => Promise.resolve({ data: ['old', 'just-published'] }));
    const next = openPage();
    expect(await next.fetchQuery({ queryKey: bannersKey, queryFn: server, staleTime: CONTENT_FRESH_MS })).toEqual({ data: ['old'] });
    await vi.waitFor(() => expect(next.getQueryData(bannersKey)).toEqual({ data: ['old', 'just-published'] }));
    // And the device keeps the new copy for the visit after, offline included.
    onlineManager.setOnline(false);
    const offlineVisit = openPage();
    await vi.waitFor(async () =>
      expect(await offlineVisit.fetchQuery({ queryKey: bannersKey, queryFn: offline, staleTime: CONTENT_FRESH_MS, retry: false })).toEqual({ data: ['old', 'just-published'] }),
    );
  });
});
