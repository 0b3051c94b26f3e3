import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { setAnalyticsAllowed } from '@/web/data/analytics';
import { consentState } from '@/web/state/consent';

/**
 * Analytics may record only after the shopper chose, and chose Analytics: while acceptance is still
 * needed the toggles merely default to on (part 1 §4), which is not consent.
 */
export function analyticsConsentGiven(consent: { needsToAccept: boolean; analytics: boolean }): boolean {
  return !consent.needsToAccept && consent.analytics;
}

/** Keeps track() (src/web/data/analytics.ts) in step with the cookie consent, for as long as the shell is mounted. */
export function useAnalyticsConsent(): void {
  useEffect(() => {
    const sync = () => setAnalyticsAllowed(analyticsConsentGiven(consentState));
    sync();
    const unsubscribe = subscribe(consentState, sync, true);
    return () => {
      unsubscribe();
      setAnalyticsAllowed(false);
    };
  }, []);
}

/** The hook as a component, so the shell can load it after the first paint. */
export function AnalyticsConsent() {
  useAnalyticsConsent();
  return null;
}
