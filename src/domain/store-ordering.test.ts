import { describe, expect, it } from 'vitest';
import {
  canBrowseUsage,
  canOrderUsage,
  canShopUsage,
  shoppableUsage,
  showsOpenStatus,
  storeDisplayName,
  temporaryClosureLabel,
  temporaryClosureNotice,
  usageAvailability,
  type StoreOrderingInput,
} from './store-ordering';
import { OPEN_STORE } from './store-ordering-test-kit';

const store = (overrides: Partial<StoreOrderingInput> = {}): StoreOrderingInput => ({
  ...OPEN_STORE,
  name: 'Hudson Valley',
  ecomm_display_name: 'Hudson Valley',
  ...overrides,
});

describe('store availability per usage type (part 1 §3, §4)', () => {
  it('is open when the menu exists and nothing closes it', () => {
    expect(usageAvailability(store(), 'recreational')).toBe('open');
    expect(canOrderUsage(store(), 'medical')).toBe(true);
  });

  it('puts divested before coming soon before a missing menu', () => {
    expect(usageAvailability(store({ is_divested: true, is_rec_coming_soon: true }), 'recreational')).toBe('divested');
    expect(usageAvailability(store({ is_rec_coming_soon: true, is_rec_menu: false }), 'recreational')).toBe('coming-soon');
    expect(usageAvailability(store({ is_rec_menu: false }), 'recreational')).toBe('no-menu');
  });

  it('lets shoppers browse but not order while ordering is off or the store is temporarily closed', () => {
    const off = store({ temp_closed_rec: 'ordering_off' });
    expect(usageAvailability(off, 'recreational')).toBe('ordering-off');
    expect(canBrowseUsage(off, 'recreational')).toBe(true);
    expect(canOrderUsage(off, 'recreational')).toBe(false);
    expect(canOrderUsage(off, 'medical')).toBe(true);
  });
});

describe('what a shopper is offered to shop (part 1 §2 store tile, §8)', () => {
  it('offers an open menu and one whose online ordering is paused, not a temporarily closed one', () => {
    expect(canShopUsage(store(), 'recreational')).toBe(true);
    expect(canShopUsage(store({ temp_closed_rec: 'ordering_off' }), 'recreational')).toBe(true);
    expect(canShopUsage(store({ temp_closed_rec: 'closed' }), 'recreational')).toBe(false);
    expect(canShopUsage(store({ temp_closed_rec: 'closed' }), 'medical')).toBe(true);
  });

  it('a store link keeps the usage type being shopped, falls back to the other, or offers nothing', () => {
    expect(shoppableUsage(store(), 'recreational')).toBe('recreational');
    expect(shoppableUsage(store({ temp_closed_rec: 'closed' }), 'recreational')).toBe('medical');
    expect(shoppableUsage(store({ is_med_menu: false }), 'medical')).toBe('recreational');
    // Salem (closed for good) and Brooklyn Williamsburg (coming soon) in the demo data.
    expect(shoppableUsage(store({ is_divested: true }), 'recreational')).toBeUndefined();
    const comingSoon = store({ is_med_menu: false, is_rec_menu: false, is_med_coming_soon: true, is_rec_coming_soon: true });
    expect(shoppableUsage(comingSoon, 'recreational')).toBeUndefined();
  });

  it("shows 'Open now' only for a store open for business for some usage type", () => {
    expect(showsOpenStatus(store())).toBe(true);
    expect(showsOpenStatus(store({ temp_closed_rec: 'closed' }))).toBe(true);
    expect(showsOpenStatus(store({ is_divested: true }))).toBe(false);
    expect(showsOpenStatus(store({ is_med_menu: false, is_rec_menu: false, is_med_coming_soon: true, is_rec_coming_soon: true }))).toBe(false);
    expect(showsOpenStatus(store({ temp_closed_med: 'closed', temp_closed_rec: 'closed' }))).toBe(false);
  });
});

describe('temporary closure texts (part 1 §2, §8)', () => {
  it('names the closed usage type on tiles', () => {
    expect(temporaryClosureLabel(store({ temp_closed_rec: 'closed' }))).toBe('Store is Temporarily Closed for Adult Use');
    expect(temporaryClosureLabel(store({ temp_closed_med: 'closed' }))).toBe('Store is Temporarily Closed for Medical');
    expect(temporaryClosureLabel(store({ temp_closed_med: 'closed', temp_closed_rec: 'closed' }))).toBe('Store is Temporarily Closed');
    expect(temporaryClosureLabel(store({ temp_closed_rec: 'ordering_off' }))).toBeUndefined();
  });

  it('builds the dated notice', () => {
    expect(temporaryClosureNotice(store({ temp_closed_rec: 'closed' }), 'Saturday, Nov 21st')).toBe(
      'Hudson Valley is temporarily closed today, Saturday, Nov 21st for Adult Use',
    );
  });

  it("falls back to 'Unknown Store' without a name", () => {
    expect(storeDisplayName({ name: '', ecomm_display_name: '' })).toBe('Unknown Store');
  });
});
