import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie } from '@/web/data/cookies';
import { consentState, loadConsent } from '@/web/state/consent';
import { renderWithRouter } from '@/web/testing/render';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';

function switchFor(name: string) {
  return screen.getByRole('switch', { name: new RegExp(`^${name}`) });
}

describe('cookie consent (part 1 §2, §4, §9)', () => {
  beforeEach(() => {
    removeCookie('apotheca_consent');
    sessionStorage.clear();
    loadConsent();
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

  it('sets no consent cookie when personalization is not allowed', async () => {
    consentState.settingsOpen = true;
    await renderWithRouter(<CookieSettingsDialog />);
    await screen.findByRole('dialog', { name: 'Cookie Settings' });
    await userEvent.click(switchFor('Personalization'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(consentState.personalization).toBe(false);
    expect(readCookie('apotheca_consent')).toBeUndefined();
    expect(sessionStorage.getItem('apotheca_consent')).toContain('"personalization":false');
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
