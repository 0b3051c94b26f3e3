import { onlineManager } from '@tanstack/react-query';
import { proxy } from 'valtio';
import type { CheckInResponse } from '@/api/kiosk';
import { IDEMPOTENCY_MESSAGES } from '@/api/common';
import { ApiRequestError, isNetworkFailure } from '@/web/data/api-client';
import { drainOutbox, enqueueWrite, loadOutbox, type QueuedWrite, type SendOutcome } from '@/web/data/outbox';
import { newRequestKey } from '@/web/data/request-key';
import { forgetKioskPin, kioskPinState, type KioskCredentials } from '../kiosk-pin';
import { postCheckIn, type CheckInBody } from './check-in';

/**
 * Check-ins that wait for the network (issue 7: "a check-in made offline is queued and sent once,
 * exactly once, when the network returns"). They sit in the app's Dexie outbox under a scope that
 * can never be a user id (the negative kiosk id), keep their Idempotency-Key on every attempt, and
 * survive an idle reset and a reload.
 */

export const CHECK_IN_WRITE = 'kioskCheckIn';

/** The outbox scope of a kiosk: negative, so never a user's (user ids are positive). */
export const kioskScope = (kioskId: number) => -kioskId;

/** What the kiosk screen shows of its queue: how many wait, and how the last replayed ones fared. */
export const kioskOutboxState = proxy<{
  waiting: number;
  /** Check-ins sent after waiting, by their key: the screen that queued one may still show it. */
  sent: Record<string, CheckInResponse>;
  /** Check-ins the server refused when they were finally sent (e.g. not found), by key. */
  refused: Record<string, string>;
}>({ waiting: 0, sent: {}, refused: {} });

export type CheckInOutcome = { kind: 'checked-in'; orders: CheckInResponse['orders'] } | { kind: 'queued'; key: string };

/**
 * Checks in now, or keeps the check-in for later when there is no network or the request could not
 * reach the server (it may have, so the replay carries the same key). Other refusals (404, 400) throw.
 * Check-ins are independent, so a new one does not wait behind kept ones.
 */
export async function checkInOrQueue(pin: KioskCredentials, body: CheckInBody): Promise<CheckInOutcome> {
  const key = newRequestKey();
  const queue = async (): Promise<CheckInOutcome> => {
    const scope = kioskScope(pin.kiosk.id);
    await enqueueWrite({ userId: scope, name: CHECK_IN_WRITE, body, key });
    kioskOutboxState.waiting = (await loadOutbox(scope)).length;
    void sendWaitingCheckIns();
    return { kind: 'queued', key };
  };
  if (!onlineManager.isOnline()) return queue();
  try {
    const answer = await postCheckIn(pin.kiosk_token, body, key);
    return { kind: 'checked-in', orders: answer.orders };
  } catch (error) {
    if (isNetworkFailure(error)) return queue();
    throw error;
  }
}

/**
 * Whether a failed kiosk write should be tried again with the same key: the server was not reached
 * or not ready (check-in replays, a place-order retry). Any other answer is the server's last word.
 */
export function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.kind === 'network') return true;
  const status = error.status ?? 0;
  return status >= 500 || status === 408 || status === 429 || (status === 409 && error.message === IDEMPOTENCY_MESSAGES.inProgress);
}

async function replay(pin: KioskCredentials, write: QueuedWrite): Promise<SendOutcome> {
  try {
    const answer = await postCheckIn(pin.kiosk_token, write.body as CheckInBody, write.key);
    kioskOutboxState.sent[write.key] = answer;
    return 'done';
  } catch (error) {
    if (worthRetrying(error)) return 'unreachable';
    // Staff unpinned the device meanwhile: its token will never work again.
    if (error instanceof ApiRequestError && error.status === 401) forgetKioskPin();
    kioskOutboxState.refused[write.key] = error instanceof Error ? error.message : '';
    return 'done';
  }
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** A server that answered 5xx is asked again after this (doubling, at most RETRY_MAX_MS). */
const RETRY_BASE_MS = 15_000;
const RETRY_MAX_MS = 5 * 60_000;

/** Counts this kiosk's kept check-ins without sending them (the setup page, where staff are signed in). */
export async function countWaitingCheckIns(): Promise<void> {
  const pin = kioskPinState.pin;
  kioskOutboxState.waiting = pin ? (await loadOutbox(kioskScope(pin.kiosk.id))).length : 0;
}

/** Counts this kiosk's kept check-ins and sends them now if there is a network (safe to call any time). */
export async function sendWaitingCheckIns(): Promise<void> {
  const pin = kioskPinState.pin;
  if (!pin) {
    kioskOutboxState.waiting = 0;
    return;
  }
  const scope = kioskScope(pin.kiosk.id);
  const writes = await loadOutbox(scope);
  kioskOutboxState.waiting = writes.length;
  if (writes.length === 0 || !onlineManager.isOnline()) return;
  const stillWaiting = await drainOutbox(scope, (write) => replay(pin, write));
  const left = await loadOutbox(scope);
  kioskOutboxState.waiting = left.length;
  clearTimeout(retryTimer);
  if (stillWaiting && left.length > 0 && onlineManager.isOnline()) {
    const attempts = left[0]?.attempts ?? 1;
    retryTimer = setTimeout(() => void sendWaitingCheckIns(), Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS));
  }
}

let started = false;

/** Starts the kiosk's queue once: sends what waits now and whenever the network comes back. */
export function startKioskOutbox(): void {
  if (started) {
    void sendWaitingCheckIns();
    return;
  }
  started = true;
  onlineManager.subscribe((online) => {
    if (online) void sendWaitingCheckIns();
  });
  void sendWaitingCheckIns();
}
