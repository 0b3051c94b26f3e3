import { ReadableStream } from 'node:stream/web';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionState } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { startLiveUpdates } from './start-live';

/**
 * Which stream a tab holds (README "Live updates"): one for the signed-in user at the tab's store,
 * reopened when either changes, none signed out.
 */
const opened: { url: string; signal: AbortSignal; headers: Record<string, string> }[] = [];
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      opened.push({ url, signal: init.signal!, headers: init.headers as Record<string, string> });
      return new Promise<Response>(() => undefined);
    }),
  );
  Object.assign(sessionState, { userId: undefined, username: undefined, accessToken: undefined, accessExpiresAt: undefined, restoring: false });
  shoppingState.storeId = 3;
});
afterEach(() => {
  localStorage.clear();
  stop?.();
  opened.length = 0;
  vi.unstubAllGlobals();
});

const signIn = (userId: number) => Object.assign(sessionState, { userId, username: `u${userId}@example.test`, accessToken: `token-${userId}`, accessExpiresAt: Date.now() + 600_000 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const live = () => opened.filter((request) => !request.signal.aborted);

describe('the tab’s stream', () => {
  it('is none while signed out, opens at sign-in for the store with the token, and closes at sign-out', async () => {
    stop = startLiveUpdates(new QueryClient());
    await settle();
    expect(opened).toEqual([]);

    signIn(5);
    await settle();
    await settle();
    expect(live().map((request) => request.url)).toEqual(['/api/live?store_id=3']);
    expect(live()[0]!.headers).toMatchObject({ authorization: 'Bearer token-5', accept: 'text/event-stream' });

    Object.assign(sessionState, { userId: undefined, username: undefined, accessToken: undefined });
    await settle();
    expect(live()).toEqual([]);
  });

  it('reopens for the new store when the tab changes store, and for the new user when another signs in', async () => {
    signIn(5);
    stop = startLiveUpdates(new QueryClient());
    await settle();
    shoppingState.storeId = 4;
    await settle();
    await settle();
    expect(live().map((request) => request.url)).toEqual(['/api/live?store_id=4']);
    signIn(6);
    await settle();
    await settle();
    expect(live().map((request) => request.headers.authorization)).toEqual(['Bearer token-6']);
    expect(opened).toHaveLength(3);
  });

  it("resumes where the last page's stream of this user at this store stopped, so what the device kept is brought up to date", async () => {
    const events = 'id: 41\nevent: ready\ndata: {}\n\nid: 42\nevent: order\ndata: {"kind":"order","order_id":9,"store_id":3,"status":"accepted","from_status":"submitted","kiosk":false}\n\n';
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        opened.push({ url, signal: init.signal!, headers: init.headers as Record<string, string> });
        // The first page's stream hears two frames and stays open; later ones never answer.
        if (opened.length > 1) return new Promise<Response>(() => undefined);
        // Node's stream and bytes, as the Response here is Node's (live-connection.test.ts does the same).
        const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new Uint8Array(Buffer.from(events))) });
        return Promise.resolve(new Response(body as unknown as BodyInit, { headers: { 'content-type': 'text/event-stream' } }));
      }),
    );
    signIn(5);
    stop = startLiveUpdates(new QueryClient());
    await vi.waitFor(() => expect(localStorage.getItem('apotheca_live_resume:5@3')).toBe('42'));
    expect(opened[0]!.headers['last-event-id']).toBeUndefined();

    // The next page (a reload): its stream asks for what came after 42.
    stop();
    stop = startLiveUpdates(new QueryClient());
    await settle();
    await settle();
    expect(live().map((request) => request.headers['last-event-id'])).toEqual(['42']);

    // Another store has a resume point of its own (none yet).
    shoppingState.storeId = 4;
    await settle();
    await settle();
    expect(live().map((request) => request.headers['last-event-id'])).toEqual([undefined]);
  });
});
