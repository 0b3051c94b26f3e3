import { useSnapshot } from 'valtio';
import { KIOSK_MESSAGES, type CheckInResponse } from '@/api/kiosk';
import { ApiRequestError } from '@/web/data/api-errors';
import { createOutbox } from '@/web/data/outbox/outbox-engine';
import { kioskScope, outboxState } from '@/web/data/outbox/scope-state';
import { newRequestKey } from '@/web/data/request-key';
import { forgetKioskPin, kioskPinState, type KioskCredentials } from '../kiosk-pin';
import { postCheckIn, type CheckInBody } from './check-in';

/**
 * Check-ins that wait for the network (README "Kiosks hold a device token, not an account": a
 * check-in made offline is queued and sent exactly once when the network returns). They wait in the kiosk's own scope of the one outbox
 * (`kiosk:N`), keep their Idempotency-Key on every attempt, and survive an idle reset and a reload.
 * Check-ins are independent, so a new one does not wait behind kept ones.
 */
export const CHECK_IN_WRITE = 'kioskCheckIn';

const pinnedScope = () => (kioskPinState.pin ? kioskScope(kioskPinState.pin.kiosk.id) : undefined);

const checkInOutbox = createOutbox<CheckInResponse>({
  inOrder: false,
  send: (scope, write) => {
    const pin = kioskPinState.pin;
    // Unpinned meanwhile: the kiosk's token is gone, as the server would say of it.
    if (!pin || kioskScope(pin.kiosk.id) !== scope) return Promise.reject(new ApiRequestError(KIOSK_MESSAGES.notPinned, 'unauthorized', 401));
    return postCheckIn(pin.kiosk_token, write.body as CheckInBody, write.key);
  },
});

export type CheckInOutcome = { kind: 'checked-in'; orders: CheckInResponse['orders'] } | { kind: 'queued'; key: string };

/**
 * Checks in now, or keeps the check-in for later when there is no network or the request could not
 * reach the server (it may have, so the replay carries the same key). Other refusals (404, 400) throw.
 */
export async function checkInOrQueue(pin: KioskCredentials, body: CheckInBody): Promise<CheckInOutcome> {
  const key = newRequestKey();
  const result = await checkInOutbox.send(kioskScope(pin.kiosk.id), { name: CHECK_IN_WRITE, body, key });
  if (result.status === 'refused') throw result.error;
  return result.status === 'sent' ? { kind: 'checked-in', orders: result.value.orders } : { kind: 'queued', key };
}

/** How a kept check-in fared once sent: who was checked in, or the server's refusal (e.g. not found). */
export type CheckInReplay = { orders: CheckInResponse['orders'] } | { refusal: string };

/** Hears how the kept check-in `key` fares when it is sent (the screen that kept it may still show it). */
export function onCheckInReplayed(key: string, listener: (replay: CheckInReplay) => void): () => void {
  return checkInOutbox.subscribe((event) => {
    if (event.write.key !== key) return;
    listener(event.type === 'sent' ? { orders: event.value.orders } : { refusal: event.error.message });
  });
}

/** How many check-ins wait on this kiosk. */
export function useWaitingCheckIns(): number {
  const { pin } = useSnapshot(kioskPinState);
  return useSnapshot(outboxState(pin ? kioskScope(pin.kiosk.id) : undefined)).writes.length;
}

/** Counts this kiosk's kept check-ins without sending them (the setup page, where staff are signed in). */
export async function countWaitingCheckIns(): Promise<void> {
  const scope = pinnedScope();
  if (scope) await checkInOutbox.load(scope);
}

/** Sends this kiosk's kept check-ins now if there is a network (safe to call any time). */
export async function sendWaitingCheckIns(): Promise<void> {
  const scope = pinnedScope();
  if (scope) await checkInOutbox.replay(scope);
}

let started = false;

/** Starts the kiosk's queue once: sends what waits now and whenever the network comes back. */
export function startKioskOutbox(): void {
  if (!started) {
    started = true;
    // Staff unpinned the device meanwhile: its token will never work again.
    checkInOutbox.subscribe((event) => {
      if (event.type === 'refused' && event.error.status === 401) forgetKioskPin();
    });
    checkInOutbox.replayWhenOnline(pinnedScope);
  }
  void sendWaitingCheckIns();
}
