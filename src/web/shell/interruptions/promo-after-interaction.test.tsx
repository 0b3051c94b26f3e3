import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentState } from '@/web/state/consent';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { ageGateState } from '../age-gate/age-gate-state';
import { serveList, serveStartup, specialOffer } from '../banner/content-fixtures';
import { promoState } from '../promo-dialog/promo-state';
import { ShellInterruptions } from './shell-interruptions';

// Part 1 §2 dialogs (promotional_dialog) and README "One interruption at a time": the promotion opens
// once the shopper has done something on the page, never over the page as it arrives.
const OFFER = specialOffer();

const offer = () => screen.queryByRole('dialog', { name: 'A special offer for you' });

/** Lets `ms` go by on the test's clock, running what comes due (a tap being counted, the offer's wait). */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('the promotion for a returning shopper (age and cookies answered)', () => {
  it('opens a moment after a finished tap on the page, never taking the tap itself nor stacking over a dialog the tap opened', async () => {
    // The dialog's own code loaded first, so only the wait for the shopper can hold it back.
    await import('../promo-dialog/promo-dialog');
    await import('../promo-dialog/promo-dialog-view');
    Object.assign(ageGateState, { ageConfirmed: true });
    Object.assign(consentState, { show: false, settingsOpen: false, needsToAccept: false });
    Object.assign(promoState, { uid: undefined, open: false, shownThisVisit: false });
    const queryClient = createTestQueryClient();
    serveStartup(queryClient, { state: 'NY' });
    serveList(queryClient, 'promotional_dialog', [OFFER]);
    // Time passes only when the test says, from before the page arrives: the offer's wait, and the clock that folds a burst of taps into one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    await renderWithRouter(<ShellInterruptions portal="shopper" />, { queryClient, path: '/' });

    // Its code and content are in; nothing has been touched yet: however long the page is only looked at, nothing opens.
    await pass(60_000);
    expect(offer()).toBeNull();
    expect(promoState.open).toBe(false);

    // A press that has not finished yet opens nothing: the offer must not take the tap or key itself.
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await pass(60_000);
    expect(offer()).toBeNull();

    // The tap opened a dialog of its own (Added to Cart): the offer does not stack over it.
    const other = document.createElement('div');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    fireEvent.click(document.body);
    await pass(60_000);
    expect(offer()).toBeNull();

    // That dialog closed: still nothing until the shopper's next tap.
    other.remove();
    await pass(60_000);
    expect(offer()).toBeNull();

    // The next tap brings the offer, a moment later: not at once, where a dialog the tap opens (Added to Cart answers in a few hundred ms) would not be up yet.
    fireEvent.click(document.body);
    await pass(500);
    expect(offer()).toBeNull();
    await pass(1_500);
    expect(offer()).not.toBeNull();
  });
});
