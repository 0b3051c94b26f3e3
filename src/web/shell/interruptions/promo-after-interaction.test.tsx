import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consentState } from '@/web/state/consent';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { ageGateState } from '../age-gate/age-gate-state';
import { EVERYONE, makeDoc, serveList, serveStartup } from '../banner/content-fixtures';
import { promoState } from '../promo-dialog/promo-state';
import { ShellInterruptions } from './shell-interruptions';

// Part 1 §2 dialogs (promotional_dialog) and README "One interruption at a time": the promotion opens
// once the shopper has done something on the page, never over the page as it arrives.
const OFFER = makeDoc('promotional_dialog', 'rewards', {
  image: null,
  rich_content: [{ type: 'heading', level: 2, text: 'A special offer for you' }, { type: 'paragraph', text: 'Join the rewards.' }],
  cta_text: '',
  cta_link: '',
  audience: EVERYONE,
});

afterEach(cleanup);

describe('the promotion for a returning shopper (age and cookies answered)', () => {
  it('opens a moment after a finished tap on the page, never taking the tap itself nor stacking over a dialog the tap opened', async () => {
    // The dialog's own code loaded first, so only the wait for the shopper can hold it back.
    await import('../promo-dialog/promo-dialog');
    Object.assign(ageGateState, { ageConfirmed: true });
    Object.assign(consentState, { show: false, settingsOpen: false, needsToAccept: false });
    Object.assign(promoState, { uid: undefined, open: false, shownThisVisit: false });
    const queryClient = createTestQueryClient();
    serveStartup(queryClient, { state: 'NY' });
    serveList(queryClient, 'promotional_dialog', [OFFER]);
    await renderWithRouter(<ShellInterruptions portal="shopper" />, { queryClient, path: '/' });
    // Its code and content are in; nothing has been touched yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog', { name: 'A special offer for you' })).toBeNull();
    expect(promoState.open).toBe(false);

    // A press that has not finished yet opens nothing: the offer must not take the tap or key itself.
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: 'A special offer for you' })).toBeNull();

    // The tap opened a dialog of its own (Added to Cart): the offer does not stack over it.
    const other = document.createElement('div');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    fireEvent.click(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    expect(screen.queryByRole('dialog', { name: 'A special offer for you' })).toBeNull();

    // That dialog closed; the shopper's next tap brings the offer.
    other.remove();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    fireEvent.click(document.body);
    expect(await screen.findByRole('dialog', { name: 'A special offer for you' }, { timeout: 3_000 })).toBeTruthy();
  });
});
