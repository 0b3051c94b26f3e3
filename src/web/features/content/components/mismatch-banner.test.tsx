import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeChooserState } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { makeStore } from '@/web/testing/store-fixtures';
import { shoppingState } from '@/web/state/shopping';
import { MismatchBanner } from './mismatch-banner';
import { renderContent } from '../test-fixtures';

const current = makeStore({ id: 1, store_slug: 'mohawk-valley-ny', name: 'Mohawk Valley', ecomm_display_name: 'Mohawk Valley' });
const other = makeStore({ id: 2, store_slug: 'hudson-valley-ny', name: 'Hudson Valley', ecomm_display_name: 'Hudson Valley' });

async function renderBanner(audience: { storeId: number | null; usageType: 'medical' | 'recreational' | null }) {
  return renderContent(
    <>
      <h1>Deals</h1>
      <MismatchBanner audience={audience} currentStore={current} usageType="recreational" stores={[current, other]} />
    </>,
    { store: current },
  );
}

describe('<MismatchBanner /> (part 1 §2 /page, §8 mismatch prompts)', () => {
  afterEach(() => {
    cleanup();
    storeChooserState.open = false;
  });

  it("says whose page it is and what the shopper is shopping, with a change-store link", async () => {
    await renderBanner({ storeId: 2, usageType: 'medical' });
    const banner = await screen.findByRole('complementary', { name: 'Store notice' });
    expect(banner.textContent).toContain("This page is for Hudson Valley (Medical). You're shopping Adult Use at Mohawk Valley.");
    await userEvent.click(screen.getByRole('button', { name: 'Change Store' }));
    expect(storeChooserState.open).toBe(true);
  });

  it("switches to the page's store and usage type in one step", async () => {
    await renderBanner({ storeId: 2, usageType: 'medical' });
    await userEvent.click(await screen.findByRole('button', { name: 'Shop Medical at Hudson Valley' }));
    expect(shoppingState.storeId).toBe(2);
    expect(shoppingState.usageType).toBe('medical');
  });

  it('stays away when the page matches the shopper, or names neither store nor usage type', async () => {
    await renderBanner({ storeId: 1, usageType: 'recreational' });
    await screen.findByRole('heading', { name: 'Deals' });
    expect(screen.queryByRole('complementary', { name: 'Store notice' })).toBeNull();
    cleanup();
    await renderBanner({ storeId: null, usageType: null });
    await screen.findByRole('heading', { name: 'Deals' });
    expect(screen.queryByRole('complementary', { name: 'Store notice' })).toBeNull();
  });
});
