import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '@/web/data/analytics';
import { acceptAllCookies, consentState, saveConsent } from '@/web/state/consent';
import { shoppingState } from '@/web/state/shopping';
import { toastState } from '@/web/state/toasts';
import { jsonFetch } from '../banner/content-fixtures';
import { AnalyticsConsent } from './analytics-consent';

/** Lets a rejected fire-and-forget call settle. */
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

describe('analytics events only with Analytics consent (part 1 §7)', () => {
  let api: ReturnType<typeof jsonFetch>;
  beforeEach(() => {
    api = jsonFetch(() => ({ body: { recorded: true } }));
    vi.stubGlobal('fetch', api.fetch);
    Object.assign(consentState, { personalization: true, marketing: true, analytics: true, needsToAccept: true, show: true, settingsOpen: false });
    shoppingState.storeId = 12;
    toastState.toasts = [];
    render(<AnalyticsConsent />);
  });

  it('sends nothing while the shopper has not chosen (toggles default on, but that is not consent)', async () => {
    await track('Nav Shop', { href: '/products/flower' });
    expect(api.calls).toHaveLength(0);
  });

  it('sends nothing when Analytics is off', async () => {
    saveConsent({ personalization: true, marketing: true, analytics: false });
    await track('Nav Shop');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the event with consent, path, store and properties once Analytics is allowed', async () => {
    acceptAllCookies();
    await track('Nav Collection Click', { label: 'Staff Picks', href: '/collection/staff-picks' });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url).toBe('/api/analytics/events');
    expect(api.calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(api.calls[0]!.init?.body))).toEqual({
      event: 'Nav Collection Click',
      consent: true,
      path: window.location.pathname,
      store_id: 12,
      properties: { label: 'Staff Picks', href: '/collection/staff-picks' },
    });

    saveConsent({ personalization: true, marketing: true, analytics: false });
    await track('Nav Deals');
    expect(api.calls).toHaveLength(1);
  });

  it('never toasts or throws when recording fails', async () => {
    const failing = jsonFetch(() => ({ status: 500, body: { error: 'Down' } }));
    vi.stubGlobal('fetch', failing.fetch);
    acceptAllCookies();
    await expect(track('Nav Deals')).resolves.toBeUndefined();
    await settle();
    expect(failing.calls).toHaveLength(1);
    expect(toastState.toasts).toHaveLength(0);
  });

  it('keeps properties inside the contract limits', async () => {
    acceptAllCookies();
    await track('Nav Shop', { label: 'x'.repeat(300), ['k'.repeat(61)]: 'dropped' });
    const body = JSON.parse(String(api.calls[0]!.init?.body));
    expect(body.properties).toEqual({ label: 'x'.repeat(200) });
  });
});
