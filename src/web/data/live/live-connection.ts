import type { LiveEvent } from '@/api/live';
import type { LiveStatus } from '@/web/state/live';
import { frameReader } from './event-stream';
import { parseLiveEvent } from './parse-live-event';

/** The first wait after a failed or ended stream; it doubles with each failure in a row up to the cap. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before attempt `failures + 1`: 1 s doubling to 30 s, each drawn between half and all of it (jitter). */
export function reconnectDelayMs(failures: number, random: () => number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Retry-After in seconds, as ms; undefined when absent or not a number of seconds. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return response.headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

export interface LiveConnectionOptions {
  /** Opens the stream (the app's headers and token), sending Last-Event-ID when there is one. */
  open(lastEventId: string | undefined, signal: AbortSignal): Promise<Response>;
  onEvent(event: LiveEvent): void;
  onStatus(status: LiveStatus): void;
  /** Where an earlier page of this tab's stream stopped: the first open resumes there. */
  resumeFrom?: string;
  /** Told each event id as it arrives (the tab keeps the last one for its next page). */
  onEventId?(id: string): void;
  /** After a 401: renews the access token the way every other call does, before the next attempt. */
  renewToken(): Promise<void>;
  random?: () => number;
  isOnline?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Resolves when the browser says it is back online, or at once when `signal` aborts. */
function untilOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('online', done, { once: true });
    signal.addEventListener('abort', done, { once: true });
    function done() {
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Keeps one stream open until stopped (README "Live updates"): reads its frames, remembers the last
 * event id and sends it back on reconnect, and reconnects after any end or failure with backoff and
 * jitter. Offline it makes no attempt until the browser's 'online' event. A 401 renews the token
 * first (the server also ends a stream when the token that opened it expires); a 429 or 503 waits at
 * least the server's Retry-After while the screens keep refreshing on their timers. Returns the stop.
 */
export function keepLiveConnection(options: LiveConnectionOptions): () => void {
  const { random = Math.random, isOnline = browserOnline } = options;
  const stopped = new AbortController();
  const { signal } = stopped;
  let lastEventId = options.resumeFrom;
  let failures = 0;

  /** Reads one answer to its end; true when the stream had become ready (a later end is no failure of the server's). */
  async function read(response: Response): Promise<boolean> {
    let ready = false;
    const push = frameReader((frame) => {
      if (frame.id !== undefined) {
        lastEventId = frame.id;
        options.onEventId?.(frame.id);
      }
      if (frame.event === 'ready') {
        ready = true;
        failures = 0;
        options.onStatus('live');
        return;
      }
      const event = parseLiveEvent(frame.event, frame.data);
      if (event) options.onEvent(event);
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const cancel = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        push(decoder.decode(chunk.value, { stream: true }));
      }
    } finally {
      signal.removeEventListener('abort', cancel);
      reader.releaseLock();
    }
    return ready;
  }

  /** One attempt; answers the wait before the next, at least what the server asked for. */
  async function attempt(): Promise<number> {
    let atLeastMs = 0;
    try {
      const response = await options.open(lastEventId, signal);
      if (response.ok && response.body) {
        if (await read(response)) return reconnectDelayMs(0, random);
      } else {
        if (response.status === 401) await options.renewToken();
        if (response.status === 429 || response.status === 503) atLeastMs = retryAfterMs(response) ?? 0;
        await response.body?.cancel().catch(() => undefined);
      }
    } catch {
      // Unreachable, or cut off mid-stream: tried again below.
    }
    const delay = Math.max(atLeastMs, reconnectDelayMs(failures, random));
    failures += 1;
    return delay;
  }

  void (async () => {
    options.onStatus('connecting');
    while (!signal.aborted) {
      if (!isOnline()) {
        options.onStatus('reconnecting');
        await untilOnline(signal);
        continue;
      }
      const delay = await attempt();
      if (signal.aborted) break;
      options.onStatus('reconnecting');
      await pause(delay, signal);
    }
  })();

  return () => stopped.abort();
}
