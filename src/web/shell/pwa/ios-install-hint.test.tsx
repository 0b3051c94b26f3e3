import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeBreakdownQueryOptions } from '@/web/shared/startup/api/get-store-breakdown';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeStartup, makeStore } from '@/web/testing/store-fixtures';
import { shoppingState } from '@/web/state/shopping';
import { INSTALL_DISMISS_DAYS, listenForInstallOffer } from './install-events';
import { InstallPrompt } from './install-prompt';
import { isIosSafari, offerIosInstallHint } from './ios-install-hint';
import { pwaState } from './pwa-state';

const DAY_MS = 24 * 60 * 60 * 1000;
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPHONE_IN_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0]';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The browser as iOS Safari shows itself: its user agent and navigator.standalone (true once opened from the home screen). */
function browseAs(userAgent: string, { standalone = false, maxTouchPoints = 5 } = {}) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
}

async function renderPrompt(isMainBrand = true) {
  const queryClient = createTestQueryClient();
  const store = makeStore({ store_slug: 'columbus-oh' });
  queryClient.setQueryData(storeBreakdownQueryOptions('columbus-oh', 'recreational').queryKey, makeStartup({ store, isMainBrand }));
  await renderWithRouter(<InstallPrompt />, { queryClient });
}

describe('the iPhone install hint (issue 21: iOS never offers installing, so the install card says how)', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 10));
  });
  afterAll(() => vi.useRealTimers());
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    pwaState.installHint = false;
    shoppingState.storeSlug = 'columbus-oh';
    shoppingState.usageType = 'recreational';
    browseAs(IPHONE_SAFARI);
  });
  afterEach(cleanup);

  it("on iPhone Safari, not installed: 'tap Share, then Add to Home Screen' in the brand's name, with no Install button and no focus taken", async () => {
    listenForInstallOffer();
    await waitFor(() => expect(pwaState.installHint).toBe(true));
    await renderPrompt(false);
    const hint = await screen.findByRole('region', { name: 'Install Harbor & Finch' });
    // The Share symbol sits between 'Share' and the comma.
    expect(hint.textContent?.replace(' ,', ',')).toContain('Tap Share, then Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it(`'Not now' keeps it away for ${INSTALL_DISMISS_DAYS} days, as the install card's does`, async () => {
    offerIosInstallHint(Date.now());
    await renderPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install Apotheca' })).toBeNull();

    // Later visits: the page starts again and asks again.
    offerIosInstallHint(Date.now() + (INSTALL_DISMISS_DAYS - 1) * DAY_MS);
    expect(pwaState.installHint).toBe(false);
    await act(async () => offerIosInstallHint(Date.now() + (INSTALL_DISMISS_DAYS + 1) * DAY_MS));
    expect(await screen.findByRole('region', { name: 'Install Apotheca' })).toBeTruthy();
  });

  it('not once opened from the home screen (navigator.standalone), nor on other browsers', () => {
    browseAs(IPHONE_SAFARI, { standalone: true });
    offerIosInstallHint(Date.now());
    expect(pwaState.installHint).toBe(false);

    for (const userAgent of [IPHONE_CHROME, IPHONE_IN_APP, ANDROID_CHROME]) expect(isIosSafari(userAgent, 5), userAgent).toBe(false);
    // iPadOS Safari says 'Macintosh'; a Mac has no touch screen.
    expect(isIosSafari(IPAD_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_SAFARI, 0)).toBe(false);
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
  });
});
