import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { cartPaths } from '@/api/cart-paths';
import { catalogPaths } from '@/api/catalog-paths';
import { contactPaths } from '@/api/contact-paths';
import { mapPaths } from '@/api/map-paths';
import { sessionState } from '@/web/state/session';
import { toastState } from '@/web/state/toasts';
import { ApiRequestError, CANCELLED_MESSAGE, GENERIC_ERROR, OFFLINE_MESSAGE } from './api-errors';
import { apiUrl, call } from './call';

/** The typed client (README "One typed client"): everything about a call but its values comes from the contract. */
interface Sent {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const STORE = { data: [], rows: 0, total_rows: 0 };

let sent: Sent[] = [];
function answer(respond: () => Response | Promise<Response>) {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url: new URL(url, 'http://test'), method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body });
    return respond();
  });
}

beforeEach(() => {
  toastState.toasts = [];
  Object.assign(sessionState, { userId: undefined, username: undefined, accessToken: undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('the request comes from the contract', () => {
  test('path parameters are filled in and URI-encoded, so a value stays one path segment', async () => {
    answer(() => json({ message: 'no' }, 404));
    await call(catalogPaths.getSpecial, { params: { key: 'half off/today?' }, query: { store_id: 3, usage_type: 'medical' } }, { hideErrorToast: true }).catch(() => undefined);
    expect(sent[0]!.url.pathname).toBe('/api/p/specials/half%20off%2Ftoday%3F');
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.body).toBeUndefined();
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ store_id: '3', usage_type: 'medical' });
  });

  test('a query sends booleans as true/false and lists comma-separated, and leaves out what is unset', async () => {
    answer(() => json(STORE));
    await call(catalogPaths.listInventory, { query: { store_id: 1, include_specials: true, brands: ['Acme', 'Bolt'], search: undefined, limit: 50 } });
    expect(sent[0]!.url.pathname).toBe('/api/p/inventory');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ store_id: '1', include_specials: 'true', brands: 'Acme,Bolt', limit: '50' });
  });

  test("a write sends the contract's method and its body as JSON; an optional body goes as {}", async () => {
    answer(() => json(STORE));
    await call(cartPaths.getMyOrders, { body: { statuses: ['submitted'] } });
    expect(sent[0]).toMatchObject({ method: 'POST', body: JSON.stringify({ statuses: ['submitted'] }) });
    expect(sent[0]!.headers['content-type']).toBe('application/json');

    answer(() => json({ message: 'no' }, 400));
    await call(userPaths.deleteMyAddresses, { params: { id: 7 } }, { hideErrorToast: true }).catch(() => undefined);
    expect(sent[0]).toMatchObject({ method: 'POST', body: '{}' });
    expect(sent[0]!.url.pathname).toBe('/api/users/op/delete-my-addresses/7');
  });

  test('a multipart operation sends its form as it is, with the browser choosing the content type', async () => {
    answer(() => json({ link: '/api/uploads/k1', key: 'k1', name: 'a.jpg', type: 'image/jpeg', size: 1 }, 201));
    const form = new FormData();
    form.append('file', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    await expect(call(contactPaths.uploadFile, { form })).resolves.toMatchObject({ key: 'k1' });
    expect(sent[0]!.body).toBe(form);
    expect(sent[0]!.headers['content-type']).toBeUndefined();
  });

  test('apiUrl gives the address of an operation the browser fetches by itself', () => {
    expect(apiUrl(mapPaths.mapStyle)).toBe('/api/map/style.json');
    expect(apiUrl(contactPaths.getUpload, { key: 'abc' })).toBe('/api/uploads/abc');
  });

  test('the types refuse what the contract does not take', () => {
    // Compile-time only (npm run typecheck): none of these calls is made.
    const refused = () => {
      // @ts-expect-error getInventoryItem needs its id
      void call(catalogPaths.getInventoryItem, {});
      // @ts-expect-error the body of get-my-orders has no such field
      void call(cartPaths.getMyOrders, { body: { colour: 'red' } });
      // @ts-expect-error usage_type is one of the usage types
      void call(catalogPaths.listInventory, { query: { usage_type: 'both' } });
      // @ts-expect-error a GET has no body
      void call(catalogPaths.listStores, { body: {} });
    };
    expect(refused).toBeTypeOf('function');
  });
});

describe('the answer is parsed by the contract', () => {
  test("answers the response schema's output", async () => {
    answer(() => json({ data: [], rows: 0, total_rows: 0, extra: 'dropped' }));
    await expect(call(catalogPaths.listStores, { query: { ids: '1,2' } })).resolves.toEqual({ data: [], rows: 0, total_rows: 0 });
  });

  test('an answer the schema refuses is a generic server error, toasted', async () => {
    answer(() => json({ data: 'not a list' }));
    const failure = await call(catalogPaths.listStores).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ kind: 'server', message: GENERIC_ERROR });
    expect(toastState.toasts.map((toast) => toast.message)).toEqual([GENERIC_ERROR]);
  });
});

describe('failures keep their kinds (part 1 §7, part 2 §7)', () => {
  const failureOf = async (respond: () => Response | Promise<Response>, signal?: AbortSignal) => {
    answer(respond);
    return call(catalogPaths.listStores, undefined, { hideErrorToast: true, signal }).catch((error: unknown) => error as ApiRequestError);
  };

  test('a 404 is api-down, a JSON refusal is server with its fields, a non-JSON one is generic', async () => {
    expect(await failureOf(() => json({ error: 'Not here.' }, 404))).toMatchObject({ kind: 'api-down', status: 404, message: 'Not here.' });
    expect(await failureOf(() => json({ error: 'Bad.', fields: { zip: ['Enter a zip.'] } }, 400))).toMatchObject({ kind: 'server', status: 400, fields: { zip: ['Enter a zip.'] } });
    expect(await failureOf(() => new Response('<html>', { status: 502 }))).toMatchObject({ kind: 'server', status: 502, message: GENERIC_ERROR });
  });

  test('a 401 signs out; no network is the offline message; an abort is cancelled', async () => {
    Object.assign(sessionState, { userId: 41, username: 'shopper@example.test', accessToken: 'token' });
    expect(await failureOf(() => json({ error: 'Expired.' }, 401))).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(sessionState.userId).toBeUndefined();
    expect(await failureOf(() => Promise.reject(new TypeError('Failed to fetch')))).toMatchObject({ kind: 'network', message: OFFLINE_MESSAGE });
    const controller = new AbortController();
    controller.abort();
    expect(await failureOf(() => Promise.reject(new DOMException('aborted', 'AbortError')), controller.signal)).toMatchObject({ kind: 'cancelled', message: CANCELLED_MESSAGE });
  });
});
