import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consentState } from '@/web/state/consent';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { serveList, serveStartup, specialOffer } from '../banner/content-fixtures';
import { PromoDialog } from './promo-dialog';
import { promoState } from './promo-state';

// The dialog's own code (Ark's dialog, rich text) loads only for a shopper it will open for
// (README "One interruption at a time"): recorded here as its module is first asked for.
const code = vi.hoisted(() => ({ loaded: false }));
vi.mock('./promo-dialog-view', () => {
  code.loaded = true;
  return { PromoDialogView: () => <div role="dialog" aria-label="A special offer for you" /> };
});

/** Lets `ms` go by on the test's clock (the tap being counted, the promotion's wait). */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderFor(storeId: number) {
  Object.assign(promoState, { uid: undefined, open: false, shownThisVisit: false });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  const queryClient = createTestQueryClient();
  serveStartup(queryClient, { state: 'NY', storeId });
  const offer = specialOffer();
  serveList(queryClient, 'promotional_dialog', [{ ...offer, data: { ...offer.data, audience: { states: [], usage_types: [], store_ids: [1] } } }]);
  await renderWithRouter(<PromoDialog canOpen />, { queryClient });
}

describe("the promotion's dialog code", () => {
  beforeAll(() => {
    Object.assign(consentState, { personalization: true, marketing: true, analytics: true, needsToAccept: false });
    // The shopper has done something on the page: the promotion may open (first-interaction.ts).
    fireEvent.click(document.body);
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('stays unloaded where no promotion is for this shopper (another store), however they interact', async () => {
    await renderFor(2);
    fireEvent.click(document.body);
    await pass(60_000);
    expect(code.loaded).toBe(false);
  });

  it('loads for a shopper the promotion is for, and the dialog opens', async () => {
    await renderFor(1);
    fireEvent.click(document.body);
    await pass(100);
    expect(code.loaded).toBe(true);
    await pass(2_000);
    expect(screen.getByRole('dialog', { name: 'A special offer for you' })).toBeTruthy();
  });
});
