import { vi } from 'vitest';

/** Test-only: a stand-in for the API server behind `fetch`. */

export interface ApiCall {
  path: string;
  method: string;
  body: unknown;
  /** Not enumerable, so a test that compares a call to { path, method, body } keeps doing so. */
  readonly headers: Headers;
}

/** An answer that never comes: fetch rejects as it does with no network (the client's 'network' kind). */
export const NO_NETWORK = 'no network';

export type FakeAnswer = { status?: number; body: unknown } | typeof NO_NETWORK;

/** Answers by path (without /api): a table of paths, or one function of the path and body. */
export type FakeResponder = Record<string, (body: unknown) => FakeAnswer> | ((path: string, body: unknown) => FakeAnswer);

/**
 * Replaces `fetch` with a mock that answers each call with `respond` and records it (JSON and
 * form bodies alike). A path the table does not list answers 500, so a test notices an unexpected call.
 * Undo with vi.unstubAllGlobals().
 */
export function fakeApi(respond: FakeResponder) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://test').pathname.replace(/^\/api/, '');
    const body = init?.body instanceof FormData ? Object.fromEntries(init.body.entries()) : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push(Object.defineProperty({ path, method: init?.method ?? 'GET', body }, 'headers', { value: new Headers(init?.headers), enumerable: false }) as ApiCall);
    const answer = typeof respond === 'function' ? respond(path, body) : (respond[path]?.(body) ?? { status: 500, body: { error: `No fake answer for ${path}` } });
    if (answer === NO_NETWORK) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}
