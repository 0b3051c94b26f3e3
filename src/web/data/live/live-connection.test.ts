import { ReadableStream } from 'node:stream/web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@/api/live';
import type { LiveStatus } from '@/web/state/live';
import { keepLiveConnection, reconnectDelayMs, RECONNECT_MAX_MS, type LiveConnectionOptions } from './live-connection';

/**
 * The live client's connection (README "Live updates"): it resumes where it stopped with
 * Last-Event-ID, reconnects with growing waits, and makes no attempt offline.
 */

/** An answer whose body the test writes frame by frame and ends when it likes. */
function streamAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body as unknown as BodyInit, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const refused = (status: number, headers: Record<string, string> = {}) => new Response('{"error":"no"}', { status, headers });

let stop: (() => void) | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

function connect(answers: Array<() => Response | Promise<Response>>, overrides: Partial<LiveConnectionOptions> = {}) {
  const sentIds: Array<string | undefined> = [];
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const renewToken = vi.fn(() => Promise.resolve());
  const open = vi.fn((lastEventId: string | undefined) => {
    sentIds.push(lastEventId);
    const answer = answers.shift();
    return answer ? Promise.resolve(answer()) : new Promise<Response>(() => undefined);
  });
  stop = keepLiveConnection({ open, onEvent: (event) => events.push(event), onStatus: (status) => statuses.push(status), renewToken, random: () => 1, ...overrides });
  return { open, sentIds, events, statuses, renewToken };
}

describe('resuming', () => {
  it('sends the id of the last event it read as Last-Event-ID when it reconnects, none the first time', async () => {
    const first = streamAnswer();
    const second = streamAnswer();
    const live = connect([() => first.response, () => second.response]);
    await vi.advanceTimersByTimeAsync(0);
    first.write('event: ready\ndata: {}\nid: 40\n\n');
    first.write('event: order\ndata: {"kind":"order","order_id":7,"store_id":3,"status":"submitted","from_status":"pending","kiosk":false}\nid: 4');
    first.write('1\n\n: heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(live.events).toEqual([expect.objectContaining({ kind: 'order', order_id: 7 })]);
    expect(live.statuses.at(-1)).toBe('live');

    first.end(); // the server ended it (the token that opened it expired)
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(live.sentIds).toEqual([undefined, '41']);
  });

  it('resumes from the id a ready frame carries when no event came', async () => {
    const first = streamAnswer();
    const live = connect([() => first.response]);
    await vi.advanceTimersByTimeAsync(0);
    first.write('event: ready\ndata: {}\nid: 97\n\n');
    first.end();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(live.sentIds).toEqual([undefined, '97']);
  });
});

describe('reconnecting', () => {
  it('waits 1 s, then twice as long after each failure in a row, never more than 30 s', async () => {
    const live = connect(Array.from({ length: 8 }, () => () => Promise.reject(new TypeError('Failed to fetch'))));
    const attemptsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return live.open.mock.calls.length;
    };
    expect(await attemptsAfter(0)).toBe(1);
    // With the jitter at its top, the waits are 1, 2, 4, 8, 16, 30, 30 s.
    for (const [wait, attempts] of [[1_000, 2], [2_000, 3], [4_000, 4], [8_000, 5], [16_000, 6], [30_000, 7], [30_000, 8]] as const) {
      expect(await attemptsAfter(wait - 1)).toBe(attempts - 1);
      expect(await attemptsAfter(1)).toBe(attempts);
    }
    expect(live.statuses).toContain('reconnecting');
  });

  it('draws each wait between half and all of its ceiling, so tabs cut off together come back apart', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(3, () => 0.5)).toBe(6_000);
    expect(reconnectDelayMs(20, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });

  it('starts again from 1 s once a stream was ready', async () => {
    const good = streamAnswer();
    const live = connect([() => refused(500), () => refused(500), () => good.response, () => refused(500)]);
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    expect(live.open).toHaveBeenCalledTimes(3);
    good.write('event: ready\ndata: {}\nid: 5\n\n');
    good.end();
    await vi.advanceTimersByTimeAsync(999);
    expect(live.open).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.open).toHaveBeenCalledTimes(4);
  });

  it("renews the token after a 401 before trying again, and waits the server's Retry-After after a 429", async () => {
    const live = connect([() => refused(401), () => refused(429, { 'retry-after': '30' })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.renewToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(live.open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(live.open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.open).toHaveBeenCalledTimes(3);
  });

  it("makes no attempt while the browser is offline, and tries at once on its 'online' event", async () => {
    let online = false;
    const live = connect([], { isOnline: () => online });
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 4);
    expect(live.open).not.toHaveBeenCalled();
    expect(live.statuses.at(-1)).toBe('reconnecting');
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.open).toHaveBeenCalledTimes(1);
  });

  it('stops for good when stopped: the open stream is aborted and no attempt follows', async () => {
    const answer = streamAnswer();
    let signal: AbortSignal | undefined;
    let attempts = 0;
    connect([], {
      open: (_id, abort) => {
        attempts += 1;
        signal = abort;
        return Promise.resolve(answer.response);
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    answer.write('event: ready\ndata: {}\nid: 5\n\n');
    stop!();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 2);
    expect(attempts).toBe(1);
  });
});
