import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { readCookie, removeCookie, writeCookie } from '@/web/data/cookies';

const CONSENT_COOKIE = 'apotheca_consent';
/** Where a choice made before issue 21 without personalization was kept for its session: still read. */
const CONSENT_SESSION_KEY = 'apotheca_consent';
/** The banner's Close, kept like a choice: the banner does not return on the next launch. */
const CONSENT_CLOSED_COOKIE = 'apotheca_consent_closed';
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

/**
 * Reads the saved choice; with none, acceptance is needed and every toggle defaults on. The banner
 * shows unless it was closed (a Close is kept as long as a choice).
 */
export function loadConsent(): void {
  const stored = readStored();
  Object.assign(consentState, stored ?? { personalization: true, marketing: true, analytics: true });
  consentState.needsToAccept = !stored;
  consentState.show = !stored && readCookie(CONSENT_CLOSED_COOKIE) !== 'true';
}

/**
 * Saves the choices for a year, whichever they are (README "Consent before analytics and remembered
 * dialogs"): the cookie that records the answer is what honours a 'no', so declining
 * personalization lasts as long as accepting it. What personalization governs (part 1 §9: 30-day
 * sign-in, remembered dialogs) still follows the choice through allowsPersonalization().
 */
export function saveConsent(choices: ConsentChoices): void {
  Object.assign(consentState, choices, { needsToAccept: false, show: false, settingsOpen: false });
  writeCookie(CONSENT_COOKIE, JSON.stringify(choices), CONSENT_COOKIE_DAYS);
  removeCookie(CONSENT_CLOSED_COOKIE);
  safeSession(() => sessionStorage.removeItem(CONSENT_SESSION_KEY));
}

export function acceptAllCookies(): void {
  saveConsent({ personalization: true, marketing: true, analytics: true });
}

/**
 * Close hides the banner and is kept as long as a choice, so it does not return on every launch
 * (issue 21). Nothing is accepted by it: analytics stay off and nothing is remembered that needs
 * personalization. Closing Cookie Settings unsaved still brings the simple banner back (part 1 §4).
 */
export function closeCookieBanner(): void {
  consentState.show = false;
  writeCookie(CONSENT_CLOSED_COOKIE, 'true', CONSENT_COOKIE_DAYS);
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
