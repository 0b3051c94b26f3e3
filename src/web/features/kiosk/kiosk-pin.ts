import { proxy } from 'valtio';
import { pinKioskResponseSchema } from '@/api/kiosk-pin';
import { answerPinnedWith, KIOSK_PIN_KEY } from '@/web/state/pinned-device';
import type * as z from 'zod/mini';

/**
 * The pin of this device (DECISIONS.md "Modes of the one installable app"): the kiosk and
 * its token, kept in localStorage so it survives reloads and app updates (nothing the app clears on
 * sign-out or an update touches this key) until a staff user unpins the device.
 */
export type KioskPin = z.infer<typeof pinKioskResponseSchema>;

/** What the kiosk's calls need of the pin (a snapshot of the state fits too). */
export interface KioskCredentials {
  readonly kiosk: { readonly id: number };
  readonly kiosk_token: string;
}

const PIN_KEY = KIOSK_PIN_KEY;

function readStoredPin(): KioskPin | undefined {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(PIN_KEY);
    if (!text) return undefined;
    const parsed = pinKioskResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // storage blocked or a damaged value: not a kiosk
  }
}

/** The kept pin, read once at start; every change goes through keepKioskPin / forgetKioskPin. */
export const kioskPinState = proxy<{ pin: KioskPin | undefined }>({ pin: readStoredPin() });

/** Whether this device is a kiosk now. */
export function isKioskPinned(): boolean {
  return kioskPinState.pin !== undefined;
}

/** Keeps the pin on the device (after pinning, or with the kiosk as the server describes it now). */
export function keepKioskPin(pin: KioskPin): void {
  kioskPinState.pin = pin;
  try {
    localStorage.setItem(PIN_KEY, JSON.stringify(pin));
  } catch {
    // Storage blocked: the device is a kiosk until it reloads.
  }
}

/** Forgets the pin: unpinned by staff, or the server no longer knows the token. */
export function forgetKioskPin(): void {
  kioskPinState.pin = undefined;
  try {
    localStorage.removeItem(PIN_KEY);
  } catch {
    // Nothing kept to remove.
  }
}

/** Reads the pin from storage again (tests, and a tab that another tab pinned or unpinned). */
export function reloadKioskPin(): void {
  kioskPinState.pin = readStoredPin();
}

// From now on the entry's check (state/pinned-device.ts) answers with the checked pin.
answerPinnedWith(isKioskPinned);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PIN_KEY || event.key === null) reloadKioskPin();
  });
}
