import { onlineManager } from '@tanstack/react-query';
import { ApiRequestError, GENERIC_ERROR, isNetworkFailure } from '../api-errors';
import { newRequestKey } from '../request-key';
import { outboxState, type OutboxScope, type QueuedWrite } from './scope-state';
import { worthRetrying } from './worth-retrying';

/**
 * The offline outbox (README "Writes made offline"): writes that could not reach the server wait on
 * the device, per scope (outboxState), and are replayed in the order they were made once the network
 * returns. Each write has one idempotency key for life, sent as the Idempotency-Key on every attempt,
 * so the server does it at most once however often it is tried.
 */

/** What became of a write: done now, kept on the device for later, or refused (not kept). */
export type SendResult<Value> = { status: 'sent'; value: Value } | { status: 'queued' } | { status: 'refused'; error: ApiRequestError };

/** The outcome of a kept write once replayed, told to every subscriber. */
export type OutboxEvent<Value> =
  | { type: 'sent'; scope: OutboxScope; write: QueuedWrite; value: Value }
  | { type: 'refused'; scope: OutboxScope; write: QueuedWrite; error: ApiRequestError };

/** One write: a call name, its body, and the key that goes with it as the Idempotency-Key. */
export interface OutboxWrite {
  name: string;
  body: object;
  key: string;
}

export interface OutboxOptions<Value> {
  /** Sends one write of `scope` with `write.key` as its Idempotency-Key; rejects as apiRequest does. */
  send: (scope: OutboxScope, write: OutboxWrite) => Promise<Value>;
  /** A failed replay to try again later with the same key (default: worthRetrying). Any other failure is a refusal. */
  retryLater?: (error: unknown) => boolean;
  /** Writes must reach the server in the order they were made: while some wait, a new one waits behind them. */
  inOrder: boolean;
}

/** A server that was not ready is asked again after this, doubling with each attempt, at most RETRY_MAX_MS. */
export const RETRY_BASE_MS = 15_000;
export const RETRY_MAX_MS = 5 * 60_000;
export const retryDelayMs = (attempts: number) => Math.min(RETRY_BASE_MS * 2 ** (Math.max(attempts, 1) - 1), RETRY_MAX_MS);

/** One tab sends a scope at a time, so two open tabs never replay the same write side by side. */
const lockName = (scope: OutboxScope) => `apotheca-outbox:${scope}`;

const database = () => import('../offline-db').then((module) => module.offlineDb());

const asRequestError = (error: unknown) => (error instanceof ApiRequestError ? error : new ApiRequestError(GENERIC_ERROR, 'server', undefined));

/** Reads the waiting writes of `scope` (oldest first) into its state. */
export async function loadOutbox(scope: OutboxScope): Promise<QueuedWrite[]> {
  const writes = (await (await database()).outbox.where('scope').equals(scope).sortBy('seq')) as QueuedWrite[];
  outboxState(scope).writes = writes;
  return writes;
}

/** An outbox for one kind of write (a person's cart writes, a kiosk's check-ins). */
export function createOutbox<Value>({ send: sendNow, retryLater = worthRetrying, inOrder }: OutboxOptions<Value>) {
  const listeners = new Set<(event: OutboxEvent<Value>) => void>();
  const retryTimers = new Map<OutboxScope, ReturnType<typeof setTimeout>>();

  function tell(event: OutboxEvent<Value>) {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // A subscriber's failure must not stop the queue: report it on its own.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  async function keep(scope: OutboxScope, write: OutboxWrite): Promise<SendResult<Value>> {
    await (await database()).outbox.add({ scope, ...write, createdAt: Date.now(), attempts: 0 });
    await loadOutbox(scope);
    void replay(scope);
    return { status: 'queued' };
  }

  /**
   * Sends a write now, or keeps it for later: with no network, while earlier writes of an in-order
   * scope still wait, or when the request could not reach the server (it may have, so the replay
   * carries the same key). Answers what became of it; never rejects for a refusal.
   */
  async function send(scope: OutboxScope, write: Omit<OutboxWrite, 'key'> & { key?: string }): Promise<SendResult<Value>> {
    const keyed = { name: write.name, body: write.body, key: write.key ?? newRequestKey() };
    if (!onlineManager.isOnline() || (inOrder && outboxState(scope).writes.length > 0)) return keep(scope, keyed);
    try {
      return { status: 'sent', value: await sendNow(scope, keyed) };
    } catch (error) {
      if (isNetworkFailure(error)) return keep(scope, keyed);
      return { status: 'refused', error: asRequestError(error) };
    }
  }

  /** One kept write: sent (gone), refused (gone, told), or not reached (kept, its attempt counted). */
  async function replayOne(scope: OutboxScope, write: QueuedWrite): Promise<'done' | 'unreachable'> {
    let event: OutboxEvent<Value>;
    try {
      event = { type: 'sent', scope, write, value: await sendNow(scope, write) };
    } catch (error) {
      if (retryLater(error)) {
        await (await database()).outbox.update(write.seq, { attempts: write.attempts + 1 });
        await loadOutbox(scope);
        return 'unreachable';
      }
      event = { type: 'refused', scope, write, error: asRequestError(error) };
    }
    await (await database()).outbox.delete(write.seq);
    await loadOutbox(scope);
    tell(event);
    return 'done';
  }

  /** Sends the scope's writes oldest first, each read again under the lock; stops at the first not reached. */
  async function replayInOrder(scope: OutboxScope): Promise<boolean> {
    for (;;) {
      // Read again each time: another tab may have sent some, and new ones go after these.
      const [oldest] = await loadOutbox(scope);
      if (!oldest) return false;
      if ((await replayOne(scope, oldest)) === 'unreachable') return true;
    }
  }

  /**
   * Sends the scope's waiting writes now if there is a network (safe to call any time). A write not
   * reached stops the replay, so nothing overtakes it, and is tried again after retryDelayMs.
   */
  async function replay(scope: OutboxScope): Promise<void> {
    const state = outboxState(scope);
    // Decided before any wait, so a replay asked for offline never sends, and two never run side by side.
    if (!onlineManager.isOnline() || state.sending) {
      await loadOutbox(scope);
      return;
    }
    state.sending = true;
    let waiting: boolean;
    try {
      const run = () => replayInOrder(scope);
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      waiting = await (locks ? locks.request(lockName(scope), run) : run());
    } finally {
      state.sending = false;
    }
    clearTimeout(retryTimers.get(scope));
    if (waiting && onlineManager.isOnline()) retryTimers.set(scope, setTimeout(() => void replay(scope), retryDelayMs(state.writes[0]?.attempts ?? 1)));
  }

  return {
    send,
    replay,
    /** Reads the scope's waiting writes into its state without sending them. */
    load: loadOutbox,
    /** Hears how each replayed write fared; answers the way to stop. */
    subscribe(listener: (event: OutboxEvent<Value>) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Replays the scopes `current` names whenever the network comes back; answers the way to stop. */
    replayWhenOnline(current: () => OutboxScope | undefined): () => void {
      return onlineManager.subscribe((online) => {
        const scope = current();
        if (online && scope) void replay(scope);
      });
    },
  };
}

export type Outbox<Value> = ReturnType<typeof createOutbox<Value>>;
