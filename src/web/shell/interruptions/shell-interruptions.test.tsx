import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeCookie } from '@/web/data/cookies';
import { storeChooserState } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { consentState, loadConsent } from '@/web/state/consent';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { ageGateState } from '../age-gate/age-gate-state';
import { serveList, serveStartup, specialOffer } from '../banner/content-fixtures';
import { marketingState } from '../marketing/marketing-state';
import { promoState } from '../promo-dialog/promo-state';
import { listenForInstallOffer } from '../pwa/install-events';
import { pwaState } from '../pwa/pwa-state';
import type { PortalKind } from './screen-kind';
import { ShellInterruptions } from './shell-interruptions';

const OFFER = specialOffer();

/** A first visit: nothing answered, a promotion for everyone, and the browser offering to install. */
function firstVisit() {
  for (const name of ['apotheca_age_confirmed', 'apotheca_consent', 'apotheca_consent_closed']) removeCookie(name);
  localStorage.clear();
  sessionStorage.clear();
  loadConsent();
  consentState.settingsOpen = false;
  Object.assign(ageGateState, { ageConfirmed: false, ageGateWasShown: false, ticked: false });
  Object.assign(promoState, { uid: undefined, open: false, shownThisVisit: false });
  Object.assign(pwaState, { installAvailable: false, installHint: false, updateReady: false });
  marketingState.open = false;
  storeChooserState.open = false;
}

async function renderAt(path: string, portal: PortalKind = 'shopper') {
  const queryClient = createTestQueryClient();
  serveStartup(queryClient, { state: 'NY' });
  serveList(queryClient, 'promotional_dialog', [OFFER]);
  await renderWithRouter(<ShellInterruptions portal={portal} />, { queryClient, path });
  listenForInstallOffer();
  await act(async () => void window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(async () => undefined) })));
}

const cookieBanner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const offer = () => screen.queryByRole('dialog', { name: 'A special offer for you' });
const installCard = () => screen.queryByRole('region', { name: /^Install / });

/** Which of them shows now; the tests expect exactly the one they name. */
function showing() {
  return [cookieBanner() && 'cookie-choice', offer() && 'special-offer', installCard() && 'install-card'].filter(Boolean);
}

/** Lets the lazy parts that would show load and open. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('the shell shows one interruption at a time, in order (issue 21)', () => {
  beforeEach(firstVisit);
  afterEach(cleanup);

  it('a first visit to the shop: nothing past the age gate (the app shell shows it), then cookie banner, promotion, install card', async () => {
    // The dialog's code is in before the shopper's taps below (a browser loads it while the page
    // idles; a tap before that is on record as the page's user activation, which jsdom does not keep).
    await import('../promo-dialog/promo-dialog');
    await renderAt('/');
    await settle();
    expect(showing()).toEqual([]);
    expect(promoState.shownThisVisit).toBe(false);

    await act(async () => void (ageGateState.ageConfirmed = true));
    await screen.findByRole('region', { name: 'Cookie consent' });
    expect(showing()).toEqual(['cookie-choice']);

    // Closing the banner is a tap on the page: the offer, which waits for one, follows.
    await userEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    await screen.findByRole('dialog', { name: 'A special offer for you' });
    expect(showing()).toEqual(['special-offer']);

    await userEvent.click(within(offer()!).getByRole('button', { name: 'Close' }));
    await screen.findByRole('region', { name: 'Install Apotheca' });
    await waitFor(() => expect(showing()).toEqual(['install-card']));
  });

  it('nothing else shows while the store chooser is open', async () => {
    ageGateState.ageConfirmed = true;
    storeChooserState.open = true;
    await renderAt('/');
    expect(showing()).toEqual([]);
    await act(async () => void (storeChooserState.open = false));
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  });

  it('nothing interrupts Cookie Settings that the shopper opened', async () => {
    ageGateState.ageConfirmed = true;
    Object.assign(consentState, { show: false, settingsOpen: true, needsToAccept: false });
    await renderAt('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(showing()).toEqual([]);
    expect(promoState.open).toBe(false);
  });

  it('the install card waits while the marketing dialog is up', async () => {
    ageGateState.ageConfirmed = true;
    Object.assign(consentState, { show: false, needsToAccept: false });
    promoState.shownThisVisit = true;
    await renderAt('/');
    await act(async () => void (marketingState.open = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(installCard()).toBeNull();
    await act(async () => void (marketingState.open = false));
    expect(await screen.findByRole('region', { name: 'Install Apotheca' })).toBeTruthy();
  });

  it("on iPhone Safari (no install offer) the install hint takes the install card's turn: after the cookie banner, and never on the cart", async () => {
    ageGateState.ageConfirmed = true;
    promoState.shownThisVisit = true;
    await renderAt('/cart');
    await act(async () => void Object.assign(pwaState, { installAvailable: false, installHint: true }));
    await settle();
    expect(showing()).toEqual([]);
    cleanup();

    await renderAt('/');
    await act(async () => void Object.assign(pwaState, { installAvailable: false, installHint: true }));
    await screen.findByRole('region', { name: 'Cookie consent' });
    expect(showing()).toEqual(['cookie-choice']);
    await userEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    const hint = await screen.findByRole('region', { name: 'Install Apotheca' });
    expect(hint.textContent).toContain('Add to Home Screen');
    await waitFor(() => expect(showing()).toEqual(['install-card']));
  });
});

describe('never over checkout, the staff terminal or the kiosk (issue 21)', () => {
  beforeEach(() => {
    firstVisit();
    ageGateState.ageConfirmed = true;
  });
  afterEach(cleanup);

  it('the cart (checkout) gets no cookie banner, promotion or install card', async () => {
    await renderAt('/cart');
    await settle();
    expect(showing()).toEqual([]);
    expect(promoState.shownThisVisit).toBe(false);
  });

  it("a portal user's screens get none, nor while their account is still being read", async () => {
    for (const portal of ['staff', 'checking'] as const) {
      await renderAt('/orders', portal);
      await settle();
      expect(showing()).toEqual([]);
      expect(promoState.shownThisVisit).toBe(false);
      cleanup();
    }
  });

  it('the kiosk and its setup get none', async () => {
    for (const path of ['/kiosk', '/kiosk/setup']) {
      await renderAt(path);
      await settle();
      expect(showing()).toEqual([]);
      cleanup();
    }
  });

  it('sign-in and registration get the cookie banner only', async () => {
    ageGateState.ageConfirmed = false;
    await renderAt('/login');
    await screen.findByRole('region', { name: 'Cookie consent' });
    await settle();
    expect(showing()).toEqual(['cookie-choice']);
  });
});
