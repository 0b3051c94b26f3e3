import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionState } from '@/web/state/session';
import { requireLogin } from './require-login';

const at = (href: string) => ({ href }) as ParsedLocation;
const signedOut = { accessToken: undefined, username: undefined, userId: undefined, accessExpiresAt: undefined, restoring: false };

function redirectOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return thrown.options.href;
  }
}

describe('requireLogin (part 2 §2: account screens need login)', () => {
  afterEach(() => {
    Object.assign(sessionState, signedOut);
  });

  it('a visitor goes to /login with the way back', () => {
    Object.assign(sessionState, signedOut);
    expect(redirectOf(() => requireLogin(at('/orders')))).toBe(`/login?from=${encodeURIComponent('%2Forders')}`);
  });

  it('a signed-in shopper stays', () => {
    Object.assign(sessionState, { ...signedOut, accessToken: 'token', username: 'dana@example.test', userId: 7 });
    expect(redirectOf(() => requireLogin(at('/orders')))).toBeUndefined();
  });

  it('a known shopper whose token refresh waits for the network stays, to see what the device kept (README "What the device keeps")', () => {
    Object.assign(sessionState, { ...signedOut, username: 'dana@example.test', userId: 7 });
    expect(redirectOf(() => requireLogin(at('/orders')))).toBeUndefined();
  });
});
