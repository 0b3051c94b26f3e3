import { vi } from 'vitest';

export interface SentRequest {
  path: string;
  method: string;
  headers: Headers;
  /** The query string's parameters (the menu's store, usage type and category). */
  query: URLSearchParams;
  body: unknown;
}

export type Reply = { status?: number; body: unknown } | 'network-down';

/**
 * A fetch stand-in for kiosk tests: answers by API path, records every request that reached the
 * "server" (with its headers) and every attempt, including those the network dropped. Test-only.
 */
export function stubKioskApi(answer: (request: SentRequest) => Reply) {
  const sent: SentRequest[] = [];
  const attempts: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request: SentRequest = {
        path: url.pathname.replace(/^\/api/, ''),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      attempts.push(request);
      const reply = answer(request);
      if (reply === 'network-down') throw new TypeError('Failed to fetch');
      sent.push(request);
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    sent,
    attempts,
    checkIns: () => sent.filter((request) => request.path === '/kiosk/op/check-in'),
    /** Every try to place a kiosk order, those the network dropped included. */
    placeAttempts: () => attempts.filter((request) => request.path === '/kiosk/op/place-order'),
  };
}
