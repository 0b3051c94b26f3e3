import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSnapshot } from 'valtio';
import { closeStoreChooser, openStoreChooser } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { shoppingState } from '@/web/state/shopping';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { waitTimesQueryOptions } from '@/web/shared/stores/wait-times';
import { StoreChooserDialog } from './locator/store-chooser-dialog';

afterEach(() => {
  act(() => closeStoreChooser());
  cleanup();
});

/**
 * A page as the shell frames it: the header's store button, and a main whose h1 the page builds
 * anew for each store (as a list does once the new store's products load).
 */
function Page() {
  const { storeSlug } = useSnapshot(shoppingState);
  return (
    <>
      <header>
        <button type="button" onClick={openStoreChooser}>
          Change store
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <h1 key={storeSlug}>Flower at {storeSlug}</h1>
        <a href="#next">A product</a>
      </main>
      <StoreChooserDialog />
    </>
  );
}

async function renderPage() {
  const store = makeStore({ id: 7, state: 'NY', ecomm_display_name: 'Hudson Valley', store_slug: 'hudson-valley' });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(waitTimesQueryOptions([7]).queryKey, { data: [], rows: 0, total_rows: 0 });
  return renderWithRouter(<Page />, { path: '/products/flower', store, queryClient });
}

async function openChooserFromHeader() {
  const trigger = screen.getByRole('button', { name: 'Change store' });
  trigger.focus();
  fireEvent.click(trigger);
  const chooser = await screen.findByRole('dialog', { name: 'Choose Your Store' });
  // A person acts once the dialog has taken focus: before that its Escape and focus handling are not
  // listening yet (they start after the first paint), so a key pressed earlier would be lost.
  await waitFor(() => expect(chooser.contains(document.activeElement)).toBe(true));
  return chooser;
}

describe('choosing a store moves focus to the page heading (issue 21 "Keyboard")', () => {
  it('after Shop in the chooser, focus is on the h1, also when the page replaces the h1 for the new store', async () => {
    await renderPage();
    const chooser = await openChooserFromHeader();
    const tile = within(chooser).getByRole('article', { name: 'Hudson Valley' });
    fireEvent.click(within(tile).getByRole('button', { name: 'Shop Medical' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Your Store' })).toBeNull());
    // The usage change re-keys the h1: the heading that has focus is the new page's one.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('tabindex')).toBe('-1');
  });

  it('closed without a choice (Escape), focus goes back to the button that opened it', async () => {
    await renderPage();
    const chooser = await openChooserFromHeader();
    fireEvent.keyDown(chooser, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Your Store' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change store' })));
  });
});
