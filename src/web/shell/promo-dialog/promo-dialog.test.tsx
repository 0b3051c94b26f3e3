import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consentState } from '@/web/state/consent';
import { EVERYONE, makeDoc, serveList, serveStartup } from '../banner/content-fixtures';
import { promoState } from './promo-state';
import { PromoDialog } from './promo-dialog';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';

const DAY = 86_400_000;
const SEEN_KEY = 'apotheca_promo_seen';

function promo(uid: string, published_on: string, audience = EVERYONE) {
  return makeDoc(
    'promotional_dialog',
    uid,
    {
      image: { url: `/img/${uid}.jpg`, alt: `${uid} artwork` },
      rich_content: [
        { type: 'heading', level: 2, text: `Offer ${uid}` },
        { type: 'paragraph', text: 'Save big on [flower](/products/flower) this week.' },
        { type: 'list', ordered: false, items: ['In store', 'Online'] },
      ],
      cta_text: 'Shop the sale',
      cta_link: '/specials',
      audience,
    },
    published_on,
  );
}

async function renderPromo(promos: ReturnType<typeof promo>[], canOpen = true) {
  const queryClient = createTestQueryClient();
  serveStartup(queryClient, { state: 'NY', usage: 'recreational', storeId: 1 });
  serveList(queryClient, 'promotional_dialog', promos);
  return renderWithRouter(<PromoDialog canOpen={canOpen} />, { queryClient });
}

/** A new page life: what survives is only what was stored. */
function newVisitPage() {
  cleanup();
  Object.assign(promoState, { uid: undefined, open: false, shownThisVisit: false });
  sessionStorage.clear();
}

describe('promotional dialog (part 1 §2 dialogs, §9 seen list 4 days)', () => {
  // It opens once the shopper has done something on the page (promo-after-interaction.test.tsx): here they have.
  beforeAll(() => {
    fireEvent.click(document.body);
  });
  beforeEach(() => {
    localStorage.clear();
    newVisitPage();
    Object.assign(consentState, { personalization: true, marketing: true, analytics: true, needsToAccept: false });
  });
  afterEach(cleanup);

  it('shows the newest promotion for the audience with its image, content and call to action', async () => {
    await renderPromo([
      promo('older', '2026-03-01T00:00:00Z'),
      promo('newest', '2026-03-05T00:00:00Z'),
      promo('elsewhere', '2026-03-09T00:00:00Z', { ...EVERYONE, states: ['AZ'] }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Offer newest' });
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('newest artwork');
    expect(screen.getByRole('link', { name: 'flower' }).getAttribute('href')).toBe('/products/flower');
    expect(screen.getByText('In store')).toBeTruthy();
    const cta = screen.getByRole('link', { name: 'Shop the sale' });
    expect(cta.getAttribute('href')).toBe('/specials');
    expect(promoState.shownThisVisit).toBe(true);

    fireEvent.click(cta);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not shown again within 4 days of being seen, and is shown again after', async () => {
    await renderPromo([promo('spring', '2026-03-01T00:00:00Z')]);
    await screen.findByRole('dialog', { name: 'Offer spring' });
    const stored = JSON.parse(localStorage.getItem(SEEN_KEY)!);
    expect(stored).toEqual([{ uid: 'spring', seenAt: expect.any(Number) }]);

    newVisitPage();
    await renderPromo([promo('spring', '2026-03-01T00:00:00Z')]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(promoState.shownThisVisit).toBe(false);

    newVisitPage();
    localStorage.setItem(SEEN_KEY, JSON.stringify([{ uid: 'spring', seenAt: Date.now() - 4 * DAY - 1000 }]));
    await renderPromo([promo('spring', '2026-03-01T00:00:00Z')]);
    await screen.findByRole('dialog', { name: 'Offer spring' });
  });

  it('prunes expired entries from the seen list as it adds one', async () => {
    localStorage.setItem(SEEN_KEY, JSON.stringify([{ uid: 'ancient', seenAt: Date.now() - 9 * DAY }, { uid: 'recent', seenAt: Date.now() - DAY }]));
    await renderPromo([promo('summer', '2026-03-01T00:00:00Z')]);
    await screen.findByRole('dialog', { name: 'Offer summer' });
    const uids = JSON.parse(localStorage.getItem(SEEN_KEY)!).map((entry: { uid: string }) => entry.uid);
    expect(uids).toEqual(['recent', 'summer']);
  });

  it('waits while another overlay is up, and shows once per visit', async () => {
    const { rerender } = await renderPromo([promo('spring', '2026-03-01T00:00:00Z')], false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(promoState.shownThisVisit).toBe(false);
    rerender(<></>);

    newVisitPage();
    promoState.shownThisVisit = true;
    await renderPromo([promo('spring', '2026-03-01T00:00:00Z')]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers the seen list for this visit only without personalization consent', async () => {
    Object.assign(consentState, { personalization: false });
    await renderPromo([promo('spring', '2026-03-01T00:00:00Z')]);
    await screen.findByRole('dialog', { name: 'Offer spring' });
    expect(localStorage.getItem(SEEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(SEEN_KEY)).toContain('spring');
  });
});
