import type { Database } from '../../db/client';
import type { OutboxChannel } from './outbox';
import { claimNextDue, recordFailure, recordSent, type OutboxRow } from './outbox-claims';
import { describeErrorForLog } from '../logging/log-error';

/**
 * The loop that delivers the outbox (README "Notices go out through a transactional outbox"). It runs
 * in every server process; the rows, not the process, hold what is left to send, so a restart
 * loses nothing and several processes on one PostgreSQL share the work (outbox-claims.ts).
 * Delivery is at least once: a process killed after the mail server took a message but before the
 * row was marked sends it again after the lease.
 */

/** Hands one message to its channel's service; must settle within the worker's send timeout. */
export type OutboxTransport = (message: OutboxRow) => Promise<void>;
export type OutboxTransports = Partial<Record<OutboxChannel, OutboxTransport>>;

/** Tries of one message in all; with doubling waits from the send timeout (30 s) that is about an hour. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** How often an idle worker looks for due rows. */
export const DELIVERY_POLL_MS = 1000;

export interface DeliveryTimings {
  /** A transport gives up on a send after this long. */
  sendTimeoutMs: number;
  pollMs: number;
  maxAttempts: number;
}

export function deliveryTimings(sendTimeoutSeconds: number): DeliveryTimings {
  return { sendTimeoutMs: sendTimeoutSeconds * 1000, pollMs: DELIVERY_POLL_MS, maxAttempts: MAX_DELIVERY_ATTEMPTS };
}

/** A claim outlives the longest send twice over, so a live worker's row is never claimed again. */
export const leaseMs = (timings: DeliveryTimings) => timings.sendTimeoutMs * 2;

/** The wait after the n-th failed try: the send timeout, doubling with each try. */
export const retryDelayMs = (timings: DeliveryTimings, attempts: number) => timings.sendTimeoutMs * 2 ** Math.max(0, attempts - 1);

export interface DeliveryWorker {
  /** Claims one due message and tries to send it; false when none was due. */
  deliverNext(): Promise<boolean>;
  /** Sends due messages until none is left (or the worker stops); answers how many it tried. */
  drain(): Promise<number>;
  /** Drains now and then every poll interval; does nothing without a transport. */
  start(): void;
  /** Stops polling and waits for the send under way, so a shutdown never cuts one short. */
  stop(): Promise<void>;
}

export interface DeliveryWorkerOptions {
  db: Database;
  transports: OutboxTransports;
  timings: DeliveryTimings;
  now?: () => Date;
  log?: Pick<Console, 'error'>;
}

export function createDeliveryWorker({ db, transports, timings, now = () => new Date(), log = console }: DeliveryWorkerOptions): DeliveryWorker {
  const channels = (Object.keys(transports) as OutboxChannel[]).filter((channel) => transports[channel]);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function deliverNext(): Promise<boolean> {
    const row = await claimNextDue(db, channels, now(), leaseMs(timings));
    if (!row) return false;
    try {
      await transports[row.channel]!(row);
    } catch (error) {
      const retryAt = row.attempts >= timings.maxAttempts ? null : new Date(now().getTime() + retryDelayMs(timings, row.attempts));
      await recordFailure(db, row, error instanceof Error ? error.message : String(error), retryAt);
      return true;
    }
    await recordSent(db, row, now());
    return true;
  }

  async function drain(): Promise<number> {
    let tried = 0;
    while (!stopped && (await deliverNext())) tried++;
    return tried;
  }

  async function tick(): Promise<void> {
    try {
      await drain();
    } catch (error) {
      // The database is away for a moment: the rows wait, and the next poll tries again.
      // A failed query's message holds its parameters (recipients): log it redacted.
      log.error(`[outbox] delivery paused: ${describeErrorForLog(error)}`);
    }
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick();
    }, timings.pollMs);
    timer.unref();
  }

  return {
    deliverNext,
    drain,
    start() {
      if (running || stopped || !channels.length) return;
      running = tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
