import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { readCookie, removeCookie, writeCookie } from '@/web/data/cookies';

const CONSENT_COOKIE = 'apotheca_consent';
const CONSENT_SESSION_KEY = 'apotheca_consent';
/** The spec gives no expiry for consent; a year, like the age gate. */
const CONSENT_COOKIE_DAYS = 365;

const storedConsentSchema = z.object({ personalization: z.boolean(), marketing: z.boolean(), analytics: z.boolean() });
export type ConsentChoices = z.infer<typeof storedConsentSchema>;

/** Cookie consent (part 1 §3): the three choices, whether acceptance is still needed, banner and dialog visibility. */
export const consentState = proxy({
  personalization: true,
  marketing: true,
  analytics: true,
  needsToAccept: true,
  /** The simple banner. */
  show: false,
  /** The 'Cookie Settings' dialog. */
  settingsOpen: false,
});

function readStored(): ConsentChoices | undefined {
  const raw = readCookie(CONSENT_COOKIE) ?? safeSession(() => sessionStorage.getItem(CONSENT_SESSION_KEY));
  if (!raw) return undefined;
  try {
    const parsed = storedConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function safeSession<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Reads the saved choice; with none, acceptance is needed, every toggle defaults on and the banner shows. */
export function loadConsent(): void {
  const stored = readStored();
  Object.assign(consentState, stored ?? { personalization: true, marketing: true, analytics: true });
  consentState.needsToAccept = !stored;
  consentState.show = !stored;
}

/**
 * Saves the choices. Consent cookies are set only if personalization is allowed (part 1 §9);
 * otherwise the choice lives for this browser session only, and the banner returns next visit.
 */
export function saveConsent(choices: ConsentChoices): void {
  Object.assign(consentState, choices, { needsToAccept: false, show: false, settingsOpen: false });
  const value = JSON.stringify(choices);
  if (choices.personalization) {
    writeCookie(CONSENT_COOKIE, value, CONSENT_COOKIE_DAYS);
    safeSession(() => sessionStorage.removeItem(CONSENT_SESSION_KEY));
  } else {
    removeCookie(CONSENT_COOKIE);
    safeSession(() => sessionStorage.setItem(CONSENT_SESSION_KEY, value));
  }
}

export function acceptAllCookies(): void {
  saveConsent({ personalization: true, marketing: true, analytics: true });
}

/** Close hides the banner; it comes back as the simple banner while acceptance is still needed. */
export function closeCookieBanner(): void {
  consentState.show = false;
}

export function openCookieSettings(): void {
  consentState.settingsOpen = true;
}

export function closeCookieSettings(): void {
  consentState.settingsOpen = false;
  if (consentState.needsToAccept) consentState.show = true;
}

/** Auth uses this: login tokens are 30-day cookies only with personalization consent (part 1 §9). */
export function allowsPersonalization(): boolean {
  return !consentState.needsToAccept && consentState.personalization;
}
