import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '@/web/data/cookies';
import { allowsPersonalization, consentState, loadConsent } from '@/web/state/consent';
import { renderWithRouter } from '@/web/testing/render';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';

function switchFor(name: string) {
  return screen.getByRole('switch', { name: new RegExp(`^${name}`) });
}

describe('cookie consent (part 1 §2, §4, §9)', () => {
  beforeEach(() => {
    removeCookie('apotheca_consent');
    removeCookie('apotheca_consent_closed');
    sessionStorage.clear();
    loadConsent();
    consentState.settingsOpen = false;
  });
  afterEach(cleanup);

  it('shows the banner while acceptance is needed; Accept All sets all three and saves a cookie', async () => {
    expect(consentState.needsToAccept).toBe(true);
    await renderWithRouter(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(consentState).toMatchObject({ personalization: true, marketing: true, analytics: true, needsToAccept: false, show: false });
    expect(JSON.parse(readCookie('apotheca_consent')!)).toEqual({ personalization: true, marketing: true, analytics: true });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('the banner links to the Cookie Settings dialog, whose toggles all start Active', async () => {
    await renderWithRouter(
      <>
        <CookieBanner />
        <CookieSettingsDialog />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /cookie preferences/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    for (const name of ['Personalization', 'Marketing', 'Analytics']) {
      expect(switchFor(name).getAttribute('aria-checked')).toBe('true');
      expect(switchFor(name).closest('li')?.textContent).toContain('Active');
    }
    expect(within(dialog).getByRole('button', { name: 'Save Settings' })).toBeTruthy();
  });

  it('Save Settings stores the toggles; Inactive shows for a switched-off category', async () => {
    consentState.settingsOpen = true;
    await renderWithRouter(<CookieSettingsDialog />);
    await screen.findByRole('dialog', { name: 'Cookie Settings' });
    await userEvent.click(switchFor('Marketing'));
    expect(switchFor('Marketing').closest('li')?.textContent).toContain('Inactive');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(consentState).toMatchObject({ personalization: true, marketing: false, analytics: true, needsToAccept: false, settingsOpen: false });
    expect(JSON.parse(readCookie('apotheca_consent')!)).toMatchObject({ marketing: false });
  });

  it('keeps declining personalization as long as accepting it, not for one session (issue 21)', async () => {
    consentState.settingsOpen = true;
    await renderWithRouter(<CookieSettingsDialog />);
    await screen.findByRole('dialog', { name: 'Cookie Settings' });
    await userEvent.click(switchFor('Personalization'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(consentState.personalization).toBe(false);
    expect(JSON.parse(readCookie('apotheca_consent')!)).toMatchObject({ personalization: false });
    // What personalization governs (30-day sign-in, remembered dialogs; part 1 §9) stays off.
    expect(allowsPersonalization()).toBe(false);

    // The next launch: a new session, the same answer, no banner.
    sessionStorage.clear();
    loadConsent();
    expect(consentState).toMatchObject({ personalization: false, needsToAccept: false, show: false });
  });

  it("keeps the banner's Close across launches, without accepting anything (issue 21)", async () => {
    await renderWithRouter(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(readCookie('apotheca_consent_closed')).toBe('true');

    sessionStorage.clear();
    loadConsent();
    expect(consentState).toMatchObject({ needsToAccept: true, show: false });
    expect(allowsPersonalization()).toBe(false);
  });

  it('after a Close, Cookie Settings closed unsaved still brings the simple banner back (part 1 §4), and a choice replaces the Close', async () => {
    writeCookie('apotheca_consent_closed', 'true', 365);
    loadConsent();
    consentState.settingsOpen = true;
    await renderWithRouter(<CookieSettingsDialog />);
    await screen.findByRole('dialog', { name: 'Cookie Settings' });
    await userEvent.keyboard('{Escape}');
    expect(consentState.show).toBe(true);

    consentState.settingsOpen = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(readCookie('apotheca_consent_closed')).toBeUndefined();
    expect(readCookie('apotheca_consent')).toBeDefined();
  });

  it('still honours a choice an earlier version kept for the session only', () => {
    sessionStorage.setItem('apotheca_consent', JSON.stringify({ personalization: false, marketing: false, analytics: true }));
    loadConsent();
    expect(consentState).toMatchObject({ personalization: false, marketing: false, analytics: true, needsToAccept: false, show: false });
  });

  it('closing the dialog without saving brings the simple banner back', async () => {
    consentState.settingsOpen = true;
    consentState.show = false;
    await renderWithRouter(<CookieSettingsDialog />);
    await screen.findByRole('dialog', { name: 'Cookie Settings' });
    await userEvent.keyboard('{Escape}');
    expect(consentState.settingsOpen).toBe(false);
    expect(consentState.show).toBe(true);
  });
});
