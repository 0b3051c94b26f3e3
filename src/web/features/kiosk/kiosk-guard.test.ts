import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isKioskScreen, mayBePinned } from '@/web/state/pinned-device';
import { keepPinnedDeviceInKiosk, kioskRedirectTarget } from './kiosk-guard';
import { forgetKioskPin, keepKioskPin, kioskPinState, reloadKioskPin } from './kiosk-pin';
import { makeKioskPin } from './test-fixtures';

function redirectOf(pathname: string): string | undefined {
  try {
    keepPinnedDeviceInKiosk(pathname);
    return undefined;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return thrown.options.href;
  }
}

describe('a pinned device stays a kiosk (DECISIONS.md "Modes of the one installable app")', () => {
  afterEach(() => forgetKioskPin());

  it('every page but the kiosk and sign-in sends a pinned device to /kiosk', () => {
    for (const path of ['/', '/products/flower', '/cart', '/orders', '/account', '/register', '/locations']) {
      expect(kioskRedirectTarget(path, true), path).toBe('/kiosk');
    }
    for (const path of ['/kiosk', '/kiosk/', '/kiosk/setup', '/login']) {
      expect(kioskRedirectTarget(path, true), path).toBeUndefined();
    }
  });

  it('a device that is not pinned goes anywhere', () => {
    expect(kioskRedirectTarget('/cart', false)).toBeUndefined();
  });

  it('the root guard redirects once a pin is kept, and stops when it is forgotten', () => {
    expect(redirectOf('/products/flower')).toBeUndefined();
    keepKioskPin(makeKioskPin());
    expect(redirectOf('/products/flower')).toBe('/kiosk');
    expect(redirectOf('/kiosk/setup')).toBeUndefined();
    forgetKioskPin();
    expect(redirectOf('/products/flower')).toBeUndefined();
  });

  it('the pin survives a reload (kept in localStorage) and a damaged value is no pin', () => {
    keepKioskPin(makeKioskPin());
    Object.assign(kioskPinState, { pin: undefined });
    reloadKioskPin();
    expect(kioskPinState.pin).toEqual(makeKioskPin());
    localStorage.setItem('apotheca_kiosk_pin', '{"kiosk":');
    reloadKioskPin();
    expect(kioskPinState.pin).toBeUndefined();
  });

  it('the kiosk screen is full screen; its setup page keeps the app frame', () => {
    expect(isKioskScreen('/kiosk')).toBe(true);
    expect(isKioskScreen('/kiosk/')).toBe(true);
    expect(isKioskScreen('/kiosk/setup')).toBe(false);
    expect(isKioskScreen('/login')).toBe(false);
  });
});

describe("the entry's check once the kiosk's pin is loaded (state/pinned-device.ts)", () => {
  afterEach(() => forgetKioskPin());

  it('answers with the checked pin: a damaged stored value is no kiosk, a kept pin is', () => {
    localStorage.setItem('apotheca_kiosk_pin', '{"kiosk":');
    reloadKioskPin();
    expect(mayBePinned()).toBe(false);
    keepKioskPin(makeKioskPin());
    expect(mayBePinned()).toBe(true);
  });
});
