import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeBreakdownQueryOptions } from '@/web/shared/startup/api/get-store-breakdown';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeStartup, makeStore } from '@/web/testing/store-fixtures';
import { shoppingState } from '@/web/state/shopping';
import { INSTALL_DISMISS_DAYS, listenForInstallOffer } from './install-events';
import { InstallPrompt } from './install-prompt';
import { BOTTOM_CARD_ROOM_VAR } from '../bottom-card/bottom-card-room';
import { pwaState } from './pwa-state';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What Chrome fires when the app can be installed: cancelable, with prompt(). */
async function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(async () => undefined) });
  await act(async () => void window.dispatchEvent(event));
  return event;
}

/** Sets a store and lets React apply it (valtio notifies after a microtask). */
async function update(change: () => void) {
  await act(async () => change());
}

async function renderPrompt(isMainBrand = true) {
  const queryClient = createTestQueryClient();
  const store = makeStore({ store_slug: 'columbus-oh' });
  queryClient.setQueryData(storeBreakdownQueryOptions('columbus-oh', 'recreational').queryKey, makeStartup({ store, isMainBrand }));
  await renderWithRouter(<InstallPrompt />, { queryClient });
}

describe('install prompt (README: What the device keeps: an install prompt where the browser offers one)', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 10));
    listenForInstallOffer();
  });
  afterAll(() => vi.useRealTimers());
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    pwaState.installAvailable = false;
    shoppingState.storeSlug = 'columbus-oh';
    shoppingState.usageType = 'recreational';
  });
  afterEach(cleanup);

  it('shows nothing until the browser offers installing, then a card in the brand name that does not take focus', async () => {
    await renderPrompt();
    expect(screen.queryByRole('region')).toBeNull();

    const offer = await offerInstall();
    // Kept for our card: the browser's own mini infobar stays away.
    expect(offer.defaultPrevented).toBe(true);
    const card = await screen.findByRole('region', { name: 'Install Apotheca' });
    expect(card.textContent).toContain('home screen');
    expect(document.activeElement).toBe(document.body);
  });

  it("makes room below the page while it shows, so a phone's Add to Cart bar rides above it, and gives it back when it goes", async () => {
    await renderPrompt();
    const room = () => document.documentElement.style.getPropertyValue(BOTTOM_CARD_ROOM_VAR);
    expect(room()).toBe('');
    await offerInstall();
    await screen.findByRole('region', { name: 'Install Apotheca' });
    expect(room()).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(room()).toBe('');
  });

  it("names the other brand on the other brand's storefront", async () => {
    await renderPrompt(false);
    await offerInstall();
    expect(await screen.findByRole('region', { name: 'Install Harbor & Finch' })).toBeTruthy();
  });

  it("Install opens the browser's install dialog once and the card goes", async () => {
    await renderPrompt();
    const offer = await offerInstall();
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Install Apotheca' })).toBeNull();
  });

  it(`'Not now' hides it for ${INSTALL_DISMISS_DAYS} days, even when the browser offers again`, async () => {
    await renderPrompt();
    await offerInstall();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install Apotheca' })).toBeNull();

    vi.setSystemTime(Date.now() + (INSTALL_DISMISS_DAYS - 1) * DAY_MS);
    await offerInstall();
    expect(screen.queryByRole('region', { name: 'Install Apotheca' })).toBeNull();

    vi.setSystemTime(Date.now() + 2 * DAY_MS);
    await offerInstall();
    expect(await screen.findByRole('region', { name: 'Install Apotheca' })).toBeTruthy();
  });

  it('goes away once the app is installed', async () => {
    await renderPrompt();
    await offerInstall();
    await screen.findByRole('region', { name: 'Install Apotheca' });
    await update(() => window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('region', { name: 'Install Apotheca' })).toBeNull();
  });
});
